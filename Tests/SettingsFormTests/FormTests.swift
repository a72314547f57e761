import GeneratedFixtures
import GeneratedSettings
import SettingsBackends
import SettingsCompiler
import SettingsRuntime
import Testing
import TestSupport

/// The form backend's output is the checked-in `+Form.swift` files, which GeneratedSettings and
/// GeneratedFixtures compile; these tests then run the compiled forms.
@Suite struct FormReferenceTests {
    @Test(arguments: exampleSchemas)
    func generatedFormIsCurrent(schema: String) throws {
        let files = SettingsFormBackend().render(try compileRepositorySchema(schema))
        #expect(files.map(\.path) == [try compileRepositorySchema(schema).rootTypeName + "+Form.swift"])
        for file in files { try assertGolden(file.contents, path: "Generated/Swift/\(file.path)") }
    }

    @Test(arguments: validFixtures)
    func generatedFixtureFormIsCurrent(schema: String) throws {
        for file in SettingsFormBackend().render(try compileRepositorySchema(schema)) {
            try assertGolden(file.contents, path: "Tests/GeneratedFixtures/\(file.path)")
        }
    }

    @Test func theFormBackendRunsByDefault() {
        #expect(Backends.all.map(\.name).contains("form"))
        #expect(Backends.named("form") is SettingsFormBackend)
    }
}

@Suite struct GeneratedFormTests {
    let form = BetaSettings.settingsForm

    @Test func sectionTreeAndIds() {
        #expect(form.title == "Beta settings")
        #expect(form.sections.map(\.id) == ["calculation", "smoothing"])
        #expect(form.allSections.map(\.id) == ["calculation", "smoothing", "smoothing.grouped"])
        #expect(form.allSettings.map(\.id) == [
            "calculation.text", "calculation.mode", "smoothing.dayPeriod", "smoothing.algorithm",
            "smoothing.grouped.level", "smoothing.grouped.prettyCool", "smoothing.grouped.nickname",
        ])
        #expect(form.section(named: "grouped")?.header == .text("Shown above the group"))
        #expect(form.section(named: "smoothing")?.footer == .inject(hook: "smoothingSectionFooter"))
        #expect(form.section(named: "smoothing.grouped")?.typeName == "Grouped")
    }

    @Test func settingsCarryEverythingAScreenNeeds() throws {
        let dayPeriod = try #require(form.setting(id: "smoothing.dayPeriod"))
        #expect(dayPeriod.title == "Day period")
        #expect(dayPeriod.control == .stepper)
        #expect(dayPeriod.range == SettingsNumericRange(.int(1), .int(30)))
        #expect(dayPeriod.defaultValue == .int(7))

        let level = try #require(form.setting(id: "smoothing.grouped.level"))
        #expect(level.control == .slider)
        #expect(level.type == .float)
        #expect(level.step == .float(0.5))

        let algorithm = try #require(form.setting(id: "smoothing.algorithm"))
        #expect(algorithm.requiresRestart)
        #expect(algorithm.options.map(\.title) == ["Moving average", "Weighted moving average", "Exponential average"])
        #expect(algorithm.displayValue(in: BetaSettings()) == "Moving average")

        let nickname = try #require(form.setting(id: "smoothing.grouped.nickname"))
        #expect(nickname.description == "nil when empty")
        #expect(nickname.type == .optional(.string))
        #expect(nickname.control == .textField)
    }

    @Test func typedKeyPathsFindTheirSettings() throws {
        #expect(form.setting(for: \BetaSettings.smoothing.grouped.prettyCool)?.id == "smoothing.grouped.prettyCool")
        #expect(form.setting(for: \BetaSettings.smoothing) == nil)
        var value = BetaSettings()
        let mode = try #require(form.setting(for: \BetaSettings.calculation.mode))
        #expect(mode.setValue(.enumCase("weightedAverage"), in: &value) == .enumCase("weightedAverage"))
        #expect(value.calculation.mode == .weightedAverage)
    }

    @Test func debugMenuHiddenDeprecatedAndSideEffects() throws {
        let form = DebugMenuSettings.settingsForm
        let hidden = form.allSettings.filter(\.isHidden).map(\.id)
        #expect(hidden.contains("flags.experiments.assignmentSeed"), "the section `features` is stored under `flags`")
        #expect(hidden.contains("diagnostics.launch_count"), "the id uses the persistence key")
        #expect(form.allSettings.contains { $0.sideEffect == "signOut" })
        #expect(form.allSettings.filter { $0.sideEffect == "applyLogging" }.count == 2)
        // A deprecated setting is reached through its storage, without a deprecation warning.
        let legacy = try #require(form.setting(id: "flags.legacyTipScreen"))
        var value = DebugMenuSettings()
        legacy.setValue(.bool(true), in: &value)
        #expect(value.features._legacyTipScreen == true)
    }

    @Test func optionalEnumsOfferNone() throws {
        let form = KeywordNamesSettings.settingsForm
        let setting = try #require(form.setting(id: "default.repeat"))
        #expect(setting.options.first == SettingsOption(value: .none, title: "None"))
        #expect(setting.displayValue(in: KeywordNamesSettings()) == "None")
        #expect(setting.control == .picker)
    }

    /// Every setting of every compiled form can be written and read back through the erased API: each
    /// default, then each option.
    @Test func everySettingRoundTripsThroughTheErasedAPI() {
        func check<Root: SettingsModel>(_ form: SettingsForm<Root>) {
            var value = Root()
            for setting in form.allSettings {
                #expect(setting.value(in: value) == setting.defaultValue, "\(setting.id)")
                for option in setting.options {
                    #expect(setting.setValue(option.value, in: &value) == option.value, "\(setting.id)")
                    #expect(setting.value(in: value) == option.value, "\(setting.id)")
                }
                #expect(setting.setValue(.string("wrong"), in: &value) == nil || setting.type.wrapped == .string)
            }
        }
        check(BetaSettings.settingsForm)
        check(DebugMenuSettings.settingsForm)
        check(OnboardingSettings.settingsForm)
        check(KeywordNamesSettings.settingsForm)
        check(AllOptionalSettings.settingsForm)
        check(DeepNestingSettings.settingsForm)
        check(UnicodeTextSettings.settingsForm)
    }
}

/// `settingsc preview` builds its form from the IR; it must describe the same screen as the compiled form.
@Suite struct DataFormTests {
    struct Row: Hashable {
        var id, title: String
        var text: String?
        var type: SettingsValueType
        var control: SettingsControl
        var defaultValue: SettingsValue
        var range: SettingsNumericRange?
        var step: SettingsValue?
        var options: [SettingsOption]
        var requiresRestart: Bool
        var sideEffect: String?
        var isHidden: Bool
        var visibleWhen: SettingsCondition?
        var enabledWhen: SettingsCondition?

        init<Root>(_ s: SettingsFormSetting<Root>) {
            (visibleWhen, enabledWhen) = (s.visibleWhen, s.enabledWhen)
            (id, title, text, type, control) = (s.id, s.title, s.description, s.type, s.control)
            (defaultValue, range, step, options) = (s.defaultValue, s.range, s.step, s.options)
            (requiresRestart, sideEffect, isHidden) = (s.requiresRestart, s.sideEffect, s.isHidden)
        }
    }

    func rows<Root>(_ form: SettingsForm<Root>) -> [Row] { form.allSettings.map(Row.init) }

    func sections<Root>(_ form: SettingsForm<Root>) -> [[String?]] {
        form.allSections.map { [$0.id, $0.name, $0.namePath, $0.typeName, $0.title, $0.description, "\(String(describing: $0.header))", "\(String(describing: $0.footer))",
                               "\(String(describing: $0.visibleWhen))", "\(String(describing: $0.enabledWhen))",
                               "\($0.rows.map { "\($0.id) \(String(describing: $0.visibleWhen)) \(String(describing: $0.enabledWhen))" })"] }
    }

    @Test func theDataFormMatchesTheCompiledForms() throws {
        let compiled: [String: (rows: [Row], sections: [[String?]], title: String)] = [
            "BetaSettings": (rows(BetaSettings.settingsForm), sections(BetaSettings.settingsForm), BetaSettings.settingsForm.title),
            "DebugMenuSettings": (rows(DebugMenuSettings.settingsForm), sections(DebugMenuSettings.settingsForm), DebugMenuSettings.settingsForm.title),
            "OnboardingSettings": (rows(OnboardingSettings.settingsForm), sections(OnboardingSettings.settingsForm), OnboardingSettings.settingsForm.title),
            "KeywordNamesSettings": (rows(KeywordNamesSettings.settingsForm), sections(KeywordNamesSettings.settingsForm), KeywordNamesSettings.settingsForm.title),
            "UnicodeTextSettings": (rows(UnicodeTextSettings.settingsForm), sections(UnicodeTextSettings.settingsForm), UnicodeTextSettings.settingsForm.title),
            "PlaybackSettings": (rows(PlaybackSettings.settingsForm), sections(PlaybackSettings.settingsForm), PlaybackSettings.settingsForm.title),
            "ConditionsSettings": (rows(ConditionsSettings.settingsForm), sections(ConditionsSettings.settingsForm), ConditionsSettings.settingsForm.title),
            "RowOrderSettings": (rows(RowOrderSettings.settingsForm), sections(RowOrderSettings.settingsForm), RowOrderSettings.settingsForm.title),
        ]
        var checked = 0
        for path in exampleSchemas + validFixtures {
            let ir = try compileRepositorySchema(path)
            guard let expected = compiled[ir.rootTypeName] else { continue }
            let (form, defaults) = SchemaForm.dataForm(ir)
            #expect(form.title == expected.title)
            #expect(rows(form) == expected.rows, "\(path)")
            #expect(sections(form) == expected.sections, "\(path)")
            for setting in form.allSettings {
                #expect(setting.value(in: defaults) == setting.defaultValue, "\(setting.id)")
            }
            checked += 1
        }
        #expect(checked == compiled.count)
    }

    @Test func theDataFormWritesTypedValuesOnly() throws {
        let (form, defaults) = SchemaForm.dataForm(try compileRepositorySchema("Schemas/Beta.settings.yaml"))
        var value = defaults
        let dayPeriod = try #require(form.setting(id: "smoothing.dayPeriod"))
        #expect(dayPeriod.setValue(.int(99), in: &value) == .int(30))
        #expect(dayPeriod.setValue(.string("x"), in: &value) == nil)
        #expect(dayPeriod.value(in: value) == .int(30))
        let nickname = try #require(form.setting(id: "smoothing.grouped.nickname"))
        #expect(nickname.setValue(.string("Sam"), in: &value) == .string("Sam"))
        #expect(nickname.setValue(.none, in: &value) == SettingsValue.none)
        #expect(dayPeriod.setValue(.none, in: &value) == nil, "a non-optional setting refuses none")
    }
}

@Suite struct SwiftUIDSLBackendTests {
    @Test(arguments: exampleSchemas)
    func generatedDSLIsCurrent(schema: String) throws {
        let ir = try compileRepositorySchema(schema)
        let files = SwiftUIDSLBackend().render(ir)
        #expect(files.map(\.path) == [try #require(ir.viewName) + "+SettingsDSL.swift"])
        for file in files { try assertGolden(file.contents, path: "Generated/Swift/\(file.path)") }
    }

    /// Keywords, hostile text and deep nesting: Tests/GeneratedFixtures, type-checked by `make test-swiftui`.
    @Test(arguments: validFixtures)
    func generatedFixtureDSLIsCurrent(schema: String) throws {
        for file in SwiftUIDSLBackend().render(try compileRepositorySchema(schema)) {
            try assertGolden(file.contents, path: "Tests/GeneratedFixtures/\(file.path)")
        }
    }

    @Test func noViewNoFile() throws {
        let ir = try compileRepositorySchema("Tests/SettingsCompilerTests/Fixtures/valid/all-types-optional.settings.yaml")
        #expect(ir.viewName == nil)
        #expect(SwiftUIDSLBackend().render(ir).isEmpty)
    }

    @Test func injectHooksAreProtocolRequirementsAndOpenSlotsAreParameters() throws {
        let text = try #require(SwiftUIDSLBackend().render(try compileRepositorySchema("Schemas/Beta.settings.yaml")).first).contents
        #expect(text.contains("@SwiftUI.ViewBuilder func smoothingSectionFooter() -> SmoothingSectionFooter"))
        // smoothing: footer injected, header open; every link takes a label.
        #expect(text.contains("""
                public func smoothingLink<Label: SwiftUI.View, Header: SwiftUI.View>(
                    @SwiftUI.ViewBuilder label: () -> Label = { SwiftUI.Text(verbatim: "Smoothing") },
                    @SwiftUI.ViewBuilder header: () -> Header = { SwiftUI.EmptyView() }
                ) -> some SwiftUI.View {
            """))
        #expect(!text.contains("Footer: SwiftUI.View>(\n        @SwiftUI.ViewBuilder label: () -> Label = { SwiftUI.Text(verbatim: \"Smoothing\") }"))
        // grouped: header fixed, footer open.
        #expect(text.contains("""
                public func groupedLink<Label: SwiftUI.View, Footer: SwiftUI.View>(
                    @SwiftUI.ViewBuilder label: () -> Label = { SwiftUI.Text(verbatim: "Grouped") },
                    @SwiftUI.ViewBuilder footer: () -> Footer = { SwiftUI.EmptyView() }
                ) -> some SwiftUI.View {
            """))
        #expect(text.contains("SettingsSwiftUI.SettingsSectionText(\"Shown above the group\")"))
        // Every section at every depth has a screen, a content view, a link and a content function.
        for name in ["Calculation", "Smoothing", "Grouped"] {
            #expect(text.contains("public struct \(name)View<"))
            #expect(text.contains("public struct \(name)Content<"))
        }
        for name in ["calculation", "smoothing", "grouped"] {
            #expect(text.contains("public func \(name)Link<Label: SwiftUI.View"))
            #expect(text.contains("public func \(name)Content"))
        }
        // One setting's row by a typed key path.
        #expect(text.contains("public func setting<Value>(_ keyPath: Swift.WritableKeyPath<BetaSettings, Value>) -> some SwiftUI.View {"))
    }

    /// The external data's details protocol uses no SwiftUI, so it is declared where every platform sees it.
    @Test func detailsProtocolIsOutsideCanImportSwiftUI() throws {
        let text = try #require(SwiftUIDSLBackend().render(try compileRepositorySchema("Schemas/DebugMenu.settings.yaml")).first).contents
        let protocolIndex = try #require(text.range(of: "public protocol DebugMenuExternalDataDetails {")).lowerBound
        let canImport = try #require(text.range(of: "#if canImport(SwiftUI)")).lowerBound
        #expect(protocolIndex < canImport)
    }

    /// No `@ViewBuilder` block the DSL writes has more than ten children (the iOS 17 SDK's `buildBlock` takes ten):
    /// the wide fixture has 30 top-level sections, 25 subsections in one section (12 inline) and 60 settings in one.
    @Test(arguments: ["Tests/SettingsCompilerTests/Fixtures/valid/wide-sections.settings.yaml", "Schemas/DebugMenu.settings.yaml"])
    func builderBlocksHaveAtMostTenChildren(schema: String) throws {
        let text = try #require(SwiftUIDSLBackend().render(try compileRepositorySchema(schema)).first).contents
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        func indent(_ line: String) -> Int { line.prefix { $0 == " " }.count }
        let builders = ["SwiftUI.Group {", "SwiftUI.Section {", "public var allSettingsLinks: some SwiftUI.View {",
                        "public var body: some SwiftUI.View {"]
        var checked = 0
        for (index, line) in lines.enumerated() where builders.contains(line.trimmedLeadingSpaces) {
            let depth = indent(line)
            var children = 0
            var next = index + 1
            while next < lines.count {
                let child = lines[next]
                let trimmed = child.trimmedLeadingSpaces
                if !trimmed.isEmpty && indent(child) <= depth { break }
                if indent(child) == depth + 4 && !trimmed.hasPrefix("#") && !trimmed.hasPrefix("}") && !trimmed.hasPrefix(".") && !trimmed.isEmpty {
                    children += 1
                }
                next += 1
            }
            #expect(children <= 10, "\(children) children in the block at line \(index + 1): \(line)")
            checked += 1
        }
        #expect(checked > 0)
        if schema.hasSuffix("wide-sections.settings.yaml") {
            // Every top-level section reached once from allSettingsLinks: a link, or its content when inline.
            for number in 1...30 {
                let name = "s" + (number < 10 ? "0" : "") + String(number)
                let call = number == 5 || number == 6 ? "\(name)Content()" : "\(name)Link()"
                #expect(lines.filter { $0.trimmedLeadingSpaces == call }.count == 1, "\(call)")
            }
            #expect(text.contains("SwiftUI.Group {"))
            #expect(text.contains("host.g01Content()"), "an inline subsection shows its content in the parent")
            #expect(text.contains("host.g13Link()"), "a pushed subsection shows its link")
        }
    }

    @Test func deepSchemasGetLinksAtEveryDepth() throws {
        let text = try #require(SwiftUIDSLBackend().render(try compileRepositorySchema("Schemas/DebugMenu.settings.yaml")).first).contents
        #expect(text.contains("public struct ProxyView<"), "a third-level section")
        #expect(text.contains("host.proxyLink()"))
        #expect(text.contains("func experimentsSectionHeader() -> ExperimentsSectionHeader"))
        #expect(text.contains("sectionID: \"environment.network.http-proxy\""), "rows are found by the section's key path")
    }
}

/// The conversions the SwiftUI controls use, run on every platform.
@Suite struct EditingTests {
    let form = DebugMenuSettings.settingsForm

    @Test func stepperAndSliderBounds() throws {
        let latency = try #require(form.setting(id: "environment.network.addedLatency"))
        #expect(latency.intRange == 0...5000)
        #expect(latency.intStep == 50)
        let timeout = try #require(form.setting(id: "environment.requestTimeout"))
        #expect(timeout.doubleRange == 5...120)
        #expect(timeout.doubleStep == 5)
        #expect(timeout.value(fromDouble: 42) == .double(42))
        let hitch = try #require(form.setting(id: "diagnostics.performance.hitchThreshold"))
        #expect(hitch.value(fromDouble: 0.375) == .float(0.375))
    }

    @Test func textFieldsMapEmptyToNilForOptionalsOnly() throws {
        let currency = try #require(form.setting(id: "payments.currencyOverride"))
        #expect(currency.value(fromEditText: "") == SettingsValue.none)
        #expect(currency.value(fromEditText: "EUR") == .string("EUR"))
        #expect(currency.editText(.none) == "")
        let promo = try #require(form.setting(id: "payments.promotions.promoCode"))
        #expect(promo.value(fromEditText: "") == .string(""))
    }

    @Test func numberFieldsParseOrRefuse() throws {
        let retention = try #require(form.setting(id: "diagnostics.logRetentionDays"))
        #expect(retention.value(fromEditText: " 14 ") == .int(14))
        #expect(retention.value(fromEditText: "14.5") == nil)
        #expect(retention.value(fromEditText: "") == nil, "a non-optional number has no empty value")
        #expect(retention.editText(.int(7)) == "7")
        let rating = try #require(form.setting(id: "account.riderRating"))
        #expect(rating.value(fromEditText: "") == SettingsValue.none)
        #expect(rating.value(fromEditText: "4.5") == .double(4.5))
        #expect(rating.value(fromEditText: "nan") == nil)
    }

    @Test func editsGoThroughTheNormalizingSetter() throws {
        var value = DebugMenuSettings()
        let rating = try #require(form.setting(id: "account.riderRating"))
        let parsed = try #require(rating.value(fromEditText: "4.7"))
        #expect(rating.setValue(parsed, in: &value) == .double(4.5))
        #expect(value.account.riderRating == 4.5)
    }
}

/// SC1440: names the SwiftUI DSL generates must not collide with the schema's own.
@Suite struct GeneratedNameCollisionTests {
    func diagnose(_ text: String) -> [Diagnostic] {
        var collector = DiagnosticCollector()
        _ = Compiler.compile(SourceFile(path: "c.settings.yaml", bytes: Array(text.utf8)), diagnostics: &collector)
        return collector.sorted
    }

    @Test func aViewNameTakenByAnEnumOrSectionIsAnError() {
        let diagnostics = diagnose("""
            settings: CollSettings
            view: CollView
            enums:
              SmoothingView: [a, b]
            sections:
              smoothing:
                settings: {x: {type: SmoothingView}}
              general:
                sections:
                  generalView: {settings: {y: 1}}
            """)
        #expect(diagnostics.map(\.code.rawValue) == ["SC1440", "SC1440"])
        #expect(diagnostics.first?.message.contains("'CollSettings.SmoothingView' for the section 'smoothing', which is already the enum 'SmoothingView'") == true)
        #expect(diagnostics.last?.message.contains("the section 'general'") == true)
    }

    /// Each section also gets a content view `<Type>Content` and a `<type>Content()` function, and the DSL a `setting(_:)`.
    @Test func aContentNameTakenByAnEnumOrAHookIsAnError() {
        let diagnostics = diagnose("""
            settings: CollSettings
            view: CollView
            enums:
              SmoothingContent: [a, b]
            sections:
              smoothing:
                settings:
                  x: {type: SmoothingContent}
                  reset: {action: smoothingContent}
                  other: {action: setting}
            """)
        #expect(diagnostics.map(\.code.rawValue).sorted() == ["SC1105", "SC1440", "SC1483"])
        #expect(diagnostics.contains { $0.message.contains("'CollSettings.SmoothingContent' for the section 'smoothing', which is already the enum 'SmoothingContent'") })
        #expect(diagnostics.contains { $0.message.contains("smoothingContent") && $0.message.contains("the content of the section 'smoothing'") })
        #expect(diagnostics.contains { $0.message.contains("'setting'") })
    }

    /// The module names the generated code relies on are reserved for every schema, with or without `view:` (SC1105).
    @Test func aSectionHidingSwiftUIIsAnError() {
        let diagnostics = diagnose("settings: S\nview: V\nsections:\n  swiftUI: {settings: {y: 1}}\n")
        #expect(diagnostics.map(\.code.rawValue) == ["SC1105"])
        #expect(diagnostics.first?.location?.line == 4)
        #expect(diagnose("settings: S\nsections:\n  swiftUI: {settings: {y: 1}}\n").map(\.code.rawValue) == ["SC1105"])
    }

    @Test func withoutAViewThereIsNoDSLAndNoCollision() {
        #expect(diagnose("settings: S\nsections:\n  a: {settings: {x: 1}}\n  aView: {settings: {z: 1}}\n").isEmpty)
    }
}

@Suite struct RowsBeyondStoredValuesTests {
    /// The generated form carries the link row at its place, with the icons; the model has no member for it.
    @Test func linkRowsAndIconsInTheGeneratedForm() throws {
        let form = DebugMenuSettings.settingsForm
        let diagnostics = try #require(form.section(named: "diagnostics"))
        #expect(diagnostics.links == [SettingsFormLink(
            SettingsFormRowFields(id: "diagnostics.statusPage", name: "statusPage", title: "Open status page", icon: "safari", color: "#007AFF"),
            url: "https://status.hopper.example/rider")])
        // Between two settings, in declaration order.
        #expect(Array(diagnostics.rows.prefix(5).map(\.id))
            == ["diagnostics.logLevel", "diagnostics.statusPage", "diagnostics.resetAll", "diagnostics.userID", "diagnostics.networkLogging"])
        #expect(diagnostics.details.map(\.property) == ["userID"])
        #expect(form.setting(id: "diagnostics.statusPage") == nil)
        #expect(diagnostics.settings[0].icon == "doc.text.magnifyingglass")
        #expect(form.section(named: "environment")?.icon == "server.rack")
        #expect(form.section(named: "environment")?.color == "#226AD6")
        #expect(diagnostics.actions.map(\.hook) == ["resetAllSettings"])
        let payments = try #require(form.section(named: "payments"))
        #expect(payments.navigations.map(\.targetID) == ["diagnostics"])
        #expect(payments.rows.map(\.id).prefix(2) == ["payments.sandbox", "payments.logs"])
        #expect(diagnostics.actions.first?.isDestructive == true)
        #expect(diagnostics.actions.first?.confirmation?.hasPrefix("Reset every debug setting") == true)
    }
}

extension String {
    /// The line without its indentation (generated lines have no trailing spaces).
    fileprivate var trimmedLeadingSpaces: String { String(drop { $0 == " " }) }
}
