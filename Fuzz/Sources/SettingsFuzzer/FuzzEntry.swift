import SettingsBackends
import SettingsCompiler

/// libFuzzer's entry point: the bytes go through the whole front end (YAML reader, parser, validator),
/// the diagnostic renderer, and every backend. Any crash, trap, sanitizer report, or broken invariant
/// below is a bug.
@_cdecl("LLVMFuzzerTestOneInput")
public func settingsFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let file = SourceFile(path: "fuzz.settings.yaml", bytes: bytes)
    var diagnostics = DiagnosticCollector()
    let ir = Compiler.compile(file, diagnostics: &diagnostics)

    // Rendered diagnostics go to terminals: no control characters other than newlines and tabs may reach them.
    let rendered = DiagnosticRenderer(files: [file]).render(diagnostics.sorted)
    for scalar in rendered.unicodeScalars where scalar.value < 0x20 && scalar != "\n" && scalar != "\t" || (0x7F...0x9F).contains(scalar.value) {
        fatalError("diagnostic output contains the control character U+\(String(scalar.value, radix: 16))")
    }
    if ir == nil, !diagnostics.hasErrors {
        fatalError("the compiler returned no IR and reported no error")
    }

    guard let ir else { return 0 }
    for backend in Backends.all {
        for output in backend.render(ir) {
            checkSwift(output)
        }
    }
    return 0
}

/// Generated Swift keeps every schema string inside a string literal or a `///` comment: no raw line
/// breaks other than `\n` and no other control characters can appear, and every line is code or comment.
private func checkSwift(_ file: RenderedFile) {
    for scalar in file.contents.unicodeScalars {
        switch scalar.value {
        case 0x0A, 0x09: continue
        case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029:
            fatalError("\(file.path) contains the raw character U+\(String(scalar.value, radix: 16))")
        default: continue
        }
    }
}
