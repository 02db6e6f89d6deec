#if canImport(ObjectiveC) && canImport(UIKit) && !os(watchOS)
    import Foundation
    import Livery
    import LiveryUI
    import UIKit

    // View conveniences (DKNightVersion's and CJSkin's call sites, with `lv_` names): each is the
    // Swift `view.livery` convenience of the same name, through the app-wide manager. Swift does
    // not see them (`@available(swift, obsoleted: 1)`): Swift code calls `view.livery.set…` with
    // typed tokens.

    @objc extension UIImageView {
        /// Binds `image` to the image token at `path`, showing `placeholder` while a remote image
        /// loads and `failureImage` if it fails (either nil: keep what the view shows).
        @available(swift, obsoleted: 1)
        @objc(lv_setImageToken:placeholder:failureImage:)
        public func lv_setImageToken(_ path: String, placeholder: UIImage?, failureImage: UIImage?) {
            livery.setImage(Token(path), placeholder: placeholder, failureImage: failureImage)
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
        /// Binds the image for `state`, with a placeholder while a remote image loads and an image
        /// for a failed load.
        @available(swift, obsoleted: 1)
        @objc(lv_setImageToken:forState:placeholder:failureImage:)
        public func lv_setImageToken(_ path: String, for state: UIControl.State, placeholder: UIImage?, failureImage: UIImage?) {
            livery.setImage(Token(path), for: state, placeholder: placeholder, failureImage: failureImage)
        }
    }
#endif
