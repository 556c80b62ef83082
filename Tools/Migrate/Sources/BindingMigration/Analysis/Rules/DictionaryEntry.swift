import SwiftSyntax

/// `dictionary-entry`: `dict[key] ?? d` (or `dict[key, default: d]`) read, `dict[key] = $0`
/// written, which is `$dict[key, default: d]`.
struct DictionaryEntryRule: HelperShapeRule {
  static let rule = Rule.dictionaryEntry

  /// The entry, its key and the default.
  var read: SharedChecks.DefaultedRead

  /// `dict[key] ?? d` or `dict[key, default: d]`.
  static func matching(_ read: ExprSyntax) -> Self? {
    guard let defaulted = SharedChecks.DefaultedRead(read), case .entry = defaulted.target,
      defaulted.keyExpression != nil
    else { return nil }
    return Self(read: defaulted)
  }

  /// `$dict[key, default: d]`, unless the setter stores nil for `d` (`replacingNil(with:)`).
  func plan(
    getter: ClosureBindingJudge.Getter, setter: ClosureBindingJudge.Setter,
    in judge: ClosureBindingJudge
  ) throws(Refusal) -> HelperPlan? {
    let probe = try read.probe(setter: setter, in: judge)
    guard !probe.storesNil, let keyExpression = read.keyExpression else { return nil }
    let key = keyExpression.trimmedDescription
    let spelled = probe.spelled
    return judge.plan(
      read.target, .dictionaryEntry(probe.value), declaredName: "subscript(default:)"
    ) { "\($0)[\(key), default: \(spelled)]" }
  }

  /// The place wants the unwrapped value, and the entry is a dictionary's.
  static func checkTypes(_ plan: HelperPlan, in judge: ClosureBindingJudge) throws(Refusal) {
    try judge.checkPlaceWantsUnwrappedValue(plan)
    try SharedChecks.checkDictionary(plan)
  }
}

extension Specification {
  /// `$dict[key, default: d]`: an entry read and written as `withDefault(d)` does a value.
  static func dictionaryEntry(_ value: AbstractValue) -> Specification {
    var specification = withDefault(value)
    specification.rule = .dictionaryEntry
    specification.checks = HelperChecks(types: DictionaryEntryRule.checkTypes)
    return specification
  }
}
