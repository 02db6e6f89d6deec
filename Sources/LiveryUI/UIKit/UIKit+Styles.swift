#if canImport(UIKit) && !os(watchOS)
    import Foundation
    import Livery
    import UIKit

    extension StyleRegistry {
        /// Registers UIKit's properties for style groups (`styles.Title.textColor`…), so a theme's
        /// styles can set them by name (JHTheme's plist keys are property names). Call it once at
        /// launch, usually on ``/Livery/StyleRegistry/standard``; registrations your app makes
        /// afterwards win. The names:
        ///
        /// - `UIView`: `backgroundColor`, `tintColor`, `alpha`, `hidden`, and its `layer` child
        ///   (`layer.cornerRadius`, `layer.borderWidth`, `layer.borderColor`, `layer.shadowColor`,
        ///   `layer.shadowOpacity`, `layer.shadowRadius`);
        /// - `UILabel`: `textColor`, `font`, `highlightedTextColor`, `shadowColor`;
        /// - `UITextField` and `UITextView`: `textColor`, `font`;
        /// - `UIButton`: `titleColor`, `title` (a string), `attributedTitle` (a colour over the
        ///   state's attributed title, its other attributes kept), `image` and `backgroundImage` per
        ///   control state (`"titleColor": {"normal": …, "highlighted": …}`; state names:
        ///   ``ControlStateName``), and its `titleLabel` child;
        /// - `UIImageView`: `image`, `highlightedImage`;
        ///
        /// Images may be remote: a URL loads through the installed fetcher (``/Livery/RemoteImages``),
        /// as the image conveniences load it, and is set only if the style still wants it.
        /// - `UINavigationBar`, `UIToolbar`: `barTintColor`, `translucent`; `UITabBar` the same plus
        ///   `unselectedItemTintColor`; `UISearchBar`: `barTintColor`;
        /// - `UITableView`: `separatorColor`, `sectionIndexColor`;
        /// - `UISwitch`: `onTintColor`, `thumbTintColor`; `UISlider`: `minimumTrackTintColor`,
        ///   `maximumTrackTintColor`, `thumbTintColor`; `UIProgressView`: `progressTintColor`,
        ///   `trackTintColor`; `UIPageControl`: `pageIndicatorTintColor`,
        ///   `currentPageIndicatorTintColor`; `UIActivityIndicatorView`: `color`;
        /// - `CALayer` (children named `layer`): `backgroundColor`, `borderColor`, `shadowColor`,
        ///   `borderWidth`, `cornerRadius`, `shadowOpacity`, `shadowRadius`.
        public func registerUIKitProperties() {
            register(UIView.self, "backgroundColor", as: ThemeColor.self) { $0.backgroundColor = UIColor.livery($1) }
            register(UIView.self, "tintColor", as: ThemeColor.self) { $0.tintColor = UIColor.livery($1) }
            register(UIView.self, "alpha", as: Double.self) { $0.alpha = CGFloat($1) }
            register(UILabel.self, "textColor", as: ThemeColor.self) { $0.textColor = UIColor.livery($1) }
            register(UILabel.self, "font", as: ThemeFont.self) { $0.font = UIFont.livery($1) }
            register(UITextField.self, "textColor", as: ThemeColor.self) { $0.textColor = UIColor.livery($1) }
            register(UITextField.self, "font", as: ThemeFont.self) { $0.font = UIFont.livery($1) }
            register(UITextView.self, "textColor", as: ThemeColor.self) { $0.textColor = UIColor.livery($1) }
            register(UITextView.self, "font", as: ThemeFont.self) { $0.font = UIFont.livery($1) }
            register(
                UIButton.self, "titleColor", as: ThemeColor.self,
                argument: { ControlStateName.controlState(named: $0).map { UIControl.State(rawValue: $0) } }
            ) { button, color, state in
                button.setTitleColor(UIColor.livery(color), for: state)
            }
            registerChild(UIButton.self, "titleLabel") { $0.titleLabel }
            register(
                UIButton.self, "image", as: ImageSource.self,
                argument: { ControlStateName.controlState(named: $0).map { UIControl.State(rawValue: $0) } }
            ) { button, source, state in
                ImageRendering.uiKit.show(
                    source, on: button, key: ThemedProperty.image.key(state: ControlStateName(controlState: state.rawValue))
                ) { $0.setImage($1, for: state) }
            }
            register(
                UIButton.self, "backgroundImage", as: ImageSource.self,
                argument: { ControlStateName.controlState(named: $0).map { UIControl.State(rawValue: $0) } }
            ) { button, source, state in
                ImageRendering.uiKit.show(
                    source, on: button,
                    key: ThemedProperty.backgroundImage.key(state: ControlStateName(controlState: state.rawValue))
                ) { $0.setBackgroundImage($1, for: state) }
            }
            register(
                UIButton.self, "title", as: String.self,
                argument: { ControlStateName.controlState(named: $0).map { UIControl.State(rawValue: $0) } }
            ) { button, title, state in
                button.setTitle(title, for: state)
            }
            register(
                UIButton.self, "attributedTitle", as: ThemeColor.self,
                argument: { ControlStateName.controlState(named: $0).map { UIControl.State(rawValue: $0) } }
            ) { button, color, state in
                let title = NSMutableAttributedString(
                    attributedString: button.attributedTitle(for: state)
                        ?? NSAttributedString(string: button.title(for: state) ?? ""))
                title.addAttribute(
                    .foregroundColor, value: UIColor.livery(color), range: NSRange(location: 0, length: title.length))
                button.setAttributedTitle(title, for: state)
            }
            register(UIView.self, "hidden", as: Bool.self) { $0.isHidden = $1 }
            register(UILabel.self, "highlightedTextColor", as: ThemeColor.self) { $0.highlightedTextColor = UIColor.livery($1) }
            register(UILabel.self, "shadowColor", as: ThemeColor.self) { $0.shadowColor = UIColor.livery($1) }
            register(UIImageView.self, "image", as: ImageSource.self) { view, source in
                ImageRendering.uiKit.show(source, on: view, key: ThemedProperty.image.key()) { $0.image = $1 }
            }
            register(UIImageView.self, "highlightedImage", as: ImageSource.self) { view, source in
                ImageRendering.uiKit.show(source, on: view, key: ThemedProperty.highlightedImage.key()) {
                    $0.highlightedImage = $1
                }
            }
            register(UINavigationBar.self, "barTintColor", as: ThemeColor.self) { $0.barTintColor = UIColor.livery($1) }
            register(UINavigationBar.self, "translucent", as: Bool.self) { $0.isTranslucent = $1 }
            register(UIToolbar.self, "barTintColor", as: ThemeColor.self) { $0.barTintColor = UIColor.livery($1) }
            register(UIToolbar.self, "translucent", as: Bool.self) { $0.isTranslucent = $1 }
            register(UITabBar.self, "barTintColor", as: ThemeColor.self) { $0.barTintColor = UIColor.livery($1) }
            register(UITabBar.self, "translucent", as: Bool.self) { $0.isTranslucent = $1 }
            register(UITabBar.self, "unselectedItemTintColor", as: ThemeColor.self) {
                $0.unselectedItemTintColor = UIColor.livery($1)
            }
            register(UISearchBar.self, "barTintColor", as: ThemeColor.self) { $0.barTintColor = UIColor.livery($1) }
            register(UITableView.self, "separatorColor", as: ThemeColor.self) { $0.separatorColor = UIColor.livery($1) }
            register(UITableView.self, "sectionIndexColor", as: ThemeColor.self) { $0.sectionIndexColor = UIColor.livery($1) }
            register(UISwitch.self, "onTintColor", as: ThemeColor.self) { $0.onTintColor = UIColor.livery($1) }
            register(UISwitch.self, "thumbTintColor", as: ThemeColor.self) { $0.thumbTintColor = UIColor.livery($1) }
            register(UISlider.self, "minimumTrackTintColor", as: ThemeColor.self) {
                $0.minimumTrackTintColor = UIColor.livery($1)
            }
            register(UISlider.self, "maximumTrackTintColor", as: ThemeColor.self) {
                $0.maximumTrackTintColor = UIColor.livery($1)
            }
            register(UISlider.self, "thumbTintColor", as: ThemeColor.self) { $0.thumbTintColor = UIColor.livery($1) }
            register(UIProgressView.self, "progressTintColor", as: ThemeColor.self) { $0.progressTintColor = UIColor.livery($1) }
            register(UIProgressView.self, "trackTintColor", as: ThemeColor.self) { $0.trackTintColor = UIColor.livery($1) }
            register(UIPageControl.self, "pageIndicatorTintColor", as: ThemeColor.self) {
                $0.pageIndicatorTintColor = UIColor.livery($1)
            }
            register(UIPageControl.self, "currentPageIndicatorTintColor", as: ThemeColor.self) {
                $0.currentPageIndicatorTintColor = UIColor.livery($1)
            }
            register(UIActivityIndicatorView.self, "color", as: ThemeColor.self) { $0.color = UIColor.livery($1) }
            registerChild(UIView.self, "layer") { $0.layer }
            register(CALayer.self, "backgroundColor", as: ThemeColor.self) { $0.backgroundColor = CGColor.livery($1) }
            register(CALayer.self, "borderColor", as: ThemeColor.self) { $0.borderColor = CGColor.livery($1) }
            register(CALayer.self, "shadowColor", as: ThemeColor.self) { $0.shadowColor = CGColor.livery($1) }
            register(CALayer.self, "borderWidth", as: Double.self) { $0.borderWidth = CGFloat($1) }
            register(CALayer.self, "cornerRadius", as: Double.self) { $0.cornerRadius = CGFloat($1) }
            register(CALayer.self, "shadowOpacity", as: Double.self) { $0.shadowOpacity = Float($1) }
            register(CALayer.self, "shadowRadius", as: Double.self) { $0.shadowRadius = CGFloat($1) }
        }
    }
#endif
