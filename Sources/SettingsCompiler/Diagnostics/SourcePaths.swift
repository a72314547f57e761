#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The paths of source files, interned: each distinct path gets a number once, and `SourceLocation` keeps the
/// number instead of the string. A process reads a handful of files, so the table stays small; it is never
/// emptied (a number, once handed out, must stay valid for every location that holds it).
enum SourcePaths {
    private static let table = InternTable()

    /// The number of `path`, the same for equal paths.
    static func intern(_ path: String) -> Int32 { table.intern(path) }

    /// The path numbered `number`.
    static func path(_ number: Int32) -> String { table.value(number) ?? "" }
}

/// Strings numbered from 0 in the order they are first interned; safe to use from any thread.
final class InternTable: @unchecked Sendable {
    /// Allocated, not a stored `pthread_mutex_t`: a mutex must not move, and a stored property's address is not stable.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t> = .allocate(capacity: 1)
    private var values: [String] = []
    private var numbers: [String: Int32] = [:]

    init() {
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    func intern(_ value: String) -> Int32 {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        if let number = numbers[value] { return number }
        let number = Int32(values.count)
        values.append(value)
        numbers[value] = number
        return number
    }

    func value(_ number: Int32) -> String? {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return values.indices.contains(Int(number)) ? values[Int(number)] : nil
    }
}
