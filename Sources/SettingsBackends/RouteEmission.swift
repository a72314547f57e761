import SettingsCompiler

/// Deep links (issue 16 item 2), emitted into the form file (`<Root>+Form.swift`, one call from the form backend):
/// an enum `Route` nested in the root type, conforming to `SettingsRuntime.SettingsRoute`, with a case for every
/// section and every shown setting (not `skip`), named by `FormNames.routeCase` (checked by `RouteNameCheck`) and
/// whose raw value is the form id, the dotted path of persistence keys; the old keys of renamed sections and
/// settings (`renamedFrom:`) and the sections shown inline. SettingsStore's `SettingsLinks` turns a route into a
/// URL and back; the SwiftUI DSL's `settingsScreen(sectionID:)` opens it.
enum RouteEmission {
    /// The old ids of renamed sections and settings (`parent.oldKey`) to their current ids, in screen order.
    static func renamedKeys(_ schema: SchemaIR) -> [(old: String, id: String)] {
        var result: [(String, String)] = []
        func walk(_ section: SectionIR) {
            for child in section.sections {
                for old in child.renamedFrom { result.append((FormNames.formID(section.id, old), child.id)) }
                for setting in child.settings where !setting.skip {
                    for old in setting.renamedFrom { result.append((FormNames.formID(child.id, old), setting.id)) }
                }
                walk(child)
            }
        }
        walk(schema.root)
        return result
    }

    static func inlineSectionIDs(_ schema: SchemaIR) -> [String] {
        var result: [String] = []
        func walk(_ section: SectionIR) {
            for child in section.sections {
                if child.presentation == .inline { result.append(child.id) }
                walk(child)
            }
        }
        walk(schema.root)
        return result
    }

    /// Every route, depth first in screen order: a section, its shown settings, then its subsections; each a doc
    /// comment and a case, printed piece by piece as the sections are walked (issue 32: a list of the routes was made
    /// first, a string or three each).
    static func render(_ schema: SchemaIR, into printer: inout CodePrinter) {
        let root = schema.rootTypeName
        printer.line()
        printer.open("extension \(root): SettingsRuntime.SettingsRoutesDescribed {")
        printer.line("/// Deep links: every section and shown setting, by its path of persistence keys (the raw value). A link is")
        printer.line("/// `scheme://host/` and the keys joined by `/` (`SettingsLinks` in SettingsStore makes and reads it).")
        // Every section has a route, so there are none only without sections.
        if schema.root.sections.isEmpty {
            printer.open("public enum Route: SettingsRuntime.SettingsRoute {")
            printer.line("public init?(rawValue: Swift.String) { nil }")
            printer.line("public var rawValue: Swift.String { switch self {} }")
            printer.close()
            printer.close()
            return
        }
        printer.open("public enum Route: Swift.String, SettingsRuntime.SettingsRoute {")
        func routeCase(_ name: String, _ id: String, _ printer: inout CodePrinter) {
            printer.beginLine()
            printer.write("case ")
            printer.write(SwiftNames.escaped(name))
            printer.write(" = ")
            printer.writeStringLiteral(id)
            printer.endLine()
        }
        func walk(_ section: SectionIR, _ printer: inout CodePrinter) {
            for child in section.sections {
                printer.beginDocCommentLine()
                printer.write("The ")
                printer.write(child.title)
                printer.write(" section.")
                printer.endDocCommentLine()
                routeCase(FormNames.routeCase(child), child.id, &printer)
                for setting in child.settings where !setting.skip {
                    let fields = setting.fields  // read once: `setting.title`, `setting.name` each copy them
                    SwiftEscaping.printDocComment(fields.title, to: &printer)
                    routeCase(FormNames.routeCase(typeName: child.typeName, setting: fields.name), setting.id, &printer)
                }
                walk(child, &printer)
            }
        }
        walk(schema.root, &printer)
        let renamed = renamedKeys(schema)
        if !renamed.isEmpty {
            printer.line()
            printer.line("/// The ids sections and settings had before (`renamedFrom:`): old links still open them.")
            printer.open("public static let renamedKeys: [Swift.String: Swift.String] = [")
            for item in renamed {
                printer.line("\(SwiftEscaping.stringLiteral(item.old)): \(SwiftEscaping.stringLiteral(item.id)),")
            }
            printer.close("]")
        }
        let inline = inlineSectionIDs(schema)
        if !inline.isEmpty {
            printer.line()
            printer.line("/// The sections shown inside their parent's screen (`presentation: inline`).")
            printer.line("public static let inlineSectionIDs: Swift.Set<Swift.String> = [\(inline.map(SwiftEscaping.stringLiteral).joined(separator: ", "))]")
        }
        printer.close()
        printer.close()
    }
}

extension RouteEmission {
    /// The SwiftUI DSL's part of deep links (`<View>+SettingsDSL.swift`, one call from the DSL backend): the screen
    /// of a section by its id, and the root in a navigation stack that follows a `SettingsNavigator`.
    static func renderDSL(_ schema: SchemaIR, dsl: String, into printer: inout CodePrinter) {
        let root = schema.rootTypeName
        var screens: [SectionIR] = []
        func walk(_ section: SectionIR) {
            for child in section.sections {
                if child.presentation != .inline { screens.append(child) }
                walk(child)
            }
        }
        walk(schema.root)
        printer.line()
        printer.open("extension \(dsl) {")
        printer.line("/// The screen of the section with this id (its `Route`'s raw value), for deep links; an empty view for any other id.")
        printer.open("public func settingsScreen(sectionID: Swift.String) -> SwiftUI.AnyView {")
        printer.line("switch sectionID {")
        for section in screens {
            // Printed piece by piece (issue 32).
            printer.beginLine()
            printer.write("case ")
            printer.writeStringLiteral(section.id)
            printer.write(": return SwiftUI.AnyView(")
            printer.write(root)
            printer.write(".")
            printer.write(FormNames.view(section))
            printer.write("(host: self, header: SwiftUI.EmptyView(), footer: SwiftUI.EmptyView()))")
            printer.endLine()
        }
        printer.line("default: return SwiftUI.AnyView(SwiftUI.EmptyView())")
        printer.line("}")
        printer.close()
        printer.line()
        printer.line("/// `content` (usually a `Form` with `allSettingsLinks`) in a navigation stack that follows `navigator`, with a")
        printer.line("/// search field (`.searchable`) whose results replace it while there is a query and open where they are:")
        printer.line("/// `navigator.open(\(root).Route.…, in: \(root).self)` opens a route's screens and highlights its row.")
        printer.open("public func settingsNavigationStack<Content: SwiftUI.View>(")
        printer.line("_ navigator: SettingsNavigator,")
        printer.line("@SwiftUI.ViewBuilder content: () -> Content")
        printer.outdent()
        printer.open(") -> some SwiftUI.View {")
        printer.line("SettingsSwiftUI.SettingsNavigationStack(navigator: navigator, screen: { sectionID in self.settingsScreen(sectionID: sectionID) }) {")
        printer.indent()
        printer.line("SettingsSwiftUI.SettingsSearchableRoot(store: store, navigator: navigator, content: content())")
        printer.outdent()
        printer.line("}")
        printer.close()
        printer.line()
        printer.line("/// The whole settings screen, nothing to place by hand: `allSettingsLinks` between the restart banner and the")
        printer.line("/// review bar, the review sheet and undo (`SettingsRootForm`), in `settingsNavigationStack(navigator)` (deep links,")
        printer.line("/// search). A host view's `body` can be just `settingsRootScreen(navigator)`; `restart:` is the banner's \"Restart now\".")
        printer.open("public func settingsRootScreen(")
        printer.line("_ navigator: SettingsNavigator,")
        printer.line("title: SwiftUI.Text = SwiftUI.Text(\"Settings\"),")
        printer.line("restart: (@MainActor () -> Swift.Void)? = nil")
        printer.outdent()
        printer.open(") -> some SwiftUI.View {")
        printer.open("settingsNavigationStack(navigator) {")
        printer.line("SettingsSwiftUI.SettingsRootForm(store: store, title: title, restart: restart) { allSettingsLinks }")
        printer.close()
        printer.close()
        printer.close()
    }
}

extension DocumentationFacts {
    /// "Deep link: `/environment/network/offlineMode` (`Route.networkOfflineMode`)": the path of a section's or shown
    /// setting's link after the app's `scheme://host`, and its route, for the docs; nil for a `skip` setting.
    func routeFact(_ section: SectionIR, _ setting: SettingIR? = nil) -> Fact? {
        if let setting, setting.skip { return nil }
        let path = Self.linkPath(ofID: setting?.id ?? section.id)
        return Fact(label: "Deep link", value: [
            .code(path), .text(" ("), .code("\(schema.rootTypeName).Route.\(FormNames.routeCase(section, setting))"), .text(")"),
        ])
    }

    /// The link path of a dotted id: "/" and its keys joined by "/" (`network.offlineMode` -> `/network/offlineMode`),
    /// empty keys left out, as `"/" + id.split(separator: ".").joined(separator: "/")` (whose generic split took
    /// about 8,700 instructions an id, 19 M of the 1,000-setting docs: issue 32), from the bytes.
    public static func linkPath(ofID id: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(id.utf8.count + 1)
        var atSegmentStart = true
        for byte in id.utf8 {
            if byte == UInt8(ascii: ".") {
                atSegmentStart = true
                continue
            }
            if atSegmentStart {
                bytes.append(UInt8(ascii: "/"))
                atSegmentStart = false
            }
            bytes.append(byte)
        }
        return bytes.isEmpty ? "/" : String(decoding: bytes, as: UTF8.self)
    }
}
