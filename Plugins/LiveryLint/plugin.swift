import Foundation
import PackagePlugin

/// Lints a target's theme folder on every build that changed a theme document, with the rules and
/// the `path:line:column: error|warning|note: message [rule]` lines of `livery lint`, which Xcode
/// shows in the issue navigator and at the line. Errors (and warnings under `"lint": {"strict":
/// true}`) fail the build. The folder is the one LiveryGenerate reads (`ThemeFolder`).
///
/// A build-tool plugin rather than a command plugin: a command plugin runs only when someone picks
/// it from a menu, while a theme error should stop the build like a compiler error does. The
/// command runs `livery-generate lint` (the same `Linter` and output as `livery lint`, without the
/// argument parser, crypto and server an app would otherwise compile); its output is a Swift file
/// holding one comment, so the build system has an output to keep it up to date with and nothing
/// lands in the app's resources.
@main
struct LiveryLintPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let folder = try ThemeFolder.locate(packageTarget: target, package: context.package.directoryURL)
        return try Self.commands(
            folder, targetName: target.name, tool: context.tool(named: "livery-generate").url,
            workDirectory: context.pluginWorkDirectoryURL)
    }

    /// The lint command: it runs when a theme document changes, and again after a failed run.
    static func commands(_ folder: ThemeFolder?, targetName: String, tool: URL, workDirectory: URL) -> [Command] {
        guard let folder else {
            Diagnostics.warning(
                "LiveryLint: no theme folder for \(targetName): add a folder named Themes to its resources, "
                    + "or a \(ThemeFolder.configurationName) naming one")
            return []
        }
        let inputs = folder.documents()
        guard !inputs.isEmpty else { return [] }
        // The colour functions the app's own parsers read (`livery lint` reads the file too).
        let lintConfiguration = folder.url.appending(path: ".livery/lint.json")
        let configurations =
            (folder.configuration.map { [$0] } ?? [])
            + (FileManager.default.fileExists(atPath: lintConfiguration.path) ? [lintConfiguration] : [])
        let record = workDirectory.appending(path: "LiveryLint.swift")
        var arguments = ["lint", folder.url.path, record.path]
        if folder.strict { arguments.append("--strict") }
        for rule in folder.disabledRules { arguments += ["--disable", rule] }
        return [
            .buildCommand(
                displayName: "Linting Livery themes for \(targetName)",
                executable: tool,
                arguments: arguments,
                inputFiles: inputs + configurations,
                outputFiles: [record])
        ]
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension LiveryLintPlugin: XcodeBuildToolPlugin {
        /// An Xcode app target, its theme folder found as LiveryGenerate finds it.
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            let folder = try ThemeFolder.locate(xcodeTarget: target, project: context.xcodeProject.directoryURL)
            return try Self.commands(
                folder, targetName: target.displayName, tool: context.tool(named: "livery-generate").url,
                workDirectory: context.pluginWorkDirectoryURL)
        }
    }
#endif
