#if canImport(UIKit) && !os(watchOS)
    import Foundation
    import Livery
    import UIKit

    /// The tokens of a bar's appearance (`UINavigationBarAppearance`, `UITabBarAppearance`,
    /// `UIToolbarAppearance`): any left nil keeps the system's default.
    public struct BarTokens: Sendable {
        /// The bar's background.
        public var background: Token<ThemeColor>?
        /// Navigation bar title colour (inline and large titles).
        public var title: Token<ThemeColor>?
        /// Navigation bar inline title font (large titles keep the system's).
        public var titleFont: Token<ThemeFont>?
        /// The hairline under (or over) the bar.
        public var shadow: Token<ThemeColor>?
        /// Tab bar: the selected item's icon and title colour.
        public var selectedItem: Token<ThemeColor>?
        /// Tab bar: the other items' icon and title colour.
        public var normalItem: Token<ThemeColor>?

        /// The tokens of a bar's appearance; those left nil keep the system's default.
        public init(
            background: Token<ThemeColor>? = nil, title: Token<ThemeColor>? = nil, titleFont: Token<ThemeFont>? = nil,
            shadow: Token<ThemeColor>? = nil, selectedItem: Token<ThemeColor>? = nil, normalItem: Token<ThemeColor>? = nil
        ) {
            self.background = background
            self.title = title
            self.titleFont = titleFont
            self.shadow = shadow
            self.selectedItem = selectedItem
            self.normalItem = normalItem
        }
    }

    /// Builds bar appearances and text attributes from tokens through the conversion cache.
    @MainActor
    enum BarStyle {
        static func attributes(color: Token<ThemeColor>?, font: Token<ThemeFont>?, cache: ConversionCache) -> [NSAttributedString
            .Key: Any]
        {
            var attributes: [NSAttributedString.Key: Any] = [:]
            if let color, let value = cache.value(of: color, .uiColor) { attributes[.foregroundColor] = value }
            if let font, let value = cache.value(of: font, .uiFont) { attributes[.font] = value }
            return attributes
        }

        static func configure(_ appearance: UIBarAppearance, _ tokens: BarTokens, cache: ConversionCache) {
            appearance.configureWithOpaqueBackground()
            if let background = tokens.background { appearance.backgroundColor = cache.value(of: background, .uiColor) }
            if let shadow = tokens.shadow { appearance.shadowColor = cache.value(of: shadow, .uiColor) }
        }
    }

    extension Themed where Base: UIView {
        /// Binds a bar's appearances, rebuilt after every switch: `make` gives a new appearance,
        /// configured with `tokens`' background and hairline; `apply` finishes it and sets it on
        /// the bar.
        fileprivate func bindBarAppearance<Appearance: UIBarAppearance>(
            _ tokens: BarTokens, _ make: @escaping @MainActor () -> Appearance,
            _ apply: @escaping @MainActor (Base, Appearance, ConversionCache) -> Void
        ) {
            let cache = ConversionCache.cache(for: manager)
            manager.bind(base, key: ThemedProperty.standardAppearance.key()) { bar, _ in
                let appearance = make()
                BarStyle.configure(appearance, tokens, cache: cache)
                apply(bar, appearance, cache)
            }
        }
    }

    extension Themed where Base: UINavigationBar {
        /// Binds the bar's appearances (standard, scroll edge and compact) to `tokens`: background,
        /// title and large title attributes, hairline. Rebuilt after every switch.
        public func setAppearance(_ tokens: BarTokens) {
            bindBarAppearance(tokens, UINavigationBarAppearance.init) { bar, appearance, cache in
                let attributes = BarStyle.attributes(color: tokens.title, font: tokens.titleFont, cache: cache)
                appearance.titleTextAttributes = attributes
                // Large titles take the colour only: the title font is the inline title's size.
                appearance.largeTitleTextAttributes = BarStyle.attributes(color: tokens.title, font: nil, cache: cache)
                bar.standardAppearance = appearance
                bar.scrollEdgeAppearance = appearance
                bar.compactAppearance = appearance
                bar.compactScrollEdgeAppearance = appearance
            }
        }
    }

    extension Themed where Base: UITabBar {
        /// Binds the bar's appearances (standard and scroll edge): background, hairline, and the
        /// items' icon and title colours, selected and not, in every layout.
        public func setAppearance(_ tokens: BarTokens) {
            bindBarAppearance(tokens, UITabBarAppearance.init) { bar, appearance, cache in
                let normal = tokens.normalItem.flatMap { cache.value(of: $0, .uiColor) }
                let selected = tokens.selectedItem.flatMap { cache.value(of: $0, .uiColor) }
                for layout in [
                    appearance.stackedLayoutAppearance, appearance.inlineLayoutAppearance,
                    appearance.compactInlineLayoutAppearance,
                ] {
                    if let normal {
                        layout.normal.iconColor = normal
                        layout.normal.titleTextAttributes = [.foregroundColor: normal]
                    }
                    if let selected {
                        layout.selected.iconColor = selected
                        layout.selected.titleTextAttributes = [.foregroundColor: selected]
                    }
                }
                bar.standardAppearance = appearance
                bar.scrollEdgeAppearance = appearance
            }
        }
    }

    @available(tvOS, unavailable)
    extension Themed where Base: UIToolbar {
        /// Binds the bar's appearances (standard, compact, scroll edge): background and hairline.
        public func setAppearance(_ tokens: BarTokens) {
            bindBarAppearance(tokens, UIToolbarAppearance.init) { bar, appearance, _ in
                bar.standardAppearance = appearance
                bar.compactAppearance = appearance
                bar.scrollEdgeAppearance = appearance
            }
        }
    }

    extension Themed where Base: UIBarButtonItem {
        /// Binds the title's colour and font for `state`.
        public func setTitleTextAttributes(
            color: Token<ThemeColor>, font: Token<ThemeFont>? = nil, for state: UIControl.State = .normal
        ) {
            bindTitleTextAttributes(color: color, font: font, for: state) { $0.setTitleTextAttributes($1, for: state) }
        }
    }

    extension Themed {
        /// Binds title text attributes (`color` and `font`) for `state`: `set` hands them to the
        /// object (a bar button item, a segmented control). Rebuilt after every switch.
        func bindTitleTextAttributes(
            color: Token<ThemeColor>, font: Token<ThemeFont>?, for state: UIControl.State,
            _ set: @escaping @MainActor (Base, [NSAttributedString.Key: Any]) -> Void
        ) {
            let cache = ConversionCache.cache(for: manager)
            manager.bind(base, key: ThemedProperty.titleTextAttributes.key(for: state)) {
                object, _ in
                set(object, BarStyle.attributes(color: color, font: font, cache: cache))
            }
        }
    }

    extension Themed where Base: UISearchBar {
        /// Binds the search field's text colour (public API: `searchTextField`, no private keys).
        @available(tvOS, unavailable)
        public func setSearchTextColor(_ token: Token<ThemeColor>) {
            bindColor(token, key: ThemedProperty.searchTextFieldTextColor.key()) { $0.searchTextField.textColor = $1 }
        }

        /// Binds the search field's background colour.
        @available(tvOS, unavailable)
        public func setSearchFieldBackgroundColor(_ token: Token<ThemeColor>) {
            bindColor(token, key: ThemedProperty.searchTextFieldBackgroundColor.key()) { $0.searchTextField.backgroundColor = $1 }
        }

        /// Keeps `keyboardAppearance` in step with the theme's appearance (dark keyboards in dark themes).
        public func followKeyboardAppearance() {
            manager.bind(base, key: ThemedProperty.keyboardAppearance.key()) { bar, theme in
                bar.keyboardAppearance = theme.selection.appearance == .dark ? .dark : .light
                if bar.isFirstResponder { bar.reloadInputViews() }
            }
        }
    }

    @available(tvOS, unavailable)
    extension Themed where Base: UICollectionView {
        /// Lays the collection view out as a list (`UICollectionViewCompositionalLayout.list(using:)`)
        /// whose separators and background follow the theme: `configuration` with its
        /// `separatorConfiguration.color` and `backgroundColor` set from the tokens (either may be nil
        /// to keep the configuration's own), laid out again after every switch.
        ///
        /// A collection view has no section index colours of its own; its background outside a list
        /// layout is the view's (`setBackgroundColor`).
        public func setListLayout(
            _ configuration: UICollectionLayoutListConfiguration, separatorColor: Token<ThemeColor>?,
            backgroundColor: Token<ThemeColor>? = nil
        ) {
            let cache = ConversionCache.cache(for: manager)
            manager.bind(base, key: ThemedProperty.separatorColor.key()) { view, _ in
                var configuration = configuration
                if let separatorColor, let color = cache.value(of: separatorColor, .uiColor) {
                    configuration.separatorConfiguration.color = color
                }
                if let backgroundColor { configuration.backgroundColor = cache.value(of: backgroundColor, .uiColor) }
                view.collectionViewLayout = UICollectionViewCompositionalLayout.list(using: configuration)
            }
        }
    }
#endif
