// A stand-in for Xcode's XcodeProjectPlugin module, which exists only inside Xcode: the part of its API that
// Plugins/SettingsGeneratorPlugin uses, with the same names and types, so `make test-xcode-plugin` can type-check
// the plugin's `#if canImport(XcodeProjectPlugin)` code on Linux. Nothing here runs: it is compiled as a module
// interface (`swiftc -emit-module`) and the plugin is type-checked against it.
//
// Taken from the documented API (Xcode's XcodeProjectPlugin.swiftinterface, and the Xcode extensions of
// swift-openapi-generator's and SwiftGen's plugins, which use the same members):
//   public protocol XcodeBuildToolPlugin { func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] }
//   public struct XcodePluginContext { xcodeProject, pluginWorkDirectoryURL, tool(named:) }
//   public struct XcodeProject { id, displayName, targets, ... }
//   public struct XcodeTarget { id, displayName, product, inputFiles: FileList }
// Anything left out here is unused by the plugin; anything the plugin uses that is not here fails the check.
import Foundation
import PackagePlugin

public protocol XcodeBuildToolPlugin {
    /// Invoked by Xcode to get the build commands for a target of an Xcode project that uses the plugin.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]
}

public struct XcodePluginContext {
    public let xcodeProject: XcodeProject
    public let pluginWorkDirectoryURL: URL

    public func tool(named name: String) throws -> PluginContext.Tool { fatalError("stand-in") }
}

public struct XcodeProject {
    public typealias ID = String
    public let id: ID
    public let displayName: String
    public let targets: [XcodeTarget]
}

public struct XcodeTarget {
    public typealias ID = String
    public let id: ID
    public let displayName: String
    public let product: XcodeProduct?
    /// The files the target's build phases take as input (sources, resources, and files such as schemas).
    public let inputFiles: FileList
}

public struct XcodeProduct {
    public typealias ID = String
    public let id: ID
    public let name: String
}
