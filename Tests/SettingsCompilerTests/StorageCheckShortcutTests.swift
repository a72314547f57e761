import Foundation
import Testing
import TestSupport
@testable import SettingsCompiler

/// `StorageCheck` skips a setting that `SettingIR.keepsStandardStorage` says has nothing to check when its section
/// passes nothing down (issue 32). That is right only if the check itself, run on such a setting, reports nothing,
/// changes nothing and remembers nothing: held here for every setting of every fixture and of Schemas/, and of a
/// schema that writes each storage key.
@Suite struct StorageCheckShortcutTests {
    /// Runs the check on each setting of `ir` that the shortcut would skip, under a place that passes nothing down;
    /// returns how many it ran on.
    @discardableResult
    static func expectSkippedSettingsUnchanged(_ ir: SchemaIR, _ path: String) -> Int {
        var checked = 0
        func walk(_ section: SectionIR) {
            for setting in section.settings where setting.keepsStandardStorage {
                var checker = StorageCheck.Checker(enums: [:], rootTypeName: ir.rootTypeName)
                var copy = setting
                checker.check(&copy, inherited: StorageCheck.Inherited())
                #expect(copy == setting, "\(path): '\(setting.id)' changed")
                #expect(checker.diagnostics.diagnostics.isEmpty, "\(path): '\(setting.id)' reported")
                #expect(checker.synced.isEmpty && checker.flatKeys.isEmpty && checker.settingsAppPlace == nil,
                        "\(path): '\(setting.id)' was remembered")
                checked += 1
            }
            section.sections.forEach(walk)
        }
        walk(ir.root)
        return checked
    }

    @Test(arguments: DeclarationLifetimeTests.everySchema)
    func theCheckDoesNothingToASkippedSetting(path: String) throws {
        let loaded = try SourceFile.load(path: repositoryRoot.appendingPathComponent(path).path)
        guard let ir = validated(SourceFile(path: path, bytes: loaded.bytes)).ir else { return }
        Self.expectSkippedSettingsUnchanged(ir, path)
    }

    /// Settings that write each key the check reads, or are what it treats apart (secure strings, Settings.app),
    /// beside plain ones: only the plain ones are skipped, and the others keep what the check gives them.
    @Test func onlyPlainSettingsAreSkipped() throws {
        let text = """
            settings: AppSettings
            sections:
              general:
                settings:
                  plain: {type: bool, default: true}
                  token: {type: string, default: "", secure: true}
                  shown: {type: bool, default: false, settingsApp: true}
                  shared: {type: int, default: 1, suite: group.com.example.app}
                  local: {type: int, default: 1, scope: device}
                  everywhere: {type: int, default: 1, export: always}
                  synced: {type: int, default: 1, sync: icloud}
                  flat: {type: int, default: 1, layout: flat}
            """
        let result = compile(text)
        let ir = try #require(result.ir, "\(result.output)")
        let settings = ir.root.sections[0].settings
        #expect(settings.filter(\.keepsStandardStorage).map(\.name) == ["plain"])
        #expect(Self.expectSkippedSettingsUnchanged(ir, "inline") == 1)
        let byName = Dictionary(uniqueKeysWithValues: settings.map { ($0.name, $0) })
        #expect(byName["token"]?.flatKey != nil)
        #expect(byName["shared"]?.storage.suite == "group.com.example.app")
        #expect(byName["local"]?.isDeviceScoped == true)
        #expect(byName["synced"]?.storage.synced == true)
        #expect(byName["flat"]?.flatKey != nil)
    }
}
