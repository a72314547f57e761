/// Bounds the work of matching a `pattern` (issue 20 item 6). Swift `Regex` backtracks, and has no step budget, so
/// settingsc refuses the shapes that make backtracking explode (SC1593), and both it and the runtime match a
/// pattern only against values of at most `maxInputLength` characters (a longer value does not match):
///
/// - a group repeated without a small bound (`*`, `+`, `{m,}`, `{m,n}` with n > 16) may not contain a repetition or
///   an alternation, and a repeated group may not contain an unbounded repetition: `(a+)+`, `(a*)*b`, `(a|aa)+`,
///   `([a-z]+\.)+`, `(a+){2}` are exponential (or of a high degree) in the length of the value, while
///   `(\.\d{1,3}){3}` and `(ab|cd){2}` are bounded;
/// - a pattern may hold at most `maxUnboundedRepetitions` unbounded repetitions (`*`, `+`, `{m,}`, or an upper
///   bound over 16): `a*a*a*a*b` is polynomial with the number of them as its degree.
///
/// With both, a whole match costs at most on the order of 256³/6 backtracking steps (about 0.5 s with the
/// standard library's engine on a slow machine; `a*a*a*b` against 255 `a`s and a `c` is the worst case measured).
public enum PatternShape {
    /// The longest value a pattern is matched against, in characters; a longer value does not match. The runtime's
    /// `SettingsStringRules.maxPatternInputLength` has the same value.
    public static let maxInputLength = 256
    /// The most unbounded repetitions one pattern may hold.
    public static let maxUnboundedRepetitions = 3
    /// A counted repetition with an upper bound above this counts as unbounded.
    static let largeBound = 16

    /// Why matching `pattern` could take too long, or nil when its shape is bounded.
    public static func problem(_ pattern: String) -> String? {
        struct Group { var repeats = false; var repeatsUnbounded = false; var alternates = false; var start: Int }
        let chars = Array(pattern.unicodeScalars)
        var stack: [Group] = [Group(start: 0)]
        var unbounded = 0
        // What the last atom was: a group (with what it held) or a single element.
        var lastGroup: Group?
        var index = 0
        var atomStart = 0
        while index < chars.count {
            let c = chars[index]
            switch c {
            case "\\":
                atomStart = index
                index += 2
                // \p{...}, \x{...}, \u{...}, \N{...}: skip the braces.
                if index < chars.count, chars[index] == "{", index >= 2, "pPxuNk".unicodeScalars.contains(chars[index - 1]) {
                    while index < chars.count, chars[index] != "}" { index += 1 }
                    index += 1
                }
                lastGroup = nil
                continue
            case "[":
                atomStart = index
                var depth = 0
                repeat {
                    if chars[index] == "\\" { index += 2; continue }
                    if chars[index] == "[" { depth += 1 }
                    if chars[index] == "]", index > atomStart + 1, !(index == atomStart + 2 && chars[atomStart + 1] == "^") { depth -= 1 }
                    index += 1
                } while index < chars.count && depth > 0
                lastGroup = nil
                continue
            case "(":
                stack.append(Group(start: index))
                index += 1
                // `(?:`, `(?<name>`, `(?=`, `(?!`, `(?<=`, `(?i)`: skip the group's prefix; a flag group `(?i)` ends there.
                if index < chars.count, chars[index] == "?" {
                    while index < chars.count, !":)=!>".unicodeScalars.contains(chars[index]) { index += 1 }
                    if index < chars.count, chars[index] == "<", index + 1 < chars.count, "=!".unicodeScalars.contains(chars[index + 1]) { index += 1 }
                    if index < chars.count, chars[index] == ")" { stack.removeLast() }
                    index += 1
                }
                lastGroup = nil
                continue
            case ")":
                if stack.count > 1 {
                    let group = stack.removeLast()
                    lastGroup = group
                    // The enclosing group holds whatever this one held.
                    stack[stack.count - 1].repeats = stack[stack.count - 1].repeats || group.repeats
                    stack[stack.count - 1].alternates = stack[stack.count - 1].alternates || group.alternates
                    stack[stack.count - 1].repeatsUnbounded = stack[stack.count - 1].repeatsUnbounded || group.repeatsUnbounded
                    atomStart = group.start
                }
                index += 1
                continue
            case "|":
                stack[stack.count - 1].alternates = true
                lastGroup = nil
                index += 1
                continue
            case "*", "+", "?", "{":
                var maximum: Int? = nil  // nil: unbounded
                var isQuantifier = true
                var end = index + 1
                switch c {
                case "*", "+": maximum = nil
                case "?": maximum = 1
                default:
                    // {m}, {m,}, {m,n}; anything else is a literal brace.
                    var close = index + 1
                    while close < chars.count, chars[close] != "}" { close += 1 }
                    let body = close < chars.count ? String(String.UnicodeScalarView(chars[(index + 1)..<close])) : ""
                    let parts = body.split(separator: ",", maxSplits: 1, omittingEmptySubsequences: false)
                    if close < chars.count, let lower = parts.first.flatMap({ Int($0.trimmingWhitespace()) }) ?? (parts.first?.trimmingWhitespace().isEmpty == true && parts.count == 2 ? 0 : nil) {
                        if parts.count == 1 {
                            maximum = lower
                        } else if parts[1].trimmingWhitespace().isEmpty {
                            maximum = nil
                        } else if let upper = Int(parts[1].trimmingWhitespace()) {
                            maximum = upper
                        } else {
                            isQuantifier = false
                        }
                        end = close + 1
                    } else {
                        isQuantifier = false
                    }
                }
                guard isQuantifier else {
                    lastGroup = nil
                    atomStart = index
                    index += 1
                    continue
                }
                // A lazy `?` or possessive `+` after the quantifier changes nothing here.
                if end < chars.count, chars[end] == "?" || chars[end] == "+" { end += 1 }
                let repeats = maximum.map { $0 > 1 } ?? true
                let isUnbounded = maximum.map { $0 > largeBound } ?? true
                if isUnbounded { unbounded += 1 }
                // Exponential: a group repeated without a small bound that holds a repetition or an alternation, or
                // a repeated group that holds an unbounded repetition. `(\.\d{1,3}){3}` stays allowed.
                if repeats, let group = lastGroup,
                   (isUnbounded && (group.repeats || group.alternates)) || group.repeatsUnbounded {
                    let text = String(String.UnicodeScalarView(chars[atomStart..<end]))
                    let inside = group.repeats ? "a repetition inside a repeated group" : "an alternation inside a repeated group"
                    return "'\(text)' is \(inside), which a backtracking matcher can take exponential time over; repeat a character class instead (`[a-z.]+` rather than `([a-z]+\\.)+`)"
                }
                if repeats { stack[stack.count - 1].repeats = true }
                if isUnbounded { stack[stack.count - 1].repeatsUnbounded = true }
                lastGroup = nil
                index = end
                continue
            default:
                atomStart = index
                lastGroup = nil
                index += 1
            }
        }
        if unbounded > maxUnboundedRepetitions {
            return "it holds \(unbounded) unbounded repetitions (`*`, `+`, `{m,}`, or more than \(largeBound)), more than the \(maxUnboundedRepetitions) that keep matching fast"
        }
        return nil
    }
}
