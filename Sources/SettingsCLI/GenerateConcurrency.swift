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
    ///
    /// Nor does the planning thread wait while there is work: reaching a job the other thread is still rendering, it
    /// claims the next unclaimed one (not a merging one) and renders it ahead into a side planner of its own, hands
    /// its files over to itself the same way, and takes them over in their turn. So the backends go to whichever
    /// thread is free first: on these virtual machines the other core is at times much slower than this one (a busy
    /// host: the form backend took 1.2 ms there in quiet runs, 1.9 ms in slow ones), and the planning thread, done
    /// with the Swift model, used to wait for it to finish the form before the SwiftUI backend could start (issue 32).
    final class ConcurrentRenders: @unchecked Sendable {
        let jobs: [RenderJob]
        // All below are guarded by `lock`, which is broadcast on every change.
        private let lock = ConditionLock()
        private var nextUnclaimed = 0
        /// The job the planning thread took before the second thread started (the first).
        private var takenFirst: Int?
        /// For each job rendered into a side planner (by the second thread, or ahead by the planning thread), its
        /// files, handed over; set to [] once taken over (or discarded).
        private var handed: [[Planner.Handed]?]
        private var stopped = false
        private var worker: WorkerThread?
        /// Where the second thread plans what it renders; written before it starts, read after a job is done.
        private var side: Planner?
        /// Where the planning thread plans what it renders ahead (``renderAhead(whileWaitingFor:beside:)``), made
        /// the first time; used on that thread only.
        private var ahead: Planner?

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
                guard let index = locked({ claimNext() }) else { return }
                // Handed over as values: the planning thread never reads the side planner while this thread may
                // still change it.
                let files = render(index, into: side, "render beside")
                locked {
                    handed[index] = files
                    lock.broadcast()
                }
            }
        }

        /// Under `lock`: claims the next unclaimed job for a side planner, unless the run stopped, no job is left or
        /// the next one merges (the planning thread renders that one in its turn).
        private func claimNext() -> Int? {
            guard !stopped, nextUnclaimed < jobs.count, !jobs[nextUnclaimed].merges else { return nil }
            nextUnclaimed += 1
            return nextUnclaimed - 1
        }

        /// Renders job `index` into a side planner and returns its files, handed over.
        private func render(_ index: Int, into side: Planner, _ step: String) -> [Planner.Handed] {
            let first = side.received.count
            side.schemaPath = jobs[index].schemaPath
            side.backend = jobs[index].backend.name
            Timeline.stamp("\(step): \(jobs[index].backend.name)")
            jobs[index].backend.render(jobs[index].schema, into: side)
            Timeline.stamp("\(step): done")
            return side.handOver(from: first)
        }

        /// On the planning thread, while the second thread has not handed job `index` over: claims the next unclaimed
        /// job, unless it merges, and renders it into `ahead` (made beside `output` the first time), its files handed
        /// over for this thread to take over in their turn; again until job `index` is handed over or no job is left.
        private func renderAhead(whileWaitingFor index: Int, beside output: Planner) {
            while true {
                guard let next = locked({ handed[index] == nil ? claimNext() : nil }) else { return }
                let side = ahead ?? output.makeSide()
                ahead = side
                let files = render(next, into: side, "render ahead")
                locked { handed[next] = files }
            }
        }

        /// Renders or takes over every job into `output`, in order (rendering ahead while it waits for one). `body` is
        /// given each job as it comes and returns false to stop (a merging backend that failed); then the second
        /// thread stops too, and what was rendered into a side planner and not taken over goes.
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
                    renderAhead(whileWaitingFor: index, beside: output)
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
            ahead?.discardTemporaryFiles()
        }
    }
}
