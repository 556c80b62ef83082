import SwiftSyntax

/// The `if x != nil` (or `if let _ = x`) around a closure binding, which makes a force unwrap in
/// it safe to read when the binding is made.
enum NilCheck {
  /// An `if` and the condition in it that checks the path.
  struct Found {
    var statement: IfExprSyntax
    var condition: ConditionElementSyntax
  }

  /// The nearest `if` whose body holds `node` and one of whose conditions is `path != nil`,
  /// `nil != path` or `let _ = path`: through any number of closures in between (a `VStack` or
  /// `ForEach` content closure, a button's action), but not through a declaration, and not past
  /// a closure parameter or local that declares the path's root name again.
  static func enclosing(_ path: ValuePath, from node: Syntax) -> Found? {
    var child = node
    while let parent = child.parent {
      // A local `let b = Binding(…)` inside the `if` is fine; any other declaration (a
      // function, a property, a type) starts code that runs on its own.
      let isLocal =
        parent.is(VariableDeclSyntax.self) && parent.parent?.is(CodeBlockItemSyntax.self) == true
      if (parent.is(DeclSyntax.self) && !isLocal) || parent.is(AccessorBlockSyntax.self) {
        return nil
      }
      if case .name(let name) = path.root, !path.throughSelf,
        declaresAgain(name, in: parent, below: child)
      {
        return nil
      }
      if let statement = parent.as(IfExprSyntax.self), child.id == statement.body.id {
        for condition in statement.conditions where isCheck(condition, of: path) {
          return Found(statement: statement, condition: condition)
        }
      }
      child = parent
    }
    return nil
  }

  /// Whether `scope` declares `name` where code in `child` sees it: a closure's parameter, or a
  /// local declared earlier in a block.
  private static func declaresAgain(_ name: String, in scope: Syntax, below child: Syntax) -> Bool {
    if let closure = scope.as(ClosureExprSyntax.self) {
      if closure.parameterNames.contains(name) || closure.parameterNames.contains("$" + name) {
        return true
      }
    }
    if let list = scope.as(CodeBlockItemListSyntax.self) {
      for item in list {
        if item.id == child.id { break }
        if case .decl(let declaration) = item.item,
          let variable = declaration.as(VariableDeclSyntax.self),
          variable.bindings.contains(where: {
            $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
          })
        {
          return true
        }
      }
    }
    return false
  }

  /// Whether `condition` is `path != nil`, `nil != path` or `let _ = path`.
  private static func isCheck(_ condition: ConditionElementSyntax, of path: ValuePath) -> Bool {
    switch condition.condition {
    case .expression(let expression):
      return isNilCheck(expression, of: path)
    case .optionalBinding(let binding):
      guard binding.pattern.isWildcard,
        let value = binding.initializer?.value.valuePath
      else { return false }
      return value.sameValue(as: path)
    default:
      return false
    }
  }

  /// Whether `expression` is `path != nil` (or `nil != path`).
  private static func isNilCheck(_ expression: ExprSyntax, of path: ValuePath) -> Bool {
    guard let infix = expression.withoutParentheses.as(InfixOperatorExprSyntax.self),
      infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "!="
    else { return false }
    let left = infix.leftOperand.withoutParentheses
    let right = infix.rightOperand.withoutParentheses
    if right.is(NilLiteralExprSyntax.self), let checked = left.valuePath {
      return checked.sameValue(as: path)
    }
    if left.is(NilLiteralExprSyntax.self), let checked = right.valuePath {
      return checked.sameValue(as: path)
    }
    return false
  }
}
