/// Swift naming rules shared by the validator and the backends.
public enum SwiftNames {
    /// Keywords that need backticks to be used as a property or case name.
    public static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default",
        "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch",
        "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true",
        "try", "_",
    ]

    /// Member names that even backticks cannot make safe (they mean something else after a dot); from `ReservedNames`.
    public static let reservedMemberNames: Set<String> = ReservedNames.names(at: .memberName)

    /// Case names that would clash with members every generated enum has; from `ReservedNames`.
    public static let reservedCaseNames: Set<String> = reservedMemberNames.union(ReservedNames.names(at: .enumCase))

    /// Type names the generated code relies on, which a schema type must not shadow; from `ReservedNames`.
    public static let reservedTypeNames: Set<String> = ReservedNames.names(at: .typeName)

    /// `name`, in backticks when it is a keyword.
    public static func escaped(_ name: String) -> String {
        // Most names cannot be a keyword by their length and first byte: no set lookup (hashing the name) for them
        // (issue 32: about 400 instructions a call, and the backends escape every name).
        guard keywordShapes.mayContain(name) else { return name }
        return keywords.contains(name) ? "`\(name)`" : name
    }

    private static let keywordShapes = NameShapes(keywords)

    /// ASCII letters, digits and `_`, not starting with a digit.
    public static func isIdentifier(_ text: String) -> Bool {
        // Over the contiguous bytes (issue 32: iterating the `utf8` view cost some 30 instructions a byte).
        var text = text
        return text.withUTF8 { bytes in
            guard let first = bytes.first, !(first >= 0x30 && first <= 0x39) else { return false }
            for byte in bytes
            where !((byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F) {
                return false
            }
            return true
        }
    }

    /// The nested type name for a section: each `_`-separated part capitalised (`debug_menu` -> `DebugMenu`).
    public static func typeName(forSection name: String) -> String {
        // A name of ASCII letters and digits (the rule: a member name starts with a lowercase letter, and most
        // write no `_`) is its first letter made uppercase, in place (issue 32: splitting, mapping and joining cost
        // about 10,000 instructions a section).
        var bytes = Array(name.utf8)
        if let first = bytes.first, first >= 0x61, first <= 0x7A,
            bytes.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x41 && $0 <= 0x5A) || ($0 >= 0x61 && $0 <= 0x7A) })
        {
            bytes[0] = first - 0x20
            return String(decoding: bytes, as: UTF8.self)
        }
        return name.split(separator: "_").map { part in part.prefix(1).uppercased() + part.dropFirst() }.joined()
    }

    /// A readable title from an identifier: `dayPeriod` -> "Day period", `useHTTPProxy` -> "Use HTTP proxy",
    /// `after24Hours` -> "After 24 hours" (digits are never glued to words), `sdCard` -> "SD card" and `apiToken` ->
    /// "API token" (words of `knownAcronyms` are written their way in any case).
    public static func title(fromIdentifier name: String) -> String {
        var words: [String] = []
        for word in self.words(name) {
            // A known word, or one written in capitals (`V1`, `H264`), stays whole.
            let isCapitals = word.count > 1 && word.allSatisfy { $0.isUppercase || $0.isNumber } && word.contains { $0.isUppercase }
            if knownAcronyms[word.lowercased()] != nil || isCapitals { words.append(word); continue }
            words += splitDigits(word)
        }
        guard !words.isEmpty else { return name }
        return words.enumerated().map { index, word in
            if let known = knownAcronyms[word.lowercased()] { return known }
            let isAcronym = word.count > 1 && word.allSatisfy { $0.isUppercase || $0.isNumber }
            if isAcronym { return word }
            let lower = word.lowercased()
            return index == 0 ? lower.prefix(1).uppercased() + lower.dropFirst() : lower
        }.joined(separator: " ")
    }

    /// Words titles write their own way, by their lower-case spelling: acronyms (`sd` -> "SD") and a few mixed
    /// spellings (`ios` -> "iOS", `ipv6` -> "IPv6"). A title the list gets wrong can be given with `title:`.
    public static let knownAcronyms: [String: String] = {
        var table: [String: String] = [:]
        for acronym in [
            "API", "URL", "URI", "ID", "UI", "UX", "SD", "HTTP", "HTTPS", "HTML", "CSS", "JSON", "XML", "YAML", "GPS", "IP",
            "TCP", "UDP", "DNS", "VPN", "SSL", "TLS", "SSH", "FTP", "CPU", "GPU", "RAM", "USB", "NFC", "SMS", "OTP", "FAQ",
            "PDF", "CSV", "UTC", "GMT", "LTE", "HDR", "FPS", "AI", "VR", "QA", "SDK", "OS", "TV", "2FA", "3D", "4K", "5G",
            "MP3", "MP4",
        ] {
            table[acronym.lowercased()] = acronym
        }
        for word in ["iOS", "macOS", "tvOS", "watchOS", "visionOS", "iPadOS", "iCloud", "IPv4", "IPv6", "OAuth"] {
            table[word.lowercased()] = word
        }
        return table
    }()

    /// `after24` -> ["after", "24"], `24h` -> ["24", "h"]: a word split where letters and digits meet, unless the
    /// two parts make a known word (`enable2fa` -> ["enable", "2fa"]).
    static func splitDigits(_ word: String) -> [String] {
        var parts: [String] = []
        var current = ""
        for character in word {
            if let last = current.last, last.isNumber != character.isNumber {
                parts.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { parts.append(current) }
        // Keep a known word whole: `ipv6`, `2fa`, `3d`, `mp3`.
        var merged: [String] = []
        var index = 0
        while index < parts.count {
            if index + 1 < parts.count, knownAcronyms[(parts[index] + parts[index + 1]).lowercased()] != nil {
                merged.append(parts[index] + parts[index + 1])
                index += 2
            } else {
                merged.append(parts[index])
                index += 1
            }
        }
        return merged
    }

    /// Splits camelCase, PascalCase, ACRONYMCase and snake_case into words.
    static func words(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        let characters = Array(name)
        for (index, character) in characters.enumerated() {
            if character == "_" {
                if !current.isEmpty { words.append(current) }
                current = ""
                continue
            }
            if !current.isEmpty, let previous = current.last {
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                let startsWord =
                    (character.isUppercase && (previous.isLowercase || previous.isNumber))
                    || (character.isUppercase && previous.isUppercase && (next?.isLowercase ?? false))
                if startsWord {
                    words.append(current)
                    current = ""
                }
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}
