#if canImport(Glibc)
import Glibc
#endif
import CProcessTuning
import Testing

/// The executable's process-wide settings (Sources/CProcessTuning). A setting that silently stops taking effect shows
/// only as a higher peak RSS at 50,000 settings (it did once: looked up with dlsym, which finds nothing in the static
/// executable; then tested for glibc before any header had said so).
@Suite struct ProcessTuningTests {
    @Test func oneMallocArenaIsSetWhereTheCLibraryIsGlibc() {
        // Setting it in the test process is harmless: it only caps the arenas made from now on.
        #if os(Linux) && canImport(Glibc)
        #expect(settingsc_use_one_malloc_arena() == 1)
        #else
        #expect(settingsc_use_one_malloc_arena() == 0)
        #endif
    }
}

#if os(Linux)
/// A thread's affinity mask, a bit per CPU (`settingsc_thread_affinity`).
private struct Mask: Equatable {
    var bytes = [UInt8](repeating: 0, count: 128)

    static func ofThisThread() -> Mask {
        var mask = Mask()
        let read = mask.bytes.withUnsafeMutableBufferPointer { settingsc_thread_affinity($0.baseAddress, Int32($0.count)) }
        precondition(read == 0, "sched_getaffinity failed")
        return mask
    }

    var count: Int { bytes.reduce(0) { $0 + $1.nonzeroBitCount } }
    func contains(_ cpu: Int32) -> Bool { cpu >= 0 && Int(cpu) / 8 < bytes.count && bytes[Int(cpu) / 8] & (1 << (UInt8(cpu) % 8)) != 0 }
}

/// What a thread made with `settingsc_start_on_another_cpu`'s attributes saw: its CPU and mask when it started, and
/// its mask after `settingsc_run_anywhere`.
private struct Placement {
    var cpu: Int32 = -1
    var startMask = Mask()
    var laterMask = Mask()
}

extension ProcessTuningTests {
    /// A second thread starts on another CPU than its creator's (on this VM a new thread otherwise waited up to a
    /// few milliseconds for the idle core), then may run on every CPU the process may run on.
    @Test func aSecondThreadStartsOnAnotherCPUThenRunsAnywhere() {
        let allowed = Mask.ofThisThread()
        #expect(Int(settingsc_allowed_cpus()) == allowed.count)
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        let creator = settingsc_current_cpu()
        let placed = settingsc_start_on_another_cpu(&attributes)
        guard allowed.count >= 2 else {
            #expect(placed == 0)
            return
        }
        #expect(placed == 1)
        let placement = UnsafeMutablePointer<Placement>.allocate(capacity: 1)
        placement.initialize(to: Placement())
        defer { placement.deinitialize(count: 1).deallocate() }
        var thread = pthread_t()
        #expect(pthread_create(&thread, &attributes, { argument in
            let placement = argument!.assumingMemoryBound(to: Placement.self)
            placement.pointee.cpu = settingsc_current_cpu()
            placement.pointee.startMask = Mask.ofThisThread()
            settingsc_run_anywhere()
            placement.pointee.laterMask = Mask.ofThisThread()
            return nil
        }, placement) == 0)
        pthread_join(thread, nil)
        let seen = placement.pointee
        #expect(seen.startMask.count == 1)
        #expect(!seen.startMask.contains(creator), "the creator's CPU, \(creator)")
        #expect(seen.startMask.contains(seen.cpu) && allowed.contains(seen.cpu))
        #expect(seen.laterMask == allowed)
    }
}
#endif
