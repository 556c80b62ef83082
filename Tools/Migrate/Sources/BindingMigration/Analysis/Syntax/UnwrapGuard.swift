import SwiftSyntax

/// The check that makes a force unwrap in a closure binding safe to read when the binding is
/// made: `x != nil`, `let _ = x`, `let name = x`, `let x` or `case .some = x` in an `if` around
/// the closure binding, or in a `guard` before it; or a branch that runs only while `x` holds a
/// value: the `else` of `if x == nil`, a ternary's branch (`x != nil ? … : …`), a `switch x`
/// case `.some`.
enum UnwrapGuard {
  /// A check of the path, and where it is.
  struct Found {
    /// The condition, for an `if` or `guard` whose conditions can bind the unwrapped binding;
    /// nil for a branch (``branch``).
    var condition: ConditionElementSyntax?
    /// Whether the condition binds a name the code may use (`let pet = pet`, `let pet`): a
    /// rewrite then adds its own condition after it instead of replacing it.
    var bindsName: Bool
    /// Whether the condition is a `guard`'s rather than an `if`'s.
    var isGuard: Bool
    /// Where a name bound next to the condition is visible: the `if`, or the `guard` and the
    /// statements after it.
    var scope: [Syntax]
    /// For a branch that runs only while the path holds a value: the check, as written.
    ///
    /// `if x == nil … else`, `x != nil ? … :`: no condition can bind a name there, so the fix
    /// is `Binding(unwrapping: $x)!` at the call, made while `x` holds a value.
    var branch: String? = nil
    /// For a branch: whether a closure lies between the check and the closure binding (a
    /// button's action, a sheet's content), which may run after `x` became nil.
    var crossesClosure = false
    /// The `path != nil` that is one part of a condition joined by `&&`, or nil.
    ///
    /// Set when the check is one part of such a condition (`isEditing && draft != nil`) rather
    /// than the whole of it. A rewrite splits the condition at its `&&`s into conditions joined by commas,
    /// which test the same parts in the same order, and replaces this part only.
    var conjunct: ExprSyntax? = nil

    /// The condition's parts as conditions joined by commas, `part` written `replacement`.
    ///
    /// `a && x != nil && b` becomes `a, let x = …, b`. Only for a condition that has
    /// ``conjunct``.
    func splitCondition(replacing part: ExprSyntax, with replacement: String) -> String {
      guard case .expression(let expression)? = condition?.condition else { return replacement }
      return UnwrapGuard.conjuncts(of: expression).map {
        $0.id == part.id ? replacement : $0.trimmedDescription
      }.joined(separator: ", ")
    }

    /// The statement's keyword and the condition, for messages: `if person.name != nil`.
    var text: String {
      if let branch { return branch }
      return "\(isGuard ? "guard" : "if") \(condition?.condition.trimmedDescription ?? "")"
    }
  }

  /// The nearest `if` whose body holds `node`, or `guard` before it in an enclosing block, one of
  /// whose conditions is `path != nil`, `nil != path`, `let _ = path`, `let name = path` or (for
  /// a path of one name) `let name`.
  ///
  /// The search goes through any number of closures in between (a `VStack` or `ForEach` content
  /// closure, a button's action), but not through a declaration, and not past a closure
  /// parameter or local that declares the path's root name again. A `self.pet` path is guarded
  /// by `if let pet = pet` and `if let pet` only where that `pet` is the property.
  static func enclosing(_ path: ValuePath, from node: Syntax) -> Found? {
    var child = node
    var crossesClosure = false
    while let parent = child.parent {
      if let branch = branch(of: parent, holding: child, checking: path) {
        return Found(
          condition: nil, bindsName: false, isGuard: false, scope: [], branch: branch,
          crossesClosure: crossesClosure)
      }
      if parent.is(ClosureExprSyntax.self) { crossesClosure = true }
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
        for condition in statement.conditions {
          if let bindsName = check(condition, of: path) {
            return Found(
              condition: condition, bindsName: bindsName, isGuard: false,
              scope: [Syntax(statement)])
          }
          if let part = conjunct(checking: path, in: condition) {
            return Found(
              condition: condition, bindsName: false, isGuard: false,
              scope: [Syntax(statement)], conjunct: part)
          }
        }
      }
      if let list = parent.as(CodeBlockItemListSyntax.self),
        let found = guardBefore(child, in: list, of: path)
      {
        return found
      }
      child = parent
    }
    return nil
  }

  /// The nearest `guard` among the statements of `list` before `child` that checks `path`.
  private static func guardBefore(
    _ child: Syntax, in list: CodeBlockItemListSyntax, of path: ValuePath
  )
    -> Found?
  {
    let items = Array(list)
    guard let position = items.firstIndex(where: { $0.id == child.id }) else { return nil }
    for guardPosition in stride(from: position - 1, through: 0, by: -1) {
      guard case .stmt(let statement) = items[guardPosition].item,
        let guardStatement = statement.as(GuardStmtSyntax.self)
      else { continue }
      for condition in guardStatement.conditions {
        if let bindsName = check(condition, of: path) {
          return Found(
            condition: condition, bindsName: bindsName, isGuard: true,
            scope: items[guardPosition...].map { Syntax($0) })
        }
        if let part = conjunct(checking: path, in: condition) {
          return Found(
            condition: condition, bindsName: false, isGuard: true,
            scope: items[guardPosition...].map { Syntax($0) }, conjunct: part)
        }
      }
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

  /// Whether `condition` checks `path`: false when it does and binds no name (`path != nil`,
  /// `nil != path`, `let _ = path`), true when it does and binds one (`let name = path`, `let
  /// name`), nil when it does not check `path`.
  private static func check(_ condition: ConditionElementSyntax, of path: ValuePath) -> Bool? {
    switch condition.condition {
    case .expression(let expression):
      return expression.pathCheckedNotNil?.sameValue(as: path) == true ? false : nil
    case .optionalBinding(let binding):
      guard let value = binding.initializer?.value else {
        // `if let pet`: `if let pet = pet`, for a path that is one name.
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
          path.members.isEmpty, case .name(name) = path.root,
          !path.throughSelf || isProperty(name, at: condition)
        else { return nil }
        return true
      }
      guard let checked = value.valuePath, checked.sameValue(as: path) else { return nil }
      if binding.pattern.isWildcard { return false }
      guard binding.pattern.is(IdentifierPatternSyntax.self) else { return nil }
      // `if let pet = pet` guards `self.pet!` only where `pet` is the property.
      if path.throughSelf, !checked.throughSelf, case .name(let name) = checked.root,
        !isProperty(name, at: condition)
      {
        return nil
      }
      return true
    case .matchingPattern(let pattern):
      // `case .some = x`, `case let y? = x`, `case .some(let y) = x`: the conditions can take
      // one more after it.
      guard let checked = pattern.initializer.value.valuePath, checked.sameValue(as: path),
        matchesSome(pattern.pattern)
      else { return nil }
      return true
    default:
      return nil
    }
  }

  /// Whether `pattern` matches exactly the values that are not nil: `.some`, `.some(_)`,
  /// `.some(let y)`, `_?`, `let y?`.
  private static func matchesSome(_ pattern: PatternSyntax) -> Bool {
    var bare = pattern
    if let binding = bare.as(ValueBindingPatternSyntax.self) { bare = binding.pattern }
    guard let expression = bare.as(ExpressionPatternSyntax.self)?.expression else { return false }
    if let unwrap = expression.as(OptionalChainingExprSyntax.self) {
      return isWildcardOrName(unwrap.expression)
    }
    var callee = expression
    if let call = expression.as(FunctionCallExprSyntax.self) {
      guard call.arguments.count == 1, let only = call.arguments.first, only.label == nil,
        isWildcardOrName(only.expression)
      else { return false }
      callee = call.calledExpression
    }
    guard let member = callee.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "some"
    else { return false }
    return member.base == nil || member.base?.trimmedDescription == "Optional"
  }

  /// `_`, a name, or `let name` inside a pattern.
  private static func isWildcardOrName(_ expression: ExprSyntax) -> Bool {
    if expression.is(DiscardAssignmentExprSyntax.self) { return true }
    if let pattern = expression.as(PatternExprSyntax.self) {
      var inner = pattern.pattern
      if let binding = inner.as(ValueBindingPatternSyntax.self) { inner = binding.pattern }
      return inner.is(IdentifierPatternSyntax.self) || inner.is(WildcardPatternSyntax.self)
    }
    return expression.is(DeclReferenceExprSyntax.self)
  }

  /// The check, as the code writes it, when `parent` is a branch point whose branch `child`
  /// runs only while `path` holds a value: the `else` of `if path == nil` (or of an `if` whose
  /// one condition is that), the branch of a ternary on `path != nil` or `path == nil` that
  /// runs while it holds one, a `case .some` of `switch path`.
  private static func branch(of parent: Syntax, holding child: Syntax, checking path: ValuePath)
    -> String?
  {
    if let statement = parent.as(IfExprSyntax.self), let elseBody = statement.elseBody,
      child.id == elseBody.id, statement.conditions.count == 1,
      let only = statement.conditions.first, case .expression(let expression) = only.condition,
      expression.pathCheckedNil?.sameValue(as: path) == true
    {
      return "if \(expression.trimmedDescription) … else"
    }
    if let ternary = parent.as(TernaryExprSyntax.self) {
      let condition = ternary.condition.withoutParentheses
      if child.id == ternary.thenExpression.id,
        condition.pathCheckedNotNil?.sameValue(as: path) == true
          || conjuncts(of: condition).contains(where: {
            $0.pathCheckedNotNil?.sameValue(as: path) == true
          })
      {
        return "\(ternary.condition.trimmedDescription) ? …"
      }
      if child.id == ternary.elseExpression.id,
        condition.pathCheckedNil?.sameValue(as: path) == true
      {
        return "\(ternary.condition.trimmedDescription) ? … : …"
      }
    }
    if let switchCase = parent.as(SwitchCaseSyntax.self), child.id == switchCase.statements.id,
      case .case(let label) = switchCase.label, label.caseItems.count == 1,
      let item = label.caseItems.first, item.whereClause == nil, matchesSome(item.pattern),
      let switchExpression = switchCase.parent?.parent?.as(SwitchExprSyntax.self),
      switchExpression.subject.valuePath?.sameValue(as: path) == true
    {
      return
        "switch \(switchExpression.subject.trimmedDescription) { case \(item.pattern.trimmedDescription): … }"
    }
    return nil
  }

  /// The part `path != nil` (or `nil != path`) of `condition`, when the condition is parts
  /// joined by `&&` at its top level (`isEditing && draft != nil`): each part is then true
  /// inside the `if`, as it is after the `guard`.
  private static func conjunct(checking path: ValuePath, in condition: ConditionElementSyntax)
    -> ExprSyntax?
  {
    guard case .expression(let expression) = condition.condition else { return nil }
    let parts = conjuncts(of: expression)
    guard parts.count > 1 else { return nil }
    return parts.first { $0.pathCheckedNotNil?.sameValue(as: path) == true }
  }

  /// The parts of `expression` joined by `&&` at its top level, left to right.
  ///
  /// The expression itself when it is not such a chain. A part in parentheses, or under `||` or `!`, is one
  /// part.
  static func conjuncts(of expression: ExprSyntax) -> [ExprSyntax] {
    guard let infix = expression.as(InfixOperatorExprSyntax.self),
      infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "&&"
    else { return [expression] }
    return conjuncts(of: infix.leftOperand) + conjuncts(of: infix.rightOperand)
  }

  /// Whether `name`, written alone at `node`, is a property of the type around it.
  private static func isProperty(_ name: String, at node: some SyntaxProtocol) -> Bool {
    switch NameLookup.resolve(name, at: node, throughSelf: false) {
    case .member, .undeclaredMember: true
    default: false
    }
  }
}
