#if canImport(ObjectiveC) && canImport(UIKit) && !os(watchOS)
    import Foundation
    import Livery
    import LiveryUI
    import UIKit

    // View conveniences (DKNightVersion's and CJSkin's call sites, with `lv_` names): each is the
    // Swift `view.livery` convenience of the same name, through the app-wide manager. Swift does
    // not see them (`@available(swift, obsoleted: 1)`): Swift code calls `view.livery.set…` with
    // typed tokens.

    @objc extension UIView {
        /// Binds `backgroundColor` to the colour token at `path`.
        @available(swift, obsoleted: 1)
        @objc(lv_setBackgroundColorToken:)
        public func lv_setBackgroundColorToken(_ path: String) {
            livery.setBackgroundColor(Token(path))
        }

        /// Binds `tintColor` to the colour token at `path`.
        @available(swift, obsoleted: 1)
        @objc(lv_setTintColorToken:)
        public func lv_setTintColorToken(_ path: String) {
            livery.setTintColor(Token(path))
        }

        /// Binds `alpha` to the number token at `path` (0…1).
        @available(swift, obsoleted: 1)
        @objc(lv_setAlphaToken:)
        public func lv_setAlphaToken(_ path: String) {
            livery.setAlpha(Token(path))
        }
    }

    @objc extension UILabel {
        /// Binds `textColor` to the colour token at `path`.
        @available(swift, obsoleted: 1)
        @objc(lv_setTextColorToken:)
        public func lv_setTextColorToken(_ path: String) {
            livery.setTextColor(Token(path))
        }

        /// Binds `highlightedTextColor` to the colour token at `path`.
        @available(swift, obsoleted: 1)
        @objc(lv_setHighlightedTextColorToken:)
        public func lv_setHighlightedTextColorToken(_ path: String) {
            livery.setHighlightedTextColor(Token(path))
        }

        /// Binds `shadowColor` to the colour token at `path`.
        @available(swift, obsoleted: 1)
        @objc(lv_setShadowColorToken:)
        public func lv_setShadowColorToken(_ path: String) {
            livery.setShadowColor(Token(path))
        }

        /// Binds `font` to the font token at `path` (Dynamic Type when it names a text style).
        @available(swift, obsoleted: 1)
        @objc(lv_setFontToken:)
        public func lv_setFontToken(_ path: String) {
            livery.setFont(Token(path))
        }

        /// Binds `text` to the string token at `path`.
        @available(swift, obsoleted: 1)
        @objc(lv_setTextToken:)
        public func lv_setTextToken(_ path: String) {
            livery.setText(Token(path))
        }
    }

    @objc extension UITextField {
        /// Binds `textColor` to the colour token at `path`.
        @available(swift, obsoleted: 1)
        @objc(lv_setTextColorToken:)
        public func lv_setTextColorToken(_ path: String) {
            livery.setTextColor(Token(path))
        }

        /// Binds `font` to the font token at `path`.
        @available(swift, obsoleted: 1)
        @objc(lv_setFontToken:)
        public func lv_setFontToken(_ path: String) {
            livery.setFont(Token(path))
        }

        /// Binds the placeholder's colour (the field's `placeholder` text, coloured) to the colour token at `path`.
        @available(swift, obsoleted: 1)
        @objc(lv_setPlaceholderColorToken:)
        public func lv_setPlaceholderColorToken(_ path: String) {
            livery.setPlaceholderColor(Token(path))
        }
    }

    @objc extension UITextView {
        /// Binds `textColor` to the colour token at `path`.
        @available(swift, obsoleted: 1)
        @objc(lv_setTextColorToken:)
        public func lv_setTextColorToken(_ path: String) {
            livery.setTextColor(Token(path))
        }

        /// Binds `font` to the font token at `path`.
        @available(swift, obsoleted: 1)
        @objc(lv_setFontToken:)
        public func lv_setFontToken(_ path: String) {
            livery.setFont(Token(path))
        }
    }

    @objc extension UIImageView {
        /// Binds `image` to the image token at `path`. A remote (URL) image loads once the app has
        /// installed a loader (`[LVRemoteImages install]`, LiverySkinsObjC); until then, and for
        /// bundle and file images, it is set directly.
        @available(swift, obsoleted: 1)
        @objc(lv_setImageToken:)
        public func lv_setImageToken(_ path: String) {
            livery.setImage(Token(path))
        }

        /// Binds `image` to the image token at `path`, showing `placeholder` while a remote image
        /// loads and `failureImage` if it fails (either nil: keep what the view shows).
        @available(swift, obsoleted: 1)
        @objc(lv_setImageToken:placeholder:failureImage:)
        public func lv_setImageToken(_ path: String, placeholder: UIImage?, failureImage: UIImage?) {
            livery.setImage(Token(path), placeholder: placeholder, failureImage: failureImage)
        }
    }

    @available(tvOS, unavailable)
    @objc extension UISwitch {
        /// Binds `onTintColor` to the colour token at `path`.
        @available(swift, obsoleted: 1)
        @objc(lv_setOnTintColorToken:)
        public func lv_setOnTintColorToken(_ path: String) {
            livery.setOnTintColor(Token(path))
        }

        /// Binds `thumbTintColor` to the colour token at `path`.
        @available(swift, obsoleted: 1)
        @objc(lv_setThumbTintColorToken:)
        public func lv_setThumbTintColorToken(_ path: String) {
            livery.setThumbTintColor(Token(path))
        }
    }

    @available(tvOS, unavailable)
    @objc extension UISlider {
        /// Binds `minimumTrackTintColor` to the colour token at `path`.
        @available(swift, obsoleted: 1)
        @objc(lv_setMinimumTrackTintColorToken:)
        public func lv_setMinimumTrackTintColorToken(_ path: String) {
            livery.setMinimumTrackTintColor(Token(path))
        }

        /// Binds `maximumTrackTintColor` to the colour token at `path`.
        @available(swift, obsoleted: 1)
        @objc(lv_setMaximumTrackTintColorToken:)
        public func lv_setMaximumTrackTintColorToken(_ path: String) {
            livery.setMaximumTrackTintColor(Token(path))
        }

        /// Binds `thumbTintColor` to the colour token at `path`.
        @available(swift, obsoleted: 1)
        @objc(lv_setThumbTintColorToken:)
        public func lv_setThumbTintColorToken(_ path: String) {
            livery.setThumbTintColor(Token(path))
        }
    }

    @objc extension UIProgressView {
        /// Binds `progressTintColor` to the colour token at `path`.
        @available(swift, obsoleted: 1)
        @objc(lv_setProgressTintColorToken:)
        public func lv_setProgressTintColorToken(_ path: String) {
            livery.setProgressTintColor(Token(path))
        }

        /// Binds `trackTintColor` to the colour token at `path`.
        @available(swift, obsoleted: 1)
        @objc(lv_setTrackTintColorToken:)
        public func lv_setTrackTintColorToken(_ path: String) {
            livery.setTrackTintColor(Token(path))
        }
    }

    @objc extension UIPageControl {
        /// Binds `pageIndicatorTintColor` to the colour token at `path`.
        @available(swift, obsoleted: 1)
        @objc(lv_setPageIndicatorTintColorToken:)
        public func lv_setPageIndicatorTintColorToken(_ path: String) {
            livery.setPageIndicatorTintColor(Token(path))
        }

        /// Binds `currentPageIndicatorTintColor` to the colour token at `path`.
        @available(swift, obsoleted: 1)
        @objc(lv_setCurrentPageIndicatorTintColorToken:)
        public func lv_setCurrentPageIndicatorTintColorToken(_ path: String) {
            livery.setCurrentPageIndicatorTintColor(Token(path))
        }
    }

    @objc extension UISegmentedControl {
        /// Binds `selectedSegmentTintColor` to the colour token at `path`.
        @available(swift, obsoleted: 1)
        @objc(lv_setSelectedSegmentTintColorToken:)
        public func lv_setSelectedSegmentTintColorToken(_ path: String) {
            livery.setSelectedSegmentTintColor(Token(path))
        }
    }

    @objc extension UIActivityIndicatorView {
        /// Binds `color` to the colour token at `path`.
        @available(swift, obsoleted: 1)
        @objc(lv_setColorToken:)
        public func lv_setColorToken(_ path: String) {
            livery.setColor(Token(path))
        }
    }

    @objc extension UIBarButtonItem {
        /// Binds `tintColor` to the colour token at `path`.
        @available(swift, obsoleted: 1)
        @objc(lv_setTintColorToken:)
        public func lv_setTintColorToken(_ path: String) {
            livery.setTintColor(Token(path))
        }
    }

    @objc extension UITabBar {
        /// Binds `unselectedItemTintColor` to the colour token at `path`.
        @available(swift, obsoleted: 1)
        @objc(lv_setUnselectedItemTintColorToken:)
        public func lv_setUnselectedItemTintColorToken(_ path: String) {
            livery.setUnselectedItemTintColor(Token(path))
        }
    }

    @available(tvOS, unavailable)
    @objc extension UIToolbar {
        /// Binds `barTintColor` to the colour token at `path`.
        @available(swift, obsoleted: 1)
        @objc(lv_setBarTintColorToken:)
        public func lv_setBarTintColorToken(_ path: String) {
            livery.setBarTintColor(Token(path))
        }
    }

    @objc extension UISearchBar {
        /// Binds `barTintColor` to the colour token at `path`.
        @available(swift, obsoleted: 1)
        @objc(lv_setBarTintColorToken:)
        public func lv_setBarTintColorToken(_ path: String) {
            livery.setBarTintColor(Token(path))
        }
    }

    @objc extension UITableView {
        /// Binds `separatorColor` to the colour token at `path`.
        @available(tvOS, unavailable)
        @available(swift, obsoleted: 1)
        @objc(lv_setSeparatorColorToken:)
        public func lv_setSeparatorColorToken(_ path: String) {
            livery.setSeparatorColor(Token(path))
        }

        /// Binds `sectionIndexColor` to the colour token at `path`.
        @available(swift, obsoleted: 1)
        @objc(lv_setSectionIndexColorToken:)
        public func lv_setSectionIndexColorToken(_ path: String) {
            livery.setSectionIndexColor(Token(path))
        }
    }

    @MainActor @objc extension CALayer {
        /// Binds `backgroundColor` (a `CGColorRef`) to the colour token at `path`.
        @available(swift, obsoleted: 1)
        @objc(lv_setBackgroundColorToken:)
        public func lv_setBackgroundColorToken(_ path: String) {
            livery.setBackgroundColor(Token(path))
        }

        /// Binds `borderColor` (a `CGColorRef`) to the colour token at `path`.
        @available(swift, obsoleted: 1)
        @objc(lv_setBorderColorToken:)
        public func lv_setBorderColorToken(_ path: String) {
            livery.setBorderColor(Token(path))
        }

        /// Binds `shadowColor` (a `CGColorRef`) to the colour token at `path`.
        @available(swift, obsoleted: 1)
        @objc(lv_setShadowColorToken:)
        public func lv_setShadowColorToken(_ path: String) {
            livery.setShadowColor(Token(path))
        }

        /// Binds `borderWidth` to the dimension token at `path`, in points.
        @available(swift, obsoleted: 1)
        @objc(lv_setBorderWidthToken:)
        public func lv_setBorderWidthToken(_ path: String) {
            livery.setBorderWidth(Token(path))
        }

        /// Binds `cornerRadius` to the dimension token at `path`, in points.
        @available(swift, obsoleted: 1)
        @objc(lv_setCornerRadiusToken:)
        public func lv_setCornerRadiusToken(_ path: String) {
            livery.setCornerRadius(Token(path))
        }

        /// Binds `opacity` to the number token at `path` (0…1).
        @available(swift, obsoleted: 1)
        @objc(lv_setOpacityToken:)
        public func lv_setOpacityToken(_ path: String) {
            livery.setOpacity(Token(path))
        }

        /// Binds `shadowOpacity` to the number token at `path` (0…1).
        @available(swift, obsoleted: 1)
        @objc(lv_setShadowOpacityToken:)
        public func lv_setShadowOpacityToken(_ path: String) {
            livery.setShadowOpacity(Token(path))
        }

        /// Binds `shadowRadius` to the dimension token at `path`, in points.
        @available(swift, obsoleted: 1)
        @objc(lv_setShadowRadiusToken:)
        public func lv_setShadowRadiusToken(_ path: String) {
            livery.setShadowRadius(Token(path))
        }
    }

    @MainActor @objc extension CAShapeLayer {
        /// Binds `fillColor` to the colour token at `path`.
        @available(swift, obsoleted: 1)
        @objc(lv_setFillColorToken:)
        public func lv_setFillColorToken(_ path: String) {
            livery.setFillColor(Token(path))
        }

        /// Binds `strokeColor` to the colour token at `path`.
        @available(swift, obsoleted: 1)
        @objc(lv_setStrokeColorToken:)
        public func lv_setStrokeColorToken(_ path: String) {
            livery.setStrokeColor(Token(path))
        }
    }

    @MainActor @objc extension CATextLayer {
        /// Binds `foregroundColor` to the colour token at `path`.
        @available(swift, obsoleted: 1)
        @objc(lv_setForegroundColorToken:)
        public func lv_setForegroundColorToken(_ path: String) {
            livery.setForegroundColor(Token(path))
        }
    }

    extension UILabel {
        /// Binds `font` to the font token at `path` scaled for `textStyle` with `UIFontMetrics`
        /// (a custom font that follows the person's text size), and sets
        /// `adjustsFontForContentSizeCategory` so UIKit rescales it live.
        @available(swift, obsoleted: 1)
        @objc(lv_setFontToken:scaledForTextStyle:)
        public func lv_setFontToken(_ path: String, scaledFor textStyle: UIFont.TextStyle) {
            adjustsFontForContentSizeCategory = true
            livery.bindFont(Token(path), key: ThemedProperty.font.key()) { label, font in
                label.font = UIFontMetrics(forTextStyle: textStyle).scaledFont(for: font)
            }
        }
    }

    extension UIButton {
        /// Binds the title colour for `state` to the colour token at `path` (each state is its own
        /// binding: DKNightVersion's per-state pickers).
        @available(swift, obsoleted: 1)
        @objc(lv_setTitleColorToken:forState:)
        public func lv_setTitleColorToken(_ path: String, for state: UIControl.State) {
            livery.setTitleColor(Token(path), for: state)
        }

        /// Binds the title shadow colour for `state` to the colour token at `path`.
        @available(swift, obsoleted: 1)
        @objc(lv_setTitleShadowColorToken:forState:)
        public func lv_setTitleShadowColorToken(_ path: String, for state: UIControl.State) {
            livery.setTitleShadowColor(Token(path), for: state)
        }

        /// Binds the image for `state` to the image token at `path`.
        @available(swift, obsoleted: 1)
        @objc(lv_setImageToken:forState:)
        public func lv_setImageToken(_ path: String, for state: UIControl.State) {
            livery.setImage(Token(path), for: state)
        }

        /// Binds the image for `state`, with a placeholder while a remote image loads and an image
        /// for a failed load.
        @available(swift, obsoleted: 1)
        @objc(lv_setImageToken:forState:placeholder:failureImage:)
        public func lv_setImageToken(_ path: String, for state: UIControl.State, placeholder: UIImage?, failureImage: UIImage?) {
            livery.setImage(Token(path), for: state, placeholder: placeholder, failureImage: failureImage)
        }

        /// Binds the background image for `state` to the image token at `path`.
        @available(swift, obsoleted: 1)
        @objc(lv_setBackgroundImageToken:forState:)
        public func lv_setBackgroundImageToken(_ path: String, for state: UIControl.State) {
            livery.setBackgroundImage(Token(path), for: state)
        }

        /// Binds the title for `state` to the string token at `path`.
        @available(swift, obsoleted: 1)
        @objc(lv_setTitleToken:forState:)
        public func lv_setTitleToken(_ path: String, for state: UIControl.State) {
            AppTheme.manager.bind(
                self, key: ThemedProperty.text.key(state: ControlStateName(controlState: state.rawValue))
            ) { button, theme in
                guard let title = theme.string(path) else { return }
                button.setTitle(title, for: state)
            }
        }
    }
#endif
