#if canImport(UIKit) && !os(watchOS)
    import Foundation
    import Livery
    import UIKit

    extension StyleRegistry {
        /// Registers UIKit's common properties for style groups (`styles.Title.textColor`…), so a
        /// theme's styles can set them by name: `UIView` `backgroundColor`, `tintColor`, `alpha`;
        /// `UILabel` `textColor`, `font`; `UITextField` and `UITextView` `textColor`, `font`;
        /// `UIButton` `titleColor` per control state (`"titleColor": {"normal": …, "highlighted": …}`)
        /// and its `titleLabel` child (`titleLabel.font`). Call it once at launch, usually on
        /// ``Livery/StyleRegistry/standard``; registrations your app makes afterwards win.
        public func registerUIKitProperties() {
            register(UIView.self, "backgroundColor", as: ThemeColor.self) { $0.backgroundColor = UIColor(livery: $1) }
            register(UIView.self, "tintColor", as: ThemeColor.self) { $0.tintColor = UIColor(livery: $1) }
            register(UIView.self, "alpha", as: Double.self) { $0.alpha = CGFloat($1) }
            register(UILabel.self, "textColor", as: ThemeColor.self) { $0.textColor = UIColor(livery: $1) }
            register(UILabel.self, "font", as: ThemeFont.self) { $0.font = UIFont.livery($1) }
            register(UITextField.self, "textColor", as: ThemeColor.self) { $0.textColor = UIColor(livery: $1) }
            register(UITextField.self, "font", as: ThemeFont.self) { $0.font = UIFont.livery($1) }
            register(UITextView.self, "textColor", as: ThemeColor.self) { $0.textColor = UIColor(livery: $1) }
            register(UITextView.self, "font", as: ThemeFont.self) { $0.font = UIFont.livery($1) }
            register(
                UIButton.self, "titleColor", as: ThemeColor.self,
                argument: { ControlStateName.controlState(named: $0).map { UIControl.State(rawValue: $0) } }
            ) { button, color, state in
                button.setTitleColor(UIColor(livery: color), for: state)
            }
            registerChild(UIButton.self, "titleLabel") { $0.titleLabel }
        }
    }
#endif
