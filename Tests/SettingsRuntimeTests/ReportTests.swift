import SettingsRuntime
import Testing

@Suite("SettingsDecodingReport")
struct ReportTests {
    @Test func issueDescriptions() {
        typealias Issue = SettingsDecodingReport.Issue
        #expect(Issue(path: ["a", "b"], kind: .missing).description == "a.b: not stored yet (new setting); using the default")
        #expect(Issue(path: ["a"], kind: .invalid("expected a string, found 1")).description
            == "a: invalid (expected a string, found 1); using the default")
        #expect(Issue(path: ["n"], kind: .adjusted(from: "42", to: "29")).description == "n: adjusted from 42 to 29")
        #expect(Issue(path: ["x"], kind: .droppedUnknown("why")).description == "x: unknown key dropped (why)")
        #expect(Issue(path: [], kind: .missing).description == "(root): not stored yet (new setting); using the default")
        #expect(Issue(path: ["l"], kind: .partlyKept("dropped element 1 (x); kept 1 item: 2")).description
            == "l: dropped element 1 (x); kept 1 item: 2")
    }

    @Test func recordsInOrderAndClears() {
        let report = SettingsDecodingReport()
        #expect(report.isEmpty)
        report.record(.init(path: ["a"], kind: .missing))
        report.record(.init(path: ["b"], kind: .invalid("r")))
        #expect(report.issues.map(\.path) == [["a"], ["b"]])
        // Problems first, one per line; new settings (informational) on one line after them.
        #expect(report.description == "b: invalid (r); using the default\nnot stored yet (new settings), using their defaults: a")
        report.removeAll()
        #expect(report.issues.isEmpty)
    }

    @Test func newSettingsAreInformationalAndSeparateFromProblems() {
        let report = SettingsDecodingReport()
        report.record(.init(path: ["s", "new1"], kind: .missing))
        report.record(.init(path: ["s", "n"], kind: .adjusted(from: "45", to: "30")))
        report.record(.init(path: ["s", "new2"], kind: .missing))
        report.record(.init(path: ["s", "l"], kind: .partlyKept("dropped element 0 (x); kept 1 item: 2")))
        report.record(.init(path: ["x"], kind: .droppedUnknown("why")))
        #expect(report.problems.map(\.path) == [["s", "n"], ["s", "l"], ["x"]])
        #expect(report.newSettings.map(\.path) == [["s", "new1"], ["s", "new2"]])
        #expect(!SettingsDecodingReport.Issue(path: [], kind: .missing).isProblem)
        #expect(SettingsDecodingReport.Issue(path: [], kind: .invalid("r")).isProblem)
        #expect(report.description == """
            s.n: adjusted from 45 to 30
            s.l: dropped element 0 (x); kept 1 item: 2
            x: unknown key dropped (why)
            not stored yet (new settings), using their defaults: s.new1, s.new2
            """)
    }

    @Test func userInfoKeyName() {
        #expect(CodingUserInfoKey.settingsDecodingReport.rawValue == "settingsc.decodingReport")
    }

    @Test func recordingFromManyTasksAtOnceLosesNothing() async {
        let report = SettingsDecodingReport()
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<8 {
                group.addTask {
                    for index in 0..<2000 {
                        report.record(.init(path: ["t\(task)", "\(index)"], kind: .missing))
                        if index % 100 == 0 { _ = report.issues.count }
                    }
                }
            }
        }
        let issues = report.issues
        #expect(issues.count == 16_000)
        #expect(Set(issues).count == 16_000)
        // Each task's own issues stay in its order.
        let task3 = issues.filter { $0.path[0] == "t3" }.map { Int($0.path[1])! }
        #expect(task3 == Array(0..<2000))
    }
}
