internal import CProcessTuning

/// The steps of a run, for whoever measures the compiler: with `SETTINGSC_TIMELINE` set, the executable records a
/// stamp at each step (when, on which thread, that thread's CPU time and page faults so far) and prints them on
/// standard error before it exits (Sources/CProcessTuning, "The timeline"; bench/README.md shows how to read them).
/// Off, a stamp is a load and a branch, and its label is not even made.
package enum Timeline {
    /// Whether stamps are being recorded.
    package static var isOn: Bool { settingsc_timeline_is_on() != 0 }

    /// Starts recording; `label` is the origin of the times printed. Call it before any second thread is made.
    package static func start(_ label: String) {
        var label = label
        label.withUTF8 { settingsc_timeline_start($0.baseAddress, Int32(clamping: $0.count)) }
    }

    /// Records that the calling thread has reached `label` (its first 64 bytes are kept).
    package static func stamp(_ label: @autoclosure () -> String) {
        guard settingsc_timeline_is_on() != 0 else { return }
        var label = label()
        label.withUTF8 { settingsc_timeline_record($0.baseAddress, Int32(clamping: $0.count)) }
    }

    /// Writes the stamps to `fileDescriptor` (a line each; see `settingsc_timeline_print`); the number written.
    @discardableResult
    package static func print(to fileDescriptor: Int32) -> Int {
        Int(settingsc_timeline_print(fileDescriptor))
    }

    /// For the tests: forgets the stamps recorded so far.
    package static func reset() { settingsc_timeline_reset() }
}
