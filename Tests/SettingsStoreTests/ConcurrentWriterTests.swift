import Foundation
import GeneratedSettings
import SettingsRuntime
import SettingsStore
import Testing

/// Two stores on one location (an app and its extension, or two versions of an app): a save merges this
/// store's changes into what is stored now, so no other writer's value or unknown key is lost (issue 20,
/// item 14).
@MainActor
@Suite struct ConcurrentWriterTests {
    func object(_ persistence: any SettingsPersistence) throws -> [String: Any] {
        let data = try #require(try persistence.read())
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test(arguments: PersistenceTests.Kind.allCases)
    func twoStoresKeepEachOthersChanges(kind: PersistenceTests.Kind) throws {
        let persistence = PersistenceTests.make(kind)
        let a = SettingsStore(form: betaForm, loadingFrom: persistence)
        let b = SettingsStore(form: betaForm, loadingFrom: persistence)
        a.set(\.smoothing.dayPeriod, to: 12)
        try a.save()
        b.set(\.smoothing.grouped.nickname, to: "Sam")
        try b.save()
        #expect(b.current.smoothing.dayPeriod == 12, "b's save brought in a's change")
        #expect(!b.hasChanges)
        a.set(\.smoothing.grouped.level, to: 3)
        try a.save()
        #expect(a.current.smoothing.grouped.nickname == "Sam")

        let reader = SettingsStore(form: betaForm, loadingFrom: persistence)
        #expect(reader.current.smoothing.dayPeriod == 12)
        #expect(reader.current.smoothing.grouped.nickname == "Sam")
        #expect(reader.current.smoothing.grouped.level == 3)
        #expect(reader.loadIssues.isEmpty)
    }

    @Test(arguments: PersistenceTests.Kind.allCases)
    func aNewerVersionsValuesAndKeysSurvive(kind: PersistenceTests.Kind) throws {
        let persistence = PersistenceTests.make(kind)
        let old = SettingsStore(form: betaForm, loadingFrom: persistence)
        // A newer version, whose range for dayPeriod is wider and which knows more keys, saves meanwhile.
        try persistence.write(Data("""
            {"calculation": {"mode": "weightedAverage", "text": "", "precision": 18446744073709551615},
             "smoothing": {"dayPeriod": 45, "algorithm": "movingAverage", "window": {"kind": "wide"},
                           "grouped": {"level": 1, "prettyCool": true, "nickname": null}},
             "newSection": {"x": [1, 2.5, "three"]}}
            """.utf8))
        old.set(\.smoothing.grouped.prettyCool, to: false)
        try old.save()

        let json = try object(persistence)
        let calculation = try #require(json["calculation"] as? [String: Any])
        let smoothing = try #require(json["smoothing"] as? [String: Any])
        #expect(calculation["mode"] as? String == "weightedAverage", "a value this store did not change is the other writer's")
        #expect(smoothing["dayPeriod"] as? Int == 45, "not clamped to this version's range: this store did not change it")
        #expect((smoothing["window"] as? [String: Any])?["kind"] as? String == "wide")
        #expect((json["newSection"] as? [String: Any])?["x"] as? [Any] != nil)
        #expect((smoothing["grouped"] as? [String: Any])?["prettyCool"] as? Bool == false)
        // Numbers this store never touched are written back as they were stored.
        let text = String(decoding: try #require(try persistence.read()), as: UTF8.self)
        #expect(text.contains("18446744073709551615"))
        #expect(text.contains("2.5"))
        // This store shows the merged value, read by its own rules.
        #expect(old.current.calculation.mode == .weightedAverage)
        #expect(old.current.smoothing.dayPeriod == 30)
        #expect(!old.hasChanges)
    }

    @Test func valuesNoOneChangedKeepTheirExactText() throws {
        let file = SettingsJSONFile(url: temporaryDirectory().appendingPathComponent("Beta.json"))
        let store = SettingsStore(form: betaForm, loadingFrom: file)
        let tokens = [#"-0.0"#, #"1e400"#, #"0.10000000000000000000001"#, #"-12345678901234567890123"#,
                      #""\ud83d\ude00 \u0000 a\/b \\ \"q\"""#, #""\ud800 lone""#, "\"tab\\tand é\""]
        try file.write(Data(("{\"future\": {\"k\\\"ey\": [" + tokens.joined(separator: ",") + "], \"empty\": {}, \"none\": []},"
                             + " \"smoothing\": {\"dayPeriod\": 3}}").utf8))
        store.set(\.smoothing.grouped.nickname, to: "Sam")
        try store.save()
        let text = String(decoding: try #require(try file.read()), as: UTF8.self)
        for token in tokens { #expect(text.contains(token), "\(token) was rewritten") }
        #expect(text.contains(#""k\"ey""#))
        let reader = SettingsStore(form: betaForm, loadingFrom: file)
        #expect(reader.current.smoothing.dayPeriod == 3)
        #expect(reader.current.smoothing.grouped.nickname == "Sam")
    }

    @Test(arguments: PersistenceTests.Kind.allCases)
    func theSameSettingChangedByBothTakesTheLastSave(kind: PersistenceTests.Kind) throws {
        let persistence = PersistenceTests.make(kind)
        let a = SettingsStore(form: betaForm, loadingFrom: persistence)
        let b = SettingsStore(form: betaForm, loadingFrom: persistence)
        a.set(\.smoothing.dayPeriod, to: 12)
        a.set(\.calculation.mode, to: .weightedAverage)
        a.registerSideEffect("reindex") { _ in }
        try a.save()
        b.set(\.smoothing.dayPeriod, to: 20)
        try b.save()
        let reader = SettingsStore(form: betaForm, loadingFrom: persistence)
        #expect(reader.current.smoothing.dayPeriod == 20)
        #expect(reader.current.calculation.mode == .weightedAverage)
    }

    @Test(arguments: PersistenceTests.Kind.allCases)
    func settingBackToTheLoadedValueIsAChangeToo(kind: PersistenceTests.Kind) throws {
        let persistence = PersistenceTests.make(kind)
        let a = SettingsStore(form: betaForm, loadingFrom: persistence)
        let b = SettingsStore(form: betaForm, loadingFrom: persistence)
        b.set(\.smoothing.dayPeriod, to: 20)
        try b.save()
        // a changes dayPeriod and back: no change of its own, so b's value stays.
        a.set(\.smoothing.dayPeriod, to: 9)
        a.set(\.smoothing.dayPeriod, to: 7)
        a.set(\.smoothing.grouped.level, to: 2)
        try a.save()
        #expect(SettingsStore(form: betaForm, loadingFrom: persistence).current.smoothing.dayPeriod == 20)
    }

    @Test func dataAnotherWriterBrokeIsSetAsideBeforeTheSave() throws {
        let directory = temporaryDirectory()
        let file = SettingsJSONFile(url: directory.appendingPathComponent("Beta.json"))
        let store = SettingsStore(form: betaForm, loadingFrom: file)
        let broken = Data(#"{"smoothing": {"dayPeriod": 12"#.utf8)
        try file.write(broken)
        store.set(\.smoothing.dayPeriod, to: 5)
        try store.save()
        #expect(try Data(contentsOf: directory.appendingPathComponent("Beta.json.unreadable")) == broken)
        #expect(SettingsStore(form: betaForm, loadingFrom: file).current.smoothing.dayPeriod == 5)
    }

    @Test func aFileRemovedSinceLoadingIsWrittenWhole() throws {
        let file = SettingsJSONFile(url: temporaryDirectory().appendingPathComponent("Beta.json"))
        try file.write(Data(#"{"smoothing": {"dayPeriod": 12, "future": 1}}"#.utf8))
        let store = SettingsStore(form: betaForm, loadingFrom: file)
        try FileManager.default.removeItem(at: file.url)
        store.set(\.smoothing.grouped.level, to: 2)
        try store.save()
        let reader = SettingsStore(form: betaForm, loadingFrom: file)
        #expect(reader.current.smoothing.dayPeriod == 12)
        #expect(reader.current.smoothing.grouped.level == 2)
        #expect(reader.loadIssues.isEmpty, "every setting is in the file")
    }

    // MARK: Two processes

    static let writerEnvironment = "SETTINGSC_STORE_TEST_WRITER"
    static let saves = 150

    /// Two processes (this test binary, started twice) on one file, each saving its own setting 150 times and
    /// reloading now and then: at the end both last values, the other settings and an unknown key are there.
    /// In a child process (the environment names a writer) this test is that writer instead.
    @Test func twoProcessesSavingRepeatedlyLoseNothing() throws {
        if let role = ProcessInfo.processInfo.environment[Self.writerEnvironment] {
            try Self.write(as: role)
            return
        }
        let url = temporaryDirectory().appendingPathComponent("Beta.json")
        let file = SettingsJSONFile(url: url)
        try file.write(Data(#"{"smoothing": {"dayPeriod": 12}, "newSection": {"x": 1}}"#.utf8))
        let logs = url.deletingLastPathComponent()
        let children = try ["text", "nickname"].map { role in
            let child = Process()
            child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
            child.arguments = ["--testing-library", "swift-testing", "--filter", "twoProcessesSavingRepeatedlyLoseNothing"]
            var environment = ProcessInfo.processInfo.environment
            environment[Self.writerEnvironment] = role
            environment["SETTINGSC_STORE_TEST_FILE"] = url.path
            child.environment = environment
            let log = logs.appendingPathComponent("\(role).log")
            _ = FileManager.default.createFile(atPath: log.path, contents: nil)
            child.standardOutput = try FileHandle(forWritingTo: log)
            child.standardError = child.standardOutput
            try child.run()
            return (child, log)
        }
        // A writer that waits for the lock forever would hang the run: give both two minutes.
        let deadline = Date().addingTimeInterval(120)
        while children.contains(where: { $0.0.isRunning }), Date() < deadline { usleep(20_000) }
        for (child, log) in children {
            if child.isRunning { child.terminate() }
            child.waitUntilExit()
            let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            #expect(child.terminationReason == .exit && child.terminationStatus == 0,
                    "a writer failed:\n\(output.suffix(3000))")
        }

        let reader = SettingsStore(form: betaForm, loadingFrom: file)
        #expect(reader.loadIssues.isEmpty)
        #expect(reader.current.calculation.text == "text \(Self.saves)")
        #expect(reader.current.smoothing.grouped.nickname == "nickname \(Self.saves)")
        #expect(reader.current.smoothing.dayPeriod == 12)
        let json = try object(file)
        #expect((json["newSection"] as? [String: Any])?["x"] as? Int == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: logs.path)
                .filter { $0.contains("unreadable") }.isEmpty, "no writer ever read a half-written file")
    }

    static func write(as role: String) throws {
        let path = try #require(ProcessInfo.processInfo.environment["SETTINGSC_STORE_TEST_FILE"])
        let file = SettingsJSONFile(url: URL(fileURLWithPath: path))
        let store = SettingsStore(form: betaForm, loadingFrom: file)
        store.registerSideEffect("reindex") { _ in }
        for n in 1...saves {
            if n % 10 == 0 { store.reload() }
            if role == "text" {
                store.set(\.calculation.text, to: "text \(n)")
            } else {
                store.set(\.smoothing.grouped.nickname, to: "nickname \(n)")
            }
            try store.save()
            #expect(!store.loadIssues.contains { $0.path.isEmpty }, "a writer read a broken file")
            #expect(role == "text" ? store.current.calculation.text == "text \(n)"
                                   : store.current.smoothing.grouped.nickname == "nickname \(n)")
        }
    }
}
