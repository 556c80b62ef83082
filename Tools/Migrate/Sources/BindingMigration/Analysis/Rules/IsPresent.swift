import SwiftSyntax

/// `is-present`: `x != nil` read, `false` written as nil, which is `$x.isPresent()`.
///
/// ``IsPresentWithDefaultRule`` reads the same shape: what the setter stores for `true` while
/// `x` is nil decides between the two (``SharedChecks/presenceDefault(_:setter:in:)``).
struct IsPresentRule: PresenceRule {
  static let rule = Rule.isPresent

  /// The value checked against nil.
  var path: ValuePath

  /// `$x.isPresent()`, unless writing `true` while `x` is nil stores a default.
  func plan(
    getter: ClosureBindingJudge.Getter, setter: ClosureBindingJudge.Setter,
    in judge: ClosureBindingJudge
  ) -> HelperPlan? {
    if SharedChecks.presenceDefault(path, setter: setter, in: judge) != nil { return nil }
    return judge.plan(.path(path), .isPresent, declaredName: "isPresent") {
      "\($0).isPresent()"
    }
  }
}

extension Specification {
  /// `$x.isPresent()`: `true` while there is a value; writing `false` stores nil, writing
  /// `true` changes nothing.
  static let isPresent = Specification(
    rule: .isPresent, distinct: [],
    reads: [(.none, .bool(false)), (.current, .bool(true))],
    writes: [
      (.none, .bool(true), .none), (.current, .bool(true), .current),
      (.none, .bool(false), .none), (.current, .bool(false), .none),
    ])
}
