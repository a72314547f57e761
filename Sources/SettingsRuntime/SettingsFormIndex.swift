/// Where each setting, row and section of a form is, by id and by key path, so that a screen asking whether each of
/// its rows is visible does one lookup a row, not a search of the whole form (which made drawing a screen, and every
/// condition that reads a setting, cost in proportion to the form's size: quadratic for a screen of all its rows).
///
/// A position is the path of section indices from ``SettingsForm/sections`` down. Where two have the same id, the
/// first in depth-first screen order (a section's own rows before its subsections) wins, as a search finds it.
struct SettingsFormIndex {
    struct Position {
        var sections: [Int]
        var row: Int
    }

    /// Each setting by ``SettingsFormSetting/id``.
    private(set) var settings: [String: Position] = [:]
    /// Each setting's id by its key path in the model.
    private(set) var keyPaths: [AnyKeyPath: String] = [:]
    /// The section holding each row, by ``SettingsFormRow/id``.
    private(set) var rowSections: [String: [Int]] = [:]
    /// Each section by ``SettingsFormSection/id``.
    private(set) var sections: [String: [Int]] = [:]

    init<Root>(_ top: [SettingsFormSection<Root>]) {
        var path: [Int] = []
        func visit(_ level: [SettingsFormSection<Root>]) {
            for (index, section) in level.enumerated() {
                path.append(index)
                if sections[section.id] == nil { sections[section.id] = path }
                for (rowIndex, row) in section.rows.enumerated() {
                    if rowSections[row.id] == nil { rowSections[row.id] = path }
                    guard case .setting(let setting) = row else { continue }
                    if settings[setting.id] == nil { settings[setting.id] = Position(sections: path, row: rowIndex) }
                    if let keyPath = setting.keyPath, keyPaths[keyPath] == nil { keyPaths[keyPath] = setting.id }
                }
                visit(section.sections)
                path.removeLast()
            }
        }
        visit(top)
    }
}

/// A form's index, made on the first lookup after its sections last changed (``SettingsForm/sections`` replaces the
/// box when they do, so a copy of the form keeps the index that still describes it). Lookups from several threads
/// share one index under the lock.
final class SettingsFormIndexBox: @unchecked Sendable {
    private let lock = SettingsLock()
    private var index: SettingsFormIndex?

    func index<Root>(of sections: [SettingsFormSection<Root>]) -> SettingsFormIndex {
        lock.withLock {
            if let index { return index }
            let made = SettingsFormIndex(sections)
            index = made
            return made
        }
    }
}

extension SettingsForm {
    /// The index of the form as it is now.
    var index: SettingsFormIndex { indexBox.index(of: sections) }

    /// The sections from the top level down along `path` (indices, as the index stores them).
    func sections(along path: [Int]) -> [SettingsFormSection<Root>] {
        var result: [SettingsFormSection<Root>] = []
        result.reserveCapacity(path.count)
        var level = sections
        for index in path {
            let section = level[index]
            result.append(section)
            level = section.sections
        }
        return result
    }
}
