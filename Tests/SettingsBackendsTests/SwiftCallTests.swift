import SettingsBackends
import SettingsCompiler
import SettingsRuntime
import Testing

/// The call renderer places labels and commas; the literal renderer is the one place values become Swift.
@Suite struct SwiftCallTests {
    @Test func inlineCallPlacesLabelsAndCommas() {
        var call = SwiftCall("values.decode", [.init(nil, "\"count\""), .init("default", "Defaults.count")])
        call.add("range", ifPresent: nil)
        call.add("step", ifPresent: "Steps.count")
        call.add("isHidden", whenTrue: false)
        call.add("isSecure", whenTrue: true)
        #expect(call.inline == "values.decode(\"count\", default: Defaults.count, step: Steps.count, isSecure: true)")
        #expect(SwiftCall("SettingsRuntime.SettingsListRules").inline == "SettingsRuntime.SettingsListRules()")
    }

    /// `writeInline` prints exactly `inline` into the printer's line, closures and collections included (the model
    /// prints its coding calls that way, issue 32).
    @Test func writeInlinePrintsWhatInlineSays() {
        var call = SwiftCall("values.decode", [.init(nil, "\"count\""), .init("default", "Defaults.count")])
        call.add(.closure("perform", parameters: "hook", body: ["switch hook {", "default: break", "}"]))
        call.add(.array("items", ["1", "2"]))
        call.add(.dictionary("keys", [("\"a\"", "\"b\"")]))
        call.add(.call("rules", SwiftCall("Rules", [.init("min", "1")])))
        for call in [call, SwiftCall("Empty")] {
            var printer = CodePrinter()
            printer.indent()
            printer.beginLine()
            printer.write("try ")
            call.writeInline(to: &printer)
            printer.endLine()
            #expect(printer.contents == "    try " + call.inline + "\n")
        }
    }

    /// `printDocComment` prints exactly the lines of `docComment`, for plain text and for text with line breaks,
    /// controls and invisible characters; string literals made at their final size.
    @Test func printedDocCommentsAndLiteralsAreTheOnesMadeAsStrings() {
        let texts = [
            "", "Plain text", "tab\there", "two\nlines", "crlf\r\nend", "trailing\n\n", "bidi \u{202E}evil", "caf\u{E9}",
            "\u{0}nul", String(repeating: "long ", count: 40),
        ]
        for text in texts {
            var printer = CodePrinter()
            SwiftEscaping.printDocComment(text, to: &printer)
            var expected = CodePrinter()
            expected.lines(SwiftEscaping.docComment(text))
            #expect(printer.contents == expected.contents, "\(text.debugDescription)")
        }
        #expect(SwiftEscaping.stringLiteral("") == "\"\"")
        #expect(SwiftEscaping.stringLiteral("a") == "\"a\"")
        #expect(SwiftEscaping.stringLiteral("value 18 with more than fifteen bytes") == "\"value 18 with more than fifteen bytes\"")
        #expect(SwiftEscaping.stringLiteral("say \"hi\" \\(x)") == "\"say \\\"hi\\\" \\\\(x)\"")
    }

    @Test func multiLineCallPutsACommaAfterEveryArgumentButTheLast() {
        let call = SwiftCall("X", [.init("a", "1"), .init("b", "2")])
        var printer = CodePrinter()
        printer.indent()
        call.print(to: &printer, prefix: "list.append(", suffix: ")")
        #expect(printer.contents == "    list.append(X(\n        a: 1,\n        b: 2\n    ))\n")
    }

    @Test func closureArgumentsTakeALinePerStatementAndTheFirstArgumentsMayShareALine() {
        var call = SwiftCall("Rows", [.init("store", "s"), .init("sectionID", "\"a\"")])
        call.add(.closure("perform", parameters: "hook", body: ["switch hook {", "default: break", "}"]))
        call.add(.closure("detail", parameters: "property", body: ["nil"]))
        var printer = CodePrinter()
        call.print(to: &printer, sharingFirstLine: 2)
        #expect(printer.contents == """
            Rows(
                store: s, sectionID: "a",
                perform: { hook in
                    switch hook {
                    default: break
                    }
                },
                detail: { property in
                    nil
                }
            )

            """)
        // On one line, a closure's statements are separated by semicolons.
        #expect(SwiftCall("f", [.closure("map", parameters: "x", body: ["x + 1"])]).inline == "f(map: { x in x + 1 })")
        // Sharing more lines than there are arguments, or none, prints what there is.
        var few = CodePrinter()
        SwiftCall("g", [.init(nil, "1")]).print(to: &few, sharingFirstLine: 3)
        SwiftCall("h").print(to: &few, sharingFirstLine: 0)
        #expect(few.contents == "g(\n    1\n)\nh(\n)\n")
    }

    @Test func collectionAndCallArgumentsTakeALinePerElementWithACommaAfterEach() {
        let keys = SwiftCall("Localization", [
            .init("table", "\"T\""),
            .dictionary("keys", [(key: "\"a\"", value: "\"b\""), (key: "\"c\"", value: "\"d\"")]),
        ])
        let call = SwiftCall("Form", [
            .array("sections", ["A.section", "B.section"]),
            .array("empty", []),
            .dictionary("none", []),
            .call("localization", keys),
            .init("defaults", "Root()"),
        ])
        var printer = CodePrinter()
        call.print(to: &printer, prefix: "let form = ")
        #expect(printer.contents == """
            let form = Form(
                sections: [
                    A.section,
                    B.section,
                ],
                empty: [],
                none: [:],
                localization: Localization(
                    table: "T",
                    keys: [
                        "a": "b",
                        "c": "d",
                    ]
                ),
                defaults: Root()
            )

            """)
        // On one line, each is its literal.
        #expect(call.inline == "Form(sections: [A.section, B.section], empty: [], none: [:], localization: Localization(table: \"T\", keys: [\"a\": \"b\", \"c\": \"d\"]), defaults: Root())")
        // An array asked to stay on one line does so in a call of several lines.
        var oneLine = CodePrinter()
        SwiftCall("f", [.init("a", "1"), .array("b", ["x", "y"], onOneLine: true)]).print(to: &oneLine)
        #expect(oneLine.contents == "f(\n    a: 1,\n    b: [x, y]\n)\n")
        // Printed last, the collection takes no comma after its `]`.
        var last = CodePrinter()
        SwiftCall("K", [.init("prefix", "\"p\""), .array("settings", ["S(a: 1)"])]).print(to: &last)
        #expect(last.contents == "K(\n    prefix: \"p\",\n    settings: [\n        S(a: 1),\n    ]\n)\n")
    }

    @Test func literalsOfValuesRangesAndRuntimeValues() {
        let name: (ValueType) -> String = { type in if case .enumeration(let name) = type { "Root.\(name)" } else { "?" } }
        #expect(SwiftLiteral.value(.double(0.1), type: .float, typeName: name) == "\(Float(0.1))")
        #expect(SwiftLiteral.value(.enumCase("none"), type: .optional(.enumeration("Mode")), typeName: name) == "Root.Mode.none")
        #expect(SwiftLiteral.value(.list([.int(1), .int(2)]), type: .list(.int), typeName: name) == "[1, 2]")
        #expect(SwiftLiteral.value(.null, type: .custom("Point"), typeName: name) == "Point.settingsDefault")
        #expect(SwiftLiteral.closedRange(RangeIR(lowerBound: .int(1), upperBound: nil), type: .int, typeName: name)
            == "1...Swift.Int.max")
        // A double written as an int stays `3` for the property; as a runtime value it is the type's kind.
        #expect(SwiftLiteral.value(.int(3), type: .double, typeName: name) == "3")
        #expect(SwiftLiteral.value(.string("AQID"), type: .data, typeName: name) == "SettingsRuntime.SettingsData([0x01, 0x02, 0x03])")
        #expect(SwiftLiteral.value(.string("a\"b"), type: .string, typeName: name) == #""a\"b""#)
        // The same printer spells runtime values, qualified (presets) or not (a condition's operand).
        let runtime: SettingsValue = .list([.int(3), .float(0.5), .double(2), .string("x"), .enumCase("on"), .none, .bool(true)])
        #expect(SwiftLiteral.value(Value.int(3).settingsValue(as: .double), .settingsValue(qualified: true))
            == "SettingsRuntime.SettingsValue.double(3.0)")
        #expect(SwiftLiteral.value(runtime, .settingsValue(qualified: false))
            == #".list([.int(3), .float(0.5), .double(2.0), .string("x"), .enumCase("on"), .none, .bool(true)])"#)
        #expect(SwiftLiteral.value(.enumCase("on"), .settingsValue(qualified: true)) == #"SettingsRuntime.SettingsValue.enumCase("on")"#)
    }

    /// `CallLines` prints what `SwiftCall.print` prints for arguments of one line each (the form's `section.append`,
    /// issue 32): labels, unlabelled values, literals, a prefix and a suffix, and no arguments at all.
    @Test func callLinesPrintWhatSwiftCallPrints() {
        let arguments: [(String?, String)] = [("id", "\"a.b\""), (nil, "decoder"), ("keyPath", "\\Root.a.b"), ("attributes", "[.hidden]")]
        for count in 0...arguments.count {
            let chosen = Array(arguments.prefix(count))
            var expected = CodePrinter()
            expected.indent()
            SwiftCall("section.append", chosen.map { SwiftCall.Argument($0.0, $0.1) }).print(to: &expected, prefix: "let x = ", suffix: ")")
            var printed = CodePrinter()
            printed.indent()
            var call = CallLines(&printed, prefix: "let x = ", callee: "section.append")
            for (label, value) in chosen { call.argument(label, value, &printed) }
            call.end(&printed, suffix: ")")
            #expect(printed.contents == expected.contents, "\(count) arguments")
        }
        // A literal argument is escaped as `stringLiteral` escapes it.
        var printed = CodePrinter()
        var call = CallLines(&printed, callee: "f")
        call.argument("title", literal: "say \"hi\"", &printed)
        call.end(&printed)
        #expect(printed.contents == "f(\n    title: \"say \\\"hi\\\"\"\n)\n")
    }

    /// The check that lets text through unescaped reads eight bytes at a time (issue 32): every character that must be
    /// escaped (in a literal) or dropped or broken on (in a doc comment) is caught at every position of strings of up to
    /// 20 bytes, across the words' boundaries; `writeStringLiteral` writes what `stringLiteral` returns.
    @Test func escapingCatchesEveryCharacterAtEveryPosition() {
        // Each character and how a literal and a doc comment spell it (nil: the doc comment breaks the line there).
        let cases: [(character: String, literal: String, comment: String?)] = [
            ("a", "a", "a"), ("\"", "\\\"", "\""), ("\\", "\\\\", "\\"), ("\n", "\\n", nil), ("\t", "\\t", "\t"),
            ("\u{7F}", "\\u{7F}", ""), ("\u{1}", "\\u{1}", ""), ("\u{1F}", "\\u{1F}", ""), ("~", "~", "~"), (" ", " ", " "),
            ("\u{E9}", "\u{E9}", "\u{E9}"),
        ]
        for length in 1...20 {
            for position in 0..<length {
                for item in cases {
                    let before = String(repeating: "x", count: position), after = String(repeating: "y", count: length - position - 1)
                    let text = before + item.character + after
                    let literal = "\"" + before + item.literal + after + "\""
                    #expect(SwiftEscaping.stringLiteral(text) == literal, "\(text.debugDescription)")
                    var printer = CodePrinter()
                    printer.writeStringLiteral(text)
                    #expect(printer.contents == literal, "\(text.debugDescription)")
                    let comment = item.comment.map { [(before + $0 + after).isEmpty ? "///" : "/// " + before + $0 + after] } ?? [
                        before.isEmpty ? "///" : "/// " + before, after.isEmpty ? "///" : "/// " + after,
                    ]
                    // A trailing empty line is dropped (the comment ends with its last words).
                    let expected = comment.count == 2 && after.isEmpty ? [comment[0]] : comment
                    #expect(SwiftEscaping.docComment(text) == expected, "\(text.debugDescription)")
                    // Printed at any indentation: the same lines.
                    var commented = CodePrinter()
                    commented.indent()
                    SwiftEscaping.printDocComment(text, to: &commented)
                    var lines = CodePrinter()
                    lines.indent()
                    lines.lines(expected)
                    #expect(commented.contents == lines.contents, "\(text.debugDescription)")
                }
            }
        }
    }

    /// The printer copies short pieces by word moves in place and longer ones by `memcpy` (issue 32): pieces of every
    /// length up to 80 bytes, native and small strings, at every offset of the line, land as they are; numbers are
    /// written as `"\(number)"` spells them.
    @Test func piecesOfEveryLengthAreWrittenAsTheyAre() {
        let source = (0..<80).map { Character(UnicodeScalar(UInt8(0x21 + $0 % 90))) }
        for offset in 0..<9 {
            for length in 0...80 {
                let prefix = String(repeating: "-", count: offset), piece = String(source[0..<length])
                var printer = CodePrinter()
                printer.indent()
                printer.beginLine()
                printer.write(prefix)
                printer.write(piece)
                printer.write(piece)
                printer.endLine()
                let text = prefix + piece + piece
                #expect(printer.contents == (text.isEmpty ? "\n" : "    " + text + "\n"), "\(offset) \(length)")
            }
        }
        for number in [0, 1, -1, 9, 10, 99, 100, -100, 1_234_567, Int.max, Int.min] {
            var printer = CodePrinter()
            printer.beginLine()
            printer.write(number)
            printer.endLine()
            #expect(printer.contents == "\(number)\n")
        }
    }

    /// A doc comment written in pieces (`beginDocCommentLine`, `write`, `endDocCommentLine`) prints what
    /// `printDocComment` prints of the pieces joined: plain text on one line, no text as `///`, and text with a line
    /// break, a control or an invisible character in any piece taken back and escaped, at any indentation.
    @Test func docCommentLinesInPiecesAreThePrintedDocComments() {
        let pieces: [[String]] = [
            ["Default: `", "42", "`."], [], [""], ["Plain ", "text"], ["two", "\nlines"], ["tab\t", "here"],
            ["bidi ", "\u{202E}", "evil"], ["nul\u{0}"], [String(repeating: "long ", count: 30), "end"], ["caf\u{E9}"],
        ]
        for texts in pieces {
            for depth in 0..<3 {
                var printer = CodePrinter()
                var expected = CodePrinter()
                for _ in 0..<depth {
                    printer.indent()
                    expected.indent()
                }
                printer.line("before")
                printer.beginDocCommentLine()
                for text in texts { printer.write(text) }
                printer.endDocCommentLine()
                printer.line("after")
                expected.line("before")
                SwiftEscaping.printDocComment(texts.joined(), to: &expected)
                expected.line("after")
                #expect(printer.contents == expected.contents, "\(texts) \(depth)")
                var lines = CodePrinter()
                for _ in 0..<depth { lines.indent() }
                lines.line("before")
                lines.lines(SwiftEscaping.docComment(texts.joined()))
                lines.line("after")
                #expect(printer.contents == lines.contents, "\(texts) \(depth)")
            }
        }
    }
}
