import Testing
@testable import SettingsCompiler

// Issue 32's cheaper reads of the front end: a section's settings kept beside its rows (`SectionIR.settings`),
// the keyword check of `SwiftNames.escaped` and the case names of `FormNames.routeCase`. Each must answer exactly
// as the slower code it replaced, which these tests spell out.

/// The settings among a section's rows, as `SectionIR.settings` read them from the rows before they were kept.
private func settingsOfRows(_ section: SectionIR) -> [SettingIR] {
    section.rows.compactMap { if case .setting(let setting) = $0 { setting } else { nil } }
}

/// Every section of the IR, the root first.
private func everySection(_ ir: SchemaIR) -> [SectionIR] {
    [ir.root] + ir.root.descendants
}

@Suite struct KeptSettingsTests {
    static let schema = """
        settings: AppSettings
        sections:
          general:
            settings:
              name: {type: string, default: "abc"}
              help: {link: "https://example.com", title: Help}
              count: {type: int, default: 4, range: 0...10}
              reset: {action: resetAll, title: Reset}
              level: {type: double, default: 0.5}
            sections:
              inner:
                settings:
                  flag: false
          empty:
            settings:
              about: {link: "https://example.com/about", title: About}
        """

    @Test func validationHandsOnSectionsWhoseKeptSettingsAreTheirRows() throws {
        let result = compile(Self.schema)
        #expect(result.diagnostics.isEmpty, "\(result.output)")
        let ir = try #require(result.ir)
        for section in everySection(ir) {
            #expect(section.settings == settingsOfRows(section), "\(section.name)")
        }
        #expect(ir.root.sections[0].settings.map(\.name) == ["name", "count", "level"])
        #expect(ir.root.sections[0].sections[0].settings.map(\.name) == ["flag"])
        #expect(ir.root.sections[1].settings.isEmpty)
    }

    @Test func everyChangeOfTheRowsIsSeenAtOnce() throws {
        let ir = try #require(compile(Self.schema).ir)
        var section = ir.root.sections[0]
        let original = section

        // A row replaced: its setting changed through the row.
        guard case .setting(var count) = section.rows[2] else { Issue.record("row 2 is not a setting"); return }
        count.title = "Changed"
        section.rows[2] = .setting(count)
        #expect(section.settings == settingsOfRows(section))
        #expect(section.settings.map(\.title).contains("Changed"))

        // Rows removed and added.
        section.rows.removeFirst()
        #expect(section.settings.map(\.name) == ["count", "level"])
        section.rows.append(original.rows[0])
        #expect(section.settings.map(\.name) == ["count", "level", "name"])

        // Kept again, then changed in place setting by setting.
        section.refreshSettings()
        #expect(section.settings.map(\.name) == ["count", "level", "name"])
        section.updateSettings { $0.title = "All " + $0.name }
        #expect(section.settings == settingsOfRows(section))
        #expect(section.settings.map(\.title) == ["All count", "All level", "All name"])

        // The setter: fewer settings drop the last ones; the other rows stay.
        section.refreshSettings()
        section.settings = Array(section.settings.prefix(1))
        #expect(section.settings == settingsOfRows(section))
        #expect(section.settings.map(\.name) == ["count"])
        #expect(section.rows.count == 3)

        // The original, a copy taken before any of this, is untouched.
        #expect(original.settings == settingsOfRows(original))
        #expect(original.settings.map(\.name) == ["name", "count", "level"])
    }

    @Test func keptOrNotTheSectionIsTheSameValue() throws {
        let ir = try #require(compile(Self.schema).ir)
        let kept = ir.root.sections[0]
        var stale = kept
        let rows = stale.rows
        stale.rows = rows  // the same rows, no longer kept
        #expect(stale == kept)
        #expect(stale.hashValue == kept.hashValue)
        var refreshed = stale
        refreshed.refreshSettings()
        #expect(refreshed == stale)
        #expect(refreshed.hashValue == stale.hashValue)
        #expect(refreshed.settings == stale.settings)
    }

    @Test func escapedMeansAKeywordInBackticks() {
        func slow(_ name: String) -> String { SwiftNames.keywords.contains(name) ? "`\(name)`" : name }
        for keyword in SwiftNames.keywords {
            #expect(SwiftNames.escaped(keyword) == "`\(keyword)`")
        }
        // Names of a keyword's length and first byte (or one sharing its low six bits: `#`/`c`, `!`/`a`), longer
        // than any keyword, empty, or not ASCII.
        let others = [
            "clash", "#lass", "classy", "clas", "as_", "!s", "a", "Self_", "self1", "Any1", "ány", "_x", "__", "",
            "precedencegroupX", "associatedtypes", "levelOfDetail", "i", "if_", "In", "TRUE", "nil?", "🙂",
        ]
        for name in others {
            #expect(SwiftNames.escaped(name) == slow(name), "\(name)")
        }
    }

    @Test func reservedNamesAreFoundAsBefore() {
        for place in ReservedNames.Place.allCases {
            let names = ReservedNames.names(at: place)
            for name in names {
                #expect(ReservedNames.reason(name, at: place) != nil, "\(name) at \(place)")
            }
            // Names of a reserved name's shape (length and first byte) or near one, and names of no reserved shape.
            let near = names.flatMap { name in [name + "s", String(name.dropLast()), name.uppercased(), "x" + name.dropFirst()] }
            for name in near + ["", "level", "🙂", "aVeryLongNameThatNothingReservedIsAsLongAs"] where !names.contains(name) {
                #expect(ReservedNames.reason(name, at: place) == nil, "\(name) at \(place)")
            }
        }
    }

    /// `RouteNameCheck` (SC1441) claims each case with one dictionary operation: the first owner of a case is the
    /// one named in the message, and a reserved member is reported as such.
    @Test func routeCaseCollisionsNameTheFirstOwner() {
        let result = compile("""
            settings: App
            sections:
              proxy:
                settings:
                  host: {type: string, default: "a"}
              proxy_host:
                settings:
                  port: 8080
              raw:
                settings:
                  value: 1
            """)
        let collisions = result.diagnostics.filter { $0.code == .routeNameCollision }
        #expect(collisions.count == 2, "\(result.output)")
        #expect(result.output.contains(
            "the deep link of the section 'proxy_host' is the case 'proxyHost' of 'App.Route', which is already the deep link of the setting 'proxy.host'"),
            "\(result.output)")
        #expect(result.output.contains(
            "the deep link of the setting 'raw.value' is the case 'rawValue' of 'App.Route', a member every route has"),
            "\(result.output)")
    }

    @Test func routeCasesJoinTheLoweredTypeAndTheRaisedSetting() {
        func slow(_ typeName: String, _ setting: String?) -> String {
            FormNames.lowerFirst(typeName) + (setting.map(FormNames.upperFirst) ?? "")
        }
        let pairs: [(String, String?)] = [
            ("Network", "offlineMode"), ("Network", nil), ("network", "x"), ("N", "y"), ("Proxy", "Host"),
            ("Proxy", "_private"), ("Proxy", "9lives"), ("Zeta", "zed"), ("Alpha", "ärger"), ("Éclair", "size"),
            ("Éclair", nil), ("A", "b"), ("LongSectionTypeNameBeyondSmallStrings", "andAnEvenLongerSettingName"),
        ]
        for (typeName, setting) in pairs {
            let routeCase = FormNames.routeCase(typeName: typeName, setting: setting)
            #expect(routeCase == slow(typeName, setting), "\(typeName) \(setting ?? "-")")
            // RouteNameCheck hashes the case from its two names without making it: the same hash, length and first byte.
            let shape = RouteNameCheck.caseShape(typeName: typeName, setting: setting)
            #expect(shape.hash == KeyIndex.hash(routeCase) && shape.length == routeCase.utf8.count && shape.first == routeCase.utf8.first,
                    "\(typeName) \(setting ?? "-")")
        }
        #expect(FormNames.routeCase(typeName: "Network", setting: "offlineMode") == "networkOfflineMode")
    }
}

/// `RouteNameCheck` claims a case by a hash made from the section's type name and the setting's name, and compares
/// two owners' cases only when their hashes are equal. Its reports are compared here with those of the check as it
/// was, made of strings (each case made, a dictionary of cases, a set of names per section), on schemas built to
/// collide: sections whose type names join a setting's case (`proxy` + `host`, `proxy_host`), settings differing
/// only in their first letter's case, a name twice in a section, skipped settings, members every route has, repeated
/// section type names, and non-ASCII first letters (the case made, not hashed from the parts).
@Suite struct RouteNameReferenceTests {
    /// The check as it was before issue 32 made it hash the parts: the messages of SC1441, in order.
    static func reference(_ schema: SchemaIR) -> [String] {
        var messages: [String] = []
        var taken: [String: (path: [String], setting: String?)] = [:]
        func words(_ owner: (path: [String], setting: String?)) -> String {
            owner.setting.map { "the setting '\(FormNames.dottedPath(owner.path + [$0]))'" } ?? "the section '\(FormNames.dottedPath(owner.path))'"
        }
        func claim(_ name: String, _ owner: (path: [String], setting: String?)) {
            if RouteNameCheck.reserved.contains(name) {
                messages.append("the deep link of \(words(owner)) is the case '\(name)' of '\(schema.rootTypeName).Route', a member every route has; rename it")
            } else if let other = taken[name] {
                messages.append("the deep link of \(words(owner)) is the case '\(name)' of '\(schema.rootTypeName).Route', which is already the deep link of \(words(other)); rename one of them")
            } else {
                taken[name] = owner
            }
        }
        var typeNames: [String: Int] = [:]
        func count(_ section: SectionIR) {
            for child in section.sections {
                typeNames[child.typeName, default: 0] += 1
                count(child)
            }
        }
        count(schema.root)
        func walk(_ section: SectionIR) {
            for child in section.sections where typeNames[child.typeName] == 1 {
                claim(FormNames.lowerFirst(child.typeName), (child.path, nil))
                var names = Set<String>()
                for setting in child.settings where !setting.skip && names.insert(setting.name).inserted {
                    claim(FormNames.lowerFirst(child.typeName) + FormNames.upperFirst(setting.name), (child.path, setting.name))
                }
            }
            for child in section.sections { walk(child) }
        }
        walk(schema.root)
        return messages
    }

    /// A schema of random sections and settings from a few colliding names (a fixed generator: the same schemas
    /// every run).
    static func schema(seed: UInt64) -> String {
        var state = seed &* 0x9E37_79B9_7F4A_7C15 | 1
        func next(_ bound: Int) -> Int {
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            return Int(state % UInt64(bound))
        }
        let sectionNames = ["proxy", "proxy_host", "proxyHost", "raw", "net", "netPort", "keys", "ölbild", "Éclair", "a", "aB"]
        let settingNames = ["host", "Host", "port", "Port", "value", "Value", "b", "B", "ärger", "Ärger", "size"]
        var text = "settings: App\nsections:\n"
        func section(_ depth: Int, _ indent: String) {
            var used = Set<String>()
            for _ in 0..<(1 + next(3)) {
                let name = sectionNames[next(sectionNames.count)]
                guard used.insert(name).inserted else { continue }  // a mapping's keys are unique
                text += "\(indent)\(name):\n\(indent)  settings:\n"
                var names = Set<String>()
                for _ in 0..<(1 + next(5)) {
                    let setting = settingNames[next(settingNames.count)]
                    guard names.insert(setting).inserted else { continue }
                    let skip = next(5) == 0 ? ", skip: true" : ""
                    text += "\(indent)    \(setting): {type: int, default: 1\(skip)}\n"
                }
                if depth < 2, next(2) == 0 {
                    text += "\(indent)  sections:\n"
                    section(depth + 1, indent + "    ")
                }
            }
        }
        section(0, "  ")
        return text
    }

    @Test func hashedClaimsReportWhatTheStringsReported() throws {
        var collisions = 0
        for seed in 1...400 as ClosedRange<UInt64> {
            let text = Self.schema(seed: seed)
            let file = SourceFile(path: "routes.settings.yaml", text: text)
            var diagnostics = DiagnosticCollector()
            let node = try #require(YAMLReader.read(file, diagnostics: &diagnostics), "\(text)")
            let ast = try #require(SchemaParser.parse(node, file: file.path, diagnostics: &diagnostics), "\(text)")
            let ir = ValidationPipeline.run(ast, diagnostics: &diagnostics)
            let reported = diagnostics.diagnostics.filter { $0.code == .routeNameCollision }.map(\.message)
            let expected = Self.reference(ir)
            #expect(reported == expected, "\(text)")
            collisions += expected.count
            // A name twice in a section (which the reader and lowering never let through, but a hand-built IR can
            // hold): its case is the first one's, not claimed again.
            var doubled = ir
            if var first = doubled.root.sections.first, let setting = first.settings.first(where: { !$0.skip }) {
                first.settings.append(setting)
                doubled.root.sections[0] = first
                var collector = DiagnosticCollector()
                RouteNameCheck.check(doubled, diagnostics: &collector)
                #expect(collector.diagnostics.map(\.message) == Self.reference(doubled), "doubled '\(setting.name)': \(text)")
            }
        }
        // The schemas collide often enough for the comparison to mean something.
        #expect(collisions > 100, "\(collisions) collisions")
    }
}
