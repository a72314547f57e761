import Foundation
import GeneratedFixtures
import SettingsRuntime
import SettingsStore
import Testing

/// Issue 17 item 4: two processes (an app and its widget; this test binary, started twice) share an App Group
/// suite, here one JSON file, each with its own local file, and each saves its own counter 150 times. No value is
/// lost or corrupted: each writer sees the other's counter only grow and reads nothing broken, and at the end the
/// suite holds both final counts while each local file holds only its own process's settings.
/// In a child process (the environment names a writer) this test is that writer instead.
@MainActor
@Suite struct StorageTwoProcessTests {
    static let writerEnvironment = "SETTINGSC_STORAGE_TEST_WRITER"
    static let directoryEnvironment = "SETTINGSC_STORAGE_TEST_DIRECTORY"
    static let saves = 150

    static func persistence(in directory: URL, local: String) -> SettingsRoutedPersistence {
        SettingsRoutedPersistence(
            for: StorageFixtureSettings.self, local: SettingsJSONFile(url: directory.appendingPathComponent(local)),
            suites: [Device.group: SettingsJSONFile(url: directory.appendingPathComponent("group/Settings.json"))])
    }

    @Test func twoProcessesSavingToOneSuiteLoseNothing() throws {
        if let role = ProcessInfo.processInfo.environment[Self.writerEnvironment] {
            try Self.write(as: role)
            return
        }
        let directory = temporaryDirectory()
        let children = try ["A", "B"].map { role in
            let child = Process()
            child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
            child.arguments = ["--testing-library", "swift-testing", "--filter", "twoProcessesSavingToOneSuiteLoseNothing"]
            var environment = ProcessInfo.processInfo.environment
            environment[Self.writerEnvironment] = role
            environment[Self.directoryEnvironment] = directory.path
            child.environment = environment
            let log = directory.appendingPathComponent("\(role).log")
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
            #expect(child.terminationReason == .exit && child.terminationStatus == 0, "a writer failed:\n\(output.suffix(3000))")
        }
        let reader = SettingsStore(form: StorageFixtureSettings.settingsForm,
                                   loadingFrom: Self.persistence(in: directory, local: "reader.json"))
        #expect(reader.loadProblems.isEmpty)
        #expect(reader.current.widget.counterA == Self.saves)
        #expect(reader.current.widget.counterB == Self.saves)
        #expect(SettingsJSONFile(url: directory.appendingPathComponent("group/Settings.json")).setAsideCopies.isEmpty,
                "no writer ever read a half-written suite")
        for role in ["A", "B"] {
            let local = try #require(try SettingsJSONFile(url: directory.appendingPathComponent("\(role).json")).read())
            let text = String(decoding: local, as: UTF8.self)
            #expect(!text.contains("counter"), "the shared counters live only in the suite")
            #expect(text.contains("sounds"), "each process's own setting stays in its local file")
        }
    }

    static func write(as role: String) throws {
        let directory = URL(fileURLWithPath: try #require(ProcessInfo.processInfo.environment[Self.directoryEnvironment]))
        let persistence = Self.persistence(in: directory, local: "\(role).json")
        let store = SettingsStore(form: StorageFixtureSettings.settingsForm, loadingFrom: persistence)
        var lastOther = -1
        for n in 1...saves {
            if n % 10 == 0 { store.reload() }
            if role == "A" { store.set(\.widget.counterA, to: n) } else { store.set(\.widget.counterB, to: n) }
            store.set(\.general.sounds, to: n % 2 == 0)
            try store.save()
            #expect(!store.loadIssues.contains { $0.path.isEmpty }, "a writer read a broken file")
            let mine = role == "A" ? store.current.widget.counterA : store.current.widget.counterB
            let other = role == "A" ? store.current.widget.counterB : store.current.widget.counterA
            #expect(mine == n)
            #expect(other >= lastOther, "the other writer's value went back from \(lastOther) to \(other)")
            lastOther = other
        }
    }
}
