import SwiftSyntax

/// What a closure binding reads and writes: a path (`person.lastName`), a dictionary entry
/// (`settings[key]`), a set's membership of one element (`tags.contains(tag)`), or a value
/// reached through a key path held in a variable (`draft[keyPath: field]`).
enum AccessedValue {
  case path(ValuePath)
  case entry(ValuePath, key: String)
  case membership(ValuePath, element: String)
  case keyPath(ValuePath, keyPath: String)

  /// The path whose storage the target lives in.
  var storage: ValuePath {
    switch self {
    case .path(let path), .entry(let path, _), .membership(let path, _), .keyPath(let path, _):
      path
    }
  }

  /// The target as source text, for messages.
  var text: String {
    switch self {
    case .path(let path): path.description
    case .entry(let path, let key): "\(path)[\(key)]"
    case .membership(let path, let element): "\(path).contains(\(element))"
    case .keyPath(let path, let keyPath): "\(path)[keyPath: \(keyPath)]"
    }
  }

  /// Whether `expression`, assigned to, stores the target: an expression that spells it, or
  /// for an entry `dict[key, default: d]`, whose setter stores at `key` as `dict[key]`'s does.
  func isAssigned(by expression: ExprSyntax) -> Bool {
    if isSpelled(by: expression) { return true }
    guard case .entry(let dictionary, let key) = self,
      let subscriptCall = expression.as(SubscriptCallExprSyntax.self),
      let path = subscriptCall.calledExpression.valuePath, path.sameValue(as: dictionary),
      subscriptCall.arguments.count == 2, let first = subscriptCall.arguments.first,
      first.label == nil, first.expression.normalizedText == key,
      subscriptCall.arguments.last?.label?.text == "default", subscriptCall.trailingClosure == nil
    else { return false }
    return true
  }

  /// Whether `expression` spells the target.
  ///
  /// It does when it is the same path, or a subscript of the same storage with the same key or
  /// key path. A set's membership is only ever read through `contains`, so no expression spells
  /// it.
  func isSpelled(by expression: ExprSyntax) -> Bool {
    switch self {
    case .path(let path):
      return expression.valuePath.map { $0.sameValue(as: path) } ?? false
    case .entry(let dictionary, let key):
      return expression.soleSubscriptArgument(of: dictionary, label: nil) == key
    case .keyPath(let base, let keyPath):
      return expression.soleSubscriptArgument(of: base, label: "keyPath") == keyPath
    case .membership:
      return false
    }
  }
}
