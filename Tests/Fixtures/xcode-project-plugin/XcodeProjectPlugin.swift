// A stand-in for Xcode's XcodeProjectPlugin module, which ships with Xcode only (no toolchain on
// Linux has it): exactly the API Livery's plugins call, so `Scripts/check-plugins.sh` can
// type-check their `#if canImport(XcodeProjectPlugin)` branches here. Compiled against the
// toolchain's real PackagePlugin module (usr/lib/swift/pm/PluginAPI).
//
// Xcode publishes no source for this module; every declaration cites what shows its real shape:
//   [interface] the module's own interface from Xcode 14.1 (swiftlang-5.7.1.135.3), published at
//       https://gist.github.com/ikesyo/f152bf8ee60b1c9bff2e757b01a95fa9 (XcodeProjectPlugin.swiftmodule/
//       arm64-apple-macos.swiftinterface);
//   [record] swiftlang/swift-package-manager, Sources/PackagePlugin/Plugin.swift (commit c4f0e4b7):
//       `XcodeProjectPluginInvocationRecord`, the data Xcode hands the module, with the URL forms
//       `@available(_PackageDescription, introduced: 5.11)`;
//   [template] swiftlang/swift-package-manager, Sources/Workspace/InitPackage.swift (commit
//       8fdeb4b7): the build-tool plugin template `swift package init --type build-tool-plugin`
//       writes, conforming to XcodeBuildToolPlugin;
//   [usage] plugins that build in Xcode 16 and call the URL forms, e.g. SwiftLint-style
//       `target.inputFiles.filter { $0.url.pathExtension == "swift" }`,
//       `context.xcodeProject.directoryURL`, `context.pluginWorkDirectoryURL`.
// The URL members are the ones whose exact declaration text was not found published; their names
// and types come from [record] and [usage], and Xcode is the final check (.github/workflows/apple.yml).
@_exported import Foundation
@_exported import PackagePlugin

// SOURCE: [template]: extension \(typeName): XcodeBuildToolPlugin { func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] }
public protocol XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]
}

// SOURCE: [template]: extension \(typeName): XcodeCommandPlugin { func performCommand(context: XcodePluginContext, arguments: [String]) throws }
public protocol XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws
}

// SOURCE: [record]: public let xcodeProject: XcodeProject; public let pluginWorkDirectoryURL: URL; accessibleToolsByURL
public struct XcodePluginContext {
    // SOURCE: [interface] and [usage]: context.xcodeProject
    public let xcodeProject: XcodeProject
    // SOURCE: [record]: @available(_PackageDescription, introduced: 5.11) public let pluginWorkDirectoryURL: URL
    public let pluginWorkDirectoryURL: URL
    // SOURCE: [template]: let generatorTool = try context.tool(named: "my-code-generator") (a PluginContext.Tool: [usage] .url)
    public func tool(named name: String) throws -> PluginContext.Tool {
        throw PluginContextError.toolNotFound(name: name)
    }
}

// SOURCE: [interface]: public struct XcodeProject { id, displayName, directory, filePaths, targets }
public struct XcodeProject {
    // SOURCE: [interface]: public typealias ID = Swift.String
    public typealias ID = String
    // SOURCE: [interface]: public let id: XcodeProjectPlugin.XcodeProject.ID
    public let id: ID
    // SOURCE: [interface]: public let displayName: Swift.String
    public let displayName: String
    // SOURCE: [record]: @available(_PackageDescription, introduced: 5.11) public var directoryPathURL: URL ([usage]: directoryURL)
    public let directoryURL: URL
    // SOURCE: [interface]: public let filePaths: PackagePlugin.PathList
    public let filePaths: PathList
    // SOURCE: [interface]: public let targets: [XcodeProjectPlugin.XcodeTarget]
    public let targets: [XcodeTarget]
}

// SOURCE: [interface]: public struct XcodeTarget { id, displayName, product, inputFiles }
public struct XcodeTarget {
    // SOURCE: [interface]: public typealias ID = Swift.String
    public typealias ID = String
    // SOURCE: [interface]: public let id: XcodeProjectPlugin.XcodeTarget.ID
    public let id: ID
    // SOURCE: [interface]: public let displayName: Swift.String
    public let displayName: String
    // SOURCE: [record]: public var product: Product? (name: String, kind: application, executable, framework, library, other(String))
    public let product: Product?
    // SOURCE: [record]: public var inputFiles: FileList (PackagePlugin's File: url, type)
    public let inputFiles: FileList

    // SOURCE: [record]: public struct Product { public var name: String; public var kind: Kind }
    public struct Product {
        // SOURCE: [record]: public var name: String
        public let name: String
    }
}
