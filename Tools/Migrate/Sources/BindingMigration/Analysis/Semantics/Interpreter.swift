import SwiftSyntax

/// Why the interpreter stopped: code it does not model, with a sentence saying what.
struct Unsupported: Error {
  var kind: RefusalKind
  var reason: String

  init(_ kind: RefusalKind, _ reason: String) {
    self.kind = kind
    self.reason = reason
  }
}

/// A read that would stop the program (a force unwrap of nil).
struct Trapped: Error {}

/// Runs a getter or setter closure over abstract values, to compare what it does with what a
/// helper does in every state that matters.
///
/// The interpreter knows assignments to the target, `if`/`else` (with `let _ = target`
/// conditions), `guard`, `return`, ternaries (also as statements, with `()` doing nothing), `!`,
/// `==`, `!=`, `&&`, `||`, `??`, `!` (force unwrap), `isEmpty` on the empty string, and
/// `insert`/`remove`/`contains` on the target set. Anything else stops it with the reason. Side
/// effects and setters that transform the value are found before it runs
/// (``SetterScan``), so its reasons are about what it could not follow.
struct Interpreter {
  /// What the closures read and write.
  var target: AccessedValue
  /// The setter's parameter name (`$0` when it has none).
  var parameter: String
  /// Pairs of named values known to differ: `other` is never the placeholder or the choice.
  var distinct: Set<[AbstractValue]>
  /// Decides whether an argument expression may be read once instead of on every call, and
  /// names it; returns the reason when it may not.
  var argument: (ExprSyntax) -> Result<String, Unsupported>
  /// The target's declared type (optional or not), when known: `isEmpty` is known only for a
  /// `String`, whose `isEmpty` is `== ""`; another type's `isEmpty` is its own code.
  var valueType: TypeText? = nil

  /// The state the target holds while a closure runs, and the value written.
  private struct Machine {
    var state: AbstractValue
    var input: AbstractValue?
  }

  /// What a getter reads while the target holds `state`.
  func read(_ expression: ExprSyntax, state: AbstractValue) throws -> AbstractValue {
    var machine = Machine(state: state, input: nil)
    return try evaluate(expression, &machine)
  }

  /// What the target holds after a setter runs with `input` while it held `state`.
  func write(_ statements: CodeBlockItemListSyntax, state: AbstractValue, input: AbstractValue)
    throws -> AbstractValue
  {
    var machine = Machine(state: state, input: input)
    _ = try execute(statements, &machine)
    return machine.state
  }

  // MARK: Statements

  /// Whether a statement let the setter go on or returned from it.
  private enum Flow {
    case next
    case returned
  }

  /// Runs a list of statements until one returns.
  private func execute(_ statements: CodeBlockItemListSyntax, _ machine: inout Machine) throws
    -> Flow
  {
    for item in statements {
      switch item.item {
      case .decl(let declaration):
        throw Unsupported(.setterShape, "the setter declares \(Quote.code(declaration))")
      case .stmt(let statement):
        if try execute(statement, &machine) == .returned { return .returned }
      case .expr(let expression):
        if try execute(expression, &machine) == .returned { return .returned }
      }
    }
    return .next
  }

  /// Runs one statement: an expression, `return`, or `guard`.
  private func execute(_ statement: StmtSyntax, _ machine: inout Machine) throws -> Flow {
    if let expressionStatement = statement.as(ExpressionStmtSyntax.self) {
      return try execute(expressionStatement.expression, &machine)
    }
    if let returnStatement = statement.as(ReturnStmtSyntax.self) {
      if let value = returnStatement.expression {
        throw Unsupported(.setterShape, "the setter returns \(Quote.code(value))")
      }
      return .returned
    }
    if let guardStatement = statement.as(GuardStmtSyntax.self) {
      if try condition(guardStatement.conditions, &machine) { return .next }
      let flow = try execute(guardStatement.body.statements, &machine)
      guard flow == .returned else {
        throw Unsupported(.setterShape, "the setter has a `guard` whose `else` does not return")
      }
      return .returned
    }
    throw Unsupported(.setterShape, "the setter runs \(Quote.code(statement))")
  }

  /// Runs an expression statement: `if`, an assignment to the target, or an `insert`/`remove`.
  private func execute(_ expression: ExprSyntax, _ machine: inout Machine) throws -> Flow {
    if let ifExpression = expression.as(IfExprSyntax.self) {
      if try condition(ifExpression.conditions, &machine) {
        return try execute(ifExpression.body.statements, &machine)
      }
      switch ifExpression.elseBody {
      case .none:
        return .next
      case .ifExpr(let elseIf):
        return try execute(ExprSyntax(elseIf), &machine)
      case .codeBlock(let block):
        return try execute(block.statements, &machine)
      }
    }
    if let ternary = expression.as(TernaryExprSyntax.self) {
      // `$0 ? () : (selection = nil)`: a ternary used as a statement runs one branch.
      guard case .bool(let value) = try evaluate(ternary.condition, &machine) else {
        throw Unsupported(
          .setterShape,
          "the setter branches on \(Quote.code(ternary.condition)), which the tool cannot evaluate")
      }
      return try execute(value ? ternary.thenExpression : ternary.elseExpression, &machine)
    }
    if let tuple = expression.as(TupleExprSyntax.self) {
      // `()` does nothing; `(x = nil)` is the assignment inside.
      if tuple.elements.isEmpty { return .next }
      if tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
        return try execute(only.expression, &machine)
      }
    }
    if let assignment = expression.as(InfixOperatorExprSyntax.self),
      assignment.operator.is(AssignmentExprSyntax.self)
    {
      let left = assignment.leftOperand.withoutParentheses
      if left.is(DiscardAssignmentExprSyntax.self) {
        try perform(assignment.rightOperand, &machine)
        return .next
      }
      guard target.isAssigned(by: left) else {
        if let problem = left.pathProblem, problem.hasPrefix("optional chaining") {
          throw Unsupported(
            .setterShape,
            "the setter writes through \(problem), which does nothing while the optional is "
              + "nil; a binding always writes")
        }
        throw Unsupported(.sideEffect, "the setter also assigns \(Quote.code(left))")
      }
      machine.state = try evaluate(assignment.rightOperand, &machine)
      return .next
    }
    try perform(expression, &machine)
    return .next
  }

  /// Runs a call statement: only `insert` and `remove` of the element on the target set count.
  private func perform(_ expression: ExprSyntax, _ machine: inout Machine) throws {
    let bare = expression.withoutParentheses
    if case .membership(let set, let element) = target,
      let call = bare.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      let base = member.base, let path = base.valuePath, path.sameValue(as: set),
      call.arguments.count == 1, let only = call.arguments.first,
      only.expression.normalizedText == element, call.trailingClosure == nil
    {
      switch (member.declName.baseName.text, only.label?.text) {
      case ("insert", nil), ("update", "with"):
        machine.state = .bool(true)
        return
      case ("remove", nil):
        machine.state = .bool(false)
        return
      default:
        break
      }
    }
    if let call = bare.as(FunctionCallExprSyntax.self) {
      throw Unsupported(.sideEffect, "the setter also calls \(Quote.code(call.calledExpression))")
    }
    throw Unsupported(.setterShape, "the setter runs \(Quote.code(bare))")
  }

  /// Evaluates an `if` or `guard` condition list; every element must be a Boolean expression.
  private func condition(_ conditions: ConditionElementListSyntax, _ machine: inout Machine)
    throws -> Bool
  {
    for element in conditions {
      if case .optionalBinding(let binding) = element.condition,
        binding.pattern.isWildcard, let value = binding.initializer?.value,
        target.isSpelled(by: value.withoutParentheses)
      {
        // `if let _ = x`: whether the target holds a value.
        if machine.state == .none { return false }
        continue
      }
      guard case .expression(let expression) = element.condition else {
        throw Unsupported(
          .setterShape,
          "the setter tests \(Quote.code(element.condition)), which the tool cannot follow")
      }
      let tested = try evaluate(expression, &machine)
      guard case .bool(let value) = tested else {
        if isParameter(expression.withoutParentheses) {
          throw Unsupported(
            .setterShape,
            "the setter branches on the value written (\(Quote.code(expression))), which "
              + "only a Boolean helper does")
        }
        throw Unsupported(
          .setterShape,
          "the setter tests \(Quote.code(expression)), which the tool cannot evaluate")
      }
      if !value { return false }
    }
    return true
  }

  // MARK: Expressions

  /// Whether `expression` reads the setter's parameter anywhere (not a nested closure's own
  /// `$0`).
  private func readsParameter(_ expression: ExprSyntax) -> Bool {
    for token in expression.tokens(viewMode: .sourceAccurate) where token.text == parameter {
      guard token.parent?.is(DeclReferenceExprSyntax.self) == true else { continue }
      if parameter.hasPrefix("$") {
        var owner = token.parent
        while let current = owner, !current.is(ClosureExprSyntax.self) { owner = current.parent }
        if let closure = owner,
          expression.trimmedByteRangeValue.contains(
            closure.positionAfterSkippingLeadingTrivia.utf8Offset)
        {
          continue
        }
      }
      return true
    }
    return false
  }

  /// Whether `expression` is the setter's parameter.
  private func isParameter(_ expression: ExprSyntax) -> Bool {
    guard let reference = expression.as(DeclReferenceExprSyntax.self) else { return false }
    return reference.baseName.text == parameter && reference.argumentNames == nil
  }

  /// The abstract value of `expression` in the machine's state.
  private func evaluate(_ expression: ExprSyntax, _ machine: inout Machine) throws
    -> AbstractValue
  {
    let bare = expression.withoutParentheses
    if isParameter(bare) {
      guard let input = machine.input else {
        throw Unsupported(.getterShape, "the getter reads `\(parameter)`")
      }
      return input
    }
    if target.isSpelled(by: bare) {
      return machine.state
    }
    if bare.is(NilLiteralExprSyntax.self) { return .none }
    if let literal = bare.as(BooleanLiteralExprSyntax.self) {
      return .bool(literal.literal.tokenKind == .keyword(.true))
    }
    if let prefix = bare.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
      guard case .bool(let value) = try evaluate(prefix.expression, &machine) else {
        throw Unsupported(
          .setterShape, "it negates \(Quote.code(prefix.expression)), which is not a Boolean here")
      }
      return .bool(!value)
    }
    if let unwrap = bare.as(ForceUnwrapExprSyntax.self) {
      let value = try evaluate(unwrap.expression, &machine)
      if value == .none { throw Trapped() }
      return value
    }
    if let ternary = bare.as(TernaryExprSyntax.self) {
      guard case .bool(let value) = try evaluate(ternary.condition, &machine) else {
        throw Unsupported(
          .setterShape,
          "it chooses on \(Quote.code(ternary.condition)), which the tool cannot evaluate")
      }
      return try evaluate(value ? ternary.thenExpression : ternary.elseExpression, &machine)
    }
    if let infix = bare.as(InfixOperatorExprSyntax.self),
      let operatorToken = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text
    {
      return try evaluate(infix, operator: operatorToken, &machine)
    }
    if case .entry(let dictionary, let key) = target,
      let subscriptCall = bare.as(SubscriptCallExprSyntax.self),
      let path = subscriptCall.calledExpression.valuePath, path.sameValue(as: dictionary),
      subscriptCall.arguments.count == 2, let first = subscriptCall.arguments.first,
      first.label == nil, first.expression.normalizedText == key,
      let fallback = subscriptCall.arguments.last, fallback.label?.text == "default"
    {
      // `dict[key, default: d]` reads the entry, or `d` while it is missing.
      return machine.state == .none ? try evaluate(fallback.expression, &machine) : machine.state
    }
    if let member = bare.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "isEmpty",
      let base = member.base
    {
      return try isEmpty(evaluate(base, &machine))
    }
    if case .membership(let set, let element) = target,
      let call = bare.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "contains", let base = member.base,
      let path = base.valuePath, path.sameValue(as: set), call.arguments.count == 1,
      let only = call.arguments.first, only.label == nil,
      only.expression.normalizedText == element
    {
      return machine.state
    }
    if let path = bare.valuePath, path.sameValue(as: target.storage) {
      throw Unsupported(.getterShape, "it reads all of `\(path)`, not only `\(target.text)`")
    }
    if machine.input != nil, readsParameter(bare) {
      throw Unsupported(
        .setterShape,
        "the setter computes \(Quote.code(bare)) from the value written, which the tool cannot "
          + "evaluate (it follows `isEmpty`, `==` and `!=`)")
    }
    if let read = Self.partRead(of: target.storage, in: bare) {
      throw Unsupported(
        .setterShape,
        "the closures read \(Quote.code(bare)), a part of `\(read)` itself, so what they do "
          + "depends on more of the value than whether it is there; no helper does that")
    }
    switch argument(bare) {
    case .success(let name):
      return .argument(name)
    case .failure(let unsupported):
      throw unsupported
    }
  }

  /// The target's storage, when `expression` reads a part of it (`request?.isAnswered`,
  /// `request!.isAnswered`, `request.count`): a member, an unwrap, a call or a subscript on it.
  static func partRead(of storage: ValuePath, in expression: ExprSyntax) -> ValuePath? {
    var current = expression
    while true {
      if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
        current = base
      } else if let chain = current.as(OptionalChainingExprSyntax.self) {
        current = chain.expression
      } else if let unwrap = current.as(ForceUnwrapExprSyntax.self) {
        current = unwrap.expression
      } else if let call = current.as(FunctionCallExprSyntax.self) {
        current = call.calledExpression
      } else if let subscriptCall = current.as(SubscriptCallExprSyntax.self) {
        current = subscriptCall.calledExpression
      } else {
        return nil
      }
      if let path = current.valuePath, path.sameValue(as: storage) { return path }
    }
  }

  /// The abstract value of a binary operation the interpreter knows.
  private func evaluate(
    _ infix: InfixOperatorExprSyntax, operator name: String, _ machine: inout Machine
  ) throws -> AbstractValue {
    switch name {
    case "??":
      let left = try evaluate(infix.leftOperand, &machine)
      return left == .none ? try evaluate(infix.rightOperand, &machine) : left
    case "&&", "||":
      guard case .bool(let left) = try evaluate(infix.leftOperand, &machine) else {
        throw Unsupported(
          .setterShape, "it combines \(Quote.code(infix)), which the tool cannot evaluate")
      }
      if name == "&&" && !left { return .bool(false) }
      if name == "||" && left { return .bool(true) }
      guard case .bool(let right) = try evaluate(infix.rightOperand, &machine) else {
        throw Unsupported(
          .setterShape, "it combines \(Quote.code(infix)), which the tool cannot evaluate")
      }
      return .bool(right)
    case "==", "!=":
      let left = try evaluate(infix.leftOperand, &machine)
      let right = try evaluate(infix.rightOperand, &machine)
      let equal = try equals(left, right, infix)
      return .bool(name == "==" ? equal : !equal)
    default:
      throw Unsupported(.setterShape, "it computes \(Quote.code(infix)), which no helper does")
    }
  }

  /// Whether two abstract values are equal, when the states chosen make that known.
  private func equals(_ left: AbstractValue, _ right: AbstractValue, _ node: some SyntaxProtocol)
    throws -> Bool
  {
    if left == right { return true }
    switch (left, right) {
    case (.none, _), (_, .none), (.bool, .bool):
      return false
    default:
      if distinct.contains([left, right]) || distinct.contains([right, left]) { return false }
      throw Unsupported(
        .setterShape, "it compares values the tool cannot tell apart (\(Quote.code(node)))")
    }
  }

  /// `isEmpty` of a value: known for the empty-string placeholder and for a value known to
  /// differ from it.
  private func isEmpty(_ value: AbstractValue) throws -> AbstractValue {
    let stringTypes: Set<String> = ["String", "Swift.String", "Substring", "Swift.Substring"]
    guard let valueType else {
      throw Unsupported(
        .unknownDeclaration,
        "it tests `isEmpty`, and the tool cannot see that `\(target.text)` is a `String`, for "
          + "which `isEmpty` is `== \"\"`; another type's `isEmpty` is its own code")
    }
    guard stringTypes.contains(valueType.unwrapped.compact) else {
      throw Unsupported(
        .setterShape,
        "it tests `isEmpty` of a `\(valueType.unwrapped.compact)`, that type's own code, which "
          + "the tool does not follow (for a `String` it is `== \"\"`)")
    }
    switch value {
    case .argument("\"\""):
      return .bool(true)
    case .other where distinct.contains([.other, .argument("\"\"")]):
      return .bool(false)
    default:
      throw Unsupported(.setterShape, "it tests `isEmpty` on \(value), which the tool cannot tell")
    }
  }
}
