/// One problem found in an input, at any stage of the pipeline.
public struct Diagnostic: Hashable, Sendable {
    public enum Severity: String, Hashable, Sendable, Comparable {
        case note, warning, error

        private var rank: Int {
            switch self {
            case .note: 0
            case .warning: 1
            case .error: 2
            }
        }

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    /// A secondary message attached to a diagnostic, with its own optional location.
    public struct Note: Hashable, Sendable {
        public var message: String
        public var location: SourceLocation?

        public init(_ message: String, at location: SourceLocation? = nil) {
            self.message = message
            self.location = location
        }
    }

    public var severity: Severity
    public var code: DiagnosticCode
    public var message: String
    /// nil only for problems that belong to no position (an unreadable file, say).
    public var range: SourceRange?
    public var notes: [Note]

    public var location: SourceLocation? { range?.start }

    public init(
        _ severity: Severity, _ code: DiagnosticCode, _ message: String,
        range: SourceRange?, notes: [Note] = []
    ) {
        self.severity = severity
        self.code = code
        self.message = message
        self.range = range
        self.notes = notes
    }

    public init(
        _ severity: Severity, _ code: DiagnosticCode, _ message: String,
        at location: SourceLocation?, notes: [Note] = []
    ) {
        self.init(severity, code, message, range: location.map { SourceRange($0) }, notes: notes)
    }

    public static func error(_ code: DiagnosticCode, _ message: String, at location: SourceLocation?, notes: [Note] = []) -> Diagnostic {
        Diagnostic(.error, code, message, at: location, notes: notes)
    }

    public static func warning(_ code: DiagnosticCode, _ message: String, at location: SourceLocation?, notes: [Note] = []) -> Diagnostic {
        Diagnostic(.warning, code, message, at: location, notes: notes)
    }
}

/// Collects diagnostics across the stages of one run, so every problem is reported, not only the first.
public struct DiagnosticCollector: Sendable {
    public private(set) var diagnostics: [Diagnostic] = []

    public init() {}

    public mutating func emit(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    public mutating func error(_ code: DiagnosticCode, _ message: String, at location: SourceLocation?, notes: [Diagnostic.Note] = []) {
        emit(.error(code, message, at: location, notes: notes))
    }

    public mutating func warning(_ code: DiagnosticCode, _ message: String, at location: SourceLocation?, notes: [Diagnostic.Note] = []) {
        emit(.warning(code, message, at: location, notes: notes))
    }

    public mutating func append(contentsOf other: [Diagnostic]) {
        diagnostics.append(contentsOf: other)
    }

    /// Removes the warnings `accepted` returns true for (`allow:` and `--allow`); errors always stay.
    public mutating func dropWarnings(where accepted: (Diagnostic) -> Bool) {
        diagnostics.removeAll { $0.severity == .warning && accepted($0) }
    }

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    public var errorCount: Int { diagnostics.count { $0.severity == .error } }
    public var warningCount: Int { diagnostics.count { $0.severity == .warning } }

    /// Diagnostics in a stable order: by file, line and column; positionless ones first; ties keep emission order.
    public var sorted: [Diagnostic] {
        diagnostics.enumerated().sorted { a, b in
            switch (a.element.location, b.element.location) {
            case let (l?, r?): return l == r ? a.offset < b.offset : l < r
            case (nil, .some): return true
            case (.some, nil): return false
            case (nil, nil): return a.offset < b.offset
            }
        }.map(\.element)
    }
}
