import Foundation
public import SettingsRuntime

/// The values of the settings shown in Settings.app, kept in `UserDefaults` under their own keys next to the
/// settings document, in the form Settings.app reads and writes for each control: a `Bool` for a switch, the
/// raw value (`String`) for an enum's choice, a `Double` for a slider, and the text (`String`) for a text
/// field, numbers included.
public enum SettingsAppMirror {
    /// Sets each mirrored key from the encoded document; removes it when the document has no value there.
    public static func write(_ keys: SettingsAppKeys, from data: Data, to defaults: UserDefaults) {
        guard let document = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return }
        for setting in keys.settings {
            let key = keys.defaultsKey(for: setting)
            if let value = value(at: setting.path, in: document), let stored = defaultsValue(value, control: setting.control) {
                defaults.set(stored, forKey: key)
            } else {
                defaults.removeObject(forKey: key)
            }
        }
    }

    /// The document with each mirrored value that `defaults` holds (and that reads as its control's kind of
    /// value) put in place of the document's; nil when nothing is mirrored and there is no document. A
    /// document that is not a JSON object is returned unchanged, for the store to set aside.
    public static func merge(_ keys: SettingsAppKeys, from defaults: UserDefaults, into data: Data?) -> Data? {
        var document: [String: Any] = [:]
        if let data {
            guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return data }
            document = object
        }
        var changed = false
        for setting in keys.settings {
            guard let object = defaults.object(forKey: keys.defaultsKey(for: setting)),
                  let value = documentValue(object, control: setting.control) else { continue }
            set(value, at: setting.path[...], in: &document)
            changed = true
        }
        if !changed { return data }
        return (try? JSONSerialization.data(withJSONObject: document, options: [.sortedKeys])) ?? data
    }

    // MARK: Values

    /// A document value (from JSONSerialization) as the control stores it; nil for null or a wrong kind.
    static func defaultsValue(_ value: Any, control: SettingsAppKeys.Control) -> Any? {
        if value is NSNull { return nil }
        switch control {
        case .toggle: return bool(value)
        case .multiValue, .textField: return value as? String
        case .slider: return number(value)
        case .integerField: return number(value).map { $0 == $0.rounded() && abs($0) < 1e18 ? String(Int64($0)) : String($0) }
        case .decimalField: return number(value).map { String($0) }
        }
    }

    /// A value Settings.app (or this mirror) stored, as the document holds it; nil when it does not read as
    /// the control's kind of value (the document's value is kept).
    static func documentValue(_ object: Any, control: SettingsAppKeys.Control) -> Any? {
        switch control {
        case .toggle: return bool(object)
        case .multiValue, .textField: return object as? String
        case .slider, .decimalField: return number(object)
        case .integerField:
            if let text = object as? String {
                return Int64(text.trimmingCharacters(in: .whitespaces)).map { NSNumber(value: $0) }
            }
            guard let value = number(object), value == value.rounded(), abs(value) < 9.2e18 else { return nil }
            return NSNumber(value: Int64(value))
        }
    }

    static func bool(_ value: Any) -> Bool? {
        if let flag = value as? Bool { return flag }
        if let text = value as? String {
            switch text.lowercased() {
            case "true", "yes", "1": return true
            case "false", "no", "0": return false
            default: return nil
            }
        }
        return nil
    }

    static func number(_ value: Any) -> Double? {
        if let number = value as? NSNumber { return number.doubleValue }
        if let text = value as? String { return Double(text.trimmingCharacters(in: .whitespaces)).flatMap { $0.isFinite ? $0 : nil } }
        return nil
    }

    // MARK: Paths

    static func value(at path: [String], in document: [String: Any]) -> Any? {
        guard let first = path.first else { return nil }
        if path.count == 1 { return document[first] }
        guard let child = document[first] as? [String: Any] else { return nil }
        return value(at: Array(path.dropFirst()), in: child)
    }

    /// Sets the value at a path, creating sections that are missing (or that hold something else).
    static func set(_ value: Any, at path: ArraySlice<String>, in document: inout [String: Any]) {
        guard let first = path.first else { return }
        if path.count == 1 {
            document[first] = value
            return
        }
        var child = document[first] as? [String: Any] ?? [:]
        set(value, at: path.dropFirst(), in: &child)
        document[first] = child
    }
}
