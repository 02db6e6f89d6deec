#if (canImport(UIKit) && !os(watchOS)) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
    import Livery

    extension SystemAppearanceFollower {
        /// Runs `apply` under the window's cross-fade (``ThemeCrossFade``: a fade of the window,
        /// skipped with Reduce Motion or when the window is not shown), or at once, without implicit
        /// animations, when the window is gone.
        func crossFade(_ apply: () -> Void) {
            guard let window else {
                withoutImplicitAnimations(apply)
                return
            }
            ThemeCrossFade.run(in: window, policy: transitionPolicy, apply)
        }
    }
#endif
