import SwiftSyntax

/// `is-present-default`: `x != nil`, with `true` storing `d` while nil: `$x.isPresent(default: d)`.
///
/// It reads the shape ``IsPresentRule`` reads, and applies when writing `true` while `x` is nil
/// stores a default.
struct IsPresentWithDefaultRule: PresenceRule {
  static let rule = Rule.isPresentWithDefault

  /// The value checked against nil.
  var path: ValuePath

  /// `$x.isPresent(default: d)` when writing `true` while `x` is nil stores `d` (an argument
  /// or a Boolean); nil when it stores anything else.
  func plan(
    getter: ClosureBindingJudge.Getter, setter: ClosureBindingJudge.Setter,
    in judge: ClosureBindingJudge
  ) -> HelperPlan? {
    guard let (stored, spelled) = SharedChecks.presenceDefault(path, setter: setter, in: judge)
    else { return nil }
    return judge.plan(
      .path(path), .isPresentWithDefault(storing: stored), declaredName: "isPresent"
    ) { "\($0).isPresent(default: \(spelled))" }
  }
}

extension Specification {
  /// `$x.isPresent(default: d)`: as `isPresent()`, but writing `true` while nil stores `d`.
  static func isPresentWithDefault(storing stored: AbstractValue) -> Specification {
    Specification(
      rule: .isPresentWithDefault, distinct: [],
      reads: [(.none, .bool(false)), (.current, .bool(true))],
      writes: [
        (.none, .bool(true), stored), (.current, .bool(true), .current),
        (.none, .bool(false), .none), (.current, .bool(false), .none),
      ])
  }
}
