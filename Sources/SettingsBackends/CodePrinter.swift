/// A small value type that accumulates indented lines of generated text.
public struct CodePrinter: Sendable {
    public private(set) var contents = ""
    private var indentation = ""
    private let indentUnit: String

    public init(indentUnit: String = "    ") {
        self.indentUnit = indentUnit
    }

    /// Appends one line at the current indentation; an empty line gets no trailing spaces.
    public mutating func line(_ text: String = "") {
        if text.isEmpty {
            contents += "\n"
        } else {
            contents += indentation
            contents += text
            contents += "\n"
        }
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
