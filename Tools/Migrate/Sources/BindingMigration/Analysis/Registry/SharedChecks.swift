import SwiftSyntax

/// What several rules read or check alike, in one place that each of them uses, so that no rule
/// calls another.
enum SharedChecks {
  /// `left ?? fallback`, both without parentheses.
  static func coalescing(_ read: ExprSyntax) -> (left: ExprSyntax, fallback: ExprSyntax)? {
    guard let infix = read.as(InfixOperatorExprSyntax.self),
      infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "??"
    else { return nil }
    return (infix.leftOperand.withoutParentheses, infix.rightOperand.withoutParentheses)
  }

  /// A value read with a default: `x ?? d`, `dict[key] ?? d`, or `dict[key, default: d]`.
  struct DefaultedRead {
    /// The path, or the dictionary entry.
    var target: AccessedValue
    /// The default, `d`.
    var fallback: ExprSyntax
    /// For an entry, its key.
    var keyExpression: ExprSyntax?

    /// The value `read` reads with a default, when it reads one.
    init?(_ read: ExprSyntax) {
      if let subscriptCall = read.as(SubscriptCallExprSyntax.self) {
        // `dict[key, default: d]`, Dictionary's own way of writing `dict[key] ?? d`.
        guard let base = subscriptCall.calledExpression.valuePath,
          subscriptCall.trailingClosure == nil
        else { return nil }
        let arguments = Array(subscriptCall.arguments)
        guard arguments.count == 2, arguments[0].label == nil,
          arguments[1].label?.text == "default"
        else { return nil }
        self.init(
          target: .entry(base, key: arguments[0].expression.normalizedText),
          fallback: arguments[1].expression, keyExpression: arguments[0].expression)
        return
      }
      guard let (left, fallback) = SharedChecks.coalescing(read) else { return nil }
      if let path = left.valuePath {
        self.init(target: .path(path), fallback: fallback, keyExpression: nil)
        return
      }
      // `dict[key]` on the left of `?? fallback`.
      guard let subscriptCall = left.as(SubscriptCallExprSyntax.self),
        let dictionary = subscriptCall.calledExpression.valuePath,
        subscriptCall.arguments.count == 1, let key = subscriptCall.arguments.first,
        key.label == nil, subscriptCall.trailingClosure == nil
      else { return nil }
      self.init(
        target: .entry(dictionary, key: key.expression.normalizedText), fallback: fallback,
        keyExpression: key.expression)
    }

    /// The parts as they are.
    init(target: AccessedValue, fallback: ExprSyntax, keyExpression: ExprSyntax?) {
      self.target = target
      self.fallback = fallback
      self.keyExpression = keyExpression
    }

    /// The default as a value, as written, and whether the setter stores nil when it is written
    /// while the value is nil (`replacingNil(with:)` rather than a default); throws when the key
    /// or the default may change between accesses.
    func probe(setter: ClosureBindingJudge.Setter, in judge: ClosureBindingJudge) throws(Refusal)
      -> (value: AbstractValue, spelled: String, storesNil: Bool)
    {
      if fallback.is(NilLiteralExprSyntax.self) { throw nilDefault(in: judge) }
      let (stability, book) = judge.stability(for: target.storage)
      if let keyExpression { try judge.requireStable(keyExpression, as: "key", stability) }
      try judge.requireStable(fallback, as: "default", stability)
      let value = AbstractValue.of(fallback)
      let spelled = fallback.trimmedDescription
      let probe = try? judge.interpreter(target, [[.other, value]], setter, book)
        .write(setter.closure.statements, state: .none, input: value)
      return (value, spelled, probe == AbstractValue.none)
    }

    /// The refusal for a default of `nil` (`pick ?? nil`): the getter reads an optional, and
    /// what the setter stores for a written nil depends on how deep the value's optionals go.
    private func nilDefault(in judge: ClosureBindingJudge) -> Refusal {
      let type = judge.typing.walk(target.storage).valueType
      let name = "`\(target.text)`"
      if let type, let once = type.unwrappedOnce, once.isOptional {
        return Refusal(
          .behaviour,
          "the default is `nil` over \(name) (`\(type.compact)`): the getter reads a "
            + "`\(once.compact)`, and writing nil stores `.some(nil)` (Swift wraps the "
            + "written optional), where a helper for a nil default would store nil")
      }
      if let type, type.isOptional {
        return Refusal(
          .getterShape,
          "the default is `nil` over \(name) (`\(type.compact)`): the getter reads \(name) "
            + "itself, whose binding is `$\(target.text)`; no helper for a default applies")
      }
      return Refusal(
        .getterShape,
        "the default is `nil`, so the getter reads an optional: over a `T?` it reads \(name) "
          + "itself (the binding `$\(target.text)`), over a `T??` its setter stores `.some(nil)` "
          + "for a written nil; no helper for a default applies")
    }
  }

  /// For `x != nil`: what writing `true` while `x` is nil stores, when it is an argument or a
  /// Boolean (a default for `isPresent(default:)`), and how it is spelled.
  static func presenceDefault(
    _ path: ValuePath, setter: ClosureBindingJudge.Setter, in judge: ClosureBindingJudge
  ) -> (stored: AbstractValue, spelled: String)? {
    let (_, book) = judge.stability(for: path)
    let probe = try? judge.interpreter(.path(path), [], setter, book)
      .write(setter.closure.statements, state: .none, input: .bool(true))
    guard let probe else { return nil }
    switch probe {
    case .argument(let name): return (probe, book.spelling(of: name))
    case .bool(let flag): return (probe, "\(flag)")
    default: return nil
    }
  }

  /// A path whose type is known must be optional, for any helper on optionals.
  static func checkOptional(_ plan: HelperPlan) throws(Refusal) {
    if case .path(let path) = plan.target, let type = plan.valueType, !type.isOptional {
      throw Refusal(
        .type, "`\(path)` is not optional (`\(type.compact)`), so no helper for optionals applies"
      )
    }
  }

  /// For an entry: the collection is a dictionary, which `[key, default:]` on a binding needs.
  static func checkDictionary(_ plan: HelperPlan) throws(Refusal) {
    guard case .entry(let dictionary, _) = plan.target else { return }
    if let type = plan.valueType, type.components != ["Dictionary"] {
      throw Refusal(.type, "`\(dictionary)` is a `\(type.compact)`, not a dictionary")
    } else if plan.valueType == nil {
      throw Refusal(
        .unknownDeclaration,
        "the tool cannot see that `\(dictionary)` is a dictionary, which `[key, default:]` on a "
          + "binding needs")
    }
  }
}

/// A rule that reads `x != nil` (or `nil != x`): the two presence rules, told apart by what the
/// setter stores for `true` while `x` is nil (``SharedChecks/presenceDefault(_:setter:in:)``).
protocol PresenceRule: HelperShapeRule {
  /// The value checked against nil.
  var path: ValuePath { get }

  /// The rule for a read of `path` checked against nil.
  init(path: ValuePath)
}

extension PresenceRule {
  /// `x != nil` or `nil != x`.
  static func matching(_ read: ExprSyntax) -> Self? {
    read.pathCheckedNotNil.map { Self(path: $0) }
  }
}
