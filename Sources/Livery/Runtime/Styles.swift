import Foundation

/// Transforms a style property's value before it is set, or skips the property: the object being
/// styled, the property's path inside the style (`textColor`, `titleLabel.font`,
/// `titleColor.highlighted`) and the resolved value; return the value to set, or nil to leave the
/// property alone.
public typealias StyleTransform<Object> = @MainActor (_ object: Object, _ property: String, _ value: TokenValue) -> TokenValue?

/// The named, typed setters that style groups assign through, per class.
///
/// A theme's `styles` group lists, per style name, the properties to set and their values
/// (`styles.Label.textColor`). The registry maps those property names to code: a setter per
/// property, a setter that also takes an argument (a control state), or a child accessor for
/// nested paths (`titleLabel.font`). Registrations for a class apply to its subclasses; a
/// subclass's own registration of a name wins.
///
/// Register once at launch, usually on ``standard``, the registry that
/// ``ThemeManager/style(_:_:registry:transform:)`` uses unless you pass another:
///
/// ```swift
/// registry.register(Label.self, "textColor", as: ThemeColor.self) { label, color in label.textColor = color }
/// registry.registerChild(Button.self, "titleLabel") { $0.titleLabel }
/// registry.register(Button.self, "titleColor", as: ThemeColor.self, argument: { $0 }) { button, color, state in
///     button.setTitleColor(color, for: state)
/// }
/// ```
///
/// Problems in a theme's styles (an unknown property, a value of the wrong type, an unknown
/// argument) never stop the other properties: each is reported once per style name and property,
/// as a ``Diagnostic`` with the token's path and source location, to ``diagnosticHandler`` and
/// ``diagnostics``.
@MainActor
public final class StyleRegistry {
    /// The registry every `style` call uses unless given another. LiveryUI registers UIKit's and
    /// AppKit's common properties here when the app calls its `registerUIKitProperties()` or
    /// `registerAppKitProperties()`, and your app adds its own.
    public static let standard = StyleRegistry()

    /// Problems found while styling, each reported once per style name and property, in order.
    public private(set) var diagnostics: [Diagnostic] = []

    /// Called with each new diagnostic as it is found (after it is added to ``diagnostics``):
    /// `registry.diagnosticHandler = { print($0) }`.
    public var diagnosticHandler: (@MainActor (Diagnostic) -> Void)?

    /// Registrations by class, then property name.
    private var entries: [ObjectIdentifier: [String: Entry]] = [:]
    /// Class names for messages, by class.
    private var classNames: [ObjectIdentifier: String] = [:]
    /// Bumped on every registration, so cached plans are rebuilt.
    private(set) var generation = 0
    private var plans: [PlanKey: StylePlan] = [:]
    private var groups: StyleGroups?
    /// Style name + property pairs already reported.
    private var reported: Set<String> = []

    /// An empty registry.
    public init() {}

    // MARK: Registering

    /// Registers a setter: the property `name` of `type` (and its subclasses) takes values of
    /// `valueType` (a ``TokenValueRepresentable``: ``ThemeColor``, ``ThemeFont``, `Double` for dimensions…).
    /// Registering a name again replaces it.
    public func register<Object: AnyObject, Value: TokenValueRepresentable>(
        _ type: Object.Type, _ name: String, as valueType: Value.Type,
        _ set: @escaping @MainActor (Object, Value) -> Void
    ) {
        register(type, name, as: valueType, withContext: { object, value, _ in set(object, value) })
    }

    /// Registers a setter that also learns where the value comes from (the theme, the token's path,
    /// the manager when styling through one): LiveryUI's key-path registrations convert through the
    /// manager's conversion cache with it.
    package func register<Object: AnyObject, Value: TokenValueRepresentable>(
        _ type: Object.Type, _ name: String, as valueType: Value.Type,
        withContext set: @escaping @MainActor (Object, Value, StyleSettingContext) -> Void
    ) {
        add(
            type, name,
            .setter(
                Setter(valueType: "\(Value.self)", takesArgument: false) { _ in
                    { object, value, context in
                        guard let object = object as? Object else { return true }
                        guard let value = Value.extract(from: value, remBase: context.theme.remBase) else { return false }
                        set(object, value, context)
                        return true
                    }
                }))
    }

    /// Registers a setter through a key path whose type is made from a theme value
    /// (``ThemeConvertible``: Livery's values and your own types; register platform classes such
    /// as `UIColor` with the closure form, `register(_:_:as:_:)`, converting in the closure).
    public func register<Object: AnyObject, Property: ThemeConvertible>(
        _ type: Object.Type, _ name: String, keyPath: ReferenceWritableKeyPath<Object, Property>
    ) {
        register(type, name, as: Property.ThemeValue.self) { object, value in
            object[keyPath: keyPath] = Property(themeValue: value)
        }
    }

    /// Registers a setter that takes an argument, such as a title colour per control state.
    ///
    /// In a theme, the property is a group with one token per argument:
    /// `"titleColor": {"normal": {…}, "highlighted": {…}}` sets the colour for `normal`, then
    /// for `highlighted`. `argument` turns each name into the setter's argument; a name it returns
    /// nil for is diagnosed.
    public func register<Object: AnyObject, Value: TokenValueRepresentable, Argument>(
        _ type: Object.Type, _ name: String, as valueType: Value.Type,
        argument: @escaping @MainActor (String) -> Argument?,
        _ set: @escaping @MainActor (Object, Value, Argument) -> Void
    ) {
        add(
            type, name,
            .setter(
                Setter(valueType: "\(Value.self)", takesArgument: true) { name in
                    guard let name, let argument = argument(name) else { return nil }
                    return { object, value, context in
                        guard let object = object as? Object else { return true }
                        guard let value = Value.extract(from: value, remBase: context.theme.remBase) else { return false }
                        set(object, value, argument)
                        return true
                    }
                }))
    }

    /// Registers a child accessor for nested paths: with `registerChild(Button.self, "titleLabel") { $0.titleLabel }`,
    /// a style's `titleLabel.font` sets `font` on the button's title label, through the setters
    /// registered for the child's type (`Child`). A nil child skips the nested properties.
    public func registerChild<Object: AnyObject, Child: AnyObject>(
        _ type: Object.Type, _ name: String, _ child: @escaping @MainActor (Object) -> Child?
    ) {
        add(
            type, name,
            .child(
                ChildAccessor(type: Child.self as AnyClass) { object in
                    (object as? Object).flatMap(child)
                }))
    }

    /// Registers a child accessor whose classes are known only at run time (Objective-C's
    /// `registerStyleChild:forClass:childClass:`): `child` gets an instance of `type` (or a
    /// subclass) and returns the child, whose nested properties go through the setters registered
    /// for `childType`.
    package func registerChild(
        _ type: AnyClass, _ name: String, childType: AnyClass, _ child: @escaping @MainActor (AnyObject) -> AnyObject?
    ) {
        add(type, name, .child(ChildAccessor(type: childType, get: child)))
    }

    /// Removes the registration of `name` for `type` (its superclasses' registrations apply again).
    public func unregister(_ type: AnyClass, _ name: String) {
        entries[ObjectIdentifier(type)]?[name] = nil
        invalidate()
    }

    /// The property names registered for `type` and its superclasses, sorted.
    package func propertyNames(of type: AnyClass) -> [String] {
        var names = Set<String>()
        var current: AnyClass? = type
        while let c = current {
            if let registered = entries[ObjectIdentifier(c)] { names.formUnion(registered.keys) }
            current = _getSuperclass(c)
        }
        return names.sorted()
    }

    /// Forgets the diagnostics reported so far, so each problem is reported again when next met
    /// (after a theme is edited and reloaded).
    public func clearDiagnostics() {
        diagnostics = []
        reported = []
    }

    /// The style name of an object's type: its unqualified name, without generic arguments
    /// (`Label` for `MyApp.Screens.Label`, `Box` for `Box<Int>`).
    package static func styleName(of type: Any.Type) -> String {
        let name = String(describing: type)
        if let generic = name.firstIndex(of: "<") { return String(name[..<generic]) }
        return name
    }

    private func add(_ type: AnyClass, _ name: String, _ entry: Entry) {
        entries[ObjectIdentifier(type), default: [:]][name] = entry
        classNames[ObjectIdentifier(type)] = Self.styleName(of: type)
        invalidate()
    }

    private func invalidate() {
        generation &+= 1
        plans = [:]
    }

    /// The most specific registration of `name` for `type`.
    private func entry(_ name: String, for type: AnyClass) -> Entry? {
        var current: AnyClass? = type
        while let c = current {
            if let entry = entries[ObjectIdentifier(c)]?[name] { return entry }
            current = _getSuperclass(c)
        }
        return nil
    }

    // MARK: Applying

    /// Applies the style `name` (the object type's name when nil) from `theme` to `object` once,
    /// without binding it: every property listed under `styles.<name>` in the theme is set
    /// through this registry's setters, in path order.
    public func apply<Object: AnyObject>(
        _ name: String? = nil, to object: Object, in theme: ResolvedTheme, transform: StyleTransform<Object>? = nil
    ) {
        apply(
            name ?? Self.styleName(of: type(of: object)), explicit: name != nil, to: object, in: theme,
            transform: transform, cache: nil, manager: nil)
    }

    func apply<Object: AnyObject>(
        _ name: String, explicit: Bool, to object: Object, in theme: ResolvedTheme,
        transform: StyleTransform<Object>?, cache: StylePlanCache?, manager: ThemeManager?
    ) {
        let objectType: AnyClass = type(of: object)
        let plan: StylePlan
        if let cached = cache?.plan, cached.generation == generation, cached.index === theme.index,
            cached.objectType == ObjectIdentifier(objectType)
        {
            plan = cached
        } else {
            plan = self.plan(name, for: objectType, in: theme.index)
            cache?.plan = plan
        }
        if plan.steps.isEmpty {
            if explicit {
                report(
                    name, "",
                    Diagnostic(
                        .warning, "no style '\(name)' in the 'styles' group of selection \(theme.selection)",
                        at: .inline, tokenPath: "styles.\(name)", rule: "unknown-style"))
            }
            return
        }
        for step in plan.steps {
            guard step.token >= 0, step.token < theme.values.count, var value = theme.values[step.token] else { continue }
            switch step.action {
            case .problem(let rule, let message):
                report(name, step.property, diagnostic(rule, message, step, theme))
            case .set(let chain, let setter, let valueType):
                if let transform {
                    guard let transformed = transform(object, step.property, value) else { continue }
                    value = transformed
                }
                var target: AnyObject? = object
                for child in chain { target = target.flatMap(child) }
                guard let target else { continue }
                let context = StyleSettingContext(theme: theme, token: step.token, manager: manager)
                if !setter(target, value, context) {
                    report(
                        name, step.property,
                        diagnostic(
                            "style-type-mismatch",
                            "'\(step.property)' of style '\(name)' expects a \(valueType) value, not \(value.type)",
                            step, theme))
                }
            }
        }
    }

    private func diagnostic(_ rule: String, _ message: String, _ step: StylePlan.Step, _ theme: ResolvedTheme) -> Diagnostic {
        let location = step.token < theme.details.count ? theme.details[step.token]?.location : nil
        let path = step.token < theme.index.paths.count ? theme.index.paths[step.token] : nil
        return Diagnostic(.error, message, at: location ?? .inline, tokenPath: path, rule: rule)
    }

    private func report(_ style: String, _ property: String, _ diagnostic: @autoclosure () -> Diagnostic) {
        guard reported.insert(style + "\u{1F}" + property).inserted else { return }
        let diagnostic = diagnostic()
        diagnostics.append(diagnostic)
        diagnosticHandler?(diagnostic)
    }

    // MARK: Plans

    /// What applying a style to one class does with each token of a space: built once per
    /// (space, style, class), then reused on every switch.
    private func plan(_ name: String, for type: AnyClass, in index: TokenIndex) -> StylePlan {
        let key = PlanKey(index: ObjectIdentifier(index), name: name, type: ObjectIdentifier(type))
        if let plan = plans[key], plan.index === index { return plan }
        if plans.count > 4096 { plans = plans.filter { $0.value.index != nil } }
        let groups = self.groups(in: index)
        let prefixLength = "styles.".count + name.count + 1
        var steps: [StylePlan.Step] = []
        for token in groups.tokens[name] ?? [] {
            let property = String(index.paths[token].dropFirst(prefixLength))
            let components = property.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            steps.append(
                StylePlan.Step(
                    token: token, property: property, action: action(for: components, of: type, style: name)))
        }
        let plan = StylePlan(index: index, generation: generation, objectType: ObjectIdentifier(type), steps: steps)
        plans[key] = plan
        return plan
    }

    /// How one property path resolves against `type`'s registrations.
    private func action(for components: [String], of type: AnyClass, style: String) -> StylePlan.Action {
        var type: AnyClass = type
        var chain: [@MainActor (AnyObject) -> AnyObject?] = []
        var i = 0
        while i < components.count {
            let name = components[i]
            let remaining = components.count - i - 1
            let owner = className(type)
            guard let entry = entry(name, for: type) else {
                let known = propertyNames(of: type)
                return .problem(
                    "unknown-style-property",
                    "\(owner) has no style property '\(name)'"
                        + (known.isEmpty ? " (none are registered)" : " (registered: \(known.joined(separator: ", ")))"))
            }
            switch entry {
            case .child(let child):
                guard remaining > 0 else {
                    return .problem(
                        "unknown-style-property",
                        "'\(name)' of \(owner) is a nested object: style its properties as '\(name).<property>'")
                }
                chain.append(child.get)
                type = child.type
                i += 1
            case .setter(let setter):
                if setter.takesArgument {
                    guard remaining == 1 else {
                        return .problem(
                            "unknown-style-property",
                            "'\(name)' of \(owner) takes an argument: write one token per argument, as '\(name).<argument>'")
                    }
                    guard let apply = setter.make(components[i + 1]) else {
                        return .problem(
                            "unknown-style-argument", "'\(components[i + 1])' is not an argument of '\(name)' of \(owner)")
                    }
                    return .set(chain: chain, setter: apply, valueType: setter.valueType)
                }
                guard remaining == 0 else {
                    return .problem(
                        "unknown-style-property",
                        "'\(name)' of \(owner) takes no argument, so '\(components[i...].joined(separator: "."))' is not a style property"
                    )
                }
                guard let apply = setter.make(nil) else {
                    return .problem("unknown-style-property", "'\(name)' of \(owner) cannot be set")
                }
                return .set(chain: chain, setter: apply, valueType: setter.valueType)
            }
        }
        return .problem("unknown-style-property", "an empty style property name")
    }

    private func className(_ type: AnyClass) -> String {
        classNames[ObjectIdentifier(type)] ?? Self.styleName(of: type)
    }

    /// The tokens of each style of a space, by style name (built once per space).
    private func groups(in index: TokenIndex) -> StyleGroups {
        if let groups, groups.index === index { return groups }
        var tokens: [String: [Int]] = [:]
        for (i, path) in index.paths.enumerated() where path.hasPrefix("styles.") {
            let rest = path.dropFirst("styles.".count)
            guard let dot = rest.firstIndex(of: "."), dot > rest.startIndex else { continue }
            tokens[String(rest[..<dot]), default: []].append(i)
        }
        let groups = StyleGroups(index: index, tokens: tokens)
        self.groups = groups
        return groups
    }
}

extension BindingKey {
    /// The key of a style binding: `BindingKey("style", category: name)`. Styling an object with
    /// the same name again replaces its binding; `manager.unbind(label, key: .style("Label"))`
    /// removes it.
    public static func style(_ name: String) -> BindingKey {
        BindingKey("style", category: name)
    }
}

// MARK: - Storage

extension StyleRegistry {
    /// Sets a resolved value on an object; false when the value has the wrong type.
    typealias Apply = @MainActor (AnyObject, TokenValue, StyleSettingContext) -> Bool

    enum Entry {
        case setter(Setter)
        case child(ChildAccessor)
    }

    struct Setter {
        /// The type the setter takes, for messages.
        var valueType: String
        var takesArgument: Bool
        /// The setter for an argument (nil when it takes none); nil when the argument is unknown.
        var make: @MainActor (String?) -> Apply?
    }

    struct ChildAccessor {
        var type: AnyClass
        var get: @MainActor (AnyObject) -> AnyObject?
    }

    struct PlanKey: Hashable {
        var index: ObjectIdentifier
        var name: String
        var type: ObjectIdentifier
    }

    struct StyleGroups {
        weak var index: TokenIndex?
        var tokens: [String: [Int]]
    }
}

/// Where a style property's value comes from, for setters registered with
/// `register(_:_:as:withContext:)`.
@MainActor
package struct StyleSettingContext {
    /// The theme the style is applied from.
    package let theme: ResolvedTheme
    /// The token's interned index in `theme`.
    let token: Int
    /// The manager styling the object (``ThemeManager/style(_:_:registry:transform:)``); nil for
    /// a one-off ``StyleRegistry/apply(_:to:in:transform:)`` or a preview.
    package unowned(unsafe) let manager: ThemeManager?

    /// The token's path (`styles.Label.textColor`).
    package var path: String { theme.index.paths[token] }
}

/// A style applied to one class within one space.
@MainActor
final class StylePlan {
    enum Action {
        case set(chain: [@MainActor (AnyObject) -> AnyObject?], setter: StyleRegistry.Apply, valueType: String)
        case problem(_ rule: String, _ message: String)
    }

    struct Step {
        /// The token's interned index.
        var token: Int
        /// The property's path inside the style (`titleLabel.font`).
        var property: String
        var action: Action
    }

    weak var index: TokenIndex?
    let generation: Int
    let objectType: ObjectIdentifier
    let steps: [Step]

    init(index: TokenIndex, generation: Int, objectType: ObjectIdentifier, steps: [Step]) {
        self.index = index
        self.generation = generation
        self.objectType = objectType
        self.steps = steps
    }
}

/// The plan a style binding used last, so a switch within the same space skips the registry's lookup.
@MainActor
final class StylePlanCache {
    var plan: StylePlan?
}
