#if canImport(UIKit) && !os(watchOS)
    import Foundation
    import Livery
    import UIKit

    extension UIView: ThemeBindable {}
    extension UIBarItem: ThemeBindable {}

    extension Themed {
        /// Binds any colour property: `apply` gets a `UIColor` that follows the appearance, converted
        /// once per token per switch and shared by every object bound to the token.
        ///
        /// ```swift
        /// cell.livery.bindColor("color.accent", key: BindingKey("badge")) { cell, color in cell.badge.backgroundColor = color }
        /// ```
        package func bindColor(_ token: Token<ThemeColor>, key: BindingKey, _ apply: @escaping @MainActor (Base, UIColor) -> Void)
        {
            bind(token, key: key, through: .uiColor, apply)
        }

        /// Binds any font property (Dynamic Type when the token names a text style).
        package func bindFont(_ token: Token<ThemeFont>, key: BindingKey, _ apply: @escaping @MainActor (Base, UIFont) -> Void) {
            bind(token, key: key, through: .uiFont, apply)
        }

        /// Binds any image property. Assets, files, colours and gradients are made once per token per
        /// switch and shared; a remote URL loads through the installed fetcher
        /// (``/Livery/RemoteImages``; LiverySkins' `RemoteImages.install()` at start-up), decoded once
        /// per URL and shared.
        ///
        /// While a remote image loads, the property shows `placeholder`, or keeps its image when
        /// `placeholder` is nil (a switch does not flash an empty view). The image is set when it
        /// arrives only if this binding still wants it: a later switch, a rebinding or an unbinding
        /// wins over an earlier slow load. When the load fails, the property shows `failureImage`
        /// and ``/Livery/RemoteImages/failureHandler`` hears why.
        ///
        /// ```swift
        /// cell.livery.bindImage("image.avatar", key: BindingKey("avatar"), placeholder: UIImage(systemName: "person")) {
        ///     cell, image in cell.avatar.image = image
        /// }
        /// ```
        public func bindImage(
            _ token: Token<ImageSource>, key: BindingKey, placeholder: UIImage? = nil, failureImage: UIImage? = nil,
            _ apply: @escaping @MainActor (Base, UIImage?) -> Void
        ) {
            bindImage(token, key: key, rendering: .uiKit, placeholder: placeholder, failureImage: failureImage, apply)
        }
    }

    // MARK: UIView

    extension Themed where Base: UIView {
        /// Keeps `overrideUserInterfaceStyle` in step with the theme's appearance. For a screen
        /// bound through a scope that pins its own appearance (`view.livery(scope)`): dynamic
        /// colours and system controls inside it then show the scope's variants, not the window's.
        public func followAppearance() {
            manager.bind(base, key: ThemedProperty.appearance.key()) { view, theme in
                view.overrideUserInterfaceStyle = theme.selection.appearance == .dark ? .dark : .light
            }
        }
    }

    extension Themed where Base: UIView {
        /// Keeps `semanticContentAttribute` in step with the language tables' layout direction
        /// (``AppTheme/languages`` unless given `languages`): right-to-left languages mirror the
        /// view's layout live, with every `apply(language:)`.
        public func followLayoutDirection(languages: ThemeSwitcher<LanguageTable>? = nil) {
            bindLayoutDirection(key: ThemedProperty.layoutDirection.key(), languages: languages) { view, direction in
                view.semanticContentAttribute = direction == .rightToLeft ? .forceRightToLeft : .forceLeftToRight
            }
        }
    }

    extension Themed where Base: UIBarItem {
        /// Binds `title` (a tab bar item's, a bar button item's) to the string `key` of the language
        /// tables (``AppTheme/languages`` unless given `languages`).
        public func setTitle(localized key: String, languages: ThemeSwitcher<LanguageTable>? = nil) {
            bindText(localized: key, key: ThemedProperty.title.key(), languages: languages) { $0.title = $1 }
        }

        /// Binds `title` to a string token.
        public func setTitle(_ token: Token<String>) {
            bindText(token, key: ThemedProperty.title.key()) { $0.title = $1 }
        }
    }

    // MARK: Text

    extension Themed where Base: UILabel {
        /// Binds `text` to a string token: a language table switches copy the way a theme switches colours.
        /// `text` and `attributedText` are one storage: this replaces a `setAttributedText(_:colors:)`
        /// binding.
        public func setText(_ token: Token<String>) {
            unbind(ThemedProperty.attributedText.key())
            bindText(token, key: ThemedProperty.text.key()) { $0.text = $1 }
        }

        /// Binds `text` to the string `key` of the language tables (``AppTheme/languages`` unless
        /// given `languages`): the label changes its text with every `apply(language:)`, and shows the
        /// base table's string, or the key, where a table has none. Replaces a ``setText(_:)`` or
        /// `setAttributedText(_:colors:)` binding.
        ///
        /// ```swift
        /// title.livery.setText(localized: "inbox.title")
        /// ```
        public func setText(localized key: String, languages: ThemeSwitcher<LanguageTable>? = nil) {
            unbind(ThemedProperty.attributedText.key())
            bindText(localized: key, key: ThemedProperty.text.key(), languages: languages) { $0.text = $1 }
        }

        /// Binds `attributedText`: `text` with each range's foreground colour following its token.
        public func setAttributedText(_ text: NSAttributedString, colors: [(range: NSRange, token: Token<ThemeColor>)]) {
            let cache = ConversionCache.cache(for: manager)
            unbind(ThemedProperty.text.key())
            manager.bind(base, key: ThemedProperty.attributedText.key()) { label, _ in
                label.attributedText = ThemedText.colored(text, colors, cache: cache)
            }
        }
    }

    extension Themed where Base: UITextField {
        /// Binds `placeholder` to the string `key` of the language tables (``AppTheme/languages``
        /// unless given `languages`), keeping the placeholder's attributes (a colour bound with
        /// ``setPlaceholderColor(_:)`` stays).
        public func setPlaceholder(localized key: String, languages: ThemeSwitcher<LanguageTable>? = nil) {
            bindText(localized: key, key: ThemedProperty.placeholder.key(), languages: languages) { field, text in
                guard let old = field.attributedPlaceholder, old.length > 0 else {
                    field.placeholder = text
                    return
                }
                field.attributedPlaceholder = NSAttributedString(
                    string: text, attributes: old.attributes(at: 0, effectiveRange: nil))
            }
        }

        /// Binds the placeholder's colour: the field's `placeholder` text, coloured.
        public func setPlaceholderColor(_ token: Token<ThemeColor>) {
            bindColor(token, key: ThemedProperty.placeholderColor.key()) { field, color in
                // Keep the placeholder's other attributes (font, paragraph style, kerning).
                let placeholder = NSMutableAttributedString(
                    attributedString: field.attributedPlaceholder ?? NSAttributedString(string: field.placeholder ?? ""))
                placeholder.addAttribute(.foregroundColor, value: color, range: NSRange(location: 0, length: placeholder.length))
                field.attributedPlaceholder = placeholder
            }
        }

        /// Keeps `keyboardAppearance` in step with the theme's appearance (dark keyboards in dark themes).
        public func followKeyboardAppearance() {
            manager.bind(base, key: ThemedProperty.keyboardAppearance.key()) { field, theme in
                field.keyboardAppearance = theme.selection.appearance == .dark ? .dark : .light
                // A keyboard already on screen takes the new appearance only when reloaded.
                if field.isFirstResponder { field.reloadInputViews() }
            }
        }
    }

    extension Themed where Base: UITextView {
        /// Binds `attributedText`: `text` with each range's foreground colour following its token.
        public func setAttributedText(_ text: NSAttributedString, colors: [(range: NSRange, token: Token<ThemeColor>)]) {
            let cache = ConversionCache.cache(for: manager)
            manager.bind(base, key: ThemedProperty.attributedText.key()) { view, _ in
                view.attributedText = ThemedText.colored(text, colors, cache: cache)
            }
        }

        /// Keeps `keyboardAppearance` in step with the theme's appearance.
        public func followKeyboardAppearance() {
            manager.bind(base, key: ThemedProperty.keyboardAppearance.key()) { view, theme in
                view.keyboardAppearance = theme.selection.appearance == .dark ? .dark : .light
                if view.isFirstResponder { view.reloadInputViews() }
            }
        }
    }

    /// Attributed strings whose colour ranges follow the theme.
    @MainActor
    enum ThemedText {
        static func colored(
            _ text: NSAttributedString, _ colors: [(range: NSRange, token: Token<ThemeColor>)], cache: ConversionCache
        ) -> NSAttributedString {
            let result = NSMutableAttributedString(attributedString: text)
            for (range, token) in colors {
                guard range.location != NSNotFound, range.location + range.length <= result.length,
                    let color = cache.value(of: token, .uiColor)
                else { continue }
                result.addAttribute(.foregroundColor, value: color, range: range)
            }
            return result
        }
    }

    // MARK: Buttons and images

    extension Themed where Base: UIButton {
        /// Binds the title for `state` to the string `key` of the language tables
        /// (``AppTheme/languages`` unless given `languages`): `save.livery.setTitle(localized: "save")`.
        public func setTitle(
            localized key: String, for state: UIControl.State = .normal, languages: ThemeSwitcher<LanguageTable>? = nil
        ) {
            bindText(
                localized: key, key: ThemedProperty.title.key(for: state),
                languages: languages
            ) {
                $0.setTitle($1, for: state)
            }
        }

        /// Binds the attributed title for `state`: `text` with each range's foreground colour
        /// following its token (Chameleon's attributed titles), the rest of its attributes kept.
        /// Each state is its own binding; a button shows its attributed title for a state instead of
        /// its title and title colour there.
        ///
        /// ```swift
        /// let text = NSAttributedString(string: "Sign in or register")
        /// button.livery.setAttributedTitle(
        ///     text, colors: [(NSRange(location: 0, length: 7), "color.accent")], for: .normal)
        /// ```
        public func setAttributedTitle(
            _ text: NSAttributedString, colors: [(range: NSRange, token: Token<ThemeColor>)],
            for state: UIControl.State = .normal
        ) {
            let cache = ConversionCache.cache(for: manager)
            manager.bind(base, key: ThemedProperty.attributedTitle.key(for: state)) {
                button, _ in
                button.setAttributedTitle(ThemedText.colored(text, colors, cache: cache), for: state)
            }
        }

        /// Binds a `UIButton.Configuration` button's colours: `baseForegroundColor` and
        /// `baseBackgroundColor` (either may be nil to leave it alone). The button's other
        /// configuration is kept.
        ///
        /// Each colour is its own binding: setting the foreground in one call and the background in
        /// another keeps both. A token the theme lacks leaves that colour as it is.
        public func setConfigurationColors(foreground: Token<ThemeColor>?, background: Token<ThemeColor>?) {
            bindConfigurationColor(foreground, "foreground") { $0.baseForegroundColor = $1 }
            bindConfigurationColor(background, "background") { $0.baseBackgroundColor = $1 }
        }

        /// Binds one colour of the button's configuration (its binding key named `name`): `set`
        /// puts it in a copy of the configuration, which then replaces the button's. Nil binds
        /// nothing; a button without a configuration is left alone.
        private func bindConfigurationColor(
            _ token: Token<ThemeColor>?, _ name: String,
            _ set: @escaping @MainActor (inout UIButton.Configuration, UIColor) -> Void
        ) {
            guard let token else { return }
            bindColor(token, key: ThemedProperty.configuration.key(name)) { button, color in
                guard var configuration = button.configuration else { return }
                set(&configuration, color)
                button.configuration = configuration
            }
        }
    }

    // MARK: Controls

    extension Themed where Base: UISegmentedControl {
        /// Binds the segments' title colour and font for `state`.
        public func setTitleTextAttributes(
            color: Token<ThemeColor>, font: Token<ThemeFont>? = nil, for state: UIControl.State = .normal
        ) {
            bindTitleTextAttributes(color: color, font: font, for: state) { $0.setTitleTextAttributes($1, for: state) }
        }
    }

    @available(tvOS, unavailable)
    extension Themed where Base: UIRefreshControl {
        /// Binds `attributedTitle`: `text` with each range's foreground colour following its token.
        /// The spinner is drawn in the control's `tintColor` (`setTintColor`, as for every view).
        public func setAttributedTitle(_ text: NSAttributedString, colors: [(range: NSRange, token: Token<ThemeColor>)]) {
            let cache = ConversionCache.cache(for: manager)
            manager.bind(base, key: ThemedProperty.attributedText.key()) { control, _ in
                control.attributedTitle = ThemedText.colored(text, colors, cache: cache)
            }
        }
    }
#endif
