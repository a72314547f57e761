/// A small value type that accumulates indented lines of generated text.
public struct CodePrinter: Sendable {
    /// The text so far. Kept as UTF-8 bytes: appending bytes is several times cheaper than appending to a String.
    public var contents: String { String(decoding: buffer, as: UTF8.self) }
    /// The text so far as UTF-8 bytes, without a copy (for `RenderedFile(path:bytes:)`).
    public var bytes: [UInt8] { buffer }
    private var buffer: [UInt8] = []
    private var indentation = ""
    private let indentUnit: String

    public init(indentUnit: String = "    ") {
        self.indentUnit = indentUnit
    }

    /// Appends one line at the current indentation; an empty line gets no trailing spaces.
    public mutating func line(_ text: String = "") {
        if !text.isEmpty {
            buffer.append(contentsOf: indentation.utf8)
            buffer.append(contentsOf: text.utf8)
        }
        buffer.append(0x0A)
    }

    public mutating func lines(_ texts: [String]) {
        for text in texts { line(text) }
    }

    public mutating func indent() {
        indentation += indentUnit
    }

    public mutating func outdent() {
        indentation.removeLast(indentUnit.count)
    }

    /// A line that opens a block; what follows is one level deeper until `close`.
    public mutating func open(_ opening: String) {
        line(opening)
        indent()
    }

    public mutating func close(_ closing: String = "}") {
        outdent()
        line(closing)
    }

    /// `opening`, the body one level deeper, then `closing`.
    public mutating func block(_ opening: String, closing: String = "}", _ body: (inout CodePrinter) -> Void) {
        line(opening)
        indent()
        body(&self)
        outdent()
        line(closing)
    }
}
