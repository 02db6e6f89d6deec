import Foundation
import PackagePlugin

/// Generates `LiveryTokens.swift` at build time from a target's theme folder, for package targets
/// and (through `XcodeBuildToolPlugin`, below) for Xcode app targets. `ThemeFolder` says how the
/// folder is found: `livery-generate.json`, else the folder named `Themes` among the target's files
/// (keep it a resource, so the themes also reach the app bundle), else `Themes` in the target's folder.
@main
struct LiveryGeneratePlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let folder = try ThemeFolder.locate(packageTarget: target, package: context.package.directoryURL)
        return try Self.commands(
            folder, targetName: target.name, tool: context.tool(named: "livery-generate").url,
            workDirectory: context.pluginWorkDirectoryURL)
    }

    /// The generator's build command: it runs when a theme document changes or the output is missing.
    static func commands(_ folder: ThemeFolder?, targetName: String, tool: URL, workDirectory: URL) -> [Command] {
        guard let folder else {
            Diagnostics.warning(
                "LiveryGenerate: no theme folder for \(targetName): add a folder named Themes to its resources, "
                    + "or a \(ThemeFolder.configurationName) naming one")
            return []
        }
        let inputs = folder.documents()
        guard !inputs.isEmpty else {
            Diagnostics.warning("LiveryGenerate: \(folder.url.path) holds no theme documents")
            return []
        }
        let output = workDirectory.appending(path: folder.output)
        return [
            .buildCommand(
                displayName: "Generating Livery tokens for \(targetName)",
                executable: tool,
                arguments: [folder.url.path, output.path, "--access", folder.access, "--name", folder.name],
                inputFiles: inputs + (folder.configuration.map { [$0] } ?? []),
                outputFiles: [output])
        ]
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension LiveryGeneratePlugin: XcodeBuildToolPlugin {
        /// An Xcode app target, its theme folder found by ``ThemeFolder/locate(xcodeTarget:project:)``.
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            let folder = try ThemeFolder.locate(xcodeTarget: target, project: context.xcodeProject.directoryURL)
            return try Self.commands(
                folder, targetName: target.displayName, tool: context.tool(named: "livery-generate").url,
                workDirectory: context.pluginWorkDirectoryURL)
        }
    }
#endif
