import Foundation
import PackagePlugin

/// A command plugin: `swift package --allow-writing-to-package-directory generate-settings` writes the Swift
/// model of every `*.settings.yaml` / `*.settings.json` found in a target's directory into that target's
/// `Generated/` directory, for code that is checked in (docs/tooling.md#swiftpm-plugins).
///
///     --target NAME   only this target (repeatable; default: see below)
///     --output DIR    the output directory, relative to each target's directory (default: Generated)
///     --check         write nothing; fail when a file would change (as `settingsc generate --check`)
///
/// Schemas are found on disk below the target's directory. Without `--target`, the command handles the targets
/// whose schemas are excluded from their sources (`exclude: ["Schemas"]`, the layout for checked-in code) and
/// leaves targets whose schemas are source files to the build-tool plugin, which generates them at build time:
/// generating both would declare every type twice.
@main
struct GenerateSettingsCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let outputs = extractor.extractOption(named: "output")
        let check = extractor.extractFlag(named: "check") > 0
        guard extractor.remainingArguments.isEmpty, outputs.count <= 1 else {
            throw PluginError("usage: generate-settings [--target NAME]... [--output DIR] [--check]; unexpected: \(extractor.remainingArguments.joined(separator: " "))")
        }
        let outputDirectory = outputs.first ?? "Generated"
        let targets = targetNames.isEmpty ? context.package.targets : try context.package.targets(named: targetNames)
        let tool = try context.tool(named: "settingsc")

        var generated = 0
        for target in targets {
            var schemas = try schemaFiles(in: target.directoryURL)
            if targetNames.isEmpty, let sources = target as? SourceModuleTarget {
                let inSources = Set(sources.sourceFiles.map { $0.url.standardizedFileURL.path })
                schemas.removeAll { inSources.contains($0.standardizedFileURL.path) }
            }
            if schemas.isEmpty {
                if !targetNames.isEmpty { throw PluginError("target '\(target.name)' has no *.settings.yaml or *.settings.json files") }
                continue
            }
            let output = target.directoryURL.appendingPathComponent(outputDirectory, isDirectory: true)
            var arguments = ["generate"] + schemas.map(\.path) + ["--output", output.path]
            if check { arguments.append("--check") }
            let process = Process()
            process.executableURL = tool.url
            process.arguments = arguments
            try process.run()
            process.waitUntilExit()
            guard process.terminationReason == .exit, process.terminationStatus == 0 else {
                throw PluginError("settingsc \(check ? "found stale generated code" : "failed") for target '\(target.name)' (exit status \(process.terminationStatus))")
            }
            generated += 1
        }
        if generated == 0 {
            throw PluginError("no target has *.settings.yaml or *.settings.json files excluded from its sources; name one with --target")
        }
    }

    /// Every schema below `directory` (skipping the output of builds), sorted by path.
    func schemaFiles(in directory: URL) throws -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: [.isRegularFileKey]) else { return [] }
        var result: [URL] = []
        for case let url as URL in enumerator {
            if url.lastPathComponent == ".build" { enumerator.skipDescendants(); continue }
            let name = url.lastPathComponent
            if name.hasSuffix(".settings.yaml") || name.hasSuffix(".settings.json") { result.append(url) }
        }
        return result.sorted { $0.path < $1.path }
    }
}

struct PluginError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
