/// Search (issue 16 item 1): an index of a form's sections, settings (with their keywords, units and enum titles)
/// and rows, built from the generated form (which holds every text the schema gives, in every language the app's
/// string catalog has when the form is localized), and one ranking, which the store (`store.search(_:)`, hiding
/// what is not shown) and `settingsc preview --search` share.
///
/// Ranking, best first: the title starts with the query; a word of the title starts with it (or, for a query of
/// CJK characters, which have no spaces between words, the title contains it); a keyword does; an enum case's
/// title or the unit does; a word of the description does; a word of the title is the query with one typo (one
/// letter added, dropped, changed or two swapped; words of four letters or more). A query of several words matches
/// an entry every word of which matches, ranked by its worst word. Ties keep the form's order. Case is ignored.

/// One searchable thing of a form.
public struct SettingsSearchEntry: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        case section, setting, row
    }

    /// The id of the section, setting or row (a section's and a setting's is its route's raw value).
    public var id: String
    public var kind: Kind
    public var title: String
    /// The titles of the sections around it, outermost first (where a result is shown).
    public var sectionTitles: [String]
    /// The id of the section whose screen shows it (a section's own id for a section).
    public var sectionID: String
    /// What is searched, folded (lowercase) and split into words once, when the index is built.
    var titles: [SettingsSearchText]
    var keywords: [SettingsSearchText]
    var extras: [SettingsSearchText]
    var descriptions: [SettingsSearchText]
}

/// A folded text of an entry and its words.
struct SettingsSearchText: Hashable, Sendable {
    var text: String
    var words: [String]

    init(_ text: String) {
        self.text = SettingsSearchIndex.fold(text)
        self.words = SettingsSearchIndex.words(self.text)
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

    /// The index of a form.
    public init<Root>(form: SettingsForm<Root>) {
        self.init(forms: [form])
    }

    /// The index of one form in several languages (the form and its localized copies, first the one to show): an
    /// entry matches a query in any of them and is shown with the first form's texts.
    public init<Root>(forms: [SettingsForm<Root>]) {
        var positions: [String: Int] = [:]
        for (index, form) in forms.enumerated() {
            Self.walk(form.sections, titles: []) { entry in
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
        }
    }

    private static func walk<Root>(
        _ sections: [SettingsFormSection<Root>], titles: [String], _ add: (SettingsSearchEntry) -> Void
    ) {
        for section in sections {
            add(SettingsSearchEntry(
                id: section.id, kind: .section, title: section.title, sectionTitles: titles, sectionID: section.id,
                titles: [SettingsSearchText(section.title)], keywords: [], extras: [], descriptions: section.description.map { [SettingsSearchText($0)] } ?? []))
            let inside = titles + [section.title]
            for row in section.screenRows {
                switch row {
                case .setting(let setting):
                    var extras = setting.options.map { SettingsSearchText($0.title) }
                    if let unit = setting.format?.unit { extras.append(SettingsSearchText(unit)) }
                    add(SettingsSearchEntry(
                        id: setting.id, kind: .setting, title: setting.title, sectionTitles: inside, sectionID: section.id,
                        titles: [SettingsSearchText(setting.title)], keywords: setting.keywords.map(SettingsSearchText.init), extras: extras,
                        descriptions: setting.description.map { [SettingsSearchText($0)] } ?? []))
                case .link, .action, .navigation, .detail:
                    add(SettingsSearchEntry(
                        id: row.id, kind: .row, title: row.fields.title, sectionTitles: inside, sectionID: section.id,
                        titles: [SettingsSearchText(row.fields.title)], keywords: [], extras: [], descriptions: []))
                }
            }
            walk(section.sections, titles: inside, add)
        }
    }

    /// The entries matching `query`, best first (ties in the form's order); none for a query without letters or digits.
    public func search(_ query: String, limit: Int = 50) -> [SettingsSearchResult] {
        let words = Self.words(Self.fold(query))
        guard !words.isEmpty, limit > 0 else { return [] }
        let phrase = words.joined(separator: " ")
        var results: [(rank: SettingsSearchRank, position: Int)] = []
        for (position, entry) in entries.enumerated() {
            if let rank = Self.rank(entry, words: words, phrase: phrase) { results.append((rank, position)) }
        }
        results.sort { $0.rank != $1.rank ? $0.rank < $1.rank : $0.position < $1.position }
        return results.prefix(limit).map { SettingsSearchResult(entry: entries[$0.position], rank: $0.rank) }
    }

    static func rank(_ entry: SettingsSearchEntry, words: [String], phrase: String) -> SettingsSearchRank? {
        // The whole query at the start of the title is the best match, whatever its words.
        if entry.titles.contains(where: { $0.text.hasPrefix(phrase) }) { return .titlePrefix }
        var worst = SettingsSearchRank.titlePrefix
        for word in words {
            guard let rank = rank(entry, word: word) else { return nil }
            worst = max(worst, rank)
        }
        return max(worst, .titleWord)
    }

    static func rank(_ entry: SettingsSearchEntry, word: String) -> SettingsSearchRank? {
        let cjk = word.unicodeScalars.contains(where: isCJK)
        func matches(_ texts: [SettingsSearchText]) -> Bool {
            texts.contains { text in
                text.words.contains { $0.hasPrefix(word) } || (cjk && text.text.contains(word))
            }
        }
        if matches(entry.titles) { return .titleWord }
        if matches(entry.keywords) { return .keyword }
        if matches(entry.extras) { return .option }
        if matches(entry.descriptions) { return .description }
        if word.count >= 4, entry.titles.contains(where: { $0.words.contains { isOneTypoAway(word, fromPrefixOf: $0) } }) {
            return .typo
        }
        return nil
    }

    /// Lowercased, for comparing.
    static func fold(_ text: String) -> String { text.lowercased() }

    /// The words of a folded text: runs of letters and digits.
    static func words(_ text: String) -> [String] {
        var words: [String] = []
        var current = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                current.append(scalar)
            } else if !current.isEmpty {
                words.append(String(current))
                current = String.UnicodeScalarView()
            }
        }
        if !current.isEmpty { words.append(String(current)) }
        return words
    }

    static func isCJK(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0x20000...0x2FA1F: true
        default: false
        }
    }

    /// Whether `word` is one edit (insertion, deletion, substitution or swap of neighbours) from `candidate` or
    /// from a prefix of it as long as `word` give or take one (a typo in what is typed so far).
    static func isOneTypoAway(_ word: String, fromPrefixOf candidate: String) -> Bool {
        let a = Array(word)
        let b = Array(candidate)
        for length in [a.count, a.count - 1, a.count + 1] where length > 0 && length <= b.count {
            if distance(a, Array(b[0..<length])) <= 1 { return true }
        }
        return false
    }

    /// The optimal-string-alignment distance of two short words.
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a == b { return 0 }
        if abs(a.count - b.count) > 1 { return 2 }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var current = [i] + [Int](repeating: 0, count: b.count)
            for j in stride(from: 1, through: b.count, by: 1) {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previous2[j - 2] + 1)
                }
            }
            previous2 = previous
            previous = current
        }
        return a.isEmpty ? b.count : previous[b.count]
    }
}

extension SettingsForm {
    /// The sections, settings and rows matching `query` that are shown for `root` on `platform`, best first: the
    /// index's ranking without what is hidden (a `visibleWhen:` that does not hold, here or on a section around it;
    /// `skip`; other platforms), with what is disabled (`enabledWhen:`) marked. SettingsStore's `search(_:)` and
    /// `settingsc preview --search` both call this.
    public func search(
        _ query: String, index: SettingsSearchIndex? = nil, in root: Root, on platform: SettingsPlatform?, limit: Int = 50
    ) -> [SettingsSearchResult] {
        let index = index ?? SettingsSearchIndex(form: self)
        var shown: [String: (visible: Bool, enabled: Bool)] = [:]
        for section in allSections {
            let sectionShown = section.isShown(on: platform) && isVisible(section, in: root)
            shown[section.id] = (sectionShown, isEnabled(section, in: root))
            guard sectionShown else { continue }
            // The section's own conditions and those around it are in `sectionShown`; a row adds its own (asking
            // `isVisible(row)` would look its section up again for every row).
            let sectionEnabled = isEnabled(section, in: root)
            for row in section.rows(on: platform) {
                shown[row.id] = (holds(row.visibleWhen, in: root), sectionEnabled && holds(row.enabledWhen, in: root))
            }
        }
        var results: [SettingsSearchResult] = []
        for var result in index.search(query, limit: Int.max) {
            guard let state = shown[result.entry.id], state.visible, shown[result.entry.sectionID]?.visible == true else { continue }
            result.isDisabled = !state.enabled
            results.append(result)
            if results.count == limit { break }
        }
        return results
    }
}
