/// `is-present-default`: `x != nil`, with `true` storing `d` while nil: `$x.isPresent(default: d)`.
///
/// ``IsPresentRule`` reads the shape and chooses this helper.
enum IsPresentWithDefaultRule {
  /// `$x.isPresent(default: d)` when writing `true` while `x` is nil stores `d` (an argument
  /// or a Boolean); nil when it stores anything else.
  static func plan(
    _ path: ValuePath, storing stored: AbstractValue?, book: ArgumentBook,
    in judge: ClosureBindingJudge
  ) -> HelperPlan? {
    guard let stored else { return nil }
    let spelled: String
    switch stored {
    case .argument(let name): spelled = book.spelling(of: name)
    case .bool(let flag): spelled = "\(flag)"
    default: return nil
    }
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
