#if canImport(AppKit) && !targetEnvironment(macCatalyst)
    import Foundation
    import Livery
    import AppKit

    extension NSView: ThemeBindable {}

    extension Themed {
        /// Binds any colour property: `apply` gets an `NSColor` that follows the appearance of
        /// whatever draws it, converted once per token per switch and shared by every object bound
        /// to the token.
        ///
        /// ```swift
        /// row.livery.bindColor("color.accent", key: BindingKey("badge")) { row, color in row.badge.textColor = color }
        /// ```
        package func bindColor(_ token: Token<ThemeColor>, key: BindingKey, _ apply: @escaping @MainActor (Base, NSColor) -> Void)
        {
            bind(token, key: key, through: .nsColor, apply)
        }

        /// Binds any font property (a text style's font when the token names one).
        package func bindFont(_ token: Token<ThemeFont>, key: BindingKey, _ apply: @escaping @MainActor (Base, NSFont) -> Void) {
            bind(token, key: key, through: .nsFont, apply)
        }

        /// Binds any image property. Assets, files, colours and gradients are made once per token per
        /// switch and shared; a remote URL loads through the installed fetcher
        /// (``/Livery/RemoteImages``; LiverySkins' `RemoteImages.install()` at start-up), decoded once
        /// per URL and shared.
        ///
        /// While a remote image loads, the property shows `placeholder`, or keeps its image when
        /// `placeholder` is nil. The image is set when it arrives only if this binding still wants
        /// it: a later switch, a rebinding or an unbinding wins over an earlier slow load. When the
        /// load fails, the property shows `failureImage` and ``/Livery/RemoteImages/failureHandler``
        /// hears why.
        public func bindImage(
            _ token: Token<ImageSource>, key: BindingKey, placeholder: NSImage? = nil, failureImage: NSImage? = nil,
            _ apply: @escaping @MainActor (Base, NSImage?) -> Void
        ) {
            bindImage(token, key: key, rendering: .appKit, placeholder: placeholder, failureImage: failureImage, apply)
        }
    }

    // MARK: NSView

    extension Themed where Base: NSView {
        /// Binds the background colour of the view's layer: makes the view layer-backed
        /// (`wantsLayer`) and sets `layer.backgroundColor` to the colour resolved for the view's
        /// effective appearance. A `CGColor` does not follow the appearance by itself: the binding
        /// sets it again after every switch, and ``SystemAppearanceFollower`` re-applies bindings
        /// when the system's appearance changes without one.
        public func setBackgroundColor(_ token: Token<ThemeColor>) {
            bindColor(token, key: ThemedProperty.backgroundColor.key()) { view, color in
                view.wantsLayer = true
                view.effectiveAppearance.performAsCurrentDrawingAppearance {
                    view.layer?.backgroundColor = color.cgColor
                }
            }
        }

        /// Keeps the view's `appearance` (Aqua or Dark Aqua) in step with the theme's appearance
        /// (``ThemeWindowStyle/appearanceName(for:)``): for a view bound through a scope whose
        /// appearance differs from the app's (a dark inspector in a light window), so its controls
        /// and system colours match its theme.
        public func followAppearance() {
            manager.bind(base, key: ThemedProperty.appearance.key()) { view, theme in
                let name = ThemeWindowStyle.appearanceName(for: theme.selection)
                guard view.appearance?.name.rawValue != name else { return }
                view.appearance = NSAppearance(named: NSAppearance.Name(rawValue: name))
            }
        }
    }

    // MARK: Controls

    extension Themed where Base: NSTextField {
        /// Binds `stringValue` to the string `key` of the language tables (``AppTheme/languages``
        /// unless given `languages`): `title.livery.setStringValue(localized: "inbox.title")`.
        public func setStringValue(localized key: String, languages: ThemeSwitcher<LanguageTable>? = nil) {
            bindText(localized: key, key: ThemedProperty.stringValue.key(), languages: languages) { $0.stringValue = $1 }
        }

        /// Binds `stringValue` to a string token.
        public func setStringValue(_ token: Token<String>) {
            bindText(token, key: ThemedProperty.stringValue.key()) { $0.stringValue = $1 }
        }

        /// Binds the field's own `backgroundColor` and turns `drawsBackground` on (a text field
        /// draws its background itself; the view's layer is left alone).
        public func setBackgroundColor(_ token: Token<ThemeColor>) {
            bindColor(token, key: ThemedProperty.backgroundColor.key()) { field, color in
                field.backgroundColor = color
                field.drawsBackground = true
            }
        }

        /// Binds the placeholder's colour: the field's placeholder text
        /// (`placeholderString`, or the text of `placeholderAttributedString`), coloured and in
        /// the field's font, as `placeholderAttributedString`.
        public func setPlaceholderColor(_ token: Token<ThemeColor>) {
            bindColor(token, key: ThemedProperty.placeholderColor.key()) { field, color in
                let text = field.placeholderString ?? field.placeholderAttributedString?.string ?? ""
                var attributes: [NSAttributedString.Key: Any] = [.foregroundColor: color]
                if let font = field.font { attributes[.font] = font }
                field.placeholderAttributedString = NSAttributedString(string: text, attributes: attributes)
            }
        }
    }

    extension Themed where Base: NSButton {
        /// Binds the title's colour: the button's `attributedTitle` (its current title, font and
        /// alignment) with the colour over all of it. Set the title before binding; a title set
        /// later shows uncoloured until the next switch.
        public func setTitleColor(_ token: Token<ThemeColor>) {
            bindColor(token, key: ThemedProperty.titleColor.key()) { button, color in
                let title = NSMutableAttributedString(attributedString: button.attributedTitle)
                title.addAttribute(.foregroundColor, value: color, range: NSRange(location: 0, length: title.length))
                button.attributedTitle = title
            }
        }

        /// Binds `image`; a remote image loads as ``bindImage(_:key:placeholder:failureImage:_:)`` describes.
        public func setImage(_ token: Token<ImageSource>, placeholder: NSImage? = nil, failureImage: NSImage? = nil) {
            bindImage(token, key: ThemedProperty.image.key(), placeholder: placeholder, failureImage: failureImage) {
                $0.image = $1
            }
        }

        /// Binds `title` to the string `key` of the language tables (``AppTheme/languages`` unless
        /// given `languages`), keeping the title's attributes (a colour bound with
        /// ``setTitleColor(_:)`` stays).
        public func setTitle(localized key: String, languages: ThemeSwitcher<LanguageTable>? = nil) {
            bindText(localized: key, key: ThemedProperty.title.key(), languages: languages) { button, text in
                let old = button.attributedTitle
                guard old.length > 0 else {
                    button.title = text
                    return
                }
                button.attributedTitle = NSAttributedString(string: text, attributes: old.attributes(at: 0, effectiveRange: nil))
            }
        }

        /// Binds `title` to a string token, keeping the title's attributes.
        public func setTitle(_ token: Token<String>) {
            bindText(token, key: ThemedProperty.title.key()) { button, text in
                let old = button.attributedTitle
                guard old.length > 0 else {
                    button.title = text
                    return
                }
                button.attributedTitle = NSAttributedString(string: text, attributes: old.attributes(at: 0, effectiveRange: nil))
            }
        }
    }

    extension Themed where Base: NSImageView {
        /// Binds `image`; a remote image loads as ``bindImage(_:key:placeholder:failureImage:_:)`` describes:
        ///
        /// ```swift
        /// banner.livery.setImage("image.banner", placeholder: NSImage(named: NSImage.Name("Placeholder")))
        /// ```
        public func setImage(_ token: Token<ImageSource>, placeholder: NSImage? = nil, failureImage: NSImage? = nil) {
            bindImage(token, key: ThemedProperty.image.key(), placeholder: placeholder, failureImage: failureImage) {
                $0.image = $1
            }
        }
    }
#endif
