// A stand-in for exactly the SwiftUI API that LiverySwiftUI calls (Sources/LiverySwiftUI/SwiftUI/)
// and its documentation examples call, with Apple's Swift signatures from the iOS 17.4 SDK's
// SwiftUI module interface, compiled as a module named SwiftUI so `#if canImport(SwiftUI)` takes the
// real branch on Linux (see Scripts/check-apple-layer.sh). As in that SDK, `View` is not
// main-actor isolated: its `body` requirement is `@MainActor(unsafe)`, written here as
// `@MainActor @preconcurrency`; modifiers are nonisolated. `Color`, `Font`, `Image`, `Text`,
// `UnitPoint` and `LinearGradient` are Sendable; `Environment`, `EnvironmentValues`, `ForEach` and
// the stacks are not. Conformance lists are partial where the rest is not called (`LinearGradient`
// is only a `ShapeStyle` here). Bodies never run.
//
// Every declaration cites the real one on the line above it (checked by a test).
@_exported import CoreGraphics
import UIKit

// MARK: Views and builders

// SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: @_typeEraser(AnyView) public protocol View {
public protocol View {
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: associatedtype Body : SwiftUI.View
    associatedtype Body: View
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: @SwiftUI.ViewBuilder @_Concurrency.MainActor(unsafe) var body: Self.Body { get }
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

// SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: extension Swift.Never {
extension Never {
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: public typealias Body = Swift.Never
    public typealias Body = Never
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: public var body: Swift.Never {
    public var body: Never { fatalError() }
}

// SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: extension Swift.Never : SwiftUI.View {
extension Never: View {}

extension View where Body == Never {
    // SDK-MISSING: the interface does not print where primitive views (`Body == Never`: Text, HStack, EmptyView…) get their `body` from; SwiftUI supplies it, and it traps when called.
    public var body: Never { fatalError() }
}

// SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: @_functionBuilder public struct ViewBuilder {
@resultBuilder public struct ViewBuilder {
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: @_alwaysEmitIntoClient public static func buildBlock() -> SwiftUI.EmptyView {
    public static func buildBlock() -> EmptyView { EmptyView() }
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: @_alwaysEmitIntoClient public static func buildBlock<Content>(_ content: Content) -> Content where Content : SwiftUI.View {
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: @_disfavoredOverload @_alwaysEmitIntoClient public static func buildBlock<each Content>(_ content: repeat each Content) -> SwiftUI.TupleView<(repeat each Content)> where repeat each Content : SwiftUI.View {
    @_disfavoredOverload public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: @_alwaysEmitIntoClient public static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> SwiftUI._ConditionalContent<TrueContent, FalseContent> where TrueContent : SwiftUI.View, FalseContent : SwiftUI.View {
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        fatalError()
    }
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: @_alwaysEmitIntoClient public static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> SwiftUI._ConditionalContent<TrueContent, FalseContent> where TrueContent : SwiftUI.View, FalseContent : SwiftUI.View {
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        fatalError()
    }
}

// SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: @frozen public struct EmptyView : SwiftUI.View {
public struct EmptyView: View {
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: @inlinable public init() {}
    public init() {}
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: public typealias Body = Swift.Never
    public typealias Body = Never
}

// SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: @frozen public struct TupleView<T> : SwiftUI.View {
public struct TupleView<T>: View {
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: public var value: T
    public var value: T
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: @inlinable public init(_ value: T) { self.value = value }
    public init(_ value: T) { self.value = value }
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: public typealias Body = Swift.Never
    public typealias Body = Never
}

// SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: @frozen public struct _ConditionalContent<TrueContent, FalseContent> {
public struct _ConditionalContent<TrueContent, FalseContent> {}

// SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: extension SwiftUI._ConditionalContent : SwiftUI.View where TrueContent : SwiftUI.View, FalseContent : SwiftUI.View {
extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: public typealias Body = Swift.Never
    public typealias Body = Never
}

// MARK: Environment

// SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: public protocol EnvironmentKey {
public protocol EnvironmentKey {
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: associatedtype Value
    associatedtype Value
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: static var defaultValue: Self.Value { get }
    static var defaultValue: Self.Value { get }
}

// SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: public struct EnvironmentValues : Swift.CustomStringConvertible {
public struct EnvironmentValues {
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: public subscript<K>(key: K.Type) -> K.Value where K : SwiftUI.EnvironmentKey {
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { fatalError() }
        set {}
    }
}

// SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: public enum ColorScheme : Swift.CaseIterable, Swift.Sendable {
public enum ColorScheme: CaseIterable, Sendable {
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: case light
    case light
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: case dark
    case dark
}

// SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: public enum ColorSchemeContrast : Swift.CaseIterable, Swift.Sendable {
public enum ColorSchemeContrast: CaseIterable, Sendable {
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: case standard
    case standard
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: case increased
    case increased
}

// SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: extension SwiftUI.EnvironmentValues {
extension EnvironmentValues {
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: public var colorScheme: SwiftUI.ColorScheme {
    public var colorScheme: ColorScheme {
        get { fatalError() }
        set {}
    }
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: public var colorSchemeContrast: SwiftUI.ColorSchemeContrast {
    public var colorSchemeContrast: ColorSchemeContrast { fatalError() }
}

// SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: public protocol DynamicProperty {
public protocol DynamicProperty {
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: mutating func update()
    mutating func update()
}

// SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: extension SwiftUI.DynamicProperty {
extension DynamicProperty {
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: public mutating func update()
    public mutating func update() {}
}

// SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: @frozen @propertyWrapper public struct Environment<Value> : SwiftUI.DynamicProperty {
@propertyWrapper public struct Environment<Value>: DynamicProperty {
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: @inlinable public init(_ keyPath: Swift.KeyPath<SwiftUI.EnvironmentValues, Value>) {
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: @inlinable public var wrappedValue: Value {
    public var wrappedValue: Value { fatalError() }
}

// MARK: Modifiers

// SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: extension SwiftUI.View {
extension View {
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: @inlinable public func environment<V>(_ keyPath: Swift.WritableKeyPath<SwiftUI.EnvironmentValues, V>, _ value: V) -> some SwiftUI.View {
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View { fatalError() }
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: public func onChange<V>(of value: V, initial: Swift.Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Swift.Void) -> some SwiftUI.View where V : Swift.Equatable
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View {
        fatalError()
    }
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: @inlinable public func font(_ font: SwiftUI.Font?) -> some SwiftUI.View {
    public func font(_ font: Font?) -> some View { fatalError() }
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: @inlinable public func foregroundStyle<S>(_ style: S) -> some SwiftUI.View where S : SwiftUI.ShapeStyle {
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { fatalError() }
}

// MARK: Colours and styles

// SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: public protocol ShapeStyle : Swift.Sendable {
public protocol ShapeStyle: Sendable {}

// SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: @frozen public struct Color : Swift.Hashable, Swift.CustomStringConvertible, Swift.Sendable {
public struct Color: Hashable, Sendable {}

// SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: extension SwiftUI.Color {
extension Color {
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: public enum RGBColorSpace : Swift.Sendable {
    public enum RGBColorSpace: Sendable {
        // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: case sRGB
        case sRGB
        // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: case sRGBLinear
        case sRGBLinear
        // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: case displayP3
        case displayP3
    }
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: public init(_ colorSpace: SwiftUI.Color.RGBColorSpace = .sRGB, red: Swift.Double, green: Swift.Double, blue: Swift.Double, opacity: Swift.Double = 1)
    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {}
}

// SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: extension SwiftUI.Color {
extension Color {
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: public init(uiColor: UIKit.UIColor)
    public init(uiColor: UIColor) {}
}

// SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: extension SwiftUI.Color {
extension Color {
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: public static var accentColor: SwiftUI.Color {
    public static var accentColor: Color { Color() }
}

// SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: extension SwiftUI.Color {
extension Color {
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: public static let red: SwiftUI.Color
    public static let red = Color()
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: public static let orange: SwiftUI.Color
    public static let orange = Color()
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: public static let yellow: SwiftUI.Color
    public static let yellow = Color()
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: public static let green: SwiftUI.Color
    public static let green = Color()
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: public static let mint: SwiftUI.Color
    public static let mint = Color()
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: public static let teal: SwiftUI.Color
    public static let teal = Color()
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: public static let cyan: SwiftUI.Color
    public static let cyan = Color()
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: public static let blue: SwiftUI.Color
    public static let blue = Color()
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: public static let indigo: SwiftUI.Color
    public static let indigo = Color()
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: public static let purple: SwiftUI.Color
    public static let purple = Color()
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: public static let pink: SwiftUI.Color
    public static let pink = Color()
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: public static let brown: SwiftUI.Color
    public static let brown = Color()
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: public static let white: SwiftUI.Color
    public static let white = Color()
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: public static let gray: SwiftUI.Color
    public static let gray = Color()
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: public static let black: SwiftUI.Color
    public static let black = Color()
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: public static let clear: SwiftUI.Color
    public static let clear = Color()
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: public static let primary: SwiftUI.Color
    public static let primary = Color()
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: public static let secondary: SwiftUI.Color
    public static let secondary = Color()
}

// SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: extension SwiftUI.Color : SwiftUI.ShapeStyle {
extension Color: ShapeStyle {}

// SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: extension SwiftUI.Color : SwiftUI.View {
extension Color: View {
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: public typealias Body = Swift.Never
    public typealias Body = Never
}

// SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: @frozen public struct UnitPoint : Swift.Hashable {
public struct UnitPoint: Hashable, Sendable {
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: public var x: CoreFoundation.CGFloat
    public var x: CGFloat
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: public var y: CoreFoundation.CGFloat
    public var y: CGFloat
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: @inlinable public init(x: CoreFoundation.CGFloat, y: CoreFoundation.CGFloat) {
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: public static let top: SwiftUI.UnitPoint
    public static let top = UnitPoint(x: 0.5, y: 0)
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: public static let bottom: SwiftUI.UnitPoint
    public static let bottom = UnitPoint(x: 0.5, y: 1)
}

// SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: @frozen public struct Gradient : Swift.Equatable {
public struct Gradient: Equatable {
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: @frozen public struct Stop : Swift.Equatable {
    public struct Stop: Equatable, Sendable {
        // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: public var color: SwiftUI.Color
        public var color: Color
        // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: public var location: CoreFoundation.CGFloat
        public var location: CGFloat
        // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: public init(color: SwiftUI.Color, location: CoreFoundation.CGFloat)
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }
}

// SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: @frozen public struct LinearGradient : SwiftUI.ShapeStyle, SwiftUI.View, Swift.Sendable {
public struct LinearGradient: ShapeStyle, Sendable {
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: @_alwaysEmitIntoClient public init(stops: [SwiftUI.Gradient.Stop], startPoint: SwiftUI.UnitPoint, endPoint: SwiftUI.UnitPoint) {
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {}
}

// MARK: Fonts

// SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: @frozen public struct Font : Swift.Hashable, Swift.Sendable {
public struct Font: Hashable, Sendable {}

// SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: extension SwiftUI.Font {
extension Font {
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: public static let largeTitle: SwiftUI.Font
    public static let largeTitle = Font()
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: public static let title: SwiftUI.Font
    public static let title = Font()
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: public static let title2: SwiftUI.Font
    public static let title2 = Font()
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: public static let title3: SwiftUI.Font
    public static let title3 = Font()
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: public static let headline: SwiftUI.Font
    public static let headline = Font()
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: public static let subheadline: SwiftUI.Font
    public static let subheadline = Font()
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: public static let body: SwiftUI.Font
    public static let body = Font()
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: public static let callout: SwiftUI.Font
    public static let callout = Font()
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: public static let footnote: SwiftUI.Font
    public static let footnote = Font()
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: public static let caption: SwiftUI.Font
    public static let caption = Font()
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: public static let caption2: SwiftUI.Font
    public static let caption2 = Font()

    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: public enum TextStyle : Swift.CaseIterable, Swift.Sendable {
    public enum TextStyle: CaseIterable, Sendable {
        // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: case largeTitle
        case largeTitle
        // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: case title
        case title
        // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: case title2
        case title2
        // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: case title3
        case title3
        // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: case headline
        case headline
        // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: case subheadline
        case subheadline
        // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: case body
        case body
        // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: case callout
        case callout
        // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: case footnote
        case footnote
        // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: case caption
        case caption
        // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: case caption2
        case caption2
    }
}

// SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: extension SwiftUI.Font {
extension Font {
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: public static func system(size: CoreFoundation.CGFloat, weight: SwiftUI.Font.Weight? = nil, design: SwiftUI.Font.Design? = nil) -> SwiftUI.Font
    public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font { Font() }
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: public static func system(_ style: SwiftUI.Font.TextStyle, design: SwiftUI.Font.Design? = nil, weight: SwiftUI.Font.Weight? = nil) -> SwiftUI.Font
    public static func system(_ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil) -> Font { Font() }

    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: public enum Design : Swift.Hashable, Swift.Sendable {
    public enum Design: Hashable, Sendable {
        // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: case `default`
        case `default`
        // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: case serif
        case serif
        // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: case rounded
        case rounded
        // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: case monospaced
        case monospaced
    }
}

// SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: extension SwiftUI.Font {
extension Font {
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: public func weight(_ weight: SwiftUI.Font.Weight) -> SwiftUI.Font
    public func weight(_ weight: Font.Weight) -> Font { self }

    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: @frozen public struct Weight : Swift.Hashable {
    public struct Weight: Hashable, Sendable {
        // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: public static let ultraLight: SwiftUI.Font.Weight
        public static let ultraLight = Weight()
        // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: public static let thin: SwiftUI.Font.Weight
        public static let thin = Weight()
        // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: public static let light: SwiftUI.Font.Weight
        public static let light = Weight()
        // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: public static let regular: SwiftUI.Font.Weight
        public static let regular = Weight()
        // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: public static let medium: SwiftUI.Font.Weight
        public static let medium = Weight()
        // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: public static let semibold: SwiftUI.Font.Weight
        public static let semibold = Weight()
        // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: public static let bold: SwiftUI.Font.Weight
        public static let bold = Weight()
        // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: public static let heavy: SwiftUI.Font.Weight
        public static let heavy = Weight()
        // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: public static let black: SwiftUI.Font.Weight
        public static let black = Weight()
    }
}

// SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: extension SwiftUI.Font {
extension Font {
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: public static func custom(_ name: Swift.String, size: CoreFoundation.CGFloat, relativeTo textStyle: SwiftUI.Font.TextStyle) -> SwiftUI.Font
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font { Font() }
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: public static func custom(_ name: Swift.String, fixedSize: CoreFoundation.CGFloat) -> SwiftUI.Font
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { Font() }
}

// MARK: Images and text

// SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: @frozen public struct Image : Swift.Equatable, Swift.Sendable {
public struct Image: Equatable, Sendable {}

// SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: extension SwiftUI.Image {
extension Image {
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: public init(_ name: Swift.String, bundle: Foundation.Bundle? = nil)
    public init(_ name: String, bundle: Bundle? = nil) {}
}

// SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: extension SwiftUI.Image {
extension Image {
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: public init(uiImage: UIKit.UIImage)
    public init(uiImage: UIImage) {}
}

// SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: extension SwiftUI.Image : SwiftUI.View {
extension Image: View {
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: public typealias Body = Swift.Never
    public typealias Body = Never
}

// SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: @frozen public struct Text : Swift.Equatable, Swift.Sendable {
public struct Text: Equatable, Sendable {
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: @inlinable public init(verbatim content: Swift.String) {
    public init(verbatim content: String) {}
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: @_disfavoredOverload public init<S>(_ content: S) where S : Swift.StringProtocol
    @_disfavoredOverload public init<S: StringProtocol>(_ content: S) {}
}

// SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: extension SwiftUI.Text : SwiftUI.View {
extension Text: View {
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: public typealias Body = Swift.Never
    public typealias Body = Never
}

extension Text {
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: public func font(_ font: SwiftUI.Font?) -> SwiftUI.Text
    public func font(_ font: Font?) -> Text { self }
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: public func foregroundStyle<S>(_ style: S) -> SwiftUI.Text where S : SwiftUI.ShapeStyle
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { self }
}

// MARK: Layout

// SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: @frozen public struct HorizontalAlignment : Swift.Equatable {
public struct HorizontalAlignment: Equatable, Sendable {
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: public static let center: SwiftUI.HorizontalAlignment
    public static let center = HorizontalAlignment()
}

// SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: @frozen public struct VerticalAlignment : Swift.Equatable {
public struct VerticalAlignment: Equatable, Sendable {
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: public static let center: SwiftUI.VerticalAlignment
    public static let center = VerticalAlignment()
}

// SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: @frozen public struct HStack<Content> : SwiftUI.View where Content : SwiftUI.View {
public struct HStack<Content: View>: View {
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: @inlinable public init(alignment: SwiftUI.VerticalAlignment = .center, spacing: CoreFoundation.CGFloat? = nil, @SwiftUI.ViewBuilder content: () -> Content) {
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: public typealias Body = Swift.Never
    public typealias Body = Never
}

// SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: @frozen public struct VStack<Content> : SwiftUI.View where Content : SwiftUI.View {
public struct VStack<Content: View>: View {
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: @inlinable public init(alignment: SwiftUI.HorizontalAlignment = .center, spacing: CoreFoundation.CGFloat? = nil, @SwiftUI.ViewBuilder content: () -> Content) {
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: public typealias Body = Swift.Never
    public typealias Body = Never
}

// SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: public struct ForEach<Data, ID, Content> where Data : Swift.RandomAccessCollection, ID : Swift.Hashable {
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: public var data: Data
    public var data: Data
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: public var content: (Data.Element) -> Content
    public var content: (Data.Element) -> Content
}

// SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: extension SwiftUI.ForEach : SwiftUI.View where Content : SwiftUI.View {
extension ForEach: View where Content: View {
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: public typealias Body = Swift.Never
    public typealias Body = Never
}

// SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: extension SwiftUI.ForEach where Content : SwiftUI.View {
extension ForEach where Content: View {
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: public init(_ data: Data, id: Swift.KeyPath<Data.Element, ID>, @SwiftUI.ViewBuilder content: @escaping (Data.Element) -> Content)
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }
}

// MARK: Apps, scenes and previews

// SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: public protocol App {
public protocol App {
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: associatedtype Body : SwiftUI.Scene
    associatedtype Body: Scene
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: @SwiftUI.SceneBuilder @_Concurrency.MainActor(unsafe) var body: Self.Body { get }
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: @_Concurrency.MainActor(unsafe) init()
    @MainActor @preconcurrency init()
}

// SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: public protocol Scene {
public protocol Scene {
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: associatedtype Body : SwiftUI.Scene
    associatedtype Body: Scene
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: @SwiftUI.SceneBuilder @_Concurrency.MainActor(unsafe) var body: Self.Body { get }
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

// SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: extension Swift.Never : SwiftUI.Scene {
extension Never: Scene {}

// SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: @_functionBuilder public struct SceneBuilder {
@resultBuilder public struct SceneBuilder {
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: public static func buildBlock<Content>(_ content: Content) -> Content where Content : SwiftUI.Scene
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}

// SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: public struct WindowGroup<Content> : SwiftUI.Scene where Content : SwiftUI.View {
public struct WindowGroup<Content: View>: Scene {
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: public init(@SwiftUI.ViewBuilder content: () -> Content)
    public init(@ViewBuilder content: () -> Content) {}
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: @_Concurrency.MainActor(unsafe) public var body: some SwiftUI.Scene {
    @MainActor @preconcurrency public var body: some Scene { fatalError() }
}

// SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: @_Concurrency.MainActor(unsafe) public protocol PreviewProvider : SwiftUI._PreviewProvider {
@MainActor @preconcurrency public protocol PreviewProvider {
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: associatedtype Previews : SwiftUI.View
    associatedtype Previews: View
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: @SwiftUI.ViewBuilder @_Concurrency.MainActor(unsafe) static var previews: Self.Previews { get }
    @ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }
}

// MARK: UIKit interoperation

// SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: @_Concurrency.MainActor(unsafe) open class UIHostingController<Content> : UIKit.UIViewController where Content : SwiftUI.View {
@MainActor open class UIHostingController<Content: View>: UIViewController {
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: @_Concurrency.MainActor(unsafe) public init(rootView: Content)
    public init(rootView: Content) { super.init(nibName: nil, bundle: nil) }
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: @_Concurrency.MainActor(unsafe) @objc required dynamic public init?(coder aDecoder: Foundation.NSCoder)
    public required init?(coder aDecoder: NSCoder) { fatalError() }
}

// SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: public protocol UIViewRepresentable : SwiftUI.View where Self.Body == Swift.Never {
public protocol UIViewRepresentable: View where Self.Body == Never {
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: associatedtype UIViewType : UIKit.UIView
    associatedtype UIViewType: UIView
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: @_Concurrency.MainActor(unsafe) func makeUIView(context: Self.Context) -> Self.UIViewType
    @MainActor @preconcurrency func makeUIView(context: Self.Context) -> Self.UIViewType
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: @_Concurrency.MainActor(unsafe) func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)
    @MainActor @preconcurrency func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: typealias Context = SwiftUI.UIViewRepresentableContext<Self>
    typealias Context = UIViewRepresentableContext<Self>
}

// SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: @_Concurrency.MainActor(unsafe) public struct UIViewRepresentableContext<Representable> where Representable : SwiftUI.UIViewRepresentable {
@MainActor @preconcurrency public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    // SDK: iPhoneOS17.4.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: @_Concurrency.MainActor(unsafe) public var environment: SwiftUI.EnvironmentValues {
    public var environment: EnvironmentValues { fatalError() }
}
