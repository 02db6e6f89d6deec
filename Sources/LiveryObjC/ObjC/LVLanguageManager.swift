#if canImport(ObjectiveC) && canImport(UIKit) && !os(watchOS)
    import Foundation
    import Livery
    import UIKit

    /// The language manager for Objective-C code: switch the app's language live and bind text to
    /// a language table's strings, over a Swift `ThemeSwitcher<LanguageTable>` (see the Livery
    /// catalog's Languages article).
    ///
    /// ```objc
    /// NSError *error = nil;
    /// LVLanguageManager *languages = [LVLanguageManager startWithBundleLanguagesNamed:@"Languages"
    ///                                                                    baseLanguage:@"en"
    ///                                                                           error:&error];
    /// [languages bindObject:titleLabel keyPath:@"text" toStringKey:@"settings.title" error:NULL];
    /// [languages applyLanguage:@"ar" error:&error];
    /// ```
    @objc(LVLanguageManager)
    @MainActor
    public final class LVLanguageManager: NSObject {
        /// The Swift manager this façade drives.
        public let manager: ThemeSwitcher<LanguageTable>

        /// The manager `startWithLanguagesAtURL:baseLanguage:error:` made; nil until then.
        @objc(sharedManager) public private(set) static var shared: LVLanguageManager?

        /// A façade over `manager` (one a Swift part of the app made).
        public init(wrapping manager: ThemeSwitcher<LanguageTable>) {
            self.manager = manager
            super.init()
        }

        /// Reads one table per language from the folder at `url` (`en.json`, `ar.json`: flat
        /// objects of strings, or token documents), each falling back to `baseLanguage`'s, and
        /// starts at the language saved last time, else `baseLanguage`; the result becomes
        /// ``shared``. Fails with the tables' diagnostics (`com.livery.ThemeSpace`).
        @objc(startWithLanguagesAtURL:baseLanguage:error:)
        @discardableResult
        public static func start(languagesAt url: URL, baseLanguage: String) throws -> LVLanguageManager {
            let tables = try LanguageTable.tables(inFolder: url, base: baseLanguage)
            let languages = LVLanguageManager(
                wrapping: try ThemeSwitcher(languages: tables, default: baseLanguage))
            shared = languages
            return languages
        }

        /// ``start(languagesAt:baseLanguage:)`` from the folder named `name` in the main bundle;
        /// fails with code 2 of `LVThemeManagerErrorDomain` when the bundle has no such folder.
        @objc(startWithBundleLanguagesNamed:baseLanguage:error:)
        @discardableResult
        public static func start(bundleLanguagesNamed name: String, baseLanguage: String) throws -> LVLanguageManager {
            guard let url = Bundle.main.url(forResource: name, withExtension: nil) else {
                throw NSError(
                    domain: KeyPathBindingError.domain, code: 2,
                    userInfo: [NSLocalizedDescriptionKey: "the app bundle has no language folder named '\(name)'"])
            }
            return try start(languagesAt: url, baseLanguage: baseLanguage)
        }

        /// The active language's identifier (`en`, `ar`).
        @objc public var currentLanguage: String { manager.current.identifier }

        /// The languages there are tables for, sorted.
        @objc public var availableLanguages: [String] {
            manager.source.modifiers.first?.contexts ?? []
        }

        /// Whether the active language is written right to left: set
        /// `semanticContentAttribute` from it, or read ``semanticContentAttribute``.
        @objc public var isRightToLeft: Bool { manager.current.layoutDirection == .rightToLeft }

        /// `UISemanticContentAttributeForceRightToLeft` for a right-to-left language, else
        /// `…ForceLeftToRight`.
        @objc public var semanticContentAttribute: UISemanticContentAttribute {
            isRightToLeft ? .forceRightToLeft : .forceLeftToRight
        }

        /// Switches to the language `identifier`: every bound text changes at once and the choice is
        /// saved. Fails for a language without a table, leaving everything as it was.
        @objc(applyLanguage:error:)
        public func applyLanguage(_ identifier: String) throws {
            try manager.apply(language: identifier)
        }

        /// The active table's string for `key`, falling back to the base language, then to the key.
        @objc(stringForKey:)
        public func string(forKey key: String) -> String {
            manager.current[key]
        }

        /// Binds the string property at `keyPath` of `object` (`text`, `placeholder`, `title`) to
        /// the string `key`, now and after every language switch. The key path is checked as
        /// `bindObject:keyPath:toToken:error:` checks it: one the object does not have is an
        /// `NSError` naming its class and the key path. The manager holds `object` weakly.
        @objc(bindObject:keyPath:toStringKey:error:)
        public func bind(_ object: NSObject, keyPath: String, toStringKey key: String) throws {
            _ = try LVThemeManager.validate(keyPath, of: object)
            manager.bind(object, keyValuePath: keyPath, toStringKey: key) { object, keyPath, text in
                object.setValue(text, forKeyPath: keyPath)
            }
        }

        /// Calls `block` with `object` now and after every language switch (to set several strings,
        /// a format, or the layout direction); dropped when `object` dies. Binding again for the same
        /// object and `key` replaces it.
        @objc(bindObject:key:block:)
        public func bind(_ object: NSObject, key: String, block: @escaping (NSObject) -> Void) {
            manager.bind(object, blockKey: key) { block($0) }
        }

        /// Removes the binding of `keyPath` of `object`.
        @objc(unbindObject:keyPath:)
        public func unbind(_ object: NSObject, keyPath: String) {
            manager.unbind(object, keyValuePath: keyPath)
        }
    }
#endif
