import Foundation
import Livery

/// Why a key path cannot be bound: the object's class, the key path and what is wrong with it.
///
/// In Objective-C it is an `NSError` of ``errorDomain`` (`LVThemeManagerErrorDomain`), code 1,
/// whose `localizedDescription` names the class and the key path:
/// `UITextField has no key path 'layer.borderColour': CALayer does not respond to 'borderColour'`.
package struct KeyPathBindingError: Error, Sendable, Equatable, LocalizedError, CustomNSError {
    /// The class of the object being bound (`UITextField`).
    package var className: String
    /// The key path as given (`layer.borderColour`).
    package var keyPath: String
    /// What is wrong (`CALayer does not respond to 'borderColour'`).
    package var reason: String

    /// The error domain of the Objective-C façade's own errors.
    package static let domain = "LVThemeManagerErrorDomain"

    package static var errorDomain: String { domain }
    package var errorCode: Int { 1 }
    package var errorDescription: String? { "\(className) has no key path '\(keyPath)': \(reason)" }
    package var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: errorDescription ?? reason] }
}

/// Checks a key path against an object before it is bound, as JHTheme checked
/// `respondsToSelector:`: every component must be a property of the object reached so far (a
/// getter), the last must also have a setter, and the ones before it must lead to an object.
///
/// The object model is given as closures, so the check runs on the Objective-C runtime on Apple
/// platforms and on any object model in tests.
struct KeyPathValidator<Target> {
    /// The class name of a target, for messages.
    var className: (Target) -> String
    /// Whether a target has a getter named `name`.
    var hasGetter: (Target, String) -> Bool
    /// Whether a target has a setter for the property `name` (`setName:`).
    var hasSetter: (Target, String) -> Bool
    /// The object a property holds, or nil when it is nil or not an object.
    var child: (Target, String) -> Target?

    /// The object owning the last component and that component's name; throws naming `object`'s
    /// class and `keyPath` when a component is missing, read-only or leads nowhere.
    func validate(_ keyPath: String, of object: Target) throws(KeyPathBindingError) -> (owner: Target, property: String) {
        let components = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        func refuse(_ reason: String) -> KeyPathBindingError {
            KeyPathBindingError(className: className(object), keyPath: keyPath, reason: reason)
        }
        guard !keyPath.isEmpty else { throw refuse("the key path is empty") }
        var target = object
        for (i, component) in components.enumerated() {
            guard let first = component.first, first.isLetter || first == "_",
                component.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
            else { throw refuse("'\(component)' is not a property name") }
            guard hasGetter(target, component) else {
                throw refuse("\(className(target)) does not respond to '\(component)'")
            }
            if i == components.count - 1 {
                guard hasSetter(target, component) else { throw refuse("\(className(target)).\(component) is read-only") }
                return (target, component)
            }
            guard let next = child(target, component) else {
                throw refuse("\(className(target)).\(component) is nil or not an object")
            }
            target = next
        }
        throw refuse("the key path is empty")
    }

    /// The setter selector's name for `property`: `setBorderColor:` for `borderColor`.
    static func setterName(_ property: String) -> String {
        guard let first = property.first else { return "set:" }
        return "set" + first.uppercased() + property.dropFirst() + ":"
    }
}

extension ThemeSwitcher {
    /// Calls `block` with `object` now and after every switch, under the binding key `key`
    /// (namespaced, so it never replaces a property binding): the Objective-C façades'
    /// `bindObject:key:block:`. The manager holds `object` weakly and drops the block with it.
    package func bind<Object: AnyObject>(
        _ object: Object, blockKey key: String, _ block: @escaping @MainActor (Object) -> Void
    ) {
        bind(object, key: Self.blockBindingKey(key)) { object, _ in block(object) }
    }

    /// Removes the block bound to `object` under `key`.
    package func unbind(_ object: AnyObject, blockKey key: String) {
        unbind(object, key: Self.blockBindingKey(key))
    }

    /// The binding key of a block binding.
    static func blockBindingKey(_ key: String) -> BindingKey {
        BindingKey("livery.block", category: key)
    }
}
