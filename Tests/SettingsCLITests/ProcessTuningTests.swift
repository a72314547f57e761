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
