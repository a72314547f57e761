import SettingsCompiler
public import SettingsRuntime

/// The HTML page's fact switches (issue 31, item 2): a control per fact the app knows (each declared fact, and each
/// built-in one a condition reads: `$iPad`, `$mac`, ...) that shows or hides the rows of the screen previews whose
/// `visibleWhen:` reads facts, as the app would on a device with those facts, in plain JavaScript and CSS like the
/// "Developer details" switch.
///
/// A row (or inline section, or section link) whose `visibleWhen:` reads a fact carries the condition as JSON in
/// `data-sc-when`, every setting in it replaced by its default (the previews show every setting at its default), so
/// the script evaluates facts only. Without the script the page shows such a row as before: dimmed, with "hidden
/// until ..." in words. A row's or section link's `enabledWhen:` that reads a fact is in `data-sc-enabled-when`: the
/// row is dimmed with its "disabled until ..." badge (`sc-fact-disabled`) while it is false. `available(iOS 18)`
/// reads as false (the page has no system version), and a section's own `enabledWhen:` stays in words.
public enum HTMLFactSwitches {
    /// A fact a switch sets: its id (`$iPad`), label and type.
    struct Fact: Hashable {
        var id: String
        var label: String
        var type: ValueType
    }

    /// The facts the page's switches set: the declared ones in declaration order, then the built-in ones a condition
    /// of the schema reads; empty when no condition reads a fact (the page then has no switches). One walk of the tree.
    static func facts(_ schema: SchemaIR) -> [Fact] {
        var read: Set<String> = []
        func visit(_ condition: ConditionIR?) {
            guard let condition else { return }
            for reference in condition.references where reference.isFact { read.insert(reference.id) }
        }
        func walk(_ section: SectionIR) {
            visit(section.visibleWhen)
            for row in section.rows { visit(row.fields.visibleWhen) }
            for child in section.sections { walk(child) }
        }
        walk(schema.root)
        guard !read.isEmpty else { return [] }
        var result = schema.facts.map {
            Fact(id: SettingsFacts.id($0.name), label: SwiftNames.title(fromIdentifier: $0.name), type: $0.type)
        }
        for fact in SettingsBuiltinFact.allCases where read.contains(SettingsFacts.id(fact.rawValue)) {
            result.append(Fact(id: SettingsFacts.id(fact.rawValue), label: label(fact), type: .bool))
        }
        return result
    }

    static func label(_ fact: SettingsBuiltinFact) -> String {
        switch fact {
        case .iPhone: "iPhone"
        case .iPad: "iPad"
        case .mac: "Mac"
        case .macCatalyst: "Mac Catalyst"
        case .visionOS: "visionOS"
        case .tvOS: "tvOS"
        case .watchOS: "watchOS"
        }
    }

    /// The switches, above the page's first screen: a checkbox per `bool` fact, a number field per `int` or `double`
    /// one (empty: nil for an optional, else 0), a text field per `string` one. Every label escaped.
    static func controls(_ facts: [Fact]) -> String {
        guard !facts.isEmpty else { return "" }
        var html = "<div class=\"sc-fact-switches\" role=\"group\" aria-label=\"Preview as\"><span class=\"sc-fact-switches-title\">Preview as:</span>"
        for fact in facts {
            let id = HTMLEscaping.text(fact.id)
            let label = HTMLEscaping.text(fact.label)
            let optional = fact.type.isOptional ? " data-sc-optional" : ""
            switch fact.type.wrapped {
            case .bool:
                html += "<label class=\"sc-fact-switch\"><input type=\"checkbox\" data-sc-fact=\"\(id)\"> \(label)</label>"
            case .int, .double, .float:
                html += "<label class=\"sc-fact-switch\">\(label) <input type=\"number\" size=\"4\" data-sc-fact=\"\(id)\" data-sc-kind=\"number\"\(optional)></label>"
            default:
                html += "<label class=\"sc-fact-switch\">\(label) <input type=\"text\" size=\"8\" data-sc-fact=\"\(id)\" data-sc-kind=\"text\"\(optional)></label>"
            }
        }
        return html + "</div>"
    }

    /// ` data-sc-when="..."` for an element shown while `condition` holds (or another attribute `name`:
    /// `data-sc-enabled-when` for a row enabled while it holds), when it reads a fact; "" otherwise.
    static func attribute(_ condition: ConditionIR?, defaults: [String: SettingsValue], name: String = "data-sc-when") -> String {
        guard let condition, condition.references.contains(where: \.isFact), let runtime = SchemaForm.condition(condition) else { return "" }
        return " \(name)=\"" + HTMLEscaping.text(json(runtime, defaults: defaults)) + "\""
    }

    /// The condition as the script reads it: `true`/`false`, `["!", c]`, `["&", a, b]`, `["|", a, b]`,
    /// `["o", "$iPad"]` (a bool fact is on), `["c", "==", lhs, rhs]` with operands `{"f": "$id"}` (a fact) or
    /// `{"v": value}`; a setting is its default (`null`, a bool, a number, `{"s": text}`, `{"e": case}`).
    public static func json(_ condition: SettingsCondition, defaults: [String: SettingsValue]) -> String {
        switch condition {
        case .constant(let flag): return flag ? "true" : "false"
        case .available: return "false"
        case .isOn(let id):
            if SettingsFacts.isFactID(id) { return "[\"o\",\(JSONText.quoted(id))]" }
            return defaults[id] == .bool(true) ? "true" : "false"
        case .not(let inner): return "[\"!\",\(json(inner, defaults: defaults))]"
        case .and(let lhs, let rhs): return "[\"&\",\(json(lhs, defaults: defaults)),\(json(rhs, defaults: defaults))]"
        case .or(let lhs, let rhs): return "[\"|\",\(json(lhs, defaults: defaults)),\(json(rhs, defaults: defaults))]"
        case .compare(let lhs, let op, let rhs):
            return "[\"c\",\(JSONText.quoted(op.rawValue)),\(operand(lhs, defaults: defaults)),\(operand(rhs, defaults: defaults))]"
        }
    }

    static func operand(_ operand: SettingsConditionOperand, defaults: [String: SettingsValue]) -> String {
        switch operand {
        case .setting(let id) where SettingsFacts.isFactID(id): "{\"f\":\(JSONText.quoted(id))}"
        case .setting(let id): "{\"v\":\(value(defaults[id] ?? .none))}"
        case .value(let literal): "{\"v\":\(value(literal))}"
        }
    }

    static func value(_ value: SettingsValue) -> String {
        switch value {
        case .none: "null"
        case .bool(let flag): flag ? "true" : "false"
        case .int(let number): "\(number)"
        case .float(let number): JSONText.number(number)?.printed() ?? "null"
        case .double(let number): JSONText.number(number)?.printed() ?? "null"
        case .string(let text): "{\"s\":\(JSONText.quoted(text))}"
        case .enumCase(let name): "{\"e\":\(JSONText.quoted(name))}"
        case .list: "{\"s\":\(JSONText.quoted(value.displayText))}"
        }
    }

    /// The page's script: reads the switches, evaluates every `data-sc-when` and hides (`sc-fact-hidden`) or shows
    /// (`sc-fact-shown`: not dimmed, its "hidden until" badge gone) the element. Runs at load and on every change.
    static let script = """
    (function(){
      var inputs = document.querySelectorAll('[data-sc-fact]');
      if (!inputs.length) return;
      function fact(id){
        for (var i = 0; i < inputs.length; i++) {
          var input = inputs[i];
          if (input.getAttribute('data-sc-fact') !== id) continue;
          var kind = input.getAttribute('data-sc-kind'), empty = input.value === '';
          if (!kind) return input.checked;
          if (empty && input.hasAttribute('data-sc-optional')) return null;
          if (kind === 'number') { var n = parseFloat(input.value); return isNaN(n) ? 0 : n; }
          return {s: input.value};
        }
        return null;
      }
      function value(o){ return Object.prototype.hasOwnProperty.call(o, 'f') ? fact(o.f) : o.v; }
      function same(a, b){ return (typeof a === 'number' && typeof b === 'number') ? a === b : JSON.stringify(a) === JSON.stringify(b); }
      function holds(n){
        if (n === true || n === false) return n;
        switch (n[0]) {
          case '!': return !holds(n[1]);
          case '&': return holds(n[1]) && holds(n[2]);
          case '|': return holds(n[1]) || holds(n[2]);
          case 'o': return fact(n[1]) === true;
          case 'c':
            var a = value(n[2]), b = value(n[3]), op = n[1];
            if (op === '==') return same(a, b);
            if (op === '!=') return !same(a, b);
            if (typeof a !== 'number' || typeof b !== 'number') return false;
            return op === '<' ? a < b : op === '<=' ? a <= b : op === '>' ? a > b : a >= b;
        }
        return false;
      }
      function apply(){
        document.querySelectorAll('[data-sc-when]').forEach(function(el){
          var shown = holds(JSON.parse(el.getAttribute('data-sc-when')));
          el.classList.toggle('sc-fact-hidden', !shown);
          el.classList.toggle('sc-fact-shown', shown);
        });
        document.querySelectorAll('[data-sc-enabled-when]').forEach(function(el){
          el.classList.toggle('sc-fact-disabled', !holds(JSON.parse(el.getAttribute('data-sc-enabled-when'))));
        });
      }
      inputs.forEach(function(input){ input.addEventListener('input', apply); input.addEventListener('change', apply); });
      apply();
    })();
    """
}
