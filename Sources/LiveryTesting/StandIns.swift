import Foundation
import Livery

/// One property assignment a stand-in recorded: which object, which property, what value.
public struct Assignment: Sendable, Hashable, CustomStringConvertible {
    /// A value assigned to a stand-in's property.
    public enum Value: Sendable, Hashable, CustomStringConvertible {
        /// A colour (nil: the property was cleared).
        case color(ThemeColor?)
        /// A font.
        case font(ThemeFont?)
        /// A text.
        case text(String?)
        /// An image.
        case image(ImageSource?)
        /// A number (a corner radius, an opacity…).
        case number(Double?)
        /// A layout direction.
        case layoutDirection(ThemeLayoutDirection?)

        /// The colour, when this is a colour.
        public var color: ThemeColor? {
            if case .color(let color) = self { return color }
            return nil
        }

        /// The font, when this is a font.
        public var font: ThemeFont? {
            if case .font(let font) = self { return font }
            return nil
        }

        /// The text, when this is a text.
        public var text: String? {
            if case .text(let text) = self { return text }
            return nil
        }

        /// The image, when this is an image.
        public var image: ImageSource? {
            if case .image(let image) = self { return image }
            return nil
        }

        /// The number, when this is a number.
        public var number: Double? {
            if case .number(let number) = self { return number }
            return nil
        }

        /// The layout direction, when this is one.
        public var layoutDirection: ThemeLayoutDirection? {
            if case .layoutDirection(let direction) = self { return direction }
            return nil
        }

        /// `#RRGGBBAA` for colours, the value itself for the others, `nil` when cleared.
        public var description: String {
            switch self {
            case .color(let color): color.map(\.hexString) ?? "nil"
            case .font(let font): font.map { "\($0)" } ?? "nil"
            case .text(let text): text.map { "\"\($0)\"" } ?? "nil"
            case .image(let image): image.map { "\($0)" } ?? "nil"
            case .number(let number): number.map { "\($0)" } ?? "nil"
            case .layoutDirection(let direction): direction?.rawValue ?? "nil"
            }
        }
    }

    /// The identity of the stand-in assigned to.
    public var object: ObjectIdentifier
    /// The stand-in's name (see ``StandInView/name``).
    public var objectName: String
    /// The property assigned (`textColor`, `titleColor`…).
    public var property: String
    /// The property's category, for properties set per state (`highlighted` for
    /// `setTitleColor(_:for: .highlighted)`); nil for plain properties.
    public var category: String?
    /// The value assigned.
    public var value: Value

    /// Whether this assignment was made to `object`.
    package func isOn(_ object: AnyObject) -> Bool { self.object == ObjectIdentifier(object) }

    /// `title.textColor = #003344FF`, or `ok.titleColor[highlighted] = #FFFFFFFF`.
    public var description: String {
        let property = category.map { "\(self.property)[\($0)]" } ?? self.property
        return "\(objectName).\(property) = \(value)"
    }
}

/// Collects the assignments of every stand-in that reports to it, in the order they happen.
@MainActor
public final class AssignmentRecorder {
    /// Every assignment recorded, oldest first.
    public private(set) var assignments: [Assignment] = []

    /// An empty recorder.
    public init() {}

    /// Appends an assignment (stand-ins call this for every property they set).
    package func record(_ assignment: Assignment) {
        assignments.append(assignment)
    }

    /// Forgets every assignment recorded so far.
    public func removeAll() {
        assignments.removeAll()
    }
}

/// A plain object standing in for a view in tests: every property assignment is recorded, in
/// order, on the object (``assignments``) and on its ``recorder`` when it has one.
///
/// Bind it as you would bind the real view; the values it received are its properties, and
/// what a switch changed is in its recorder (see `LiveryTestHarness.recordSwitch(_:)`).
/// Subclass it for properties of your own and report them with ``record(_:category:_:)``.
@MainActor
open class StandInView {
    /// The name assignments are reported under (`card`, `title`…).
    public let name: String
    /// Where assignments are reported besides the object itself (held strongly; the recorder
    /// holds no stand-in).
    public var recorder: AssignmentRecorder?
    /// This object's assignments, oldest first.
    public private(set) var assignments: [Assignment] = []

    /// The background colour.
    public var backgroundColor: ThemeColor? { didSet { record("backgroundColor", .color(backgroundColor)) } }
    /// The tint colour.
    public var tintColor: ThemeColor? { didSet { record("tintColor", .color(tintColor)) } }
    /// The border colour.
    public var borderColor: ThemeColor? { didSet { record("borderColor", .color(borderColor)) } }
    /// The corner radius, in points.
    public var cornerRadius: Double? { didSet { record("cornerRadius", .number(cornerRadius)) } }
    /// The direction the view lays its content out in.
    public var layoutDirection: ThemeLayoutDirection? { didSet { record("layoutDirection", .layoutDirection(layoutDirection)) } }

    /// A stand-in named `name`, reporting to `recorder` when given.
    public init(_ name: String = "view", recorder: AssignmentRecorder? = nil) {
        self.name = name
        self.recorder = recorder
    }

    /// Records an assignment of `value` to `property` (in `category`).
    public func record(_ property: String, category: String? = nil, _ value: Assignment.Value) {
        let assignment = Assignment(
            object: ObjectIdentifier(self), objectName: name, property: property, category: category, value: value)
        assignments.append(assignment)
        recorder?.record(assignment)
    }

    /// The values assigned to `property` (in `category`), oldest first.
    package func values(of property: String, category: String? = nil) -> [Assignment.Value] {
        assignments.filter { $0.property == property && $0.category == category }.map(\.value)
    }
}

/// A stand-in for a label: text, text colour and font besides a view's properties.
open class StandInLabel: StandInView {
    /// The text.
    public var text: String? { didSet { record("text", .text(text)) } }
    /// The text colour.
    public var textColor: ThemeColor? { didSet { record("textColor", .color(textColor)) } }
    /// The font.
    public var font: ThemeFont? { didSet { record("font", .font(font)) } }

    /// A label named `name`, reporting to `recorder` when given.
    public override init(_ name: String = "label", recorder: AssignmentRecorder? = nil) {
        super.init(name, recorder: recorder)
    }
}

/// A stand-in for a button: a title, a font, an image, and a title colour per control state.
open class StandInButton: StandInView {
    /// A control state a title colour is set for.
    public enum State: String, Sendable, Hashable, CaseIterable {
        /// The button at rest.
        case normal
        /// The button while touched.
        case highlighted
        /// The button when selected.
        case selected
        /// The button when disabled.
        case disabled
    }

    /// The title.
    public var title: String? { didSet { record("title", .text(title)) } }
    /// The title's font.
    public var font: ThemeFont? { didSet { record("font", .font(font)) } }
    /// The image.
    public var image: ImageSource? { didSet { record("image", .image(image)) } }
    /// The title colour set for each state.
    public private(set) var titleColors: [State: ThemeColor] = [:]

    /// A button named `name`, reporting to `recorder` when given.
    public override init(_ name: String = "button", recorder: AssignmentRecorder? = nil) {
        super.init(name, recorder: recorder)
    }

    /// Sets the title colour of `state` (recorded as property `titleColor`, category the state's name).
    public func setTitleColor(_ color: ThemeColor?, for state: State) {
        titleColors[state] = color
        record("titleColor", category: state.rawValue, .color(color))
    }

    /// The title colour of `state`, or the normal state's when `state` has none (as UIKit does).
    public func titleColor(for state: State) -> ThemeColor? {
        titleColors[state] ?? titleColors[.normal]
    }
}
