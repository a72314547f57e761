public import SettingsCompiler

/// Conditions (`visibleWhen:`, `enabledWhen:`) in words for the documentation backends:
/// "Smooth the chart is on and Mode is Weighted average", with each setting as a piece the backend can link
/// to its anchor. Escaping is each backend's job.
extension DocumentationFacts {
    public enum ConditionPiece: Sendable, Hashable {
        case text(String)
        /// A setting: its anchor (`smoothing.enabled`) and its title.
        case setting(anchor: String, title: String)
    }

    /// The condition in words, as pieces.
    public func conditionPieces(_ condition: ConditionIR) -> [ConditionPiece] {
        var pieces: [ConditionPiece] = []
        words(condition, into: &pieces, parent: nil)
        // Merge neighbouring text pieces, so backends see one run of text between settings.
        var merged: [ConditionPiece] = []
        for piece in pieces {
            if case .text(let next) = piece, case .text(let previous)? = merged.last {
                merged[merged.count - 1] = .text(previous + next)
            } else {
                merged.append(piece)
            }
        }
        return merged
    }

    /// The condition in words, plain text (settings by title).
    public func conditionText(_ condition: ConditionIR) -> String {
        conditionPieces(condition).map { piece in
            switch piece {
            case .text(let text): text
            case .setting(_, let title): title
            }
        }.joined()
    }

    private enum Kind { case and, or }

    private func words(_ condition: ConditionIR, into pieces: inout [ConditionPiece], parent: Kind?) {
        switch condition {
        case .constant(let flag):
            pieces.append(.text(flag ? "always" : "never"))
        case .available(let version):
            pieces.append(.text("the system is \(version) or later"))
        case .not(.available(let version)):
            pieces.append(.text("the system is not \(version) or later"))
        case .setting(let reference) where reference.isFact:
            pieces.append(.text(reference.builtinFact?.words ?? "the app's fact \(reference.title) is true"))
        case .not(.setting(let reference)) where reference.isFact:
            pieces.append(.text(reference.builtinFact?.negatedWords ?? "the app's fact \(reference.title) is false"))
        case .setting(let reference):
            pieces.append(setting(reference))
            pieces.append(.text(" is on"))
        case .not(.setting(let reference)):
            pieces.append(setting(reference))
            pieces.append(.text(" is off"))
        case .not(let inner):
            pieces.append(.text("not ("))
            words(inner, into: &pieces, parent: nil)
            pieces.append(.text(")"))
        case .and(let lhs, let rhs), .or(let lhs, let rhs):
            let kind: Kind
            if case .and = condition { kind = .and } else { kind = .or }
            let parenthesized = parent != nil && parent != kind
            if parenthesized { pieces.append(.text("(")) }
            words(lhs, into: &pieces, parent: kind)
            pieces.append(.text(kind == .and ? " and " : " or "))
            words(rhs, into: &pieces, parent: kind)
            if parenthesized { pieces.append(.text(")")) }
        case .compare(let lhs, let op, let rhs):
            // Put the setting first: `2 <= level` reads as "level is at least 2".
            var (left, comparison, right) = (lhs, op, rhs)
            if case .value = lhs, case .setting = rhs { (left, comparison, right) = (rhs, op.flipped, lhs) }
            let type: ValueType? = {
                if case .setting(let reference) = left { return reference.type }
                return nil
            }()
            operand(left, type: nil, into: &pieces)
            if case .value(.null) = right {
                pieces.append(.text(comparison == .equal ? " is not set" : " is set"))
                return
            }
            pieces.append(.text(" " + comparison.phrase + " "))
            operand(right, type: type, into: &pieces)
        }
    }

    private func setting(_ reference: ConditionReference) -> ConditionPiece {
        // A fact has no anchor on the page: it is words ("the app's fact accountCount").
        reference.isFact ? .text("the app's fact \(reference.title)") : .setting(anchor: reference.path, title: reference.title)
    }

    private func operand(_ operand: ConditionOperand, type: ValueType?, into pieces: inout [ConditionPiece]) {
        switch operand {
        case .setting(let reference):
            pieces.append(setting(reference))
        case .value(.enumCase(let name)):
            if case .enumeration(let enumName)? = type?.wrapped, let title = schema.enumDecl(named: enumName)?.cases.first(where: { $0.name == name })?.title {
                pieces.append(.text(title))
            } else {
                pieces.append(.text(name))
            }
        case .value(.bool(let flag)):
            pieces.append(.text(flag ? "on" : "off"))
        case .value(let literal):
            pieces.append(.text(value(literal, type: type ?? .double)))
        }
    }
}
