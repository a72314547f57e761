/// Search (issue 16 item 1): an index of a form's sections, settings (with their keywords, units and enum titles),
/// rows and enum cases, built from the generated form (which holds every text the schema gives, in every language
/// the app's string catalog has when the form is localized), and one ranking, which the store (`store.search(_:)`,
/// hiding what is not shown), `settingsc preview --search` and the HTML docs site (whose script implements the
/// same ranking over this index: HTMLSearchScript.swift) share.
///
/// Ranking, best first: the title starts with the query; a word of the title starts with it (or, for a query of
/// CJK characters, which have no spaces between words, the title contains it); a keyword does; an enum case's
/// title or the unit does; a word of the description does; a word of the title is the query with one typo (one
/// letter added, dropped, changed or two swapped; words of four letters or more). A query of several words matches
/// an entry every word of which matches, ranked by its worst word. Ties keep the form's order. Case and accents
/// are ignored (``fold(_:)``). Texts are compared by Unicode scalars, so the docs site's script, which compares
/// code points, finds the same entries in the same order.

/// One searchable thing of a form.
public struct SettingsSearchEntry: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        /// A section, a setting, a row beyond stored values (link, action, navigation, detail, app screen, text), or one case of an
        /// enum setting (found by its title; opening it opens its setting).
        case section, setting, row, option
    }

    /// The id of the section, setting or row (a section's and a setting's is its route's raw value); an enum
    /// case's is its setting's id, `#` and the case name (`map.provider#mapbox`).
    public var id: String
    public var kind: Kind
    public var title: String
    /// The titles of the sections around it, outermost first (where a result is shown); an enum case's ends with
    /// its setting's title.
    public var sectionTitles: [String]
    /// The id of the section whose screen shows it (a section's own id for a section).
    public var sectionID: String
    /// The id of what opening the result shows and highlights: the entry's own id, or an enum case's setting's.
    /// Whether the entry is shown (`visibleWhen:`, platforms) is decided by this one.
    public var targetID: String
    /// What is searched, folded (``SettingsSearchIndex/fold(_:)``) with where its words are found once, when the
    /// index is built: the titles (one per language), the keywords, the enum titles and unit, and the descriptions.
    public internal(set) var titles: [SettingsSearchText]
    public internal(set) var keywords: [SettingsSearchText]
    public internal(set) var extras: [SettingsSearchText]
    public internal(set) var descriptions: [SettingsSearchText]
    /// Where it is in the form the index was made from (the first form of ``SettingsSearchIndex/init(forms:)``): its
    /// section, a number into the index's ``SettingsSearchIndex/sectionPaths``, and its row in that section (-1:
    /// the section itself). A search works out whether the entries it ranks are shown from these, without going
    /// through every row of the form (issue 32); -2: not known (an entry only another language's form has).
    var sectionNumber: Int32 = -2
    var rowNumber: Int32 = -2
}

/// A folded text of an entry and its words.
public struct SettingsSearchText: Hashable, Sendable {
    /// The text, folded.
    public let text: String
    /// Where its words (``SettingsSearchIndex/words(_:)``) are in `text`'s UTF-8: each word's first byte and the byte
    /// after its last, in turn. A search compares a query's words with them in place: a string per text, not a string
    /// per word, so building the index made 25,000 strings fewer at 1,000 settings (issue 32).
    let bounds: SettingsSearchWordBounds

    /// Its words (``SettingsSearchIndex/words(_:)``), made when asked for.
    public var words: [String] { Self.words(of: text, bounds: bounds) }

    /// The words of `text` at `bounds` (``bounds``'s form), as strings.
    static func words(of text: String, bounds: SettingsSearchWordBounds) -> [String] {
        var text = text
        return text.withUTF8 { bytes in
            stride(from: 0, to: bounds.count, by: 2).map { index in
                String(decoding: UnsafeBufferPointer(rebasing: bytes[Int(bounds[index])..<Int(bounds[index + 1])]), as: UTF8.self)
            }
        }
    }

    init(_ text: String) {
        if let ascii = SettingsSearchIndex.asciiFoldedWords(text) {
            self.text = ascii.folded ?? text
            self.bounds = ascii.bounds
        } else {
            self.text = SettingsSearchIndex.fold(text)
            self.bounds = SettingsSearchWordBounds(SettingsSearchIndex.wordBounds(self.text))
        }
    }

    /// Whether `body` holds for one of its words, each given as its UTF-8 bytes (in place).
    func containsWord(where body: (UnsafeBufferPointer<UInt8>) -> Bool) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var index = 0
            while index < bounds.count {
                if body(UnsafeBufferPointer(rebasing: bytes[Int(bounds[index])..<Int(bounds[index + 1])])) { return true }
                index += 2
            }
            return false
        }
    }
}

/// Where the words of a ``SettingsSearchText`` are: UTF-8 offsets, each word's first byte and the byte after its last.
/// Most texts searched are a title or a case's of a few words: up to four words of a text under 64 KB are kept in the
/// value itself, 16 bits an offset, and only a longer text's in an array (issue 32: an array per text was a quarter of
/// the allocations of building the index). Made the same way for the same offsets, so equal offsets are equal values.
struct SettingsSearchWordBounds: Hashable, Sendable {
    /// The offsets, 16 bits each, the first in the lowest bits: `low` holds four, `high` the next four.
    private var low: UInt64 = 0
    private var high: UInt64 = 0
    /// How many offsets there are (twice the words).
    private(set) var count: Int = 0
    /// The offsets when they do not fit in `low` and `high`.
    private var spilled: [UInt32]? = nil

    static let inlineCapacity = 8

    init(_ offsets: UnsafeBufferPointer<UInt32>) {
        count = offsets.count
        guard offsets.count <= Self.inlineCapacity, offsets.last.map({ $0 <= UInt32(UInt16.max) }) ?? true else {
            spilled = Array(offsets)
            return
        }
        for index in 0..<offsets.count {
            let value = UInt64(offsets[index]) << UInt64((index & 3) * 16)
            if index < 4 { low |= value } else { high |= value }
        }
    }

    init(_ offsets: [UInt32]) {
        self = offsets.withUnsafeBufferPointer { Self($0) }
    }

    subscript(index: Int) -> UInt32 {
        if let spilled { return spilled[index] }
        let word = index < 4 ? low : high
        return UInt32(truncatingIfNeeded: (word >> UInt64((index & 3) * 16)) & 0xFFFF)
    }
}

/// A search result: the entry and how well it matched (lower is better).
public struct SettingsSearchResult: Hashable, Sendable {
    public var entry: SettingsSearchEntry
    public var rank: SettingsSearchRank
    /// Whether the row is disabled now (`enabledWhen:`); the store sets it, the index leaves it false.
    public var isDisabled: Bool = false
}

/// How an entry matched, best first.
public enum SettingsSearchRank: Int, Comparable, Hashable, Sendable {
    case titlePrefix, titleWord, keyword, option, description, typo

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// The search index of one form, or of one form in several languages (``init(forms:)``).
public struct SettingsSearchIndex: Hashable, Sendable {
    public private(set) var entries: [SettingsSearchEntry] = []
    /// Each section of the form the index was made from, as the positions that lead to it from the form's
    /// sections (its `sections`, then theirs), in the order the walk met them (``SettingsSearchEntry``'s
    /// `sectionNumber`).
    private(set) var sectionPaths: [[Int32]] = []

    /// The index of a form.
    public init<Root>(form: SettingsForm<Root>) {
        self.init(forms: [form])
    }

    /// The index of one form in several languages (the form and its localized copies, first the one to show): an
    /// entry matches a query in any of them and is shown with the first form's texts.
    public init<Root>(forms: [SettingsForm<Root>]) {
        var paths: [[Int32]] = []
        if forms.count == 1 {
            Self.walk(forms[0].sections, titles: [], places: &paths, path: []) { entries.append($0) }
            sectionPaths = paths
            return
        }
        var positions: [String: Int] = [:]
        for (index, form) in forms.enumerated() {
            func add(_ entry: SettingsSearchEntry) {
                if let position = positions[entry.id] {
                    guard index > 0 else { return }
                    entries[position].titles += entry.titles
                    entries[position].keywords += entry.keywords
                    entries[position].extras += entry.extras
                    entries[position].descriptions += entry.descriptions
                } else {
                    positions[entry.id] = entries.count
                    entries.append(entry)
                }
            }
            // Where an entry is is kept from the first form only (the one `sectionPaths` are of).
            Self.walk(form.sections, titles: [], places: &paths, path: [], placed: index == 0, add)
        }
        sectionPaths = paths
    }

    /// An enum case's entry id: its setting's id, `#` and the case name, made at its final size (issue 32: `+` twice
    /// grew the string twice, some 900 instructions a case).
    static func caseID(_ settingID: String, _ caseName: String) -> String {
        var settingID = settingID, caseName = caseName
        return settingID.withUTF8 { head in
            caseName.withUTF8 { tail in
                String(unsafeUninitializedCapacity: head.count + 1 + tail.count) { buffer in
                    var offset = 0
                    for byte in head { buffer[offset] = byte; offset += 1 }
                    buffer[offset] = UInt8(ascii: "#")
                    offset += 1
                    for byte in tail { buffer[offset] = byte; offset += 1 }
                    return offset
                }
            }
        }
    }

    /// Adds the entries of `sections` (at `path` in the form) in the form's order; when `placed`, each section's
    /// path to `places` and the entries say where they are (else `places` is left as it is).
    private static func walk<Root>(
        _ sections: [SettingsFormSection<Root>], titles: [String], places: inout [[Int32]], path: [Int32], placed: Bool = true,
        _ add: (SettingsSearchEntry) -> Void
    ) {
        // Positions counted by hand: `enumerated()` in this generic function looked its sequence's and its
        // tuples' metadata up at run time for every section and row.
        var position = -1
        for section in sections {
            position += 1
            var sectionPath = path
            sectionPath.append(Int32(truncatingIfNeeded: position))
            let number: Int32 = placed ? Int32(truncatingIfNeeded: places.count) : -2
            if placed { places.append(sectionPath) }
            func place(_ row: Int) -> Int32 { placed ? Int32(truncatingIfNeeded: row) : -2 }
            add(SettingsSearchEntry(
                id: section.id, kind: .section, title: section.title, sectionTitles: titles, sectionID: section.id, targetID: section.id,
                titles: [SettingsSearchText(section.title)], keywords: [], extras: [], descriptions: section.description.map { [SettingsSearchText($0)] } ?? [],
                sectionNumber: number, rowNumber: place(-1)))
            let inside = titles + [section.title]
            // The rows read in place, by index (`screenRows`, without copying them into a new array): `for row in`
            // copied each row, a setting's every field retained and released again (issue 32: about 1 M
            // instructions at 1,000 settings once copies were lowered field by field).
            let rows = section.rows
            for rowNumber in rows.indices {
                switch rows[rowNumber] {
                case .setting(let setting):
                    guard !setting.isHidden else { continue }
                    // The options' texts once: the setting is found by them, and each case is an entry of its own.
                    let optionTexts = setting.options.map { SettingsSearchText($0.title) }
                    var extras = optionTexts
                    if let unit = setting.format?.unit { extras.append(SettingsSearchText(unit)) }
                    extras += setting.textAttributes.compactMap { $0.text.map { SettingsSearchText($0.text) } }
                    add(SettingsSearchEntry(
                        id: setting.id, kind: .setting, title: setting.title, sectionTitles: inside, sectionID: section.id, targetID: setting.id,
                        titles: [SettingsSearchText(setting.title)], keywords: setting.keywords.map(SettingsSearchText.init), extras: extras,
                        descriptions: setting.description.map { [SettingsSearchText($0)] } ?? [], sectionNumber: number, rowNumber: place(rowNumber)))
                    // Each enum case on its own, right after its setting (the `none` choice of an optional is not one).
                    var caseTitles: [String]? = nil
                    for (option, text) in zip(setting.options, optionTexts) {
                        guard case .enumCase(let name) = option.value else { continue }
                        if caseTitles == nil { caseTitles = inside + [setting.title] }
                        add(SettingsSearchEntry(
                            id: Self.caseID(setting.id, name), kind: .option, title: option.title, sectionTitles: caseTitles ?? [],
                            sectionID: section.id, targetID: setting.id,
                            titles: [text], keywords: [], extras: [], descriptions: [], sectionNumber: number, rowNumber: place(rowNumber)))
                    }
                case .link, .action, .navigation, .detail, .screen, .text:
                    let fields = rows[rowNumber].fields
                    add(SettingsSearchEntry(
                        id: fields.id, kind: .row, title: fields.title, sectionTitles: inside, sectionID: section.id, targetID: fields.id,
                        titles: [SettingsSearchText(fields.title)], keywords: [], extras: [], descriptions: [], sectionNumber: number, rowNumber: place(rowNumber)))
                }
            }
            walk(section.sections, titles: inside, places: &places, path: sectionPath, placed: placed, add)
        }
    }

    /// The longest query searched, in Unicode scalars: a longer one (a pasted text) is cut to its first
    /// `maximumQueryLength`, so the work per search is bounded whatever is pasted (titles, keywords and
    /// descriptions a person searches for are far shorter).
    public static let maximumQueryLength = 256

    /// `query` cut to its first ``maximumQueryLength`` scalars (without reading the rest).
    public static func capped(_ query: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in query.unicodeScalars.prefix(maximumQueryLength) { scalars.append(scalar) }
        return String(scalars)
    }

    /// The entries matching `query` (its first ``maximumQueryLength`` scalars), best first (ties in the form's
    /// order); none for a query without letters or digits.
    public func search(_ query: String, limit: Int = 50) -> [SettingsSearchResult] {
        let words = Self.words(Self.fold(Self.capped(query)))
        guard !words.isEmpty, limit > 0 else { return [] }
        let phrase = words.joined(separator: " ")
        let query = words.map { (word: $0, cjk: $0.unicodeScalars.contains(where: Self.isCJK), length: $0.unicodeScalars.count) }
        var results: [(rank: SettingsSearchRank, position: Int)] = []
        for (position, entry) in entries.enumerated() {
            if let rank = Self.rank(entry, query: query, phrase: phrase) { results.append((rank, position)) }
        }
        results.sort { $0.rank != $1.rank ? $0.rank < $1.rank : $0.position < $1.position }
        return results.prefix(limit).map { SettingsSearchResult(entry: entries[$0.position], rank: $0.rank) }
    }

    /// The rank of an entry for the words of a query (with whether each has CJK characters and its length in
    /// scalars, worked out once per query).
    static func rank(
        _ entry: SettingsSearchEntry, query: [(word: String, cjk: Bool, length: Int)], phrase: String
    ) -> SettingsSearchRank? {
        // The whole query at the start of the title is the best match, whatever its words.
        if entry.titles.contains(where: { hasPrefix($0.text, phrase) }) { return .titlePrefix }
        var worst = SettingsSearchRank.titlePrefix
        for item in query {
            guard let rank = rank(entry, word: item.word, cjk: item.cjk, length: item.length) else { return nil }
            worst = max(worst, rank)
        }
        return max(worst, .titleWord)
    }

    static func rank(_ entry: SettingsSearchEntry, word: String, cjk: Bool, length: Int) -> SettingsSearchRank? {
        var bytes = word
        return bytes.withUTF8 { query in
            // A word of the text starts with the query's word: its bytes start with the query's (a byte prefix of
            // valid UTF-8 that is itself valid UTF-8 ends on a scalar boundary).
            func startsWord(_ text: SettingsSearchText) -> Bool {
                text.containsWord { candidate in
                    guard candidate.count >= query.count else { return false }
                    for offset in 0..<query.count where candidate[offset] != query[offset] { return false }
                    return true
                }
            }
            func matches(_ texts: [SettingsSearchText]) -> Bool {
                texts.contains { text in startsWord(text) || (cjk && contains(text.text, word)) }
            }
            if matches(entry.titles) { return .titleWord }
            if matches(entry.keywords) { return .keyword }
            if matches(entry.extras) { return .option }
            if matches(entry.descriptions) { return .description }
            if length >= 4, entry.titles.contains(where: { title in
                title.containsWord { candidate in isOneTypoAway(bytes: query, fromPrefixOf: candidate) }
            }) {
                return .typo
            }
            return nil
        }
    }

    /// Whether `text` starts with `prefix`, scalar by scalar (UTF-8 bytes: a byte prefix of valid UTF-8 that is
    /// itself valid UTF-8 ends on a scalar boundary). `String.hasPrefix` compares characters, which the docs
    /// site's script cannot.
    static func hasPrefix(_ text: String, _ prefix: String) -> Bool {
        let fast = text.utf8.withContiguousStorageIfAvailable { whole -> Bool? in
            prefix.utf8.withContiguousStorageIfAvailable { start -> Bool in
                guard start.count <= whole.count else { return false }
                for offset in 0..<start.count where whole[offset] != start[offset] { return false }
                return true
            }
        } ?? nil
        return fast ?? text.utf8.starts(with: prefix.utf8)
    }

    /// Whether `text` contains `part`, scalar by scalar (as bytes of UTF-8, which cannot match off a scalar boundary).
    static func contains(_ text: String, _ part: String) -> Bool {
        let needle = Array(part.utf8)
        guard let first = needle.first else { return true }
        let haystack = Array(text.utf8)
        guard haystack.count >= needle.count else { return false }
        for start in 0...(haystack.count - needle.count) where haystack[start] == first {
            if haystack[start..<(start + needle.count)].elementsEqual(needle) { return true }
        }
        return false
    }

    /// A text made comparable: lowercased (Unicode's full lowercase mapping, scalar by scalar), each letter of
    /// ``letterFolds`` replaced by its plain letters (`é` → `e`, `ß` → `ss`, `ς` → `σ`), and the combining marks
    /// U+0300–U+036F dropped (so `e` + U+0301 is `e` too). The stdlib has no canonical decomposition, and
    /// SettingsRuntime no Foundation, so the letters with diacritics are a table: Latin-1 Supplement and Latin
    /// Extended-A. The docs site's script folds queries with the same table.
    public static func fold(_ text: String) -> String {
        let lower = text.lowercased()
        if isASCII(lower) { return lower }
        var folded = String.UnicodeScalarView()
        for scalar in lower.unicodeScalars {
            if (0x300...0x36F).contains(scalar.value) { continue }
            if let plain = letterFolds[scalar] { folded.append(contentsOf: plain.unicodeScalars) } else { folded.append(scalar) }
        }
        return String(folded)
    }

    /// The letters ``fold(_:)`` replaces (after lowercasing), by letter: every lowercase letter of Latin-1
    /// Supplement (U+00DF–U+00FF) and Latin Extended-A (U+0100–U+017F) with its letters without diacritics
    /// (`æ` → `ae`, `ø` → `o`, `ł` → `l`, `þ` → `th`, `ĳ` → `ij`, `ſ` → `s`), their capitals too, and the
    /// final sigma `ς` → `σ` (a script's `toLowerCase` writes `ς` at the end of a word, Swift's `lowercased` `σ`).
    public static let letterFolds: [Unicode.Scalar: String] = {
        let groups: [(letters: String, plain: String)] = [
            ("àáâãäåāăąÀÁÂÃÄÅĀĂĄ", "a"), ("æÆ", "ae"), ("çćĉċčÇĆĈĊČ", "c"), ("ďđðĎĐÐ", "d"),
            ("èéêëēĕėęěÈÉÊËĒĔĖĘĚ", "e"), ("ĝğġģĜĞĠĢ", "g"), ("ĥħĤĦ", "h"), ("ìíîïĩīĭįıÌÍÎÏĨĪĬĮ", "i"),
            ("ĳĲ", "ij"), ("ĵĴ", "j"), ("ķĸĶ", "k"), ("ĺļľŀłĹĻĽĿŁ", "l"), ("ñńņňŉŋÑŃŅŇŊ", "n"),
            ("òóôõöøōŏőÒÓÔÕÖØŌŎŐ", "o"), ("œŒ", "oe"), ("ŕŗřŔŖŘ", "r"), ("śŝşšſŚŜŞŠ", "s"), ("ß", "ss"),
            ("ţťŧŢŤŦ", "t"), ("þÞ", "th"), ("ùúûüũūŭůűųÙÚÛÜŨŪŬŮŰŲ", "u"), ("ŵŴ", "w"), ("ýÿŷÝŸŶ", "y"),
            ("źżžŹŻŽ", "z"), ("ς", "σ"),
        ]
        var table: [Unicode.Scalar: String] = [:]
        for group in groups {
            for scalar in group.letters.unicodeScalars { table[scalar] = group.plain }
        }
        return table
    }()

    /// The words of a folded text: runs of letters (Unicode's Alphabetic) and numbers (general category N). An ASCII
    /// text is split as bytes, any other by scalars: the runs ``SettingsSearchText`` keeps the bounds of.
    public static func words(_ text: String) -> [String] {
        SettingsSearchText.words(of: text, bounds: asciiFoldedWords(text)?.bounds ?? SettingsSearchWordBounds(wordBounds(text)))
    }

    /// An ASCII text folded (``fold(_:)``: its capitals made small; nil when it has none, so it is its own folding) and
    /// where its words are (``wordBounds(_:)``), in one pass over its bytes; nil for any other text. The bounds are
    /// gathered in temporary memory and kept as ``SettingsSearchWordBounds`` (in the value, for a short text).
    static func asciiFoldedWords(_ text: String) -> (folded: String?, bounds: SettingsSearchWordBounds)? {
        var text = text
        return text.withUTF8 { bytes -> (folded: String?, bounds: SettingsSearchWordBounds)? in
            guard let base = bytes.baseAddress, !bytes.isEmpty else { return (nil, SettingsSearchWordBounds([])) }
            let count = bytes.count
            return withUnsafeTemporaryAllocation(of: UInt32.self, capacity: count + 1) { found -> (folded: String?, bounds: SettingsSearchWordBounds)? in
                // One table lookup a byte (issue 32: the comparisons took some 20 instructions a byte); a bound at
                // each change between word and not, so starts and ends alternate as `bounds` keeps them.
                let classes = asciiByteClasses
                var seen: UInt8 = 0
                var inWord = false
                var taken = 0
                for offset in 0..<count {
                    let byteClass = classes[Int(base[offset])]
                    seen |= byteClass
                    if (byteClass & ByteClass.word != 0) != inWord {
                        found[taken] = UInt32(truncatingIfNeeded: offset)
                        taken += 1
                        inWord.toggle()
                    }
                }
                guard seen & ByteClass.other == 0 else { return nil }
                if inWord {
                    found[taken] = UInt32(truncatingIfNeeded: count)
                    taken += 1
                }
                let folded: String? = seen & ByteClass.capital == 0 ? nil : String(unsafeUninitializedCapacity: count) { buffer in
                    for offset in 0..<count {
                        let byte = base[offset]
                        buffer[offset] = byte &- 0x41 < 26 ? byte | 0x20 : byte
                    }
                    return count
                }
                return (folded, SettingsSearchWordBounds(UnsafeBufferPointer(start: found.baseAddress, count: taken)))
            }
        }
    }

    /// What ``asciiFoldedWords(_:)`` tells apart in a byte (``asciiByteClasses``).
    private enum ByteClass {
        /// A letter of either case or a digit (``isASCIIWordByte(_:)``).
        static let word: UInt8 = 1
        /// A capital letter.
        static let capital: UInt8 = 2
        /// A byte of a non-ASCII scalar.
        static let other: UInt8 = 4
    }

    /// The ``ByteClass`` bits of each byte value.
    private static let asciiByteClasses: [UInt8] = (0...255).map { value in
        let byte = UInt8(value)
        guard byte < 0x80 else { return ByteClass.other }
        return (isASCIIWordByte(byte) ? ByteClass.word : 0) | (byte &- 0x41 < 26 ? ByteClass.capital : 0)
    }

    /// Where the words of a folded text are (``words(_:)``'s), as ``SettingsSearchText`` keeps them: each word's
    /// first UTF-8 byte and the byte after its last, in turn, split by scalars (``asciiFoldedWords(_:)`` splits
    /// an ASCII text as bytes, the same way).
    static func wordBounds(_ text: String) -> [UInt32] {
        var bounds: [UInt32] = []
        var offset = 0
        var start = -1
        for scalar in text.unicodeScalars {
            if isWordScalar(scalar) {
                if start < 0 { start = offset }
            } else if start >= 0 {
                bounds.append(UInt32(start))
                bounds.append(UInt32(offset))
                start = -1
            }
            offset += UTF8.width(scalar)
        }
        if start >= 0 {
            bounds.append(UInt32(start))
            bounds.append(UInt32(offset))
        }
        return bounds
    }

    static func isASCII(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { bytes in
            var high: UInt8 = 0
            for byte in bytes { high |= byte }
            return high < 0x80
        } ?? text.utf8.allSatisfy { $0 < 0x80 }
    }

    @inline(__always)
    private static func isASCIIWordByte(_ byte: UInt8) -> Bool {
        // A letter either case (bit 5 folds the case) or a digit.
        (byte | 0x20) &- 0x61 < 26 || byte &- 0x30 < 10
    }

    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x80 { return isASCIIWordByte(UInt8(scalar.value)) }
        if scalar.properties.isAlphabetic { return true }
        switch scalar.properties.generalCategory {
        case .decimalNumber, .letterNumber, .otherNumber: return true
        default: return false
        }
    }

    /// The scripts without spaces between words whose queries match inside words: kana, CJK ideographs, Hangul
    /// syllables (the docs site's script lists the same ranges).
    public static let cjkRanges: [ClosedRange<UInt32>] = [
        0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0x20000...0x2FA1F,
    ]

    static func isCJK(_ scalar: Unicode.Scalar) -> Bool {
        cjkRanges.contains { $0.contains(scalar.value) }
    }

    /// Whether `word` is one edit (insertion, deletion, substitution or swap of neighbours) from `candidate` or
    /// from a prefix of it as long as `word` give or take one (a typo in what is typed so far): an
    /// optimal-string-alignment distance of at most 1, checked in one pass (the docs site's script computes the
    /// distance itself; HTMLSearchParityTests compares the two). ASCII words are compared as bytes, in place.
    /// The same for words given as their UTF-8 bytes: ASCII ones compared as bytes, in place, others by scalars.
    static func isOneTypoAway(bytes word: UnsafeBufferPointer<UInt8>, fromPrefixOf candidate: UnsafeBufferPointer<UInt8>) -> Bool {
        let b = UnsafeBufferPointer(rebasing: candidate.prefix(word.count + 1))
        if !word.contains(where: { $0 >= 0x80 }), !b.contains(where: { $0 >= 0x80 }) { return isOneTypoAway(word, fromPrefixOf: b) }
        return isOneTypoAway(String(decoding: word, as: UTF8.self), fromPrefixOf: String(decoding: candidate, as: UTF8.self))
    }

    static func isOneTypoAway(_ word: String, fromPrefixOf candidate: String) -> Bool {
        let ascii = word.utf8.withContiguousStorageIfAvailable { a -> Bool? in
            candidate.utf8.withContiguousStorageIfAvailable { b -> Bool? in
                let b = UnsafeBufferPointer(rebasing: b.prefix(a.count + 1))
                guard !a.contains(where: { $0 >= 0x80 }), !b.contains(where: { $0 >= 0x80 }) else { return nil }
                return isOneTypoAway(a, fromPrefixOf: b)
            } ?? nil
        } ?? nil
        if let ascii { return ascii }
        return isOneTypoAway(Array(word.unicodeScalars), fromPrefixOf: Array(candidate.unicodeScalars.prefix(word.unicodeScalars.count + 1)))
    }

    static func isOneTypoAway<C: RandomAccessCollection>(_ a: C, fromPrefixOf b: C) -> Bool where C.Element: Equatable, C.Index == Int {
        for length in [a.count, a.count - 1, a.count + 1] where length > 0 && length <= b.count {
            if isWithinOneEdit(a, b, prefix: length) { return true }
        }
        return false
    }

    /// Whether `a` and the first `prefix` elements of `b` are equal but for at most one insertion, deletion,
    /// substitution or swap of neighbours.
    static func isWithinOneEdit<C: RandomAccessCollection>(_ a: C, _ b: C, prefix n: Int) -> Bool where C.Element: Equatable, C.Index == Int {
        let m = a.count
        guard abs(m - n) <= 1 else { return false }
        let x = a.startIndex, y = b.startIndex
        func same(_ i: Int, _ j: Int, _ count: Int) -> Bool {
            var k = 0
            while k < count {
                if a[x + i + k] != b[y + j + k] { return false }
                k += 1
            }
            return true
        }
        var i = 0
        while i < m, i < n, a[x + i] == b[y + i] { i += 1 }
        if i == m, i == n { return true }
        if m == n {
            if same(i + 1, i + 1, m - i - 1) { return true }  // one substitution
            return i + 1 < m && a[x + i] == b[y + i + 1] && a[x + i + 1] == b[y + i] && same(i + 2, i + 2, m - i - 2)  // a swap
        }
        if m == n + 1 { return same(i + 1, i, n - i) }  // one letter too many
        return same(i, i + 1, m - i)  // one letter missing
    }
}

/// Whether a search result is shown (``SettingsForm/search(_:index:in:on:facts:limit:)``): yes, and whether it is
/// enabled; no; or not known from where the index says it is.
private enum SearchEntryShown {
    case yes(enabled: Bool), no, unplaced
}

extension SettingsForm {
    /// The sections, settings, rows and enum cases matching `query` that are shown for `root` on `platform`, best first: the
    /// index's ranking without what is hidden (a `visibleWhen:` that does not hold, here or on a section around it;
    /// `skip`; other platforms), with what is disabled (`enabledWhen:`) marked. SettingsStore's `search(_:)` and
    /// `settingsc preview --search` both call this.
    public func search(
        _ query: String, index: SettingsSearchIndex? = nil, in root: Root, on platform: SettingsPlatform?, facts: SettingsFacts = SettingsFacts(),
        limit: Int = 50
    ) -> [SettingsSearchResult] {
        let index = index ?? SettingsSearchIndex(form: self)
        // Whether a ranked entry is shown is worked out for it alone, from where the index says it is: the sections
        // on the way to its section, then its own row (issue 32: deciding it for every row of the form before
        // ranking cost more than the ranking, at every keystroke). An entry the index cannot place in this form (an
        // index made from another form, an entry only a translation has) is decided by the walk over every row.
        var sectionStates: [Int32: (section: SettingsFormSection<Root>, visible: Bool, enabled: Bool)?] = [:]
        func sectionState(_ number: Int32) -> (section: SettingsFormSection<Root>, visible: Bool, enabled: Bool)? {
            if let known = sectionStates[number] { return known }
            var state: (section: SettingsFormSection<Root>, visible: Bool, enabled: Bool)? = nil
            if number >= 0, Int(number) < index.sectionPaths.count {
                var sections = self.sections
                var visible = true, enabled = true
                for position in index.sectionPaths[Int(number)] {
                    guard Int(position) < sections.count else { state = nil; break }
                    let section = sections[Int(position)]
                    visible = visible && section.isShown(on: platform) && holds(section.visibleWhen, in: root, facts: facts)
                    enabled = enabled && holds(section.enabledWhen, in: root, facts: facts)
                    state = (section, visible, enabled)
                    sections = section.sections
                }
            }
            sectionStates[number] = state
            return state
        }
        func shown(_ entry: SettingsSearchEntry) -> SearchEntryShown {
            guard let state = sectionState(entry.sectionNumber), state.section.id == entry.sectionID else { return .unplaced }
            let rowNumber = Int(entry.rowNumber)
            if rowNumber == -1 {
                return state.section.id == entry.targetID ? (state.visible ? .yes(enabled: state.enabled) : .no) : .unplaced
            }
            guard rowNumber >= 0, rowNumber < state.section.rows.count else { return .unplaced }
            let row = rowState(state.section.rows[rowNumber], sectionEnabled: state.enabled, in: root, on: platform, facts: facts)
            guard row.id == entry.targetID else { return .unplaced }
            guard state.visible, row.shownHere, row.visible else { return .no }
            return .yes(enabled: row.enabled)
        }
        var walked: [String: (visible: Bool, enabled: Bool)]? = nil
        var results: [SettingsSearchResult] = []
        for var result in index.search(query, limit: Int.max) {
            switch shown(result.entry) {
            case .yes(let enabled): result.isDisabled = !enabled
            case .no: continue
            case .unplaced:
                if walked == nil { walked = shownByWalking(in: root, on: platform, facts: facts) }
                guard let state = walked?[result.entry.targetID], state.visible, walked?[result.entry.sectionID]?.visible == true else { continue }
                result.isDisabled = !state.enabled
            }
            results.append(result)
            if results.count == limit { break }
        }
        return results
    }

    /// Whether each section and row is shown and enabled, by id: down the section tree once, each section's
    /// conditions and those around it carried along (asking `isVisible(section)` looks the section's path up from
    /// the top, for every section); a row adds its own.
    private func shownByWalking(
        in root: Root, on platform: SettingsPlatform?, facts: SettingsFacts
    ) -> [String: (visible: Bool, enabled: Bool)] {
        var shown: [String: (visible: Bool, enabled: Bool)] = [:]
        func visit(_ sections: [SettingsFormSection<Root>], visible: Bool, enabled: Bool) {
            for section in sections {
                let sectionShown = visible && section.isShown(on: platform) && holds(section.visibleWhen, in: root, facts: facts)
                let sectionEnabled = enabled && holds(section.enabledWhen, in: root, facts: facts)
                shown[section.id] = (sectionShown, sectionEnabled)
                if sectionShown {
                    // `section.rows(on:)`, without copying the rows into two new arrays first.
                    for row in section.rows {
                        let state = rowState(row, sectionEnabled: sectionEnabled, in: root, on: platform, facts: facts)
                        if state.shownHere { shown[state.id] = (state.visible, state.enabled) }
                    }
                }
                visit(section.sections, visible: sectionShown, enabled: sectionEnabled)
            }
        }
        visit(sections, visible: true, enabled: true)
        return shown
    }

    /// A row's id, whether it can be shown here at all (not `skip`, on this platform), whether its `visibleWhen:`
    /// holds, and whether it is enabled (its section and its `enabledWhen:`; asked only when it is visible, and a
    /// result that is not is left out whatever it says): what a search decides a result by,
    /// for a ranked entry and in the walk over every row alike. A setting's own properties are read as they are
    /// (each `row.id`, `row.platforms`, ... of a setting made all the fields every row has anew: 10 M of a search at
    /// 1,000 settings, issue 32), another row's fields once.
    private func rowState(
        _ row: SettingsFormRow<Root>, sectionEnabled: Bool, in root: Root, on platform: SettingsPlatform?, facts: SettingsFacts
    ) -> (id: String, shownHere: Bool, visible: Bool, enabled: Bool) {
        switch row {
        case .setting(let setting):
            let shownHere = !setting.isHidden && SettingsPlatform.isShown(setting.platforms, on: platform)
            let visible = shownHere && holds(setting.visibleWhen, in: root, facts: facts)
            return (setting.id, shownHere, visible, visible && sectionEnabled && holds(setting.enabledWhen, in: root, facts: facts))
        default:
            let fields = row.fields
            let shownHere = SettingsPlatform.isShown(fields.platforms, on: platform)
            let visible = shownHere && holds(fields.visibleWhen, in: root, facts: facts)
            return (fields.id, shownHere, visible, visible && sectionEnabled && holds(fields.enabledWhen, in: root, facts: facts))
        }
    }
}
