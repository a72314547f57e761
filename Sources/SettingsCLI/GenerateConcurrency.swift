import SettingsBackends
import SettingsCompiler

extension Generate {
    /// One backend over one schema: what `generate` renders, in the order its files reach the planner.
    struct RenderJob: Sendable {
        var schemaPath: String
        var schema: SchemaIR
        var backend: any Backend
        /// A ``MergingBackend`` reads the output directory: it is rendered by the thread that plans, in its turn.
        var merges: Bool { backend.merging != nil }
    }

    /// Renders `generate`'s jobs on two threads, so the backends (independent once the IR exists) use both cores,
    /// while the planner sees every file exactly as a run on one thread would: the same files, bytes, order,
    /// messages and exit status.
    ///
    /// The jobs are claimed in order from one counter. The planning thread takes the next job itself and prints it
    /// straight into the planner; a second thread takes the job after and renders it into a planner of its own
    /// (`Planner.makeSide()`), which compares each file with the one on disk, hashes it and writes it to its
    /// temporary file there, and moves on to the next unclaimed one. When the planning thread reaches a job the
    /// other took, it waits for it to be done and takes its files over in order (`Planner.adopt`), checking their
    /// paths and reporting as it would have. Nothing waits in memory between the two (issue 32: the events of a
    /// rendered file used to be queued for the planner, which replayed them once its own job was done; past 4 MB
    /// queued, the second thread waited for it, and the planning thread hashed and wrote every file). A
    /// ``MergingBackend`` job (it reads the output directory) is never taken by the second thread, which stops
    /// there.
    final class ConcurrentRenders: @unchecked Sendable {
        let jobs: [RenderJob]
        // All below are guarded by `lock`, which is broadcast on every change.
        private let lock = ConditionLock()
        private var nextUnclaimed = 0
        /// The job the planning thread took before the second thread started (the first).
        private var takenFirst: Int?
        /// For each job the second thread rendered, its files, handed over by the side planner; set to [] once taken
        /// over (or discarded).
        private var handed: [[Planner.Handed]?]
        private var stopped = false
        private var worker: WorkerThread?
        /// Where the second thread plans what it renders; written before it starts, read after a job is done.
        private var side: Planner?

        init(jobs: [RenderJob]) {
            self.jobs = jobs
            handed = Array(repeating: nil, count: jobs.count)
        }

        private func locked<T>(_ body: () -> T) -> T { lock.locked(body) }

        /// Starts the second thread when there is a job for it (else, or when no thread can be made, the planning
        /// thread renders every job itself), planning beside `planner`.
        func start(beside planner: Planner) {
            guard jobs.count > 1, !jobs[1].merges else { return }
            // The planning thread takes the first job before the second thread can: else the second thread, started
            // first, would take it and every job after, and the planning thread would only take them over.
            locked {
                takenFirst = nextUnclaimed
                nextUnclaimed += 1
            }
            let side = planner.makeSide()
            self.side = side
            worker = WorkerThread { [self] in work(side) }
        }

        /// The second thread: claims jobs in order and renders each into the side planner.
        private func work(_ side: Planner) {
            while true {
                let claimed: Int? = locked {
                    guard !stopped, nextUnclaimed < jobs.count, !jobs[nextUnclaimed].merges else { return nil }
                    nextUnclaimed += 1
                    return nextUnclaimed - 1
                }
                guard let index = claimed else { return }
                let first = side.received.count
                side.schemaPath = jobs[index].schemaPath
                side.backend = jobs[index].backend.name
                Timeline.stamp("render beside: \(jobs[index].backend.name)")
                jobs[index].backend.render(jobs[index].schema, into: side)
                Timeline.stamp("render beside: done")
                // Handed over as values: the planning thread never reads the side planner while this thread may
                // still change it.
                let files = side.handOver(from: first)
                locked {
                    handed[index] = files
                    lock.broadcast()
                }
            }
        }

        /// Renders or takes over every job into `output`, in order. `body` is given each job as it comes and
        /// returns false to stop (a merging backend that failed); then the second thread stops too, and what it
        /// wrote and was not taken over goes.
        func run(into output: Planner, _ body: (RenderJob, _ renderHere: Bool) -> Bool) {
            defer { finish() }
            for index in jobs.indices {
                let mine = locked {
                    if takenFirst == index { return true }
                    guard nextUnclaimed == index else { return false }
                    nextUnclaimed += 1
                    return true
                }
                guard body(jobs[index], mine) else { return }
                if !mine {
                    Timeline.stamp("take over: \(jobs[index].backend.name)")
                    let files = locked {
                        while handed[index] == nil { lock.wait() }
                        defer { handed[index] = [] }
                        return handed[index]!
                    }
                    for file in files { output.adopt(file) }
                    Timeline.stamp("take over: done")
                }
            }
        }

        /// Stops the second thread (what it renders from now on is not taken over), waits for it, and removes the
        /// temporary files of what it wrote and was not taken over.
        private func finish() {
            locked {
                stopped = true
                lock.broadcast()
            }
            worker?.join()
            worker = nil
            for files in handed {
                for file in files ?? [] { Planner.discard(file.planned?.pending ?? .nothing) }
            }
            side?.discardTemporaryFiles()
        }
    }
}
