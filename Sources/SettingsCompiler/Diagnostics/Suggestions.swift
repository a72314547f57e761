/// "Did you mean ...?" suggestions by edit distance.
public enum Suggestions {
    /// The candidate closest to `word`, when it is close enough to be a plausible typo: at most a third of
    /// the longer word's length and at most 3 edits. Case differences are free, so `Int` suggests `int`.
    /// Ties go to the earlier candidate.
    ///
    /// The work is bounded, whatever a hostile schema holds: words and candidates longer than
    /// `maxLength` UTF-8 bytes are not compared, and once `maxCells` cells of edit-distance tables have
    /// been filled, later candidates are not considered.
    public static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
        guard word.utf8.count <= maxLength else { return nil }
        let lowered = word.lowercased()
        var best: (candidate: String, distance: Int)?
        var budget = maxCells
        for candidate in candidates {
            guard candidate.utf8.count <= maxLength else { continue }
            budget -= max(1, lowered.utf8.count) * max(1, candidate.utf8.count)
            if budget < 0 { break }
            let distance = editDistance(lowered, candidate.lowercased())
            let allowed = min(3, max(1, max(word.count, candidate.count) / 3))
            guard distance <= allowed, distance < candidate.count else { continue }
            if distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.candidate
    }

    /// Longest word or candidate compared, in UTF-8 bytes.
    public static let maxLength = 256
    /// Most edit-distance table cells filled for one suggestion.
    public static let maxCells = 100_000

    /// " (did you mean 'type'?)" or "".
    public static func hint(for word: String, in candidates: some Sequence<String>) -> String {
        closest(to: word, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// Optimal string alignment distance of two strings' characters.
    public static func editDistance(_ a: String, _ b: String) -> Int {
        editDistance(Array(a), Array(b))
    }

    /// Levenshtein distance, with a transposition counted as one edit (optimal string alignment).
    public static func editDistance<T: Equatable>(_ a: [T], _ b: [T]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previousPrevious[j - 2] + 1)
                }
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}
