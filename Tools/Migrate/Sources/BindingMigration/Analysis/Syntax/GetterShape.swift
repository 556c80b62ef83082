import SwiftSyntax

/// What a getter's one expression suggests the closure binding is.
enum GetterShape {
  /// `x`: a forwarding binding.
  case forwarding(ValuePath)
  /// `x[keyPath: path]`: a forwarding binding through a key path held in a variable.
  case keyPathForwarding(ValuePath, keyPath: ExprSyntax)
  /// `dict[key]` or `array[index]`: a forwarding binding to one entry.
  case subscriptForwarding(ValuePath, key: ExprSyntax)
  /// `x ?? d` or `dict[key] ?? d`.
  case defaulted(AccessedValue, fallback: ExprSyntax, keyExpression: ExprSyntax?)
  /// `x != nil`.
  case presence(ValuePath)
  /// `a == b`: one side is the selection, the other the choice; the setter tells which.
  case comparison(ExprSyntax, ExprSyntax)
  /// `set.contains(e)`.
  case membership(ValuePath, element: ExprSyntax)
  /// `x!`.
  case unwrap(ValuePath)
  /// `binding?.wrappedValue ?? state`: an optional binding or the view's own state.
  case stateOrBinding(binding: String, state: ExprSyntax)
  /// `array.first { $0.id == id } ?? fallback`.
  case identified(collection: ExprSyntax, id: ExprSyntax, fallback: ExprSyntax)
  /// Nothing the tool knows, with the reason.
  case unmatched(String)

  /// The shape of `expression`, a getter's whole body.
  init(_ expression: ExprSyntax) {
    let read = expression.withoutParentheses
    if let path = read.valuePath {
      self = .forwarding(path)
      return
    }
    if let subscriptCall = read.as(SubscriptCallExprSyntax.self),
      let base = subscriptCall.calledExpression.valuePath, subscriptCall.trailingClosure == nil
    {
      let arguments = Array(subscriptCall.arguments)
      if arguments.count == 1, arguments[0].label?.text == "keyPath",
        arguments[0].expression.valuePath != nil
      {
        self = .keyPathForwarding(base, keyPath: arguments[0].expression)
        return
      }
      if arguments.count == 1, arguments[0].label == nil {
        self = .subscriptForwarding(base, key: arguments[0].expression)
        return
      }
      if arguments.count == 2, arguments[0].label == nil, arguments[1].label?.text == "default" {
        // `dict[key, default: d]`, Dictionary's own way of writing `dict[key] ?? d`.
        self = .defaulted(
          .entry(base, key: arguments[0].expression.normalizedText),
          fallback: arguments[1].expression, keyExpression: arguments[0].expression)
        return
      }
    }
    if let infix = read.as(InfixOperatorExprSyntax.self),
      let name = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text
    {
      let left = infix.leftOperand.withoutParentheses
      let right = infix.rightOperand.withoutParentheses
      switch name {
      case "??":
        self = Self.defaulted(left, fallback: right)
        return
      case "!=":
        if right.is(NilLiteralExprSyntax.self), let path = left.valuePath {
          self = .presence(path)
          return
        }
        if left.is(NilLiteralExprSyntax.self), let path = right.valuePath {
          self = .presence(path)
          return
        }
      case "==":
        if left.is(NilLiteralExprSyntax.self) || right.is(NilLiteralExprSyntax.self) {
          self = .unmatched(
            "the getter reads \(Quote.code(read)), true while the value is missing; no helper "
              + "reads that way round")
          return
        }
        if left.valuePath != nil || right.valuePath != nil {
          self = .comparison(left, right)
          return
        }
      default:
        break
      }
    }
    if let call = read.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "contains", let base = member.base,
      let path = base.valuePath, call.arguments.count == 1, let only = call.arguments.first,
      only.label == nil, call.trailingClosure == nil
    {
      self = .membership(path, element: only.expression)
      return
    }
    if let unwrap = read.as(ForceUnwrapExprSyntax.self), let path = unwrap.expression.valuePath {
      self = .unwrap(path)
      return
    }
    if let problem = read.pathProblem {
      self = .unmatched(Self.describe(problem))
      return
    }
    self = .unmatched("the getter reads \(Quote.code(read)), which matches no helper")
  }

  /// The reason for a getter that reads through something other than a plain path.
  private static func describe(_ problem: String) -> String {
    if problem.hasPrefix("optional chaining") {
      return "the getter reads through \(problem): no helper reaches through an optional that "
        + "may be nil, and the setter's write would do nothing then"
    }
    return "the getter reads through \(problem), which no helper matches"
  }

  /// The shape of `left ?? fallback`: a path or a dictionary entry with a default, an optional
  /// binding or state, an element found by id, or nothing known.
  private static func defaulted(_ left: ExprSyntax, fallback: ExprSyntax) -> GetterShape {
    if let path = left.valuePath {
      return .defaulted(.path(path), fallback: fallback, keyExpression: nil)
    }
    if let subscriptCall = left.as(SubscriptCallExprSyntax.self),
      let dictionary = subscriptCall.calledExpression.valuePath,
      subscriptCall.arguments.count == 1, let key = subscriptCall.arguments.first,
      key.label == nil, subscriptCall.trailingClosure == nil
    {
      return .defaulted(
        .entry(dictionary, key: key.expression.normalizedText), fallback: fallback,
        keyExpression: key.expression)
    }
    if let member = left.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "wrappedValue",
      let chained = member.base?.as(OptionalChainingExprSyntax.self),
      let binding = chained.expression.as(DeclReferenceExprSyntax.self)
    {
      return .stateOrBinding(binding: binding.baseName.text, state: fallback)
    }
    if let (collection, id) = identifiedLookup(left) {
      return .identified(collection: collection, id: id, fallback: fallback)
    }
    if let problem = left.pathProblem {
      return .unmatched(Self.describe(problem))
    }
    return .unmatched("the getter reads \(Quote.code(left)) ?? …, which matches no helper")
  }

  /// `items.first { $0.id == id }` or `items.first(where: { $0.id == id })`: the collection
  /// and the id.
  private static func identifiedLookup(_ expression: ExprSyntax) -> (ExprSyntax, ExprSyntax)? {
    guard let call = expression.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "first", let collection = member.base
    else { return nil }
    let closure =
      call.trailingClosure
      ?? call.arguments.first { $0.label?.text == "where" }?.expression.as(
        ClosureExprSyntax.self)
    guard let closure, let test = closure.singleExpression?.as(InfixOperatorExprSyntax.self),
      test.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "=="
    else { return nil }
    func isElementID(_ expression: ExprSyntax) -> Bool {
      guard let access = expression.as(MemberAccessExprSyntax.self),
        access.declName.baseName.text == "id",
        let base = access.base?.as(DeclReferenceExprSyntax.self)
      else { return false }
      let name = base.baseName.text
      return name == "$0" || closure.parameterNames == [name]
    }
    if isElementID(test.leftOperand) { return (collection, test.rightOperand) }
    if isElementID(test.rightOperand) { return (collection, test.leftOperand) }
    return nil
  }
}
