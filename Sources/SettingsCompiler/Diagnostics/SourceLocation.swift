/// A position in a source file. Line and column are 1-based; the column counts Unicode scalars
/// (libyaml's 0-based marks are converted once, in the YAML reader).
///
/// Stored compactly and without reference counting: the path is interned once per file (`SourcePaths`) and
/// kept as its number, line and column as `Int32`s, so a location (and a `SourceRange`, two of them) is plain
/// data that copies without retains. `file` materialises the path on demand.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The interned path's number in `SourcePaths`; equal numbers are equal paths.
    internal var fileID: Int32
    internal var line32: Int32
    internal var column32: Int32

    public var file: String {
        get { SourcePaths.path(fileID) }
        set { fileID = SourcePaths.intern(newValue) }
    }

    public var line: Int {
        get { Int(line32) }
        set { line32 = Int32(clamping: newValue) }
    }

    public var column: Int {
        get { Int(column32) }
        set { column32 = Int32(clamping: newValue) }
    }

    public init(file: String, line: Int, column: Int) {
        self.init(fileID: SourcePaths.intern(file), line: Int32(clamping: line), column: Int32(clamping: column))
    }

    /// A location in the file interned as `fileID`, without looking the path up.
    internal init(fileID: Int32, line: Int32, column: Int32) {
        self.fileID = fileID
        self.line32 = line
        self.column32 = column
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        if lhs.fileID != rhs.fileID {
            let (left, right) = (lhs.file, rhs.file)
            if left != right { return left < right }
        }
        return (lhs.line32, lhs.column32) < (rhs.line32, rhs.column32)
    }

    public var description: String { "\(file):\(line):\(column)" }
}

/// A half-open range of source positions: `start` is the first character, `end` the one after the last.
///
/// A range lies in one file: it stores the file's number once, with the two line/column pairs as `Int32`s
/// (20 bytes, no reference), and `end` reports the start's file. `start` and `end` are materialised on demand.
public struct SourceRange: Hashable, Sendable {
    internal var fileID: Int32
    internal var startLine: Int32
    internal var startColumn: Int32
    internal var endLine: Int32
    internal var endColumn: Int32

    public var start: SourceLocation {
        get { SourceLocation(fileID: fileID, line: startLine, column: startColumn) }
        set {
            fileID = newValue.fileID
            startLine = newValue.line32
            startColumn = newValue.column32
        }
    }

    /// The position after the last character, in the range's (the start's) file.
    public var end: SourceLocation {
        get { SourceLocation(fileID: fileID, line: endLine, column: endColumn) }
        set {
            endLine = newValue.line32
            endColumn = newValue.column32
        }
    }

    /// A range from `start` to `end`, in `start`'s file.
    public init(start: SourceLocation, end: SourceLocation) {
        fileID = start.fileID
        startLine = start.line32
        startColumn = start.column32
        endLine = end.line32
        endColumn = end.column32
    }

    public init(_ location: SourceLocation) {
        self.init(start: location, end: location)
    }
}

/// The text of one input file, kept so diagnostics can quote the offending line.
public struct SourceFile: Sendable {
    public let path: String
    public let bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The 1-based line `number`, without its line terminator; nil past the end of the file.
    public func line(_ number: Int) -> String? {
        guard number >= 1 else { return nil }
        var current = 1
        var start = 0
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte == 0x0A || byte == 0x0D {
                if current == number { return decode(bytes[start..<index]) }
                if byte == 0x0D, index + 1 < count, bytes[index + 1] == 0x0A { index += 1 }
                current += 1
                start = index + 1
            }
            index += 1
        }
        if current == number, start <= count { return decode(bytes[start..<count]) }
        return nil
    }

    /// The byte offset where each line starts (element 0 is line 1), for quoting many lines of one file
    /// without scanning it from the start each time. Line breaks are `\n`, `\r\n` and `\r`, as in `line(_:)`.
    public func lineStarts() -> [Int] {
        var starts = [0]
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte == 0x0A || byte == 0x0D {
                if byte == 0x0D, index + 1 < count, bytes[index + 1] == 0x0A { index += 1 }
                starts.append(index + 1)
            }
            index += 1
        }
        return starts
    }

    /// The 1-based line `number`, found through `lineStarts` (from `lineStarts()`); nil past the end.
    public func line(_ number: Int, lineStarts: [Int]) -> String? {
        guard number >= 1, number <= lineStarts.count else { return nil }
        let start = lineStarts[number - 1]
        var end = start
        while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
        return decode(bytes[start..<end])
    }

    private func decode(_ slice: ArraySlice<UInt8>) -> String {
        let startsWithBOM = slice.startIndex == 0 && slice.starts(with: [0xEF, 0xBB, 0xBF])
        return String(decoding: startsWithBOM ? slice.dropFirst(3) : slice, as: UTF8.self)
    }
}
