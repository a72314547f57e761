import SettingsRuntime
import Testing

@Suite("SettingsDecodingReport")
struct ReportTests {
    @Test func issueDescriptions() {
        typealias Issue = SettingsDecodingReport.Issue
        #expect(Issue(path: ["a", "b"], kind: .missing).description == "a.b: missing; using the default")
        #expect(Issue(path: ["a"], kind: .invalid("expected a string, found 1")).description
            == "a: invalid (expected a string, found 1); using the default")
        #expect(Issue(path: ["n"], kind: .adjusted(from: "42", to: "29")).description == "n: adjusted from 42 to 29")
        #expect(Issue(path: ["x"], kind: .droppedUnknown("why")).description == "x: unknown key dropped (why)")
        #expect(Issue(path: [], kind: .missing).description == "(root): missing; using the default")
    }

    @Test func recordsInOrderAndClears() {
        let report = SettingsDecodingReport()
        #expect(report.isEmpty)
        report.record(.init(path: ["a"], kind: .missing))
        report.record(.init(path: ["b"], kind: .invalid("r")))
        #expect(report.issues.map(\.path) == [["a"], ["b"]])
        #expect(report.description == "a: missing; using the default\nb: invalid (r); using the default")
        report.removeAll()
        #expect(report.issues.isEmpty)
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
