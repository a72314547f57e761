/// Ranges and steps: bounds, steps, values on the step grid.
/// Part of `SchemaValidator` (Validator.swift).
extension SchemaValidator {
    mutating func parseRange(_ node: YAMLNode, type: ValueType, setting: String) -> RangeIR? {
        func invalid(_ message: String, _ range: SourceRange = node.range) -> RangeIR? {
            diagnostics.emit(Diagnostic(.error, .invalidRange, message, range: range))
            return nil
        }
        var lower: Value?
        var upper: Value?
        switch node.kind {
        case .scalar(let scalar):
            if let (lowerText, upperText) = Self.plainRangeBounds(scalar.value) {
                // `min...max` as most ranges are written: the bounds the general reading below finds, without its
                // trimming and splitting (issue 32: some 3,700 instructions a range).
                lower = bound(lowerText, type: type, at: node.range, setting: setting)
                upper = bound(upperText, type: type, at: node.range, setting: setting)
                if lower == nil || upper == nil { return nil }
                break
            }
            let text = scalar.value.trimmingWhitespace()
            if SwiftNames.containsHalfOpenRange(text) {
                return invalid("half-open ranges like '\(text)' are not supported; write a closed range such as 'a...b'")
            }
            let parts = Self.splitRange(text)
            guard parts.count == 2 else {
                return invalid("the range of '\(setting)' must be written 'min...max' or {min: ..., max: ...}, found '\(text)'")
            }
            let lowerText = String(parts[0]).trimmingWhitespace()
            let upperText = String(parts[1]).trimmingWhitespace()
            if lowerText.isEmpty, upperText.isEmpty { return invalid("the range of '\(setting)' needs a minimum, a maximum, or both") }
            // Both bounds are checked, so a bad minimum does not hide a bad maximum.
            if !lowerText.isEmpty { lower = bound(lowerText, type: type, at: node.range, setting: setting) }
            if !upperText.isEmpty { upper = bound(upperText, type: type, at: node.range, setting: setting) }
            if (!lowerText.isEmpty && lower == nil) || (!upperText.isEmpty && upper == nil) { return nil }
        case .mapping(let pairs):
            // Every entry is checked, so one bad entry does not hide the next.
            var failed = false
            for pair in pairs {
                guard Construct.range.allows(pair.name) else {
                    diagnostics.emit(Construct.range.unknownKey(pair, in: "a range"))
                    failed = true
                    continue
                }
                guard let scalar = pair.value.scalar, !scalar.style.isQuoted else {
                    _ = invalid("'\(pair.name)' of the range of '\(setting)' must be a number, found \(pair.value.kindDescription)", pair.value.range)
                    failed = true
                    continue
                }
                if scalar.isNull { continue }
                guard let value = bound(scalar.value, type: type, at: pair.value.range, setting: setting) else {
                    failed = true
                    continue
                }
                if pair.name == "min" { lower = value } else { upper = value }
            }
            if failed { return nil }
            if lower == nil, upper == nil { return invalid("the range of '\(setting)' needs a minimum, a maximum, or both") }
        case .sequence:
            return invalid("the range of '\(setting)' must be written 'min...max' or {min: ..., max: ...}, found a list")
        }
        if let lower, let upper, compare(lower, upper) > 0 {
            return invalid("the range \(lower)...\(upper) of '\(setting)' is empty: its minimum is greater than its maximum")
        }
        return RangeIR(lowerBound: lower, upperBound: upper)
    }

    mutating func bound(_ text: String, type: ValueType, at range: SourceRange, setting: String) -> Value? {
        switch number(text, as: type, at: range, what: "a bound of the range of '\(setting)'") {
        case .value(let value): return value
        case .mismatch(let hint):
            diagnostics.emit(Diagnostic(.error, .invalidRange, "the range bound '\(text)' of '\(setting)' is not \(describe(type))\(hint)", range: range))
            return nil
        case .reported: return nil
        }
    }

    mutating func parseStep(_ node: YAMLNode, type: ValueType, setting: String) -> Value? {
        guard let scalar = node.scalar, !scalar.style.isQuoted, !scalar.isNull else {
            diagnostics.emit(Diagnostic(.error, .invalidStep, "the step of '\(setting)' must be a positive number, found \(node.kindDescription)", range: node.range))
            return nil
        }
        let value: Value
        switch number(scalar.value, as: type, at: node.range, what: "the step of '\(setting)'") {
        case .value(let number): value = number
        case .mismatch(let hint):
            diagnostics.emit(Diagnostic(.error, .invalidStep, "the step '\(scalar.value)' of '\(setting)' is not \(describe(type))\(hint)", range: node.range))
            return nil
        case .reported: return nil
        }
        if (value.asDouble ?? 0) <= 0 {
            diagnostics.emit(Diagnostic(.error, .invalidStep, "the step of '\(setting)' must be greater than zero, found \(scalar.value)", range: node.range))
            return nil
        }
        return value
    }

    /// The default lies inside the range and on the step grid, which starts at the range's minimum (or 0).
    mutating func checkInRange(_ value: Value, range: RangeIR?, step: Value?, setting: String, at location: SourceRange, implicit: Bool) {
        guard value != .null, value.asDouble != nil else { return }
        // Put in words only for a message (issue 32: made for every setting with a range, the words cost more than
        // the check).
        func subject() -> String { implicit ? "no default is given, and the implicit default \(value)" : "the default \(value)" }
        if let range {
            let outside = (range.lowerBound.map { compare(value, $0) < 0 } ?? false) || (range.upperBound.map { compare(value, $0) > 0 } ?? false)
            if outside {
                diagnostics.emit(Diagnostic(
                    .error, .defaultOutOfRange, "\(subject()) of '\(setting)' is outside its range \(describe(range))", range: location))
                return
            }
        }
        guard let step else { return }
        let base = range?.lowerBound ?? (value.isInt ? .int(0) : .double(0))
        if !isOnStep(value, base: base, step: step) {
            let nearest = nearestSteps(value, base: base, step: step, range: range)
            let note = nearest.count == 2 ? "the nearest allowed values are \(nearest[0]) and \(nearest[1])" : nearest.first.map { "the nearest allowed value is \($0)" }
            diagnostics.emit(Diagnostic(
                .error, .defaultOffStep,
                "\(subject()) of '\(setting)' is not on its step: steps of \(step) count from \(base)",
                range: location, notes: note.map { [Diagnostic.Note($0)] } ?? []))
        }
    }

    /// The two bounds of a range written `min...max` with nothing for the general reading to trim, refuse or
    /// split otherwise: printable ASCII without spaces or `<`, one run of dots longer than one, which is `...`,
    /// with a bound on each side. Nil for any other text, which the general reading in `parseRange` reads (and
    /// reads as these bounds when they are given: RangeReadingTests compare the two).
    static func plainRangeBounds(_ text: String) -> (lower: String, upper: String)? {
        var text = text
        return text.withUTF8 { bytes -> (lower: String, upper: String)? in
            var dots = -1
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                guard byte > 0x20, byte < 0x7F, byte != UInt8(ascii: "<") else { return nil }
                if byte == UInt8(ascii: "."), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: ".") {
                    guard dots < 0, index + 2 < bytes.count, bytes[index + 2] == UInt8(ascii: "."),
                          index + 3 == bytes.count || bytes[index + 3] != UInt8(ascii: ".")
                    else { return nil }
                    dots = index
                    index += 3
                    continue
                }
                index += 1
            }
            guard dots > 0, dots + 3 < bytes.count else { return nil }
            return (String(decoding: UnsafeBufferPointer(rebasing: bytes[..<dots]), as: UTF8.self),
                    String(decoding: UnsafeBufferPointer(rebasing: bytes[(dots + 3)...]), as: UTF8.self))
        }
    }

    /// `text.split(separator: "...", maxSplits: 2, omittingEmptySubsequences: false)`, without the generic
    /// collection search for the common case of ASCII text.
    static func splitRange(_ text: String) -> [Substring] {
        let utf8 = text.utf8
        // Non-ASCII text: the generic split (a `...` found byte-wise might not start at a character boundary).
        if utf8.contains(where: { $0 >= 0x80 }) {
            return text.split(separator: "...", maxSplits: 2, omittingEmptySubsequences: false)
        }
        // ASCII: every byte is a character, so the view's indices are the string's. Scans the bytes in place.
        func dots(from start: String.Index) -> String.Index? {
            var index = start
            while index < utf8.endIndex {
                guard utf8[index] == 0x2E else { index = utf8.index(after: index); continue }
                let second = utf8.index(after: index)
                guard second < utf8.endIndex, utf8[second] == 0x2E else { index = second; continue }
                let third = utf8.index(after: second)
                guard third < utf8.endIndex else { return nil }
                if utf8[third] == 0x2E { return index }
                index = second
            }
            return nil
        }
        guard let first = dots(from: utf8.startIndex) else { return [text[...]] }
        let afterFirst = utf8.index(first, offsetBy: 3)
        guard let second = dots(from: afterFirst) else { return [text[..<first], text[afterFirst...]] }
        return [text[..<first], text[afterFirst..<second], text[utf8.index(second, offsetBy: 3)...]]
    }

    func describe(_ range: RangeIR) -> String {
        "\(range.lowerBound.map { "\($0)" } ?? "")...\(range.upperBound.map { "\($0)" } ?? "")"
    }

    func isOnStep(_ value: Value, base: Value, step: Value) -> Bool {
        if case .int(let v) = value, case .int(let b) = base, case .int(let s) = step {
            let (difference, overflow) = v.subtractingReportingOverflow(b)
            if !overflow { return difference % s == 0 }
        }
        guard let v = value.asDouble, let b = base.asDouble, let s = step.asDouble else { return true }
        let k = (v - b) / s
        return abs(k - k.rounded()) <= 1e-9 * max(1, abs(k))
    }

    /// The grid points on either side of an off-step value that lie inside the range, printed readably.
    func nearestSteps(_ value: Value, base: Value, step: Value, range: RangeIR?) -> [String] {
        guard let v = value.asDouble, let b = base.asDouble, let s = step.asDouble else { return [] }
        let k = ((v - b) / s).rounded(.down)
        return [b + k * s, b + (k + 1) * s].compactMap { point -> String? in
            let candidate: Value = value.isInt ? .int(Int64(point)) : .double((point * 1e12).rounded() / 1e12)
            if let lower = range?.lowerBound, compare(candidate, lower) < 0 { return nil }
            if let upper = range?.upperBound, compare(candidate, upper) > 0 { return nil }
            return "\(candidate)"
        }
    }

    /// Orders two numbers: exact for two ints, by Double otherwise.
    func compare(_ a: Value, _ b: Value) -> Int {
        if case .int(let x) = a, case .int(let y) = b { return x < y ? -1 : (x > y ? 1 : 0) }
        let x = a.asDouble ?? 0
        let y = b.asDouble ?? 0
        return x < y ? -1 : (x > y ? 1 : 0)
    }
}
