import SwiftSyntax

/// `is-present`: `x != nil` read, `false` written as nil, which is `$x.isPresent()`.
///
/// What the setter stores for `true` while `x` is nil decides between this helper and
/// `isPresent(default:)` (``IsPresentWithDefaultRule``).
enum IsPresentRule {
  /// `x != nil` or `nil != x`.
  static func shape(of read: ExprSyntax) -> GetterShape? {
    read.pathCheckedNotNil.map { .presence($0) }
  }

  /// `$x.isPresent()`, or `$x.isPresent(default: d)` when writing `true` while `x` is nil
  /// stores a value.
  static func plan(
    _ path: ValuePath, setter: ClosureBindingJudge.Setter, in judge: ClosureBindingJudge
  ) -> HelperPlan {
    let (_, book) = judge.stability(for: path)
    let probe = try? judge.interpreter(.path(path), [], setter, book)
      .write(setter.closure.statements, state: .none, input: .bool(true))
    if let plan = IsPresentWithDefaultRule.plan(path, storing: probe, book: book, in: judge) {
      return plan
    }
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
