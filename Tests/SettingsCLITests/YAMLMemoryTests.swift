#if canImport(Glibc)
import Glibc
#endif
import CProcessTuning
import Testing

/// libyaml's memory (Sources/CProcessTuning, "libyaml's memory"): while a thread is inside libyaml's parser, blocks
/// of up to 2,048 bytes come from the thread's free lists. Only the executable is linked with `--wrap=malloc,free,
/// realloc`; these tests call the same decisions through `settingsc_yaml_memory_malloc`, `_free` and `_realloc`,
/// with the C library's functions as the real ones. The executable's use of them is held by `make check` (the
/// release executable regenerates every schema in Schemas/ byte for byte), `make test-release-fixtures` (it reads
/// every schema fixture, valid and invalid, without a crash), `make test-instructions` (its budget for validate is
/// below what glibc's malloc costs libyaml) and `check-static-executable` (the wrappers are linked).
@Suite struct YAMLMemoryTests {
    init() {
        #expect(settingsc_reserve_yaml_memory() == 1)
    }

    private func insideTheParser<T>(_ body: () throws -> T) rethrows -> T {
        settingsc_yaml_memory_enter()
        defer { settingsc_yaml_memory_leave() }
        return try body()
    }

    private func owns(_ block: UnsafeMutableRawPointer?) -> Bool { settingsc_yaml_memory_owns(block) == 1 }
    private func capacity(_ block: UnsafeMutableRawPointer?) -> Int { Int(settingsc_yaml_memory_capacity(block)) }

    @Test func blocksComeFromTheListsOnlyInsideTheParserAndUpTo2048Bytes() {
        let outside = settingsc_yaml_memory_malloc(32)
        #expect(outside != nil && !owns(outside))
        settingsc_yaml_memory_free(outside)
        let sizes = [1, 16, 17, 32, 33, 100, 1_000, 2_048, 2_049, 100_000]
        let blocks = insideTheParser { sizes.map { settingsc_yaml_memory_malloc($0) } }
        for (size, block) in zip(sizes, blocks) {
            #expect(block != nil)
            if size <= 2_048 {
                #expect(owns(block), "\(size) bytes")
                // The smallest power of two from 16 that holds it.
                #expect(capacity(block) == max(16, 1 << (Int.bitWidth - (size - 1).leadingZeroBitCount)), "\(size) bytes")
            } else {
                #expect(!owns(block) && capacity(block) == 0, "\(size) bytes")
            }
            #expect(Int(bitPattern: block) % 16 == 0, "\(size) bytes: aligned as malloc's")
        }
        // Freed inside or outside the parser, each goes back where it came from (glibc would abort on a block not its own).
        for block in blocks.prefix(5) { settingsc_yaml_memory_free(block) }
        insideTheParser { for block in blocks.dropFirst(5) { settingsc_yaml_memory_free(block) } }
        settingsc_yaml_memory_free(nil)
        #expect(settingsc_yaml_memory_wraps_malloc() == 0, "only the executable wraps malloc")
    }

    @Test func aFreedBlockIsTheNextOneOfItsClass() {
        insideTheParser {
            let first = settingsc_yaml_memory_malloc(100)
            settingsc_yaml_memory_free(first)
            let again = settingsc_yaml_memory_malloc(120)  // the same class, 128 bytes
            #expect(again == first)
            let smaller = settingsc_yaml_memory_malloc(60)  // another class
            #expect(smaller != first && owns(smaller))
            settingsc_yaml_memory_free(again)
            settingsc_yaml_memory_free(smaller)
        }
    }

    /// libyaml grows a scalar's buffer by doubling it (yaml_string_extend): the bytes written so far move with it,
    /// into a larger class and, past 2,048 bytes, to glibc.
    @Test func reallocKeepsTheBytesAsTheBlockGrowsAndMoves() {
        insideTheParser {
            var block = settingsc_yaml_memory_realloc(nil, 10)
            #expect(owns(block) && capacity(block) == 16)
            var written = 0
            func write(upTo size: Int) {
                let bytes = block!.assumingMemoryBound(to: UInt8.self)
                while written < size { bytes[written] = UInt8(truncatingIfNeeded: written &* 7 &+ 3); written += 1 }
            }
            func intact() -> Bool {
                let bytes = block!.assumingMemoryBound(to: UInt8.self)
                return (0..<written).allSatisfy { bytes[$0] == UInt8(truncatingIfNeeded: $0 &* 7 &+ 3) }
            }
            write(upTo: 10)
            let unmoved = settingsc_yaml_memory_realloc(block, 16)
            #expect(unmoved == block, "room enough: it stays")
            block = unmoved
            write(upTo: 16)
            var size = 32
            while size <= 8_192 {
                block = settingsc_yaml_memory_realloc(block, size)
                #expect(block != nil && intact(), "grown to \(size)")
                #expect(owns(block) == (size <= 2_048), "grown to \(size)")
                write(upTo: size)
                size *= 2
            }
            // A block of glibc's stays glibc's, inside the parser too.
            block = settingsc_yaml_memory_realloc(block, 20_000)
            #expect(block != nil && !owns(block) && intact())
            settingsc_yaml_memory_free(block)
            // Size 0 frees the block, as glibc's realloc does.
            let freed = settingsc_yaml_memory_malloc(48)
            #expect(settingsc_yaml_memory_realloc(freed, 0) == nil)
            #expect(settingsc_yaml_memory_malloc(64) == freed)
            settingsc_yaml_memory_free(freed)
        }
    }

    /// Blocks alive at once never overlap, and freed blocks are used again: the memory a thread holds is what libyaml
    /// holds at once, however long the file.
    @Test func blocksAreReusedAndNeverOverlap() {
        insideTheParser {
            var random = SystemRandomNumberGenerator()
            var live: [(block: UnsafeMutableRawPointer, size: Int, mark: UInt8)] = []
            func check(_ entry: (block: UnsafeMutableRawPointer, size: Int, mark: UInt8)) -> Bool {
                let bytes = entry.block.assumingMemoryBound(to: UInt8.self)
                return (0..<entry.size).allSatisfy { bytes[$0] == entry.mark }
            }
            // Warm up: 500 blocks alive at once, then all freed.
            for round in 0..<2 {
                for index in 0..<500 {
                    let size = Int.random(in: 1...2_048, using: &random)
                    let block = settingsc_yaml_memory_malloc(size)!
                    let mark = UInt8(truncatingIfNeeded: index &+ round)
                    memset(block, Int32(mark), size)
                    live.append((block, size, mark))
                }
                #expect(live.allSatisfy(check), "round \(round): a block was written over")
                for entry in live { settingsc_yaml_memory_free(entry.block) }
                live.removeAll()
            }
            // 100,000 scalars of any size, each freed before the next (the scanner's pattern): one block per size
            // class, used again and again, however many scalars.
            var seen = Set<UnsafeMutableRawPointer>()
            for _ in 0..<100_000 {
                let block = settingsc_yaml_memory_malloc(Int.random(in: 1...2_048, using: &random))!
                seen.insert(block)
                settingsc_yaml_memory_free(block)
            }
            #expect(seen.count <= 8, "blocks used: \(seen.count)")
        }
    }

    /// The two threads that read a large schema's halves each have their own lists; a block freed on one thread
    /// goes to that thread's lists.
    @Test func twoThreadsAtOnceEachKeepTheirBlocks() {
        final class Outcome: @unchecked Sendable {
            var intact = [Bool](repeating: false, count: 2)
            var freedElsewhere: UnsafeMutableRawPointer?
            var reusedHere = false
        }
        let outcome = Outcome()
        func work(_ thread: Int) {
            settingsc_yaml_memory_enter()
            defer { settingsc_yaml_memory_leave() }
            var ok = true
            for round in 0..<300 {
                var blocks: [(UnsafeMutableRawPointer, Int)] = []
                for index in 0..<20 {
                    let size = 1 + (round * 37 + index * 101 + thread * 13) % 2_048
                    let block = settingsc_yaml_memory_malloc(size)!
                    memset(block, Int32(thread + 1), size)
                    blocks.append((block, size))
                }
                for (block, size) in blocks {
                    let bytes = block.assumingMemoryBound(to: UInt8.self)
                    if !(0..<size).allSatisfy({ bytes[$0] == UInt8(thread + 1) }) { ok = false }
                    settingsc_yaml_memory_free(block)
                }
            }
            outcome.intact[thread] = ok
        }
        var threads: [pthread_t] = []
        for thread in 0..<2 {
            let box = Unmanaged.passRetained(ThreadWork { work(thread) })
            var handle = pthread_t()
            #expect(pthread_create(&handle, nil, { argument in
                let work = Unmanaged<ThreadWork>.fromOpaque(argument!).takeRetainedValue()
                work.body()
                return nil
            }, box.toOpaque()) == 0)
            threads.append(handle)
        }
        for handle in threads { pthread_join(handle, nil) }
        #expect(outcome.intact == [true, true])

        // A block taken on a thread and freed on this one is this thread's next block of its class.
        let other = Unmanaged.passRetained(ThreadWork {
            settingsc_yaml_memory_enter()
            outcome.freedElsewhere = settingsc_yaml_memory_malloc(700)
            settingsc_yaml_memory_leave()
        })
        var handle = pthread_t()
        #expect(pthread_create(&handle, nil, { argument in
            Unmanaged<ThreadWork>.fromOpaque(argument!).takeRetainedValue().body()
            return nil
        }, other.toOpaque()) == 0)
        pthread_join(handle, nil)
        #expect(owns(outcome.freedElsewhere))
        insideTheParser {
            settingsc_yaml_memory_free(outcome.freedElsewhere)
            let next = settingsc_yaml_memory_malloc(1_000)
            #expect(next == outcome.freedElsewhere)
            settingsc_yaml_memory_free(next)
        }
    }
}

private final class ThreadWork: @unchecked Sendable {
    let body: () -> Void
    init(_ body: @escaping () -> Void) { self.body = body }
}
