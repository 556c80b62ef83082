import SwiftSyntax

/// `dictionary-entry`: `dict[key] ?? d` (or `dict[key, default: d]`) read, `dict[key] = $0`
/// written, which is `$dict[key, default: d]`.
struct DictionaryEntryRule: MigrationRule {
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
      read.target, .withDefault(probe.value, rule: .dictionaryEntry),
      declaredName: "subscript(default:)"
    ) { "\($0)[\(key), default: \(spelled)]" }
  }

  /// The place wants the unwrapped value, and the entry is a dictionary's.
  static func checkTypes(_ plan: HelperPlan, in judge: ClosureBindingJudge) throws(Refusal) {
    try judge.checkPlaceWantsUnwrappedValue(plan)
    try SharedChecks.checkDictionary(plan)
  }
}
