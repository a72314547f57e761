internal import CProcessTuning

/// The steps of a run, for whoever measures the compiler: with `SETTINGSC_TIMELINE` set, the executable records a
/// stamp at each step (when, on which thread, that thread's CPU time and page faults so far) and prints them on
/// standard error before it exits (Sources/CProcessTuning, "The timeline"; bench/README.md shows how to read them).
/// Off, a stamp is a load and a branch, and its label is not even made.
package enum Timeline {
    /// Records that the calling thread has reached `label` (its first 64 bytes are kept).
    package static func stamp(_ label: @autoclosure () -> String) {
        guard settingsc_timeline_is_on() != 0 else { return }
        var label = label()
        label.withUTF8 { settingsc_timeline_record($0.baseAddress, Int32(clamping: $0.count)) }
    }
}
