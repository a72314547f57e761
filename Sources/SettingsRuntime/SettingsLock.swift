// A small mutex without Foundation: os_unfair_lock on Apple platforms, SRWLOCK on Windows, a pthread
// mutex elsewhere. (`Synchronization.Mutex` would need macOS 15 / iOS 18 as the deployment target.)

#if canImport(Darwin)
internal import Darwin
#elseif os(Windows)
internal import WinSDK
#elseif canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Android)
internal import Android
#elseif canImport(Bionic)
internal import Bionic
#else
#error("SettingsRuntime: no lock implementation for this platform")
#endif

final class SettingsLock: @unchecked Sendable {
    #if canImport(Darwin)
    private typealias Primitive = os_unfair_lock
    #elseif os(Windows)
    private typealias Primitive = SRWLOCK
    #else
    private typealias Primitive = pthread_mutex_t
    #endif

    // Heap-allocated so the lock has a stable address (a stored property's address is not stable).
    private let primitive: UnsafeMutablePointer<Primitive>

    init() {
        primitive = UnsafeMutablePointer<Primitive>.allocate(capacity: 1)
        #if canImport(Darwin)
        primitive.initialize(to: os_unfair_lock())
        #elseif os(Windows)
        InitializeSRWLock(primitive)
        #else
        primitive.initialize(to: pthread_mutex_t())
        let result = pthread_mutex_init(primitive, nil)
        precondition(result == 0, "pthread_mutex_init failed: \(result)")
        #endif
    }

    deinit {
        #if canImport(Darwin) || os(Windows)
        #else
        let result = pthread_mutex_destroy(primitive)
        precondition(result == 0, "pthread_mutex_destroy failed: \(result)")
        #endif
        primitive.deinitialize(count: 1)
        primitive.deallocate()
    }

    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try body()
    }

    private func lock() {
        #if canImport(Darwin)
        os_unfair_lock_lock(primitive)
        #elseif os(Windows)
        AcquireSRWLockExclusive(primitive)
        #else
        let result = pthread_mutex_lock(primitive)
        precondition(result == 0, "pthread_mutex_lock failed: \(result)")
        #endif
    }

    private func unlock() {
        #if canImport(Darwin)
        os_unfair_lock_unlock(primitive)
        #elseif os(Windows)
        ReleaseSRWLockExclusive(primitive)
        #else
        let result = pthread_mutex_unlock(primitive)
        precondition(result == 0, "pthread_mutex_unlock failed: \(result)")
        #endif
    }
}
