/// Keeps `value` alive until the process ends, which frees it with everything else, instead of releasing it piece
/// by piece: for a large structure made once, used to the end of a command and then dropped, on the thread the
/// command waits for (`settingsc docs` at 10,000 settings spent 9 ms of its 215 releasing its facts and search items
/// after the last page; clang's `-disable-free` does the same for its AST). Only for what a command's process makes
/// once: each call keeps its value for good.
package func keepUntilExit<Value>(_ value: Value) {
    _ = Unmanaged.passRetained(Kept(value))
}

private final class Kept<Value> {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
