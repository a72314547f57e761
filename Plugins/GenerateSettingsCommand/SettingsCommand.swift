import Foundation
import PackagePlugin

/// What `generate-settings` and `check-settings` do (this file is shared by both command plugins: Plugins/
/// CheckSettingsCommand/SettingsCommand.swift is a symbolic link to it).
///
///     --target NAME   only this target (repeatable; default: see below)
///     --output DIR    the output directory, relative to each target's directory (default: Generated)
///     --check         (generate-settings) write nothing; fail when a file would change, as check-settings does
///     --help          print the help of both commands
///
/// Schemas are found on disk below the target's directory. Without `--target`, the command handles the targets
/// whose schemas are excluded from their sources (`exclude: ["Schemas"]`, the layout for checked-in code) and
/// leaves targets whose schemas are source files to the build-tool plugin, which generates them at build time:
/// generating both would declare every type twice. A target named with `--target` whose schemas are source
/// files is refused for the same reason.
struct SettingsCommand {
    enum Verb: String {
        case generate = "generate-settings"
        case check = "check-settings"
    }

    var verb: Verb

    static let generateInvocation = "swift package --allow-writing-to-package-directory generate-settings"

    /// The help of both commands (each prints it for `--help`; SwiftPM asks for generate-settings' permission
    /// before it runs the plugin at all, so `swift package check-settings --help` is the way to read it without).
    static let usage = """
        usage: \(generateInvocation) [--target NAME]... [--output DIR] [--check]
               swift package check-settings [--target NAME]... [--output DIR]

        generate-settings writes the Swift that settingsc generates from each target's *.settings.yaml and
        *.settings.json files into the target's Generated/ directory, for code that is checked in.
        check-settings writes nothing and fails when that code is out of date; unlike generate-settings (which
        SwiftPM asks the permission for even with --check), it needs no permission.

        Without --target: every target whose schemas are excluded from its sources (exclude: ["Schemas"]).
        A target whose schemas are among its sources is the build-tool plugin's (SettingsGeneratorPlugin),
        which generates its code at build time; naming it with --target is an error.

        options:
          --target NAME   Only this target; repeat for several.
          --output DIR    The output directory, relative to the target's directory (default: Generated).
          --check         (generate-settings) Write nothing; fail when a file is out of date.
          --help          Show this help.

        """

    func perform(context: PluginContext, arguments: [String]) throws {
        if arguments.contains("--help") || arguments.contains("-h") {
            print(Self.usage, terminator: "")
            return
        }
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let outputs = extractor.extractOption(named: "output")
        let check = verb == .check || extractor.extractFlag(named: "check") > 0
        guard extractor.remainingArguments.isEmpty, outputs.count <= 1 else {
            let unexpected = extractor.remainingArguments.isEmpty ? "--output given twice" : "unexpected: \(extractor.remainingArguments.joined(separator: " "))"
            throw PluginError("\(unexpected)\n\(Self.usage)")
        }
        let outputDirectory = outputs.first ?? "Generated"
        let targets = targetNames.isEmpty ? context.package.targets : try context.package.targets(named: targetNames)
        let tool = try context.tool(named: "settingsc")

        var handled = 0
        var stale: [String] = []
        for target in targets {
            let schemas = try Self.schemaFiles(in: target.directoryURL)
            let inSources = Self.schemasAmongSources(of: target, schemas)
            if let source = inSources.first {
                guard targetNames.isEmpty else {
                    throw PluginError("""
                        target '\(target.name)' compiles its schemas itself (\(source.lastPathComponent) is one of its sources, \
                        for the build-tool plugin SettingsGeneratorPlugin): generating them here too would declare every type \
                        twice ("multiple producers"). To check in generated code instead, exclude the schemas from the target \
                        (exclude: ["Schemas"]) and remove SettingsGeneratorPlugin from its plugins.
                        """)
                }
            }
            let excluded = schemas.filter { !inSources.contains($0) }
            if excluded.isEmpty {
                if !targetNames.isEmpty { throw PluginError("target '\(target.name)' has no *.settings.yaml or *.settings.json files") }
                continue
            }
            let output = target.directoryURL.appendingPathComponent(outputDirectory, isDirectory: true)
            var arguments = ["generate"] + excluded.map(\.path) + ["--output", output.path]
            // --quiet: settingsc names each stale file; the advice to run `settingsc generate` is replaced below.
            if check { arguments += ["--check", "--quiet"] }
            let errors = Pipe()
            let process = Process()
            process.executableURL = tool.url
            process.arguments = arguments
            process.standardError = errors
            try process.run()
            let text = errors.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            FileHandle.standardError.write(text)
            handled += 1
            guard process.terminationReason == .exit, process.terminationStatus == 0 else {
                let message = String(decoding: text, as: UTF8.self)
                if check, process.terminationStatus == 1, message.contains("would create") || message.contains("would update") {
                    stale.append(target.name)
                    continue
                }
                throw PluginError("settingsc failed for target '\(target.name)' (exit status \(process.terminationStatus))")
            }
        }
        if handled == 0 {
            throw PluginError("no target has *.settings.yaml or *.settings.json files excluded from its sources; name one with --target")
        }
        if !stale.isEmpty {
            throw PluginError("""
                the generated code of \(stale.map { "'\($0)'" }.joined(separator: ", ")) is out of date; \
                run `\(Self.generateInvocation)` to update it
                """)
        }
    }

    /// Every schema below `directory` (skipping the output of builds), sorted by path.
    static func schemaFiles(in directory: URL) throws -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: [.isRegularFileKey]) else { return [] }
        var result: [URL] = []
        for case let url as URL in enumerator {
            if url.lastPathComponent == ".build" { enumerator.skipDescendants(); continue }
            let name = url.lastPathComponent
            if name.hasSuffix(".settings.yaml") || name.hasSuffix(".settings.json") { result.append(url.standardizedFileURL) }
        }
        return result.sorted { $0.path < $1.path }
    }

    /// The schemas the target has among its files (not excluded, not resources): the build-tool plugin's.
    static func schemasAmongSources(of target: Target, _ schemas: [URL]) -> [URL] {
        guard let sources = target as? SourceModuleTarget else { return [] }
        let inSources = Set(sources.sourceFiles.filter { $0.type != .resource }.map { $0.url.standardizedFileURL.path })
        return schemas.filter { inSources.contains($0.path) }
    }
}

struct PluginError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
