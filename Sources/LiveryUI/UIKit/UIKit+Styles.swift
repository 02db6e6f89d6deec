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
        ///   `normal`, `highlighted`, `disabled`, `selected`, `focused`, joined with `+`), and its
        ///   `titleLabel` child;
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
            registerTableUIKitProperties()
            registerChild(UIButton.self, "titleLabel") { $0.titleLabel }
            register(UIButton.self, "image", as: ImageSource.self, argument: Self.controlState) { button, source, state in
                ImageRendering.uiKit.show(
                    source, on: button, key: ThemedProperty.image.key(for: state)
                ) { $0.setImage($1, for: state) }
            }
            register(UIButton.self, "backgroundImage", as: ImageSource.self, argument: Self.controlState) {
                button, source, state in
                ImageRendering.uiKit.show(
                    source, on: button,
                    key: ThemedProperty.backgroundImage.key(for: state)
                ) { $0.setBackgroundImage($1, for: state) }
            }
            register(UIButton.self, "attributedTitle", as: ThemeColor.self, argument: Self.controlState) {
                button, color, state in
                let title = NSMutableAttributedString(
                    attributedString: button.attributedTitle(for: state)
                        ?? NSAttributedString(string: button.title(for: state) ?? ""))
                title.addAttribute(
                    .foregroundColor, value: UIColor.livery(color), range: NSRange(location: 0, length: title.length))
                button.setAttributedTitle(title, for: state)
            }
            register(UIImageView.self, "image", as: ImageSource.self) { view, source in
                ImageRendering.uiKit.show(source, on: view, key: ThemedProperty.image.key()) { $0.image = $1 }
            }
            register(UIImageView.self, "highlightedImage", as: ImageSource.self) { view, source in
                ImageRendering.uiKit.show(source, on: view, key: ThemedProperty.highlightedImage.key()) {
                    $0.highlightedImage = $1
                }
            }
            registerChild(UIView.self, "layer") { $0.layer }
        }
    }
#endif
