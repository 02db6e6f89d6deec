import Foundation
import Livery
import LiveryTools
import PropertyBased
import LiveryTestSupport
import Testing

extension PropertyTests {
    /// Resolution is deterministic, and does not depend on what the reading conventions say does not
    /// matter: the order files are created (and so listed) in, file extensions, subfolder names and
    /// depth, the order of a JSON object's members, `$type` on a token or on its group, a plain value
    /// or a `{"$value": …}` object, pretty or compact text, JSONC comments, files the reader skips
    /// (hidden files, other extensions, unreferenced files); for resolver documents also the
    /// resolver's file name, the order of `sets`, `modifiers` and `contexts`, sources as files or
    /// inline, and a context's `$ref` to a set or that set's sources written out.
    ///
    /// Each space is written twice, once in a fixed canonical form and once with every such choice
    /// made at random, and every selection of the two must resolve to the same table: the same
    /// values (exactly) and descriptions by path, and the same errors (path and rule). Spaces hold
    /// every token type, aliases (in composite parts and in text too) and, in a fifth of them,
    /// aliases that may form cycles, so errors are compared as well.
    @Suite("Resolution is deterministic and independent of file order")
    struct ResolutionOrderPropertyTests {
        /// A convention space and a seed for the layout's random choices.
        static let conventionSpaces = generator { source -> (ConventionModel, UInt64) in
            var rng = SplitMix64(seed: source.next())
            let universe = Universe.make(categories: Category.allCases, count: 3...14, overlaps: true, using: &rng)
            let options = ValueOptions(cycles: rng.chance(0.2))
            let model = ConventionModel.make(
                universe: universe, options: options, baseOnlyAliases: false, themes: 0...3, using: &rng)
            return (model, rng.next())
        }

        /// A resolver-document space and a seed for the layout's random choices.
        static let resolverSpaces = generator { source -> (ResolverModel, UInt64) in
            var rng = SplitMix64(seed: source.next())
            let universe = Universe.make(categories: Category.allCases, count: 3...14, overlaps: true, using: &rng)
            let options = ValueOptions(cycles: rng.chance(0.2))
            return (ResolverModel.make(universe: universe, options: options, baseOnlyAliases: false, using: &rng), rng.next())
        }

        /// Compares every selection of the spaces in `a` and `b`.
        static func expectSameResolution(_ a: URL, _ b: URL, selections: [Selection], model: some CustomStringConvertible) throws
        {
            let spaceA = try ThemeSpace(contentsOf: a)
            let spaceB = try ThemeSpace(contentsOf: b)
            #expect(modifierSummary(spaceA) == modifierSummary(spaceB), "\(model)")
            for selection in selections {
                let tableA = try TableSnapshot(spaceA, selection)
                let tableB = try TableSnapshot(spaceB, selection)
                let differences = tableA.differences(from: tableB)
                #expect(differences.isEmpty, "\(selection): \(differences.prefix(5).joined(separator: "; ")) in \(model)")
            }
        }

        @Test("the file-name convention: layout, names and file order do not change any table")
        func conventionLayoutDoesNotMatter() async {
            await propertyCheck(count: TestTier.count(fast: 30, full: 120), input: Self.conventionSpaces) { model, seed in
                try withTemporaryFolder { folder in
                    var rng = SplitMix64(seed: seed)
                    let canonical = folder.appendingPathComponent("canonical")
                    let varied = folder.appendingPathComponent("varied")
                    try model.write(to: canonical, vary: false, using: &rng)
                    try model.write(to: varied, vary: true, using: &rng)
                    try Self.expectSameResolution(canonical, varied, selections: model.selections, model: model)
                }
            }
        }

        @Test("resolver documents: names, member order and source form do not change any table")
        func resolverLayoutDoesNotMatter() async {
            await propertyCheck(count: TestTier.count(fast: 30, full: 120), input: Self.resolverSpaces) { model, seed in
                try withTemporaryFolder { folder in
                    var rng = SplitMix64(seed: seed)
                    let canonical = folder.appendingPathComponent("canonical")
                    let varied = folder.appendingPathComponent("varied")
                    try model.write(to: canonical, vary: false, using: &rng)
                    try model.write(to: varied, vary: true, using: &rng)
                    try Self.expectSameResolution(canonical, varied, selections: model.selections, model: model)
                }
            }
        }

        /// Chains of aliases around the depth limit (a reference chain longer than 100 tokens is an
        /// error): one document's tokens written in two random orders resolve to the same table.
        /// Each token names one of the next three (as an alias or inside text), so chains branch and
        /// their lengths vary; the last one is text.
        @Test("long alias chains: the depth limit does not depend on declaration order")
        func longChainsDoNotDependOnOrder() async {
            let chains = generator { source -> (Int, UInt64) in
                var rng = SplitMix64(seed: source.next())
                return (Int.random(in: 60...220, using: &rng), rng.next())
            }
            await propertyCheck(count: TestTier.count(fast: 10, full: 40), input: chains) { length, seed in
                var rng = SplitMix64(seed: seed)
                let name = { (i: Int) in "t" + String(format: "%03d", i) }
                var members: [(String, JSONValue)] = []
                for i in 0..<length {
                    var value = "end"
                    if i < length - 1 {
                        let next = min(i + Int.random(in: 1...3, using: &rng), length - 1)
                        value = rng.chance(0.8) ? "{chain.\(name(next))}" : "after {chain.\(name(next))}"
                    }
                    members.append((name(i), .object([("$type", .string("string")), ("$value", .string(value))])))
                }
                func space(_ members: [(String, JSONValue)]) throws -> ThemeSpace {
                    let text = JSONValue.object([("chain", .object(members))]).serialized()
                    return ThemeSpace(documents: [
                        try TokenDocument(data: Data(text.utf8), url: URL(fileURLWithPath: "/chain.json"))
                    ])
                }
                let first = try TableSnapshot(space(members.shuffled(using: &rng)), Selection())
                let second = try TableSnapshot(space(members.shuffled(using: &rng)), Selection())
                let written = try TableSnapshot(space(members), Selection())
                let reversed = try TableSnapshot(space(members.reversed()), Selection())
                for (label, table) in [("second order", second), ("written order", written), ("reversed", reversed)] {
                    #expect(
                        table.differences(from: first).isEmpty,
                        "\(length) tokens, \(label): \(table.differences(from: first).prefix(3))")
                }
            }
        }

        /// The same files read twice, resolved twice (the second time after the cache is dropped) and
        /// in the opposite order of selections give identical tables, `random` colours included: with
        /// a seed (``Livery/ThemeSpace/randomSeed``), they are picked the same way every time.
        @Test("resolving is deterministic: twice, after the cache is dropped, in any order of selections")
        func resolvingIsDeterministic() async {
            let spaces = generator { source -> (ConventionModel?, ResolverModel?, UInt64) in
                var rng = SplitMix64(seed: source.next())
                let universe = Universe.make(categories: Category.allCases, count: 3...14, overlaps: true, using: &rng)
                let options = ValueOptions(random: true, cycles: rng.chance(0.2))
                if rng.chance(0.5) {
                    return (
                        ConventionModel.make(
                            universe: universe, options: options, baseOnlyAliases: false, themes: 0...3, using: &rng), nil,
                        rng.next()
                    )
                }
                return (
                    nil, ResolverModel.make(universe: universe, options: options, baseOnlyAliases: false, using: &rng), rng.next()
                )
            }
            await propertyCheck(count: TestTier.count(fast: 25, full: 100), input: spaces) { convention, resolver, seed in
                try withTemporaryFolder { folder in
                    var rng = SplitMix64(seed: seed)
                    let selections: [Selection]
                    if let convention {
                        try convention.write(to: folder, vary: true, using: &rng)
                        selections = convention.selections
                    } else if let resolver {
                        try resolver.write(to: folder, vary: true, using: &rng)
                        selections = resolver.selections
                    } else {
                        return
                    }
                    let randomSeed = rng.next()
                    var first = try ThemeSpace(contentsOf: folder)
                    var second = try ThemeSpace(contentsOf: folder)
                    first.randomSeed = randomSeed
                    second.randomSeed = randomSeed
                    let tables = try selections.map { try TableSnapshot(first, $0) }
                    let again = try selections.map { try TableSnapshot(first, $0) }
                    first.remBase = first.remBase  // drops the cache: the tables are resolved anew
                    let uncached = try selections.map { try TableSnapshot(first, $0) }
                    let reversed = try selections.reversed().map { try TableSnapshot(second, $0) }.reversed()
                    for (i, selection) in selections.enumerated() {
                        #expect(again[i] == tables[i], "\(selection)")
                        #expect(
                            uncached[i].differences(from: tables[i]).isEmpty,
                            "\(selection): \(uncached[i].differences(from: tables[i]).prefix(3))")
                        #expect(
                            Array(reversed)[i].differences(from: tables[i]).isEmpty,
                            "\(selection): \(Array(reversed)[i].differences(from: tables[i]).prefix(3))")
                    }
                }
            }
        }
    }
}
