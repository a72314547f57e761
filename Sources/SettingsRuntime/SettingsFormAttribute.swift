/// One optional property of a form setting, as its schema gives it: a range, a step, a condition, an icon, a
/// placeholder, ...
///
/// A generated form passes a setting's attributes to ``SettingsFormSection/append(id:name:title:description:keyPath:type:control:attributes:)``
/// and `settingsc preview` applies the same list to the setting it builds from the schema, so a schema key that
/// reaches the form is one case here and one line in ``SettingsFormSetting/apply(_:)``. The number cases are
/// typed (`intRange(1, 30)`, not `range(.int(1), .int(30))`) because a literal of a known type is what the Swift
/// type checker resolves fastest, and a form of 10,000 settings has thousands of them.
public enum SettingsFormAttribute: Hashable, Sendable {
    /// The allowed range of an `int` setting (nil: open at that end).
    case intRange(Int?, Int?)
    /// The allowed range of a `float` setting.
    case floatRange(Float?, Float?)
    /// The allowed range of a `double` setting.
    case doubleRange(Double?, Double?)
    /// The step of an `int` setting.
    case intStep(Int)
    /// The step of a `float` setting.
    case floatStep(Float)
    /// The step of a `double` setting.
    case doubleStep(Double)
    /// Changing the setting needs a restart (the schema's `requiresRestart: true`).
    case requiresRestart
    /// The side-effect hook the app registers (the schema's `sideEffect:`).
    case sideEffect(String)
    /// Stored and tracked, never shown (the schema's `skip: true`).
    case hidden
    /// The SF Symbol of the row (the schema's `icon:`).
    case icon(String)
    /// The tile colour of the row's icon, `#RRGGBB` (the schema's `color:`).
    case color(String)
    /// Shown only while the condition holds (the schema's `visibleWhen:`).
    case visibleWhen(SettingsCondition)
    /// Editable only while the condition holds (the schema's `enabledWhen:`).
    case enabledWhen(SettingsCondition)
    /// How the value is shown (the schema's `unit:` and `format:`).
    case format(SettingsNumberFormat)
    /// The platforms the row is shown on (the schema's `platforms:`, or its section's).
    case platforms([SettingsPlatform])
    /// The rules of a string setting (`minLength`, `maxLength`, `pattern`).
    case stringRules(SettingsStringRules)
    /// A `secure: true` string: masked on screen and in logs.
    case secure
    /// The item limits of a list setting (`minItems`, `maxItems`).
    case listRules(SettingsListRules)
    /// The key a remote source sets the setting under (the schema's `remote:`).
    case remote(String)
    /// The build configuration whose default the setting has in this build (a `default:` by configuration).
    case configurationDefault(String)
    /// Words and phrases search finds the setting by, besides its texts (the schema's `keywords:`).
    case keywords([String])
    /// Text shown or read on screen under a member name (`placeholder:`, `accessibilityLabel:`, ...): the member
    /// (the schema key) and the text. Handled by its kind, never by its member: translated by
    /// ``SettingsForm/localized(using:)`` under `<section path>.<setting>.<member>`, found by search, a fact in the
    /// docs (``SettingsFormSetting/textAttributes``). A new key of this kind needs nothing in the runtime.
    case text(member: String, String)
    /// A link under the row (`learnMore:`, ...): the member (the schema key, which titles the link: "Learn more")
    /// and an `http`/`https` URL, which the compiler checks with the language's URL rule (so `javascript:` never gets
    /// here). Handled by its kind: ``SettingsFormSetting/links``, shown under SettingsSwiftUI's row, in the docs,
    /// `settingsc preview` and the docs' screen preview. A new key of this kind needs nothing in the runtime.
    case link(member: String, String)
    /// When the setting changes (to a value), set others in the same edit (the schema's `cascade:`); one attribute per
    /// entry of the list, in order.
    case cascade(SettingsCascade)
    /// The picker offers the cases from, or up to, the current value of another setting of the same enum, in the
    /// enum's order (the schema's `casesFrom:` and `casesUpTo:`).
    case casesLimit(SettingsCasesLimit)
    /// No "Default: … Reset" line under the row (the schema's `resetLine: false`, on the setting or around it).
    case noResetLine

    /// The prompt of an empty text field (the schema's `placeholder:`).
    public static func placeholder(_ text: String) -> SettingsFormAttribute { .text(member: "placeholder", text) }
    /// What assistive technologies read for the row instead of its title (the schema's `accessibilityLabel:`).
    public static func accessibilityLabel(_ text: String) -> SettingsFormAttribute { .text(member: "accessibilityLabel", text) }

    /// The attribute of a kind for a member (what the compiler makes of a key whose spec declares the kind).
    public init(_ kind: SettingsAttributeKind, member: String, value: String) {
        switch kind {
        case .text: self = .text(member: member, value)
        case .link: self = .link(member: member, value)
        }
    }

    /// The typed range case for a range whose bounds are of one number type; nil for an empty range or bounds
    /// that are not numbers of one type.
    public static func range(_ range: SettingsNumericRange) -> SettingsFormAttribute? {
        switch (range.lowerBound, range.upperBound) {
        case (nil, nil): nil
        case (.int(let low)?, .int(let high)?): .intRange(low, high)
        case (.int(let low)?, nil): .intRange(low, nil)
        case (nil, .int(let high)?): .intRange(nil, high)
        case (.float(let low)?, .float(let high)?): .floatRange(low, high)
        case (.float(let low)?, nil): .floatRange(low, nil)
        case (nil, .float(let high)?): .floatRange(nil, high)
        case (.double(let low)?, .double(let high)?): .doubleRange(low, high)
        case (.double(let low)?, nil): .doubleRange(low, nil)
        case (nil, .double(let high)?): .doubleRange(nil, high)
        default: nil
        }
    }

    /// The typed step case for a number step; nil for a value that is not a number.
    public static func step(_ step: SettingsValue) -> SettingsFormAttribute? {
        switch step {
        case .int(let value): .intStep(value)
        case .float(let value): .floatStep(value)
        case .double(let value): .doubleStep(value)
        default: nil
        }
    }
}

/// The kinds of attribute that are one string as the schema writes it, under a member name: every surface
/// (localization, search, the docs, the previews, the SwiftUI row, the generated Swift) handles a kind, never a
/// member, so a new schema key of an existing kind needs no line in any of them (the compiler's language table
/// declares a key's kind: `KeySpec.attribute`).
public enum SettingsAttributeKind: Hashable, Sendable, CaseIterable {
    /// ``SettingsFormAttribute/text(member:_:)``.
    case text
    /// ``SettingsFormAttribute/link(member:_:)``.
    case link
}

/// The text of an attribute that people read or hear on screen (a placeholder, an accessibility label): `member` is
/// the last part of its localization key (`smoothing.server.placeholder`), `text` the text.
public struct SettingsAttributeText: Hashable, Sendable {
    public var member: String
    public var text: String

    public init(member: String, text: String) {
        self.member = member
        self.text = text
    }
}

/// A link of a setting (``SettingsFormAttribute/link(member:_:)``): its member (the schema key, `learnMore`) and
/// its URL as written; titled by the member (``title``).
public struct SettingsAttributeLink: Hashable, Sendable {
    public var member: String
    public var url: String

    public init(member: String, url: String) {
        self.member = member
        self.url = url
    }

    /// What the link is titled on screen: its member in words ("Learn more").
    public var title: String { SettingsAttributeLink.title(ofMember: member) }

    /// A member name in words: words start at a capital after a small letter, the first is capitalised, a word in
    /// capitals (`URL`) stays as it is (`learnMore`: "Learn more", `privacyURL`: "Privacy URL").
    public static func title(ofMember member: String) -> String {
        var words: [String] = []
        var word = ""
        for character in member {
            if character.isUppercase, word.last?.isLowercase == true {
                words.append(word)
                word = ""
            }
            word.append(character)
        }
        words.append(word)
        return words.enumerated().map { index, word in
            if word.count > 1, word.allSatisfy(\.isUppercase) { return word }
            let lower = word.lowercased()
            return index == 0 ? lower.prefix(1).uppercased() + lower.dropFirst() : lower
        }.joined(separator: " ")
    }
}

extension SettingsFormAttribute {
    /// The attribute's text when it is text shown or read on screen (``text(member:_:)``); nil for every other
    /// attribute.
    public var text: SettingsAttributeText? {
        guard case .text(let member, let text) = self else { return nil }
        return SettingsAttributeText(member: member, text: text)
    }

    /// The attribute's link when it is one (``link(member:_:)``); nil for every other attribute.
    public var link: SettingsAttributeLink? {
        guard case .link(let member, let url) = self else { return nil }
        return SettingsAttributeLink(member: member, url: url)
    }

    /// The attribute with its text replaced (a translation); itself for an attribute without ``text``.
    public func replacingText(_ text: String) -> SettingsFormAttribute {
        guard case .text(let member, _) = self else { return self }
        return .text(member: member, text)
    }
}

extension SettingsFormSetting {
    /// Sets the property the attribute describes; text on screen and links are kept by kind in ``textAttributes``
    /// and ``links`` (a later one of the same member replaces the earlier).
    public mutating func apply(_ attribute: SettingsFormAttribute) {
        switch attribute {
        case .intRange(let low, let high): range = SettingsNumericRange(low.map(SettingsValue.int), high.map(SettingsValue.int))
        case .floatRange(let low, let high): range = SettingsNumericRange(low.map(SettingsValue.float), high.map(SettingsValue.float))
        case .doubleRange(let low, let high): range = SettingsNumericRange(low.map(SettingsValue.double), high.map(SettingsValue.double))
        case .intStep(let value): step = .int(value)
        case .floatStep(let value): step = .float(value)
        case .doubleStep(let value): step = .double(value)
        case .requiresRestart: requiresRestart = true
        case .sideEffect(let hook): sideEffect = hook
        case .hidden: isHidden = true
        case .icon(let name): icon = name
        case .color(let hex): color = hex
        case .visibleWhen(let condition): visibleWhen = condition
        case .enabledWhen(let condition): enabledWhen = condition
        case .format(let format): self.format = format
        case .platforms(let platforms): self.platforms = platforms
        case .stringRules(let rules): stringRules = rules
        case .secure: isSecure = true
        case .listRules(let rules): listRules = rules
        case .remote(let key): remoteKey = key
        case .configurationDefault(let name): defaultConfiguration = name
        case .keywords(let words): keywords = words
        case .text(let member, _):
            textAttributes.removeAll { $0.text?.member == member }
            textAttributes.append(attribute)
            if member == Self.onTitleMember || member == Self.offTitleMember { applyChoiceTitles() }
        case .link(let member, let url):
            links.removeAll { $0.member == member }
            links.append(SettingsAttributeLink(member: member, url: url))
        case .cascade(let cascade):
            cascades.append(cascade)
        case .casesLimit(let limit):
            casesLimit = limit
        case .noResetLine:
            showsResetLine = false
        }
    }

    /// The members of a `bool`'s two titles (the schema's `onTitle:` and `offTitle:`).
    public static var onTitleMember: String { "onTitle" }
    public static var offTitleMember: String { "offTitle" }

    /// A `bool` (or `bool?`) with both titles is a picker of two choices, `true` first (a `bool?` has None first):
    /// its options are the titles, which localization translates as text attributes (so the options follow).
    private mutating func applyChoiceTitles() {
        guard type.wrapped == .bool, let on = text(member: Self.onTitleMember), let off = text(member: Self.offTitleMember) else { return }
        let choices = [SettingsOption(value: .bool(true), title: on), SettingsOption(value: .bool(false), title: off)]
        options = type.isOptional ? [SettingsOption(value: .none, title: SettingsOption.noneTitle)] + choices : choices
        control = .picker
    }
}

extension SettingsFormSetting {
    /// The prompt of a string setting's empty text field (the schema's `placeholder:`); nil: none.
    public var placeholder: String? {
        get { text(member: "placeholder") }
        set { setText(newValue, member: "placeholder") }
    }

    /// What VoiceOver reads for the setting's row instead of its title (the schema's `accessibilityLabel:`); nil:
    /// the title.
    public var accessibilityLabel: String? {
        get { text(member: "accessibilityLabel") }
        set { setText(newValue, member: "accessibilityLabel") }
    }

    /// The page linked under the row as "Learn more" (the schema's `learnMore:`); nil: none.
    public var learnMore: String? { link(member: "learnMore")?.url }

    /// The text on screen of a member (`placeholder`, ...); nil when the setting has none.
    public func text(member: String) -> String? {
        textAttributes.lazy.compactMap(\.text).first { $0.member == member }?.text
    }

    /// The link of a member (`learnMore`, ...); nil when the setting has none.
    public func link(member: String) -> SettingsAttributeLink? {
        links.first { $0.member == member }
    }

    private mutating func setText(_ text: String?, member: String) {
        if let text {
            apply(.text(member: member, text))
        } else {
            textAttributes.removeAll { $0.text?.member == member }
        }
    }
}

extension SettingsFormSection {
    /// Appends a setting of a generated model, reached by a typed key path, with the attributes the schema gives
    /// it. Its default is read from the model when the form is built (``SettingsForm/init(title:sections:localization:defaults:)``),
    /// and its options come from the value's type (an enum's cases).
    ///
    /// One call per setting, with few parameters: what a generated `_formSection` declaration is made of, so a
    /// form of 10,000 settings type-checks in time linear in its size.
    public mutating func append<Value: SettingsValueConvertible>(
        id: String, name: String, title: String, description: String? = nil,
        keyPath: WritableKeyPath<Root, Value> & Sendable, type: SettingsValueType, control: SettingsControl,
        attributes: [SettingsFormAttribute] = []
    ) {
        var setting = SettingsFormSetting<Root>(
            id: id, name: name, title: title, description: description, keyPath: keyPath, type: type,
            control: control, defaultValueFromModel: ())
        for attribute in attributes { setting.apply(attribute) }
        rows.append(.setting(setting))
    }
}

extension SettingsForm {
    /// A form of a generated model: every setting appended with
    /// ``SettingsFormSection/append(id:name:title:description:keyPath:type:control:attributes:)`` takes its default
    /// from `defaults` (the model's `init()`, which holds the schema's defaults), read once per setting.
    public init(title: String, sections: [SettingsFormSection<Root>], localization: SettingsFormLocalization? = nil, defaults: Root) {
        self.init(title: title, sections: sections.map { $0.readingDefaults(from: defaults) }, localization: localization)
    }
}

extension SettingsFormSection {
    /// The section with the default of each model setting (and of its subsections') read from `defaults`.
    func readingDefaults(from defaults: Root) -> SettingsFormSection<Root> {
        var section = self
        for index in section.rows.indices {
            if case .setting(var setting) = section.rows[index], setting.readsDefaultFromModel {
                setting.defaultValue = setting.value(in: defaults)
                setting.readsDefaultFromModel = false
                section.rows[index] = .setting(setting)
            }
        }
        section.sections = section.sections.map { $0.readingDefaults(from: defaults) }
        return section
    }
}
