import Foundation
import PackagePlugin

/// Generates `LiveryTokens.swift` at build time from the theme documents in the target's
/// `Themes` folder (exclude that folder from the target's sources in Package.swift).
@main
struct LiveryGeneratePlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let themes = target.directoryURL.appending(path: "Themes")
        let extensions: Set<String> = ["json", "jsonc", "tokens", "plist"]
        guard let enumerator = FileManager.default.enumerator(at: themes, includingPropertiesForKeys: nil) else {
            return []
        }
        var inputs: [URL] = []
        for case let url as URL in enumerator where extensions.contains(url.pathExtension.lowercased()) {
            inputs.append(url)
        }
        guard !inputs.isEmpty else { return [] }
        let output = context.pluginWorkDirectoryURL.appending(path: "LiveryTokens.swift")
        return [
            .buildCommand(
                displayName: "Generating Livery tokens for \(target.name)",
                executable: try context.tool(named: "livery-generate").url,
                arguments: [themes.path, output.path, "--access", "internal"],
                inputFiles: inputs.sorted { $0.path < $1.path },
                outputFiles: [output])
        ]
    }
}
