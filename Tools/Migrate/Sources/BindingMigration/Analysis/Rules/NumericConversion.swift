import SwiftSyntax

/// A number bound as another type, `Binding(get: { Double(count) }, set: { count = Int($0) })`:
/// reported, never rewritten into `$count.converted(to: Double.self)`.
///
/// The package's conversion to an integer rounds halves away from zero, clamps to the integer's
/// range and drops a NaN; `Int($0)` truncates and traps past the range, `Int($0.rounded())`
/// rounds the same way but still traps past the range and on a NaN. Either stores differently in
/// some state, so by the tool's rule (the closures must read and store what the helper does,
/// state by state) the rewrite would change behaviour. Conversions between floating-point types
/// are left alone too: the tool does not compare their rounding.
struct NumericConversionRule: HelperShapeRule {
  /// Reported as any closure binding no helper matches.
  static let rule = Rule.closureBinding

  /// The number converted.
  var path: ValuePath
  /// The type it is converted to.
  var type: String

  /// The numeric types a conversion is spelled with.
  static let numericTypes: Set<String> = [
    "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
    "Double", "Float", "CGFloat", "Float16", "Float80",
  ]
  static let integerTypes: Set<String> = [
    "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
  ]

  /// `Double(x)` (any numeric type around a plain path).
  static func matching(_ read: ExprSyntax) -> Self? {
    guard let call = read.as(FunctionCallExprSyntax.self),
      let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
      numericTypes.contains(type), call.arguments.count == 1,
      call.arguments.first?.label == nil, call.trailingClosure == nil,
      let path = call.arguments.first?.expression.withoutParentheses.valuePath
    else { return nil }
    return Self(path: path, type: type)
  }

  /// The refusal: by the state in which the setter stores what `converted(to:)` would not.
  func plan(
    getter: ClosureBindingJudge.Getter, setter: ClosureBindingJudge.Setter,
    in judge: ClosureBindingJudge
  ) throws(Refusal) -> HelperPlan? {
    throw refusal(setter: setter)
  }

  /// The refusal, by the state in which the setter stores what `converted(to:)` would not.
  private func refusal(setter: ClosureBindingJudge.Setter) -> Refusal {
    let helper = "$\(path.description).converted(to: \(type).self)"
    let statement =
      setter.closure.statements.count == 1
      ? String(setter.closure.statements.first!.trimmedDescription.filter { !$0.isWhitespace })
      : ""
    let parameter = setter.parameter
    for integer in Self.integerTypes where statement.hasPrefix("\(path.description)=\(integer)(") {
      if statement == "\(path.description)=\(integer)(\(parameter).rounded())" {
        return Refusal(
          .behaviour,
          "writing a value past \(integer)'s range, or a NaN, traps, where `\(helper)` stores "
            + "the nearest \(integer) it can hold (and drops a NaN)")
      }
      return Refusal(
        .behaviour,
        "writing 2.7 stores 2 (`\(integer)(\(parameter))` truncates; it also traps past "
          + "\(integer)'s range), where `\(helper)` stores 3, rounding halves away from zero "
          + "and clamping")
    }
    let source = "`\(path.description)`"
    return Refusal(
      .getterShape,
      "the getter converts \(source) to `\(type)`; the tool does not compare conversions "
        + "other than to an integer, so `\(helper)` is left for you to check")
  }
}
