#if canImport(Glibc)
import Glibc
#endif
import CProcessTuning
import SettingsCompiler
import Testing

/// The executable's process-wide settings (Sources/CProcessTuning). A setting that silently stops taking effect shows
/// only as a higher peak RSS at 50,000 settings (it did once: looked up with dlsym, which finds nothing in the static
/// executable; then tested for glibc before any header had said so).
@Suite struct ProcessTuningTests {
    @Test func theMallocArenasAreCappedWhereTheCLibraryIsGlibc() {
        // Setting it in the test process is harmless: it only caps the arenas made from now on.
        #if os(Linux) && canImport(Glibc)
        #expect(settingsc_use_malloc_arenas(3) == 1)
        #else
        #expect(settingsc_use_malloc_arenas(3) == 0)
        #endif
    }

    /// With `settingsc_keep_freed_memory`, a large block freed and asked for again is the same memory: touching it
    /// the second time costs (almost) no page fault. glibc's default gives a block of 128 KB or more back to the
    /// kernel when it is freed (munmap) and the next one of that size is faulted in afresh, page by page.
    /// On the main thread, whose allocations come from glibc's main arena, as the executable's front end's do
    /// (`settingsc_use_malloc_arenas`): a test thread of another arena gets a block this large in a heap of its
    /// own, which glibc unmaps when it is freed whatever the thresholds.
    @Test @MainActor func freedMemoryIsReusedWithoutPageFaults() {
        #if os(Linux) && canImport(Glibc)
        #expect(settingsc_keep_freed_memory() == 1)
        func faults() -> Int {
            var usage = rusage()
            getrusage(__rusage_who_t(1), &usage)  // RUSAGE_THREAD, which Glibc's module declares only with _GNU_SOURCE
            return usage.ru_minflt
        }
        func touch(_ size: Int) -> Int {
            let before = faults()
            guard let block = malloc(size) else { return -1 }
            memset(block, 1, size)
            free(block)
            return faults() - before
        }
        // Each size larger than any before it, so that glibc's default (which raises its threshold to the size of a
        // block it gave back) would map it afresh the first time and fault the heap in the second; another test's
        // allocation between the two may take the freed memory, so a few sizes are tried.
        var seen: [(first: Int, again: Int)] = []
        for attempt in 0..<3 {
            let size = (20 << 20) + attempt * (1 << 20) + 4_321  // 5,100 pages and more
            seen.append((touch(size), touch(size)))
            if seen.last!.again >= 0 && seen.last!.again < 100 { break }
        }
        #expect(seen.contains { $0.first > 1_000 && $0.again >= 0 && $0.again < 100 }, "page faults (first touch, again): \(seen)")
        #else
        #expect(settingsc_keep_freed_memory() == 0)
        #endif
    }
}

#if os(Linux)
extension ProcessTuningTests {
    /// The executable's zeroed data is faulted in writable at start (`settingsc_fault_in_zeroed_data`), so that the
    /// Swift runtime's first write of a cache there, later, while another thread runs, costs no TLB flush on the other
    /// CPU: after the call every whole page of it is resident.
    @Test func theZeroedDataIsFaultedInWhole() throws {
        var start: UnsafeMutableRawPointer? = nil
        var count = 0
        settingsc_zeroed_data(&start, &count)
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let base = Int(bitPattern: start)
        let first = (base + page - 1) / page * page
        let end = (base + count) / page * page
        try #require(end > first, "the test runner has whole pages of zeroed data")
        #expect(settingsc_fault_in_zeroed_data() >= end - first)
        var residency = [UInt8](repeating: 0, count: (end - first) / page)
        #expect(mincore(UnsafeMutableRawPointer(bitPattern: first), end - first, &residency) == 0)
        #expect(residency.allSatisfy { $0 & 1 == 1 }, "\(residency.filter { $0 & 1 == 0 }.count) of \(residency.count) pages not resident")
    }

    /// A second thread opens 16 MB of its malloc heap at once when it starts (`settingsc_open_thread_heap`, which
    /// `WorkerThread` calls), instead of glibc's `mprotect` of a page at a time: the readable and writable mapping
    /// that holds the thread's first block is at least that large. With the executable's malloc settings
    /// (`settingsc_keep_freed_memory`), under which the freed block stays in the heap.
    @Test func aSecondThreadOpensItsHeapAtOnce() throws {
        #if canImport(Glibc)
        #expect(settingsc_keep_freed_memory() == 1)
        let seen = ThreadMapping()
        let thread = try #require(WorkerThread {
            let block = malloc(64)
            seen.size = Self.readWriteMappingSize(containing: UInt(bitPattern: block))
            free(block)
        })
        thread.join()
        #expect(seen.size >= 16 << 20, "the mapping holding the thread's first block: \(seen.size) bytes")
        #endif
    }

    /// The size of the readable and writable mapping of this process that holds `address` (/proc/self/maps), 0 if none.
    private static func readWriteMappingSize(containing address: UInt) -> Int {
        guard let file = fopen("/proc/self/maps", "r") else { return 0 }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 4096)
        while fgets(&line, Int32(line.count), file) != nil {
            let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            let fields = text.split(separator: " ")
            guard fields.count >= 2 else { continue }
            let bounds = fields[0].split(separator: "-").compactMap { UInt($0, radix: 16) }
            guard bounds.count == 2, bounds[0] <= address, address < bounds[1] else { continue }
            return fields[1].hasPrefix("rw") ? Int(bounds[1] - bounds[0]) : 0
        }
        return 0
    }
}

/// What the test's thread saw, read after `join`.
private final class ThreadMapping: @unchecked Sendable {
    var size = 0
}

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
