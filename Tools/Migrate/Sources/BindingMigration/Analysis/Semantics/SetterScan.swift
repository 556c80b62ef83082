import SwiftSyntax

/// Reads a setter's statements, before the interpreter runs them, for what no helper does.
///
/// That is a side effect (a call, an assignment to something else), a value stored after
/// transforming it, or a value ignored. These are found here, by what the code says, so that the
/// reason names them instead of whatever the interpreter would stumble on first.
struct SetterScan {
  /// The setter.
  var setter: ClosureExprSyntax
  /// Its parameter's name (`$0` when it has none, `_` when it ignores it).
  var parameter: String
  /// What the closures read and write.
  var target: AccessedValue
  /// Whether storing the value's negation (`x = !$0`) is the helper's own store
  /// (`negated()`), which the behaviour check then compares state by state.
  var storesNegation = false

  /// The first thing the setter does that no helper does, or nil.
  func problem() -> Refusal? {
    if parameter == "_" || !references(Syntax(setter.statements)) {
      let written = Quote.code(setter)
      if setter.statements.isEmpty {
        return Refusal(
          .setterShape,
          "the setter ignores the value written (\(written)), so writes do nothing; no helper is "
            + "read-only")
      }
      return Refusal(
        .setterShape,
        "the setter ignores the value written and runs \(Quote.code(setter.statements))")
    }
    var sideEffects: [Refusal] = []
    var shapes: [Refusal] = []
    scan(setter.statements, sideEffects: &sideEffects, shapes: &shapes)
    return sideEffects.first ?? shapes.first
  }

  private func scan(
    _ statements: CodeBlockItemListSyntax, sideEffects: inout [Refusal], shapes: inout [Refusal]
  ) {
    for item in statements {
      switch item.item {
      case .decl(let declaration):
        shapes.append(
          Refusal(
            .setterShape,
            "the setter declares \(Quote.code(declaration)) before storing, which no helper does"))
      case .stmt(let statement):
        scan(statement, sideEffects: &sideEffects, shapes: &shapes)
      case .expr(let expression):
        scan(expression, sideEffects: &sideEffects, shapes: &shapes)
      }
    }
  }

  private func scan(_ statement: StmtSyntax, sideEffects: inout [Refusal], shapes: inout [Refusal])
  {
    if let expressionStatement = statement.as(ExpressionStmtSyntax.self) {
      scan(expressionStatement.expression, sideEffects: &sideEffects, shapes: &shapes)
    } else if let guardStatement = statement.as(GuardStmtSyntax.self) {
      scanConditions(guardStatement.conditions, shapes: &shapes)
      scan(guardStatement.body.statements, sideEffects: &sideEffects, shapes: &shapes)
    } else if statement.is(ReturnStmtSyntax.self) {
      return
    } else {
      let keyword = statement.firstToken(viewMode: .sourceAccurate)?.text ?? "statement"
      shapes.append(
        Refusal(.setterShape, "the setter runs a `\(keyword)` statement, which no helper does"))
    }
  }

  private func scan(
    _ expression: ExprSyntax, sideEffects: inout [Refusal], shapes: inout [Refusal]
  ) {
    if let ifExpression = expression.as(IfExprSyntax.self) {
      scanConditions(ifExpression.conditions, shapes: &shapes)
      scan(ifExpression.body.statements, sideEffects: &sideEffects, shapes: &shapes)
      switch ifExpression.elseBody {
      case .ifExpr(let elseIf)?:
        scan(ExprSyntax(elseIf), sideEffects: &sideEffects, shapes: &shapes)
      case .codeBlock(let block)?:
        scan(block.statements, sideEffects: &sideEffects, shapes: &shapes)
      case nil:
        break
      }
      return
    }
    if let ternary = expression.as(TernaryExprSyntax.self) {
      scan(ternary.thenExpression, sideEffects: &sideEffects, shapes: &shapes)
      scan(ternary.elseExpression, sideEffects: &sideEffects, shapes: &shapes)
      return
    }
    if let tuple = expression.as(TupleExprSyntax.self) {
      for element in tuple.elements {
        scan(element.expression, sideEffects: &sideEffects, shapes: &shapes)
      }
      return
    }
    if let infix = expression.as(InfixOperatorExprSyntax.self) {
      let left = infix.leftOperand.withoutParentheses
      if infix.operator.is(AssignmentExprSyntax.self) {
        if left.is(DiscardAssignmentExprSyntax.self) {
          if let call = infix.rightOperand.withoutParentheses.as(FunctionCallExprSyntax.self),
            !isTargetSetUpdate(call)
          {
            sideEffects.append(
              Refusal(.sideEffect, "the setter also calls \(Quote.code(call.calledExpression))"))
          }
          return
        }
        if target.isAssigned(by: left) {
          if let transformed = transformation(in: infix.rightOperand) {
            shapes.append(
              Refusal(
                .setterShape,
                "the setter stores \(Quote.code(transformed)), computed from the value written, "
                  + "rather than the value itself"))
          }
          return
        }
        if let problem = left.pathProblem, problem.hasPrefix("optional chaining") {
          shapes.append(
            Refusal(
              .setterShape,
              "the setter writes through \(problem), which does nothing while the optional is "
                + "nil; a binding always writes"))
          return
        }
        sideEffects.append(Refusal(.sideEffect, "the setter also assigns \(Quote.code(left))"))
        return
      }
      if let name = infix.compoundAssignmentOperator {
        if target.isAssigned(by: left) {
          shapes.append(
            Refusal(
              .setterShape,
              "the setter changes \(Quote.code(left)) with `\(name)` rather than storing the "
                + "value written"))
        } else {
          sideEffects.append(Refusal(.sideEffect, "the setter also changes \(Quote.code(left))"))
        }
        return
      }
    }
    if let call = expression.as(FunctionCallExprSyntax.self) {
      if isTargetSetUpdate(call) { return }
      sideEffects.append(
        Refusal(.sideEffect, "the setter also calls \(Quote.code(call.calledExpression))"))
      return
    }
    // Anything else is left to the interpreter, which says what it could not follow.
  }

  /// Conditions that test the written value in a way no helper does (`$0.isBlank`,
  /// `newValue > 3`) are left to the interpreter; an optional binding of the value is reported
  /// here.
  private func scanConditions(_ conditions: ConditionElementListSyntax, shapes: inout [Refusal]) {
    for condition in conditions {
      if case .optionalBinding(let binding) = condition.condition,
        !binding.pattern.isWildcard
      {
        shapes.append(
          Refusal(
            .setterShape,
            "the setter binds \(Quote.code(binding)) and stores what it computes from it, which "
              + "no helper does"))
      }
    }
  }

  /// Whether `call` is `set.insert(e)`, `set.remove(e)` or `set.update(with: e)` on the target
  /// set.
  private func isTargetSetUpdate(_ call: FunctionCallExprSyntax) -> Bool {
    guard case .membership(let set, let element) = target,
      let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      let base = member.base, let path = base.valuePath, path.sameValue(as: set),
      call.arguments.count == 1, let only = call.arguments.first,
      only.expression.normalizedText == element, call.trailingClosure == nil
    else { return false }
    switch (member.declName.baseName.text, only.label?.text) {
    case ("insert", nil), ("update", "with"), ("remove", nil): return true
    default: return false
    }
  }

  /// The part of a stored value that computes something from the written value, if any: the
  /// value itself, nil, constants, and `?:`/`??` choices among them are plain.
  private func transformation(in expression: ExprSyntax) -> ExprSyntax? {
    let bare = expression.withoutParentheses
    if !references(Syntax(bare)) { return nil }
    if isParameter(bare) { return nil }
    if storesNegation, let prefix = bare.as(PrefixOperatorExprSyntax.self),
      prefix.operator.text == "!", isParameter(prefix.expression.withoutParentheses)
    {
      return nil
    }
    if let ternary = bare.as(TernaryExprSyntax.self) {
      return transformation(in: ternary.thenExpression)
        ?? transformation(in: ternary.elseExpression)
    }
    if let infix = bare.as(InfixOperatorExprSyntax.self),
      infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "??"
    {
      return transformation(in: infix.leftOperand) ?? transformation(in: infix.rightOperand)
    }
    return bare
  }

  /// Whether `expression` is the setter's parameter itself.
  private func isParameter(_ expression: ExprSyntax) -> Bool {
    guard let reference = expression.as(DeclReferenceExprSyntax.self) else { return false }
    return reference.baseName.text == parameter && reference.argumentNames == nil
  }

  /// Whether `node` reads the setter's parameter (not a nested closure's own `$0`).
  private func references(_ node: Syntax) -> Bool {
    for token in node.tokens(viewMode: .sourceAccurate) where token.text == parameter {
      guard token.parent?.is(DeclReferenceExprSyntax.self) == true else { continue }
      if parameter.hasPrefix("$") {
        var owner = token.parent
        while let current = owner, !current.is(ClosureExprSyntax.self) { owner = current.parent }
        if owner?.id != setter.id { continue }
      }
      return true
    }
    return false
  }
}
