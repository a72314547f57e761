import Foundation
import GeneratedEvolution
import SettingsCompiler
import SettingsRuntime
import Testing
import TestSupport

// `settingsc diff`'s verdicts checked against what the generated models really do (issue 18): for each step of
// the evolution fixtures, a document saved by the old version's model (every value changed from its default) is
// loaded by the new version's model and saved again. For every change `SchemaDiff` reports:
//   - compatible: the saved value reads unchanged (an enum case through its rename);
//   - value change: it reads as another value, which is not simply the new default (clamped, mapped to a fallback);
//   - data loss: the new model does not read it: it has the new default, or (removed) no property holds it.

/// One version's model, through JSON: what a saved document becomes when this version loads and saves it.
private struct Model {
    var version: Int
    var roundTrip: (Data) throws -> Data
    var defaults: () throws -> Data
    /// The stored property names of the section at a key path, after loading a document.
    var properties: (Data, [String]) throws -> [String]

    init<T: Codable>(_ version: Int, _ type: T.Type, defaults: @escaping () -> T) {
        self.version = version
        roundTrip = { try save(try JSONDecoder().decode(T.self, from: $0)) }
        self.defaults = { try save(defaults()) }
        properties = { data, path in
            var mirror = Mirror(reflecting: try JSONDecoder().decode(T.self, from: data))
            for name in path {
                guard let child = mirror.children.first(where: { $0.label == name }) else { return [] }
                mirror = Mirror(reflecting: child.value)
            }
            return mirror.children.compactMap(\.label)
        }
    }
}

private func save<T: Encodable>(_ value: T) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return try encoder.encode(value)
}

private func value(_ data: Data, at path: [String]) throws -> Any? {
    var current: Any? = try JSONSerialization.jsonObject(with: data)
    for key in path { current = (current as? [String: Any])?[key] }
    return current
}

private func same(_ lhs: Any?, _ rhs: Any?) -> Bool {
    switch (lhs, rhs) {
    case (nil, nil): true
    case let (l as NSObject, r as NSObject): l.isEqual(r)
    default: false
    }
}

/// Every version with each value changed from its default (theme sepia and fontSize 30 where the version has them:
/// the values v4's narrower range and removed case change).
private let customized: [Int: Data] = {
    var v1 = EvolutionV1Settings()
    v1.display.theme = .sepia
    v1.display.fontSize = 30
    v1.display.userName = "Ana"
    v1.sync.enabled = false
    v1.sync.intervalMinutes = 45
    v1.sync.legacyToken = "t0k3n"
    var v2 = try! JSONDecoder().decode(EvolutionV2Settings.self, from: try! save(v1))
    v2.display.showBadges = false
    var v3 = try! JSONDecoder().decode(EvolutionV3Settings.self, from: try! save(v2))
    v3.display.showBadges = .dot
    v3.syncing.intervalMinutes = 45.5
    var v4 = EvolutionV4Settings()
    v4.display.theme = .dark
    v4.display.fontSize = 20
    v4.display.nickname = "Ana"
    v4.display.showBadges = .count
    v4.syncing.enabled = false
    v4.syncing.intervalMinutes = 45
    return [1: try! save(v1), 2: try! save(v2), 3: try! save(v3), 4: try! save(v4)]
}()

private func generatedModel(_ version: Int) -> Model? {
    switch version {
    case 2: Model(2, EvolutionV2Settings.self) { EvolutionV2Settings() }
    case 3: Model(3, EvolutionV3Settings.self) { EvolutionV3Settings() }
    case 4: Model(4, EvolutionV4Settings.self) { EvolutionV4Settings() }
    case 5: Model(5, EvolutionV5Settings.self) { EvolutionV5Settings() }
    default: nil
    }
}

private func compile(_ version: Int) throws -> SchemaIR {
    let path = repositoryRoot.path + "/Tests/SettingsCompilerTests/Fixtures/evolution/v\(version).settings.yaml"
    var diagnostics = DiagnosticCollector()
    return try #require(Compiler.compile(try SourceFile.load(path: path), diagnostics: &diagnostics))
}

@Suite struct DiffCrossCheckTests {
    @Test(arguments: [1, 2, 3, 4])
    func verdictsMatchTheGeneratedModels(oldVersion: Int) throws {
        let changes = SchemaDiff.compare(old: try compile(oldVersion), new: try compile(oldVersion + 1))
        let model = try #require(generatedModel(oldVersion + 1))
        let saved = try #require(customized[oldVersion])
        let loaded = try model.roundTrip(saved)
        let defaults = try model.defaults()
        // Enum cases the step renames: a saved old name reads as the new one.
        let renamedCases = Dictionary(changes.filter { $0.kind == .enumCaseRenamed }.compactMap { change in
            change.old.flatMap { old in change.new.map { (old, $0) } }
        }, uniquingKeysWith: { first, _ in first })
        var checked = 0
        // A setting with several changes is checked by its worst one (a default that changed along with an
        // incompatible type does not keep the value: the type change is why).
        var worst: [String: SchemaChange.Severity] = [:]
        for change in changes { worst[change.path] = max(worst[change.path] ?? .compatible, change.severity) }

        for change in changes where change.severity == worst[change.path] {
            switch (change.severity, change.kind) {
            case (_, .added):
                continue   // nothing was saved
            case (.dataLoss, .removed):
                let keyPath = try #require(change.oldKeyPath)
                // No stored property reads it; the file only keeps it as an unknown field.
                let properties = try model.properties(saved, Array(sectionNames(change.path, in: changes)))
                #expect(!properties.contains(keyPath.last!) && !properties.contains("_" + keyPath.last!),
                        "\(change.path) is reported removed but v\(model.version) has a property for it: \(properties)")
                #expect(try value(saved, at: keyPath) != nil)
                checked += 1
            case (.compatible, .sectionRenamed):
                let oldPath = try #require(change.oldKeyPath)
                let newPath = try #require(change.newKeyPath)
                let old = try #require(try value(saved, at: oldPath) as? [String: Any])
                let new = try #require(try value(loaded, at: newPath) as? [String: Any])
                for (key, stored) in old where new[key] != nil {
                    #expect(same(stored, new[key]), "section \(change.path): \(key) \(stored) → \(new[key] ?? "nil")")
                }
                checked += 1
            default:
                let oldPath = try #require(change.oldKeyPath, "\(change)")
                let newPath = try #require(change.newKeyPath, "\(change)")
                let before = try value(saved, at: oldPath)
                let after = try value(loaded, at: newPath)
                let mapped = (before as? String).flatMap { renamedCases[$0] } ?? before
                let fallbackDefault = try value(defaults, at: newPath)
                switch change.severity {
                case .compatible:
                    #expect(same(mapped, after), "\(change.path) (\(change.kind.rawValue)) is compatible, but \(before ?? "nil") read as \(after ?? "nil")")
                case .valueChange:
                    #expect(!same(mapped, after) && !same(after, fallbackDefault),
                            "\(change.path) (\(change.kind.rawValue)) is a value change, but \(before ?? "nil") read as \(after ?? "nil")")
                case .dataLoss:
                    #expect(!same(mapped, after) && same(after, fallbackDefault),
                            "\(change.path) (\(change.kind.rawValue)) is data loss, but \(before ?? "nil") read as \(after ?? "nil")")
                }
                checked += 1
            }
        }
        // Each step has verdicts to check (v4 → v5 only renames and deprecations, besides additions).
        #expect(checked >= 2, "\(changes.map(\.summary))")
    }

    /// The data-loss verdicts of the whole chain: exactly the two the runtime tests show are lost.
    @Test func theDataLossVerdictsOfTheChain() throws {
        let lost = try (1...4).flatMap { version in
            SchemaDiff.compare(old: try compile(version), new: try compile(version + 1)).filter { $0.severity == .dataLoss }.map(\.path)
        }
        #expect(lost == ["display.showBadges", "syncing.legacyToken"])
    }
}

/// The section names of a change's setting: the change's `section`.
private func sectionNames(_ path: String, in changes: [SchemaChange]) -> [String] {
    changes.first { $0.path == path }?.section ?? []
}
