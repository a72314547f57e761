#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import SettingsCompiler
import Testing

/// Threads.swift's pieces: `concurrently` (the reader's halves, the lowering's shares), `WorkerThread`.
@Suite struct ThreadsTests {
    @Test func givesBothResults() {
        let (first, second) = concurrently({ (1...100).reduce(0, +) }, { String(repeating: "x", count: 3) })
        #expect(first == 5050 && second == "xxx")
    }

    /// The second closure runs while the first does: the first waits (at most ten seconds) until the second has
    /// started, which it could not if they ran one after the other.
    @Test func theSecondRunsWhileTheFirstDoes() {
        final class Flag: @unchecked Sendable {
            let lock = ConditionLock()
            var set = false
        }
        let flag = Flag()
        let (sawIt, _) = concurrently({ () -> Bool in
            for _ in 0..<10_000 {
                if flag.lock.locked({ flag.set }) { return true }
                usleep(1_000)
            }
            return false
        }, {
            flag.lock.locked {
                flag.set = true
                flag.lock.broadcast()
            }
        })
        #expect(sawIt)
    }
}
