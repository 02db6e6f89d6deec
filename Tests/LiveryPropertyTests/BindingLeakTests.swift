import Foundation
import Livery
import LiveryBenchSupport
import LiveryTestSupport
import Testing

extension PropertyTests {
    /// Bound objects that die leave nothing behind once a switch has pruned them, measured with the
    /// C allocator's count of live bytes, as `livery-bench` measures bytes left after death:
    /// `liverybench_allocated_bytes()` reads glibc's `mallinfo2`, the malloc zones on Darwin, or
    /// AddressSanitizer's own count when the tests run under `--sanitize=address` (ASan replaces
    /// malloc, so `mallinfo2` would see nothing).
    ///
    /// The count is the whole process's, and tests of other targets run beside this one (beside
    /// `LiveryTests` it moved by 0.5–1.5 MB per measurement, more than the bound). So on Linux the
    /// test runs its measurement in a child process of the same test executable, filtered to this
    /// test alone: nothing else allocates there. Elsewhere it measures in this process.
    ///
    /// Not a timed test: it counts bytes, and only bytes that stay.
    @MainActor
    @Suite("Dead bindings leave no bytes behind", .serialized)
    struct BindingLeakTests {
        /// Objects bound per round.
        static let objectCount = 10_000
        /// Rounds per measurement: a leak grows with every round.
        static let rounds = 4
        /// Measurements tried before failing: one under the bound passes (see ``measure()``).
        static let attempts = 3
        /// The most a round may leave per object, on average.
        ///
        /// Anything that stays per object is at least 8 bytes: the smallest, an object's record in the
        /// store, is one weak reference (8 bytes); a binding entry is 24, a closure context, the object
        /// itself or its weak-reference side table each a heap block of 32 bytes or more. So a leak of
        /// any one thing per object, even the smallest, makes the average at least 8 bytes and fails;
        /// what a correct manager keeps (its tables at their smallest, the allocator's per-thread
        /// caches of freed blocks) does not grow with the number of objects and averages far below.
        static let bytesPerObject = 8.0
        /// Set in the child process that measures.
        static let childVariable = "LIVERY_LEAK_TEST_CHILD"
        /// The prefix of the lines that report figures (the parent repeats the child's).
        static let reportPrefix = "BindingLeakTests:"

        /// What the bindings write to.
        final class View {
            var text: String?
            var tag = 0
        }

        /// Two themes whose `label` differs, so a switch changes the table.
        static let space: ThemeSpace = {
            func document(_ json: String, _ name: String) -> TokenDocument {
                // The texts are fixed and valid.
                try! TokenDocument(data: Data(json.utf8), url: URL(fileURLWithPath: "/leak/\(name).json"))
            }
            return ThemeSpace(
                modifiers: [ThemeSpace.Modifier(name: "theme", contexts: ["a", "b"], defaultContext: "a")],
                layers: ["a", "b"].map { theme in
                    ThemeSpace.Layer(
                        name: "theme=\(theme)", condition: ["theme": theme],
                        documents: [document(#"{"label": {"$type": "string", "$value": "\#(theme)"}}"#, theme)])
                })
        }()

        /// Binds `objectCount` new objects to `manager` and `scope` in every form a binding takes (a
        /// closure with no key, a keyed closure that captures a value of its own, a typed token), lets
        /// them die, and switches away and back: the first switch prunes the dead, the second finds
        /// nothing to do. The manager ends as it began.
        static func round(_ manager: ThemeManager, _ scope: ThemeManager) throws {
            var views = (0..<objectCount).map { _ in View() }
            for (i, view) in views.enumerated() {
                manager.bind(view) { view, theme in view.text = theme.string("label") }
                manager.bind(view, key: BindingKey("tag")) { view, _ in view.tag = i }
                manager.bind(view, Token<String>("label"), key: BindingKey("text")) { view, label in view.text = label }
                if i.isMultiple(of: 2) {
                    scope.bind(view) { view, theme in view.text = theme.string("label") }
                }
            }
            views = []  // every bound object dies here
            try manager.apply(theme: "b")
            try manager.apply(theme: "a")
        }

        /// Bind 10,000 objects, let them die, switch: the allocator's live bytes must come back to
        /// where they were, within ``bytesPerObject`` per object on average over ``rounds`` rounds.
        ///
        /// A measurement over the bound is tried again, up to ``attempts`` times (something of the
        /// runtime may still allocate at the wrong moment): a real leak exceeds the bound in every
        /// attempt, since the rounds themselves leave it.
        static func measure() throws {
            let manager = try ThemeManager(space: space, storage: nil)
            let scope = try manager.makeScope()
            // A first round makes what is made once: both themes' tables, interned keys and token
            // slots, type metadata, the allocator's per-thread caches.
            try round(manager, scope)
            let allocator = String(cString: liverybench_allocator_name())
            var results: [String] = []
            var passed = false
            for attempt in 1...attempts {
                let before = Int(liverybench_allocated_bytes())
                for _ in 0..<rounds { try round(manager, scope) }
                let after = Int(liverybench_allocated_bytes())
                let perObject = Double(after - before) / Double(rounds * objectCount)
                let line =
                    "attempt \(attempt) (\(allocator)): \(before) bytes before, \(after) after, "
                    + "\(after - before) left by \(rounds * objectCount) objects: "
                    + String(format: "%.3f", perObject) + " bytes per object (bound \(bytesPerObject))"
                print("\(reportPrefix) " + line)
                results.append(line)
                #expect(manager.bindingCount == 0 && scope.bindingCount == 0, "the switch must prune every dead binding")
                if perObject < bytesPerObject {
                    passed = true
                    break
                }
            }
            #expect(passed, "bytes left per dead object: \(results.joined(separator: "; "))")
            withExtendedLifetime(scope) {}
        }

        @Test("bind 10,000 objects, drop them, switch: nothing per object remains")
        func leavesNothing() async throws {
            if ProcessInfo.processInfo.environment[Self.childVariable] != nil {
                try Self.measure()
                return
            }
            #if os(Linux)
                // This test executable again, running this test alone.
                let (status, text) = try await ChildProcess.run(
                    try ChildProcess.testExecutable(), ["--testing-library", "swift-testing", "--filter", "BindingLeakTests"],
                    environment: ProcessInfo.processInfo.environment.merging([Self.childVariable: "1"]) { _, new in new })
                let figures = text.split(separator: "\n").filter { $0.hasPrefix(Self.reportPrefix) }
                for line in figures { print(line + " [child process]") }
                #expect(!figures.isEmpty, "the child process measured nothing: \(text.suffix(2000))")
                #expect(status == 0, "the child process failed: \(text.suffix(4000))")
            #else
                try Self.measure()
            #endif
        }
    }
}
