import Foundation
import SettingsRuntime
import Testing

@Suite("Generated-shape models through JSONDecoder/JSONEncoder")
struct ModelDecodingTests {
    typealias Smoothing = TestSettings.Smoothing

    @Test func decodesAFullDocument() throws {
        let json = """
            {"smoothing": {"dayPeriod": 13, "mode": "weightedAverage", "level": 2.5, "label": "weekly",
                           "weight": 0.75, "advanced": {"verbose": true}}}
            """
        let (settings, report) = try decodeReporting(TestSettings.self, json)
        #expect(settings.smoothing.dayPeriod == 13)
        #expect(settings.smoothing.mode == .weightedAverage)
        #expect(settings.smoothing.level == 2.5)
        #expect(settings.smoothing.label == "weekly")
        #expect(settings.smoothing.weight == 0.75)
        #expect(settings.smoothing.advanced.verbose == true)
        #expect(settings.smoothing._unknownFields.isEmpty)
        #expect(settings._unknownFields.isEmpty)
        #expect(report.issues.isEmpty)
    }

    @Test func missingFieldsTakeTheirDefaultsAndAreReported() throws {
        let (settings, report) = try decodeReporting(TestSettings.self, #"{"smoothing": {"dayPeriod": 9}}"#)
        #expect(settings.smoothing.dayPeriod == 9)
        #expect(settings.smoothing.mode == .linearRegression)
        #expect(settings.smoothing.level == 1.5)
        #expect(settings.smoothing.label == "daily")
        #expect(settings.smoothing.weight == 0.25)
        #expect(settings.smoothing.advanced == Smoothing.Advanced())
        #expect(report.issues.map { $0.path.joined(separator: ".") } == [
            "smoothing.mode", "smoothing.level", "smoothing.label", "smoothing.weight", "smoothing.advanced",
        ])
        #expect(report.issues.allSatisfy { $0.kind == .missing })
    }

    @Test func anEmptyDocumentIsTheDefaultModel() throws {
        let (settings, report) = try decodeReporting(TestSettings.self, "{}")
        #expect(settings == TestSettings())
        #expect(report.issues == [SettingsDecodingReport.Issue(path: ["smoothing"], kind: .missing)])
    }

    @Test func extraFieldsAreKeptAndWrittenBack() throws {
        let json = """
            {"smoothing": {"dayPeriod": 7, "newKnob": 3, "advanced": {"verbose": false, "deep": {"x": [1, 2.5]}}},
             "future": {"list": [1, 2.5, "x", null, true, {"k": "v"}], "flag": false}}
            """
        let (settings, report) = try decodeReporting(TestSettings.self, json)
        #expect(settings._unknownFields.keys == ["future"])
        #expect(settings._unknownFields["future"] == .object([
            "list": .array([.int(1), .double(2.5), .string("x"), .null, .bool(true), .object(["k": .string("v")])]),
            "flag": .bool(false),
        ]))
        #expect(settings.smoothing._unknownFields.keys == ["newKnob"])
        #expect(settings.smoothing._unknownFields["newKnob"] == .int(3))
        #expect(settings.smoothing.advanced._unknownFields["deep"] == ["x": [1, 2.5]])
        // Unknown keys are not issues.
        #expect(report.issues.allSatisfy { $0.kind == .missing })

        let encoded = try encodeJSON(settings)
        #expect(encoded.contains(#""future":{"flag":false,"list":[1,2.5,"x",null,true,{"k":"v"}]}"#))
        #expect(encoded.contains(#""newKnob":3"#))
        #expect(encoded.contains(#""deep":{"x":[1,2.5]}"#))

        let (again, _) = try decodeReporting(TestSettings.self, encoded)
        #expect(again == settings)
        #expect(try encodeJSON(again) == encoded)
    }

    @Test func unknownFieldsTakePartInEquality() throws {
        let (plain, _) = try decodeReporting(TestSettings.self, #"{"smoothing": {}}"#)
        let (extra, _) = try decodeReporting(TestSettings.self, #"{"smoothing": {"newKnob": 1}}"#)
        #expect(plain != extra)
        #expect(plain.smoothing.dayPeriod == extra.smoothing.dayPeriod)
        #expect(Set([plain, extra, plain]).count == 2)
    }

    @Test func aKnownFieldWinsOverAnUnknownFieldOfTheSameKey() throws {
        var settings = TestSettings()
        settings.smoothing._unknownFields["dayPeriod"] = .string("stale")
        settings.smoothing._unknownFields["other"] = .int(1)
        let encoded = try encodeJSON(settings)
        #expect(encoded.contains(#""dayPeriod":7"#))
        #expect(!encoded.contains("stale"))
        #expect(encoded.contains(#""other":1"#))
    }

    @Test func wrongTypedFieldsFallBackToTheirDefaultsAndAreReported() throws {
        let json = """
            {"smoothing": {"dayPeriod": "ten", "mode": 3, "level": true, "label": 12, "weight": [1],
                           "advanced": {"verbose": "yes"}}}
            """
        let (settings, report) = try decodeReporting(TestSettings.self, json)
        #expect(settings == TestSettings())
        let issues = issueList(report)
        #expect(issues.count == 6)
        #expect(issues["smoothing.dayPeriod"] == .invalid(#"expected an integer, found "ten""#))
        #expect(issues["smoothing.mode"] == .invalid("expected one of: linearRegression, weightedAverage, found 3"))
        #expect(issues["smoothing.level"] == .invalid("expected a number within Float's range, found true"))
        #expect(issues["smoothing.label"] == .invalid("expected a string, found 12"))
        #expect(issues["smoothing.weight"] == .invalid("expected a number, found an array"))
        #expect(issues["smoothing.advanced.verbose"] == .invalid(#"expected true or false, found "yes""#))
    }

    @Test func nullForANonOptionalSettingIsInvalid() throws {
        let (settings, report) = try decodeReporting(TestSettings.self, #"{"smoothing": {"dayPeriod": null}}"#)
        #expect(settings.smoothing.dayPeriod == 7)
        #expect(issueList(report)["smoothing.dayPeriod"] == .invalid("expected an integer, found null"))
    }

    @Test func unknownEnumCaseFallsBackToTheDefault() throws {
        let (settings, report) = try decodeReporting(TestSettings.self, #"{"smoothing": {"mode": "median"}}"#)
        #expect(settings.smoothing.mode == .linearRegression)
        #expect(issueList(report)["smoothing.mode"]
            == .invalid(#""median" is not one of: linearRegression, weightedAverage"#))
    }

    @Test func outOfRangeIntIsClampedOntoTheStepAndReported() throws {
        let (high, highReport) = try decodeReporting(TestSettings.self, #"{"smoothing": {"dayPeriod": 42}}"#)
        // Clamped to 30; the grid from 1 with step 2 is 1, 3, ..., 29, 31: the tie goes up to 31, outside, so 29.
        #expect(high.smoothing.dayPeriod == 29)
        #expect(issueList(highReport)["smoothing.dayPeriod"] == .adjusted(from: "42", to: "29"))

        let (low, lowReport) = try decodeReporting(TestSettings.self, #"{"smoothing": {"dayPeriod": -5}}"#)
        #expect(low.smoothing.dayPeriod == 1)
        #expect(issueList(lowReport)["smoothing.dayPeriod"] == .adjusted(from: "-5", to: "1"))

        let (offStep, offStepReport) = try decodeReporting(TestSettings.self, #"{"smoothing": {"dayPeriod": 8}}"#)
        #expect(offStep.smoothing.dayPeriod == 9)  // tie between 7 and 9: away from the lower bound
        #expect(issueList(offStepReport)["smoothing.dayPeriod"] == .adjusted(from: "8", to: "9"))
    }

    @Test func offStepFloatIsSnapped() throws {
        let cases: [(stored: String, expected: Float)] = [
            ("1.3", 1.5), ("1.2", 1.0), ("1.25", 1.5), ("-1.25", -1.5), ("-0.2", 0), ("3", 3),
        ]
        for (stored, expected) in cases {
            let (settings, report) = try decodeReporting(TestSettings.self, #"{"smoothing": {"level": \#(stored)}}"#)
            #expect(settings.smoothing.level == expected, "stored \(stored)")
            let kind = issueList(report)["smoothing.level"]
            if Float(stored)! == expected {
                #expect(kind == nil, "stored \(stored)")
            } else {
                #expect(kind == .adjusted(from: "\(Float(stored)!)", to: "\(expected)"), "stored \(stored)")
            }
        }
    }

    @Test func numbersInTheOtherNumericSpellingAreAcceptedAsTheDecoderAcceptsThem() throws {
        let (settings, report) = try decodeReporting(
            TestSettings.self, #"{"smoothing": {"dayPeriod": 7.0, "weight": 2}}"#)
        #expect(settings.smoothing.dayPeriod == 7)
        #expect(settings.smoothing.weight == 2.0)
        #expect(issueList(report)["smoothing.dayPeriod"] == nil)
        #expect(issueList(report)["smoothing.weight"] == nil)

        let (fractional, fractionalReport) = try decodeReporting(TestSettings.self, #"{"smoothing": {"dayPeriod": 7.5}}"#)
        #expect(fractional.smoothing.dayPeriod == 7)
        #expect(issueList(fractionalReport)["smoothing.dayPeriod"] == .invalid("expected an integer, found 7.5"))

        let (huge, hugeReport) = try decodeReporting(TestSettings.self, #"{"smoothing": {"level": 1e300}}"#)
        #expect(huge.smoothing.level == 1.5)
        #expect(issueList(hugeReport)["smoothing.level"]
            == .invalid("expected a number within Float's range, found 1e+300"))
    }

    @Test func explicitNullForAnOptionalIsNilAndIsWrittenBackAsNull() throws {
        let (settings, report) = try decodeReporting(TestSettings.self, #"{"smoothing": {"label": null}}"#)
        #expect(settings.smoothing.label == nil)
        #expect(issueList(report)["smoothing.label"] == nil)

        let encoded = try encodeJSON(settings)
        #expect(encoded.contains(#""label":null"#))
        let object = try JSONSerialization.jsonObject(with: Data(encoded.utf8)) as? [String: Any]
        let smoothing = object?["smoothing"] as? [String: Any]
        #expect(smoothing?["label"] is NSNull)

        let (again, _) = try decodeReporting(TestSettings.self, encoded)
        #expect(again.smoothing.label == nil)
        #expect(again == settings)
    }

    @Test func missingOptionalTakesItsDefault() throws {
        let (settings, report) = try decodeReporting(TestSettings.self, #"{"smoothing": {}}"#)
        #expect(settings.smoothing.label == "daily")
        #expect(issueList(report)["smoothing.label"] == .missing)
    }

    @Test func optionalNumbersAndEnums() throws {
        let (nulls, nullReport) = try decodeReporting(OptionalsSettings.self, #"{"limits": {"cap": null, "mode": null}}"#)
        #expect(nulls.limits.cap == nil)
        #expect(nulls.limits.mode == nil)
        #expect(nullReport.issues.isEmpty)

        let (values, valueReport) = try decodeReporting(
            OptionalsSettings.self, #"{"limits": {"cap": 12, "mode": "weightedAverage"}}"#)
        #expect(values.limits.cap == 10)
        #expect(values.limits.mode == .weightedAverage)
        #expect(valueReport.issues == [.init(path: ["limits", "cap"], kind: .adjusted(from: "12.0", to: "10.0"))])

        let (snapped, _) = try decodeReporting(OptionalsSettings.self, #"{"limits": {"cap": 3.3}}"#)
        #expect(snapped.limits.cap == 3.5)

        let (wrong, wrongReport) = try decodeReporting(
            OptionalsSettings.self, #"{"limits": {"cap": "big", "mode": "median"}}"#)
        #expect(wrong.limits.cap == 2.5)
        #expect(wrong.limits.mode == nil)
        #expect(issueList(wrongReport)["limits.cap"] == .invalid(#"expected a number, found "big""#))
        #expect(issueList(wrongReport)["limits.mode"]
            == .invalid(#""median" is not one of: linearRegression, weightedAverage"#))

        let (missing, missingReport) = try decodeReporting(OptionalsSettings.self, #"{"limits": {}}"#)
        #expect(missing.limits.cap == 2.5)
        #expect(missing.limits.mode == nil)
        #expect(issueList(missingReport) == ["limits.cap": .missing, "limits.mode": .missing])

        var chosenNil = OptionalsSettings()
        chosenNil.limits.cap = nil
        let encoded = try encodeJSON(chosenNil)
        #expect(encoded == #"{"limits":{"cap":null,"mode":null}}"#)
        let (decodedBack, _) = try decodeReporting(OptionalsSettings.self, encoded)
        #expect(decodedBack == chosenNil)
    }

    @Test func aSectionStoredAsANonMappingIsTheDefaultSection() throws {
        for (stored, found) in [("5", "5"), ("[1]", "an array"), (#""x""#, #""x""#), ("null", "null")] {
            let json = #"{"smoothing": {"dayPeriod": 11, "advanced": \#(stored)}}"#
            let (settings, report) = try decodeReporting(TestSettings.self, json)
            #expect(settings.smoothing.dayPeriod == 11)
            #expect(settings.smoothing.advanced == Smoothing.Advanced())
            #expect(issueList(report)["smoothing.advanced"] == .invalid("expected a mapping (a section), found \(found)"))
        }

        let (root, rootReport) = try decodeReporting(TestSettings.self, #"{"smoothing": 3}"#)
        #expect(root == TestSettings())
        #expect(rootReport.issues == [.init(path: ["smoothing"], kind: .invalid("expected a mapping (a section), found 3"))])
    }

    @Test func aTopLevelValueThatIsNotAMappingThrows() {
        for json in ["5", "[1, 2]", #""text""#, "null", "true"] {
            #expect(throws: DecodingError.self, "top level \(json)") {
                _ = try JSONDecoder().decode(TestSettings.self, from: Data(json.utf8))
            }
        }
    }

    @Test func withoutAReportNothingIsRecordedAndDecodingStillFallsBack() throws {
        let unused = SettingsDecodingReport()
        let decoder = JSONDecoder()
        decoder.userInfo[.settingsDecodingReport] = "not a report"
        let settings = try decoder.decode(
            TestSettings.self, from: Data(#"{"smoothing": {"dayPeriod": 99, "mode": "x"}}"#.utf8))
        #expect(settings.smoothing.dayPeriod == 29)
        #expect(settings.smoothing.mode == .linearRegression)
        #expect(unused.isEmpty)
    }

    @Test func decodeOfEncodeIsIdentityForRandomValues() throws {
        var random = SplitMix64(seed: 0x5E77_1235)
        let modes = TestSettings.Mode.allCases
        for iteration in 0..<200 {
            var settings = TestSettings()
            settings.smoothing.dayPeriod = 1 + 2 * Int.random(in: 0...14, using: &random)
            settings.smoothing.mode = modes[Int.random(in: 0..<modes.count, using: &random)]
            settings.smoothing.level = Float(Int.random(in: -2000...2000, using: &random)) * 0.5
            settings.smoothing.label = Bool.random(using: &random)
                ? nil : String((0..<Int.random(in: 0...12, using: &random)).map { _ in
                    "aZ é\"\\\n😀".randomElement(using: &random)!
                })
            settings.smoothing.weight = Double.random(in: -1e6...1e6, using: &random)
            settings.smoothing.advanced.verbose = Bool.random(using: &random)
            if Bool.random(using: &random) {
                settings._unknownFields["extra\(iteration)"] = .object([
                    "n": .int(Int64.random(in: .min ... .max, using: &random)),
                    "d": .double(Double.random(in: -1...1, using: &random)),
                ])
                settings.smoothing.advanced._unknownFields["list"] = .array([.null, .bool(true), .string("s")])
            }
            let encoded = try encodeJSON(settings)
            let (decoded, report) = try decodeReporting(TestSettings.self, encoded)
            #expect(decoded == settings, "iteration \(iteration): \(encoded)")
            #expect(report.issues.isEmpty, "iteration \(iteration): \(report)")
        }
    }

    @Test func theVersionLockProtocolIsAdoptedByTheGeneratedCheckType() {
        // The real check is that TestModel.swift compiles; this pins the name the generated code relies on.
        #expect(String(describing: versionCheckConformance()) == "_SettingsRuntimeVersionCheck")
    }

    @Test func enumCasesHaveTitlesAndRawValuesAreCaseNames() throws {
        #expect(TestSettings.Mode.allCases.map(\.rawValue) == ["linearRegression", "weightedAverage"])
        #expect(TestSettings.Mode.weightedAverage.title == "Weighted average")
        #expect(try encodeJSON([TestSettings.Mode.weightedAverage]) == #"["weightedAverage"]"#)
    }
}
