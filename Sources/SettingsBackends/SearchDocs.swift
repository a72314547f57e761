import SettingsCompiler

extension DocumentationFacts {
    /// "Search keywords: font size, dynamic type": a setting's `keywords:` for the docs; nil when it has none.
    func keywordsFact(_ setting: SettingIR) -> Fact? {
        guard !setting.keywords.isEmpty else { return nil }
        var pieces: [LinePiece] = []
        for (index, keyword) in setting.keywords.enumerated() {
            if index > 0 { pieces.append(.text(", ")) }
            pieces.append(.text(keyword))
        }
        return Fact(label: "Search keywords", value: pieces)
    }
}
