import SettingsBackends
import SettingsCompiler

extension Generate {
    /// One backend over one schema: what `generate` renders, in the order its files reach the planner.
    struct RenderJob: Sendable {
        var schemaPath: String
        var schema: SchemaIR
        var backend: any Backend
        /// A ``MergingBackend`` reads the output directory: it is rendered by the thread that plans, in its turn.
        var merges: Bool { backend is any MergingBackend }
    }

    /// Renders `generate`'s jobs on two threads, so the backends (independent once the IR exists) use both cores,
    /// while the planner sees every file exactly as a run on one thread would: the same files, bytes, order,
    /// messages and exit status.
    ///
    /// The jobs are claimed in order from one counter. The planning thread takes the next job itself and prints it
    /// straight into the planner; a second thread takes the job after, renders it into a queue of events (a file
    /// begun, a piece of its text, its end), and moves on to the next unclaimed one. When the planning thread
    /// reaches a job the other took, it replays that job's events into the planner as they come. The queue holds
    /// at most `limit` bytes of text (the rendering thread waits beyond it, until the planner catches up), so a
    /// huge schema does not hold its outputs whole. A ``MergingBackend`` job (it reads the output directory) is
    /// never taken by the second thread, which stops there.
    final class ConcurrentRenders: @unchecked Sendable {
        let jobs: [RenderJob]
        let limit: Int
        // All below are guarded by `lock`, which is broadcast on every change.
        private let lock = ConditionLock()
        private var nextUnclaimed = 0
        /// The job the planning thread took before the second thread started (the first).
        private var takenFirst: Int?
        private var queued: [[RenderEvent]]
        private var finished: [Bool]
        private var bufferedBytes = 0
        private var stopped = false
        private var worker: WorkerThread?

        init(jobs: [RenderJob], limit: Int = Generate.renderQueueLimit) {
            self.jobs = jobs
            self.limit = limit
            queued = Array(repeating: [], count: jobs.count)
            finished = Array(repeating: false, count: jobs.count)
        }

        private func locked<T>(_ body: () -> T) -> T { lock.locked(body) }

        /// Starts the second thread when there is a job for it (else, or when no thread can be made, the planning
        /// thread renders every job itself).
        func start() {
            guard jobs.count > 1, !jobs[1].merges else { return }
            // The planning thread takes the first job before the second thread can: else the second thread, started
            // first, would take it and every job after, and the planning thread would only replay them.
            locked {
                takenFirst = nextUnclaimed
                nextUnclaimed += 1
            }
            worker = WorkerThread { [self] in work() }
        }

        /// The second thread: claims jobs in order and renders each into its queue.
        private func work() {
            while true {
                let claimed: Int? = locked {
                    guard !stopped, nextUnclaimed < jobs.count, !jobs[nextUnclaimed].merges else { return nil }
                    nextUnclaimed += 1
                    return nextUnclaimed - 1
                }
                guard let index = claimed else { return }
                jobs[index].backend.render(jobs[index].schema, into: JobOutput(owner: self, index: index))
                locked {
                    finished[index] = true
                    lock.broadcast()
                }
            }
        }

        /// Queues an event of job `index`, waiting while the queue is over its limit (never for a file's beginning).
        fileprivate func push(_ event: RenderEvent, job index: Int) {
            let count = event.byteCount
            locked {
                while count > 0, bufferedBytes > limit, !stopped { lock.wait() }
                guard !stopped else { return }
                queued[index].append(event)
                bufferedBytes += count
                lock.broadcast()
            }
        }

        /// Renders or replays every job into `output`, in order. `body` is given each job as it comes and returns
        /// false to stop (a merging backend that failed); then the second thread stops too.
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
                if !mine { replay(index, into: output) }
            }
        }

        /// Passes job `index`'s events to the planner as the second thread makes them, until the job is done.
        private func replay(_ index: Int, into output: Planner) {
            while true {
                let (events, done): ([RenderEvent], Bool) = locked {
                    while queued[index].isEmpty, !finished[index] { lock.wait() }
                    let events = queued[index]
                    queued[index] = []
                    bufferedBytes -= events.reduce(0) { $0 + $1.byteCount }
                    lock.broadcast()
                    return (events, finished[index])
                }
                for event in events { event.pass(to: output) }
                if done { return }
            }
        }

        /// Stops the second thread (what it renders from now on is dropped) and waits for it.
        private func finish() {
            locked {
                stopped = true
                lock.broadcast()
            }
            worker?.join()
            worker = nil
        }
    }

    /// Where the second thread's backend puts a job's files: events in the job's queue.
    private final class JobOutput: RenderOutput, CodePrinterSink {
        let owner: ConcurrentRenders
        let index: Int

        init(owner: ConcurrentRenders, index: Int) {
            self.owner = owner
            self.index = index
        }

        func add(_ file: RenderedFile) { owner.push(.add(file), job: index) }

        func beginFile(_ path: String) -> CodePrinter {
            owner.push(.begin(path), job: index)
            return CodePrinter(flushingTo: self)
        }

        func write(_ bytes: [UInt8]) { owner.push(.piece(bytes), job: index) }

        func endFile(_ rest: [UInt8]) { owner.push(.end(rest), job: index) }
    }
}
