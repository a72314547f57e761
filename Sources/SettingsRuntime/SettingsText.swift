/// Text helpers the runtime and settingsc share (a namespace, so that apps' strings gain no members).
public enum SettingsText {
    /// `text` without the white space (Unicode White_Space) at either end: what the runtime reads edited numbers
    /// and translated keywords from, and what settingsc trims schema text with.
    public static func trimmingWhitespace(_ text: some StringProtocol) -> String {
        let string = String(text)
        // Fast path: ends that are ASCII and not whitespace leave nothing to trim.
        if let first = string.utf8.first, let last = string.utf8.last, first < 0x80, last < 0x80,
           !isASCIIWhitespace(first), !isASCIIWhitespace(last) {
            return string
        }
        let scalars = string.unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(String.UnicodeScalarView(scalars[first...last]))
    }

    /// The ASCII scalars with the Unicode White_Space property: tab, line feed, vertical tab, form feed,
    /// carriage return and space.
    private static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
        (byte >= 0x09 && byte <= 0x0D) || byte == 0x20
    }
}
