import GeneratedSettings
import SettingsRuntime

/// A form for the generated BetaSettings model, written by hand as the form backend writes it, plus one
/// side effect (the Beta schema names none) so save's hooks can be tested.
let betaForm = SettingsForm<BetaSettings>(title: "Beta settings", sections: [
    SettingsFormSection(id: "calculation", name: "calculation", namePath: "calculation", typeName: "Calculation",
                        title: "Calculation", settings: [
        SettingsFormSetting(id: "calculation.text", name: "text", title: "Text", keyPath: \BetaSettings.calculation.text,
                            type: .string, control: .textField, default: "", sideEffect: "reindex"),
        SettingsFormSetting(id: "calculation.mode", name: "mode", title: "Mode", keyPath: \BetaSettings.calculation.mode,
                            type: .enumeration("Mode"), control: .picker, default: BetaSettings.Mode.linearRegression,
                            sideEffect: "reindex"),
    ]),
    SettingsFormSection(id: "smoothing", name: "smoothing", namePath: "smoothing", typeName: "Smoothing",
                        title: "Smoothing", footer: .inject(hook: "smoothingSectionFooter"), settings: [
        SettingsFormSetting(id: "smoothing.dayPeriod", name: "dayPeriod", title: "Day period",
                            keyPath: \BetaSettings.smoothing.dayPeriod, type: .int, control: .stepper, default: 7,
                            range: SettingsNumericRange(.int(1), .int(30))),
        SettingsFormSetting(id: "smoothing.algorithm", name: "algorithm", title: "Algorithm",
                            keyPath: \BetaSettings.smoothing.algorithm, type: .enumeration("Algorithm"), control: .picker,
                            default: BetaSettings.Algorithm.movingAverage, requiresRestart: true),
    ], sections: [
        SettingsFormSection(id: "smoothing.grouped", name: "grouped", namePath: "smoothing.grouped", typeName: "Grouped",
                            title: "Grouped", header: .text("Shown above the group"), settings: [
            SettingsFormSetting(id: "smoothing.grouped.level", name: "level", title: "Level",
                                keyPath: \BetaSettings.smoothing.grouped.level, type: .float, control: .slider, default: Float(1),
                                range: SettingsNumericRange(.float(1), .float(4)), step: .float(0.5)),
            SettingsFormSetting(id: "smoothing.grouped.prettyCool", name: "prettyCool", title: "Pretty cool",
                                keyPath: \BetaSettings.smoothing.grouped.prettyCool, type: .bool, control: .toggle, default: true),
            SettingsFormSetting(id: "smoothing.grouped.nickname", name: "nickname", title: "Nickname",
                                description: "nil when empty", keyPath: \BetaSettings.smoothing.grouped.nickname,
                                type: .optional(.string), control: .textField, default: String?.none),
        ]),
    ]),
])
