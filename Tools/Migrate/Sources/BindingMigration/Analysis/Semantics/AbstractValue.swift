import SwiftSyntax

/// A value as the interpreter sees it: nil, a Boolean, or a named value it cannot look inside.
///
/// Named values are the wrapped value the source holds now (`current`), a value written or held
/// that differs from every argument (`other`), and the closure's own arguments, named by their
/// source text (`argument("\"\"")`).
enum AbstractValue: Hashable, CustomStringConvertible {
  case none
  case bool(Bool)
  case current
  case other
  case argument(String)

  /// The value of an argument expression: a literal's own value, or the argument named by its
  /// normalized text.
  static func of(_ expression: ExprSyntax) -> AbstractValue {
    let bare = expression.withoutParentheses
    if bare.is(NilLiteralExprSyntax.self) { return .none }
    if let literal = bare.as(BooleanLiteralExprSyntax.self) {
      return .bool(literal.literal.tokenKind == .keyword(.true))
    }
    return .argument(bare.normalizedText)
  }

  var description: String {
    switch self {
    case .none: "nil"
    case .bool(let value): String(value)
    case .current: "its value"
    case .other: "another value"
    case .argument(let text): "`\(text)`"
    }
  }
}
