#if canImport(ObjectiveC) && canImport(UIKit) && !os(watchOS)
    import Foundation
    import Livery
    import LiveryUI
    import UIKit

    /// The tokens of a bar's appearance from Objective-C (the Swift `BarTokens`): any left nil
    /// keeps the system's default.
    ///
    /// ```objc
    /// LVBarTokens *tokens = [[LVBarTokens alloc] init];
    /// tokens.background = @"color.bar.background";
    /// tokens.title = @"color.bar.title";
    /// [navigationController.navigationBar lv_setAppearanceTokens:tokens];
    /// ```
    @objc(LVBarTokens)
    @MainActor
    public final class LVBarTokens: NSObject {
        /// The colour token of the bar's background.
        @objc public var background: String?
        /// Navigation bar: the colour token of the title (inline and large).
        @objc public var title: String?
        /// Navigation bar: the font token of the inline title.
        @objc public var titleFont: String?
        /// The colour token of the hairline under (or over) the bar.
        @objc public var shadow: String?
        /// Tab bar: the colour token of the selected item's icon and title.
        @objc public var selectedItem: String?
        /// Tab bar: the colour token of the other items' icons and titles.
        @objc public var normalItem: String?

        /// Tokens with nothing set.
        public override init() {
            super.init()
        }

        /// The Swift `BarTokens` of these paths.
        var barTokens: BarTokens {
            BarTokens(
                background: background.map { Token($0) }, title: title.map { Token($0) },
                titleFont: titleFont.map { Token($0) }, shadow: shadow.map { Token($0) },
                selectedItem: selectedItem.map { Token($0) }, normalItem: normalItem.map { Token($0) })
        }
    }

    extension UINavigationBar {
        /// Binds the bar's appearances (standard, scroll edge and compact) to `tokens`: background,
        /// title colour and font, hairline; rebuilt after every switch.
        @available(swift, obsoleted: 1)
        @objc(lv_setAppearanceTokens:)
        public func lv_setAppearanceTokens(_ tokens: LVBarTokens) {
            livery.setAppearance(tokens.barTokens)
        }
    }

    extension UITabBar {
        /// Binds the bar's appearances (standard and scroll edge) to `tokens`: background, hairline,
        /// and the items' icon and title colours, selected and not.
        @available(swift, obsoleted: 1)
        @objc(lv_setAppearanceTokens:)
        public func lv_setAppearanceTokens(_ tokens: LVBarTokens) {
            livery.setAppearance(tokens.barTokens)
        }
    }

    @available(tvOS, unavailable)
    extension UIToolbar {
        /// Binds the bar's appearances (standard, compact, scroll edge) to `tokens`: background and
        /// hairline.
        @available(swift, obsoleted: 1)
        @objc(lv_setAppearanceTokens:)
        public func lv_setAppearanceTokens(_ tokens: LVBarTokens) {
            livery.setAppearance(tokens.barTokens)
        }
    }
#endif
