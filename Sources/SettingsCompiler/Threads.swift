#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
internal import CProcessTuning

/// The compiler's uses of a second core share these: the reader reads a large schema in two halves
/// (`YAMLReader.readInHalves`, `concurrently`), `generate` renders backends beside the planner
/// (`Generate.ConcurrentRenders`), and `docs` renders its schema pages and its Markdown beside its index
/// (`RenderStream`, SettingsBackends).
/// Plain POSIX threads, not Swift tasks: each use is one long-lived piece of work handed to one thread, which needs
/// no executor, and the output stays the same as on one thread.

/// Runs `second` on a thread of its own while `first` runs on this one, and gives both results (both run here, one
/// after the other, when no thread can be made). For work that shares nothing but what it reads.
package func concurrently<First, Second: Sendable>(
    _ first: () -> First, _ second: @escaping @Sendable () -> Second
) -> (First, Second) {
    let result = ThreadResult<Second>()
    let thread = WorkerThread { result.value = second() }
    let firstValue = first()
    if let thread {
        Timeline.stamp("concurrently: first done, joining")
        thread.join()
        Timeline.stamp("concurrently: joined")
    } else {
        result.value = second()
    }
    return (firstValue, result.value!)
}

/// What a thread of `concurrently` gives: written by the thread before it ends, read after `join`.
private final class ThreadResult<Value>: @unchecked Sendable {
    var value: Value?
}

/// A POSIX thread running one closure, with an 8 MB stack (a secondary thread's default is 512 KB on macOS).
package final class WorkerThread {
    private final class Body {
        let run: @Sendable () -> Void
        /// Whether the thread was made to start on another CPU (it then lets itself run anywhere first thing).
        let placed: Bool
        init(_ run: @escaping @Sendable () -> Void, placed: Bool) {
            self.run = run
            self.placed = placed
        }
    }

    #if canImport(Darwin)
    private var thread: pthread_t?
    #else
    private var thread = pthread_t()
    #endif
    private var joined = false

    /// Nil when the thread cannot be created.
    package init?(_ run: @escaping @Sendable () -> Void) {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, 8 << 20)
        // Started on another core than this thread's, which is busy: see `settingsc_start_on_another_cpu`.
        let placed = settingsc_start_on_another_cpu(&attributes) == 1
        Timeline.stamp("thread: creating")
        let body = Unmanaged.passRetained(Body(run, placed: placed)).toOpaque()
        let result = pthread_create(&thread, &attributes, { argument in
            #if canImport(Darwin)
            let body = Unmanaged<Body>.fromOpaque(argument).takeRetainedValue()
            #else
            let body = Unmanaged<Body>.fromOpaque(argument!).takeRetainedValue()
            #endif
            if body.placed { settingsc_run_anywhere() }
            settingsc_open_thread_heap()
            Timeline.stamp("thread: started")
            body.run()
            Timeline.stamp("thread: done")
            return nil
        }, body)
        guard result == 0 else {
            Unmanaged<Body>.fromOpaque(body).release()
            return nil
        }
    }

    /// Waits for the thread to end (once; later calls return at once).
    package func join() {
        guard !joined else { return }
        joined = true
        #if canImport(Darwin)
        if let thread { pthread_join(thread, nil) }
        #else
        pthread_join(thread, nil)
        #endif
    }

    deinit { join() }
}

/// A mutex with one condition variable: the state it guards is changed only inside `locked`, and every change that
/// another thread may wait for is followed by `broadcast`.
package final class ConditionLock: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let condition: UnsafeMutablePointer<pthread_cond_t>

    package init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        condition = .allocate(capacity: 1)
        condition.initialize(to: pthread_cond_t())
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        condition.deinitialize(count: 1)
        condition.deallocate()
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` holding the mutex.
    package func locked<T>(_ body: () throws -> T) rethrows -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }

    /// Inside `locked` only: releases the mutex until another thread's `broadcast`, then holds it again. The caller
    /// tests its condition again (a wake-up may be spurious).
    package func wait() { pthread_cond_wait(condition, mutex) }

    /// Inside `locked` only: wakes every waiting thread.
    package func broadcast() { pthread_cond_broadcast(condition) }
}

/// A value made once, by the first thread that asks for it, while any other that asks meanwhile waits for it:
/// `docs` makes the search items of its pages on the thread that prints the index, while the pages, printed beside,
/// need them only at their end (and make them themselves when no thread could be made for the pages, which then
/// run first).
package final class MadeOnce<Value: Sendable>: @unchecked Sendable {
    // Guarded by `lock`, which is broadcast when the value is made.
    private let lock = ConditionLock()
    private var made: Value?
    private var making = false
    private let make: @Sendable () -> Value

    package init(_ make: @escaping @Sendable () -> Value) {
        self.make = make
    }

    /// The value: made here when no thread has begun to make it, else waited for.
    package var value: Value {
        let mine: Bool = lock.locked {
            while made == nil, making { lock.wait() }
            guard made == nil else { return false }
            making = true
            return true
        }
        if mine {
            let value = make()
            lock.locked {
                made = value
                lock.broadcast()
            }
            return value
        }
        return lock.locked { made! }
    }
}
