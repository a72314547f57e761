/// A build configuration: what a schema's configuration defaults (`default: {debug: ..., release: ...}`) and
/// `only:` sections are chosen by, at compile time. A build is the first declared configuration whose compilation
/// condition is set, else `debug` (`DEBUG`), else `release` (the `#else`). Built by `BuildConfigurationCheck`.
public struct BuildConfigurationIR: Sendable, Hashable {
    /// The name in the schema: `debug`, `release`, or a name `configurations:` declares.
    public var name: String
    /// The compilation condition that selects it (`DEBUG`, `TESTFLIGHT`); nil for `release`, the `#else`.
    public var condition: String?

    public init(name: String, condition: String?) {
        self.name = name
        self.condition = condition
    }

    public static let debug = BuildConfigurationIR(name: "debug", condition: "DEBUG")
    public static let release = BuildConfigurationIR(name: "release", condition: nil)
}

extension SchemaIR {
    /// Every build configuration, in the order the `#if` chain tests them: the declared ones, debug, release.
    public var buildConfigurations: [BuildConfigurationIR] {
        declaredConfigurations + [.debug, .release]
    }

    /// The schema has configuration defaults or `only:` sections, so its generated code differs by configuration.
    public var variesByConfiguration: Bool {
        func varies(_ section: SectionIR) -> Bool {
            section.only != nil || section.settings.contains { !$0.configurationDefaults.isEmpty } || section.sections.contains(where: varies)
        }
        return varies(root)
    }

    /// The schema as one build configuration sees it: every default is that configuration's (or release's), and
    /// the sections `only:` another configuration are gone (their stored values are kept as unknown keys).
    public func variant(for configuration: String) -> SchemaIR {
        var copy = self
        func adjust(_ section: inout SectionIR) {
            section.sections = section.sections.filter { $0.only == nil || $0.only == configuration }
            var settings = section.settings
            for index in settings.indices {
                if let value = settings[index].configurationDefaults[configuration] { settings[index].defaultValue = value }
                if !settings[index].configurationDefaults.isEmpty { settings[index].defaultConfiguration = configuration }
            }
            section.settings = settings
            for index in section.sections.indices { adjust(&section.sections[index]) }
        }
        adjust(&copy.root)
        return copy
    }
}
