import SettingsFuzzCheck

/// libFuzzer's entry point: the bytes go through `FuzzCheck.run` (the whole front end, the diagnostic renderer
/// and every backend, with its invariants). Any crash, trap, sanitizer report, or broken invariant is a bug.
/// `make test` runs the same function over the seed corpus (Tests/SettingsBackendsTests/FuzzSeedTests.swift).
@_cdecl("LLVMFuzzerTestOneInput")
public func settingsFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    if let problem = FuzzCheck.run(bytes) { fatalError(problem) }
    return 0
}
