// The runtime bench (issue 13 F): what the generated model costs an app at run time, against the plainest
// hand-written equivalent, measured in one process. Built by bench/run.py with `swiftc -O` together with a
// schema's generated BenchSettings.swift, gen.py's Plain.swift and BenchForm.swift, against the release build of
// SettingsRuntime and SettingsStore (or `-Onone -D BENCH_NO_PLAIN`, without Plain.swift). Prints one JSON object per line: {"name": ..., "seconds": [...]}.

import Foundation
import SettingsRuntime
import SettingsStore

let arguments = CommandLine.arguments
let repetitions = arguments.count > 1 ? Int(arguments[1]) ?? 15 : 15
let edits = arguments.count > 2 ? Int(arguments[2]) ?? 2_000 : 2_000

func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// Times `body` `repetitions` times (after one warm-up run); the result is kept alive through `sink`.
func measure(_ name: String, count: Int = repetitions, _ body: () throws -> Any) rethrows {
    var sink: [Any] = [try body()]
    var seconds: [Double] = []
    for _ in 0..<count {
        let start = now()
        let result = try body()
        seconds.append(now() - start)
        sink.append(result)
        if sink.count > 4 { sink.removeFirst() }
    }
    let list = seconds.map { String($0) }.joined(separator: ", ")
    print(#"{"name": "\#(name)", "seconds": [\#(list)]}"#)
}

let document = try JSONEncoder().encode(BenchSettings())
let model = BenchSettings()
let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]
// BENCH_NO_PLAIN: run.py's -Onone build leaves gen.py's Plain.swift out (bench/README.md).
#if !BENCH_NO_PLAIN
let decodedPlain = try JSONDecoder().decode(PlainBenchSettings.self, from: document)
precondition(decodedPlain == PlainBenchSettings(), "the model's document does not decode as the plain struct's defaults")
let plain = PlainBenchSettings()
try measure("decode plain") { try JSONDecoder().decode(PlainBenchSettings.self, from: document) }
#endif
try measure("decode model") { try JSONDecoder().decode(BenchSettings.self, from: document) }
try measure("decode model, report") {
    let decoder = JSONDecoder()
    decoder.userInfo[.settingsDecodingReport] = SettingsDecodingReport()
    return try decoder.decode(BenchSettings.self, from: document)
}
try measure("decode SettingsCoding") { try SettingsCoding.decode(BenchSettings.self, from: document, report: SettingsDecodingReport()) }
#if !BENCH_NO_PLAIN
try measure("encode plain") { try encoder.encode(plain) }
#endif
try measure("encode model") { try encoder.encode(model) }
try measure("encode SettingsCoding") { try SettingsCoding.encode(model) }

// One edit and the change list, as a screen does it: set a value, then read the changes.
let form = BenchSettings.benchForm()
let store = SettingsStore(form: form)
let settings = form.allSettings
let target = settings.first { $0.id.hasSuffix("count1") }!
precondition(target.id == "section0.count1")
measure("store.set", count: repetitions) { () -> Any in
    var value = 0
    for index in 0..<edits { value &+= store.set(\BenchSettings.section0.count1, to: index % 50 + 1) }
    return value
}
measure("store.set + changes", count: repetitions) { () -> Any in
    var count = 0
    for index in 0..<edits {
        store.set(\BenchSettings.section0.count1, to: index % 50 + 1)
        count &+= store.changes.count
    }
    return count
}
print(#"{"name": "edits", "count": \#(edits)}"#)

// Issue 28: saving one changed setting with every setting stored, the JSON document in UserDefaults beside the flat
// layout (each setting its own UserDefaults key, `SettingsFlatPersistence`): time per save, and keys written.
func flatEncoding(_ type: SettingsValueType) -> SettingsFlatEncoding {
    switch type {
    case .bool: .bool
    case .int: .int
    case .float, .double: .double
    case .string: .string
    case .url: .url
    case .color: .colorHex
    case .date: .date
    case .enumeration: .enumeration([:])
    case .custom: .json
    case .data: .data
    case .optional(let inner): flatEncoding(inner)
    case .list(let element): .list(flatEncoding(element))
    }
}
let flatSuite = UserDefaults(suiteName: "settingsc.bench.flat.\(getpid())")!
let documentSuite = UserDefaults(suiteName: "settingsc.bench.document.\(getpid())")!
defer {
    flatSuite.removePersistentDomain(forName: "settingsc.bench.flat.\(getpid())")
    documentSuite.removePersistentDomain(forName: "settingsc.bench.document.\(getpid())")
}
let flatKeys = Dictionary(uniqueKeysWithValues: settings.map {
    ($0.id, SettingsFlatKey($0.id.replacingOccurrences(of: ".", with: "_"), flatEncoding($0.type)))
})
let flatPersistence = SettingsFlatPersistence(flatSuite, keys: flatKeys, document: SettingsUserDefaults(flatSuite, key: "bench"),
                                              secrets: nil, changes: SettingsManualChangeSource())
let documentPersistence = SettingsUserDefaults(documentSuite, key: "bench")
// Every setting stored, as after years of use.
let everything = try SettingsCoding.encode(BenchSettings())
try flatPersistence.write(everything)
print(#"{"name": "flat keys written, first save of every setting", "count": \#(flatPersistence.lastWrittenKeys.count)}"#)
try documentPersistence.write(everything)
let flatStore = SettingsStore(form: form, loadingFrom: flatPersistence)
let documentStore = SettingsStore(form: form, loadingFrom: documentPersistence)
var flip = 0
try measure("save 1 change, document layout") { () -> Any in
    flip += 1
    documentStore.set(\BenchSettings.section0.count1, to: flip % 50 + 1)
    try documentStore.save()
    return flip
}
try measure("save 1 change, flat layout") { () -> Any in
    flip += 1
    flatStore.set(\BenchSettings.section0.count1, to: flip % 50 + 1)
    try flatStore.save()
    return flip
}
print(#"{"name": "flat keys written per save", "count": \#(flatPersistence.lastWrittenKeys.count)}"#)
