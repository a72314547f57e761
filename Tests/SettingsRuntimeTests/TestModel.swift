// Hand-written in exactly the shape docs/design-generated-shape.md says the Swift model backend emits.
// No Foundation here: generated code imports only SettingsRuntime.

import SettingsRuntime

/// Root: one section (`smoothing`), which has a nested section (`advanced`).
public struct TestSettings: SettingsModel {
    public enum Mode: Swift.String, SettingsEnum {
        case linearRegression
        case weightedAverage

        public var title: Swift.String {
            switch self {
            case .linearRegression: "Linear regression"
            case .weightedAverage: "Weighted average"
            }
        }
    }

    public struct Smoothing: SettingsSection {
        public enum Defaults {
            public static let dayPeriod: Swift.Int = 7
            public static let mode: Mode = .linearRegression
            public static let level: Swift.Float = 1.5
            public static let label: Swift.String? = "daily"
            public static let weight: Swift.Double = 0.25
        }
        public enum Ranges {
            public static let dayPeriod: Swift.ClosedRange<Swift.Int> = 1...30
        }
        public enum Steps {
            public static let dayPeriod: Swift.Int = 2
            public static let level: Swift.Float = 0.5
        }

        public struct Advanced: SettingsSection {
            public enum Defaults {
                public static let verbose: Swift.Bool = false
            }

            public var verbose: Swift.Bool
            /// Stored keys this version of the schema does not know; kept so a save does not lose them.
            public var _unknownFields: SettingsUnknownFields

            public init(verbose: Swift.Bool = Defaults.verbose) {
                self.verbose = verbose
                self._unknownFields = SettingsUnknownFields()
            }

            /// Every setting at its default: the `SettingsSection` requirement (default arguments do not satisfy it).
            public init() {
                self.init(verbose: Defaults.verbose)
            }

            public init(from decoder: any Swift.Decoder) throws {
                let values = try SettingsDecodingContainer(decoder, knownKeys: ["verbose"])
                self.verbose = values.decode("verbose", default: Defaults.verbose)
                self._unknownFields = values.unknownFields
            }

            public func encode(to encoder: any Swift.Encoder) throws {
                var values = SettingsEncodingContainer(encoder)
                try values.encode(verbose, forKey: "verbose")
                try values.encode(_unknownFields)
            }
        }

        /// Day period
        public var dayPeriod: Swift.Int
        public var mode: Mode
        public var level: Swift.Float
        public var label: Swift.String?
        public var weight: Swift.Double
        public var advanced: Advanced
        /// Stored keys this version of the schema does not know; kept so a save does not lose them.
        public var _unknownFields: SettingsUnknownFields

        public init(
            dayPeriod: Swift.Int = Defaults.dayPeriod, mode: Mode = Defaults.mode, level: Swift.Float = Defaults.level,
            label: Swift.String? = Defaults.label, weight: Swift.Double = Defaults.weight, advanced: Advanced = Advanced()
        ) {
            self.dayPeriod = dayPeriod
            self.mode = mode
            self.level = level
            self.label = label
            self.weight = weight
            self.advanced = advanced
            self._unknownFields = SettingsUnknownFields()
        }

        /// Every setting at its default: the `SettingsSection` requirement (default arguments do not satisfy it).
        public init() {
            self.init(
                dayPeriod: Defaults.dayPeriod, mode: Defaults.mode, level: Defaults.level, label: Defaults.label,
                weight: Defaults.weight, advanced: Advanced())
        }

        public init(from decoder: any Swift.Decoder) throws {
            let values = try SettingsDecodingContainer(
                decoder, knownKeys: ["dayPeriod", "mode", "level", "label", "weight", "advanced"])
            self.dayPeriod = values.decode("dayPeriod", default: Defaults.dayPeriod, range: Ranges.dayPeriod, step: Steps.dayPeriod)
            self.mode = values.decode("mode", default: Defaults.mode)
            self.level = values.decode("level", default: Defaults.level, range: nil, step: Steps.level)
            self.label = values.decode("label", default: Defaults.label)
            self.weight = values.decode("weight", default: Defaults.weight)
            self.advanced = values.decodeSection("advanced", default: Advanced())
            self._unknownFields = values.unknownFields
        }

        public func encode(to encoder: any Swift.Encoder) throws {
            var values = SettingsEncodingContainer(encoder)
            try values.encode(dayPeriod, forKey: "dayPeriod")
            try values.encode(mode, forKey: "mode")
            try values.encode(level, forKey: "level")
            try values.encode(label, forKey: "label")
            try values.encode(weight, forKey: "weight")
            try values.encode(advanced, forKey: "advanced")
            try values.encode(_unknownFields)
        }
    }

    public var smoothing: Smoothing
    /// Stored keys this version of the schema does not know; kept so a save does not lose them.
    public var _unknownFields: SettingsUnknownFields

    public init(smoothing: Smoothing = Smoothing()) {
        self.smoothing = smoothing
        self._unknownFields = SettingsUnknownFields()
    }

    /// Every setting at its default: the `SettingsSection` requirement (default arguments do not satisfy it).
    public init() {
        self.init(smoothing: Smoothing())
    }

    public init(from decoder: any Swift.Decoder) throws {
        let values = try SettingsDecodingContainer(decoder, knownKeys: ["smoothing"])
        self.smoothing = values.decodeSection("smoothing", default: Smoothing())
        self._unknownFields = values.unknownFields
    }

    public func encode(to encoder: any Swift.Encoder) throws {
        var values = SettingsEncodingContainer(encoder)
        try values.encode(smoothing, forKey: "smoothing")
        try values.encode(_unknownFields)
    }
}

/// A second small model: an optional number with range and step (the optional numeric overload) and an
/// optional enum, at the root's first level.
public struct OptionalsSettings: SettingsModel {
    public struct Limits: SettingsSection {
        public enum Defaults {
            public static let cap: Swift.Double? = 2.5
            public static let mode: TestSettings.Mode? = nil
        }
        public enum Ranges {
            public static let cap: Swift.ClosedRange<Swift.Double> = 0...10
        }
        public enum Steps {
            public static let cap: Swift.Double = 0.5
        }

        public var cap: Swift.Double?
        public var mode: TestSettings.Mode?
        public var _unknownFields: SettingsUnknownFields

        public init(cap: Swift.Double? = Defaults.cap, mode: TestSettings.Mode? = Defaults.mode) {
            self.cap = cap
            self.mode = mode
            self._unknownFields = SettingsUnknownFields()
        }

        public init() {
            self.init(cap: Defaults.cap, mode: Defaults.mode)
        }

        public init(from decoder: any Swift.Decoder) throws {
            let values = try SettingsDecodingContainer(decoder, knownKeys: ["cap", "mode"])
            self.cap = values.decode("cap", default: Defaults.cap, range: Ranges.cap, step: Steps.cap)
            self.mode = values.decode("mode", default: Defaults.mode)
            self._unknownFields = values.unknownFields
        }

        public func encode(to encoder: any Swift.Encoder) throws {
            var values = SettingsEncodingContainer(encoder)
            try values.encode(cap, forKey: "cap")
            try values.encode(mode, forKey: "mode")
            try values.encode(_unknownFields)
        }
    }

    public var limits: Limits
    public var _unknownFields: SettingsUnknownFields

    public init(limits: Limits = Limits()) {
        self.limits = limits
        self._unknownFields = SettingsUnknownFields()
    }

    public init() {
        self.init(limits: Limits())
    }

    public init(from decoder: any Swift.Decoder) throws {
        let values = try SettingsDecodingContainer(decoder, knownKeys: ["limits"])
        self.limits = values.decodeSection("limits", default: Limits())
        self._unknownFields = values.unknownFields
    }

    public func encode(to encoder: any Swift.Encoder) throws {
        var values = SettingsEncodingContainer(encoder)
        try values.encode(limits, forKey: "limits")
        try values.encode(_unknownFields)
    }
}

private struct _SettingsRuntimeVersionCheck: SettingsRuntimeAPIVersion_7 {}

/// For the version-lock test (the private check type above is what generated files declare).
func versionCheckConformance() -> any SettingsRuntimeAPIVersion_7.Type { _SettingsRuntimeVersionCheck.self }

/// A file generated for generation 3 still compiles: generation 4 only added API (SettingsRuntimeAPIVersion.swift).
private struct _GenerationThreeVersionCheck: SettingsRuntimeAPIVersion_3 {}
func generationThreeIsGenerationFour() -> any SettingsRuntimeAPIVersion_4.Type { _GenerationThreeVersionCheck.self }

/// A file generated for generation 4 still compiles: generation 5 only added API (the flat layout).
private struct _GenerationFourVersionCheck: SettingsRuntimeAPIVersion_4 {}
func generationFourIsGenerationFive() -> any SettingsRuntimeAPIVersion_5.Type { _GenerationFourVersionCheck.self }

/// A file generated for generation 5 still compiles: generation 6 only added API (`data`, secure strings' keys,
/// `SettingsFormAttribute.text` and `.link`; the `.placeholder(_:)` and `.accessibilityLabel(_:)` that generation 5
/// files write are functions returning it).
private struct _GenerationFiveVersionCheck: SettingsRuntimeAPIVersion_5 {}
func generationFiveIsGenerationSix() -> any SettingsRuntimeAPIVersion_6.Type { _GenerationFiveVersionCheck.self }

/// A file generated for generation 6 still compiles: generation 7 only added API (commit modes and cascades).
private struct _GenerationSixVersionCheck: SettingsRuntimeAPIVersion_6 {}
func generationSixIsGenerationSeven() -> any SettingsRuntimeAPIVersion_7.Type { _GenerationSixVersionCheck.self }
