import SwiftSyntax

/// Names the arguments the interpreter meets (defaults, placeholders, choices), after checking
/// that each may be evaluated once, and remembers how each was written.
private final class ArgumentBook {
  let stability: Stability
  private(set) var spellings: [String: String] = [:]

  init(stability: Stability) {
    self.stability = stability
  }

  /// The argument's name (its normalized text), or why it may not be evaluated only once.
  func name(_ expression: ExprSyntax) -> Result<String, Unsupported> {
    if let problem = stability.problem(with: expression) {
      return .failure(
        Unsupported(
          reason: "`\(expression.trimmedDescription)` \(problem); the closures evaluate it on "
            + "every access, the helper would evaluate it once, when the binding is made"))
    }
    let name = expression.normalizedText
    if spellings[name] == nil { spellings[name] = expression.trimmedDescription }
    return .success(name)
  }

  /// How the argument named `name` was first written.
  func spelling(of name: String) -> String {
    spellings[name] ?? name
  }
}

/// Collects the paths a setter assigns to, to tell the selection from the choice in `a == b`.
private final class AssignmentCollector: SyntaxVisitor {
  var targets: [ValuePath] = []

  override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
    if node.operator.is(AssignmentExprSyntax.self), let path = node.leftOperand.valuePath {
      targets.append(path)
    }
    return .visitChildren
  }

  static func targets(in closure: ClosureExprSyntax) -> [ValuePath] {
    let collector = AssignmentCollector(viewMode: .sourceAccurate)
    collector.walk(closure.statements)
    return collector.targets
  }
}

/// One closure binding on its way to a verdict: which helper it could be, whether it does exactly
/// what that helper does, and whether the value it reads has a binding to call the helper on.
struct Candidate {
  /// What the getter suggests.
  var shape: GetterShape
  /// The getter's expression.
  var read: ExprSyntax
  /// The call, for resolving names.
  var site: Syntax
  /// What the code base declares.
  var index: ProjectIndex
  /// The closure binding.
  var binding: ClosureBindingCall

  /// The helper a closure binding is compared with.
  private struct Plan {
    var target: BindingTarget
    var specification: Specification
    /// The helper called on a binding to `target.storage`.
    var helper: (String) -> String
    /// The helper's name as the code base would declare it, for the shadowing check.
    var declaredName: String
  }

  /// The verdict.
  func judge(
    line: Int, column: Int, unwrappedNames: inout [SyntaxIdentifier: String]
  ) -> BindingVisitor.Judgement {
    let stability = Stability(index: index, site: site)
    let sources = BindingSource(index: index, site: site)
    let book = ArgumentBook(stability: stability)
    func leftAlone(_ rule: Rule, _ reason: String, suggestion: String? = nil)
      -> BindingVisitor.Judgement
    {
      BindingVisitor.Judgement(
        finding: Finding(
          line: line, column: column, rule: rule, reason: reason, suggestion: suggestion))
    }
    func boundHelper(_ plan: Plan) -> String? {
      switch sources.binding(for: plan.target.storage) {
      case .binding(let expression): plan.helper(expression)
      case .refused(_, let likely): likely.map(plan.helper)
      }
    }

    // Patterns reported without a rewrite.
    switch shape {
    case .unmatched(let reason):
      return leftAlone(.closureBinding, reason)
    case .stateOrBinding(let name, let state):
      return leftAlone(
        .stateOrBinding,
        "the getter reads `\(name)?.wrappedValue ?? \(state.trimmedDescription)`: a binding the "
          + "view may be handed, or its own state; `@StateOrBinding` keeps both in one property",
        suggestion: "@StateOrBinding")
    case .identified(let collection, let id, let fallback):
      var collectionBinding = "$" + collection.trimmedDescription
      if let path = collection.valuePath, case .binding(let found) = sources.binding(for: path) {
        collectionBinding = found
      }
      let element = "\(collectionBinding)[id: \(id.trimmedDescription)]"
      return leftAlone(
        .identifiedElement,
        "the getter finds the element whose id is `\(id.trimmedDescription)` and reads "
          + "`\(fallback.trimmedDescription)` when there is none; `\(element)` reads nil then, "
          + "so the view must handle a missing element (for example with `if let … = "
          + "Binding(unwrapping: \(element))`)",
        suggestion: "Binding(unwrapping: \(element))")
    default:
      break
    }

    // The setter.
    let provisionalRule = Self.provisionalRule(for: shape)
    guard let setter = binding.setter.closure else {
      return leftAlone(
        provisionalRule,
        "the setter is `\(binding.setter.expression.trimmedDescription)`, a function the tool "
          + "cannot see into")
    }
    if let problem = setter.accessorProblem { return leftAlone(provisionalRule, problem) }
    let names = setter.parameterNames
    let parameter: String
    switch (names.count, setter.highestAnonymousParameter) {
    case (0, nil), (0, 0):
      parameter = "$0"
    case (1, _):
      parameter = names[0]
    default:
      return leftAlone(
        provisionalRule,
        "the setter also takes the write's transaction, which a key-path binding handles itself")
    }
    func interpreter(_ target: BindingTarget, _ distinct: Set<[AbstractValue]>) -> Interpreter {
      Interpreter(
        target: target, parameter: parameter, distinct: distinct, argument: book.name)
    }

    // The helper to compare with.
    let plan: Plan
    switch makePlan(setter: setter, stability: stability, book: book, interpreter: interpreter) {
    case .success(let made):
      plan = made
    case .failure(let refusal):
      return leftAlone(refusal.rule, refusal.reason)
    }
    let rule = plan.specification.rule
    let nilCheck = NilCheck.enclosing(plan.target.storage, from: site)
    if rule == .unwrapping, nilCheck == nil {
      let storage = plan.target.storage
      return leftAlone(
        rule,
        "it reads `\(read.trimmedDescription)`, which traps while `\(storage)` is nil, and no "
          + "`if \(storage) != nil` around it guards the binding; inside one, `if let … = "
          + "Binding(unwrapping: …)` fits",
        suggestion: boundHelper(plan))
    }
    let machine = interpreter(plan.target, plan.specification.distinct)
    do {
      try plan.specification.check(
        getter: { try machine.read(read, state: $0) },
        setter: { try machine.write(setter.statements, state: $0, input: $1) },
        target: plan.target,
        helper: boundHelper(plan) ?? plan.helper("$" + plan.target.storage.description))
    } catch let divergence as Divergence {
      return leftAlone(rule, divergence.reason, suggestion: boundHelper(plan))
    } catch let unsupported as Unsupported {
      return leftAlone(rule, unsupported.reason, suggestion: boundHelper(plan))
    } catch {
      return leftAlone(rule, "the tool could not follow the closures")
    }

    // The binding to call the helper on.
    let storage = plan.target.storage
    let source: String
    switch sources.binding(for: storage) {
    case .binding(let expression):
      source = expression
    case .refused(let reason, let likely):
      guard let likely else { return leftAlone(rule, reason) }
      let helper = plan.helper(likely)
      return leftAlone(rule, "\(reason); `\(helper)` would fit", suggestion: helper)
    }
    if case .name(let name) = storage.root, storage.throughSelf {
      switch Resolver.resolve(name, at: site, throughSelf: false) {
      case .member, .undeclaredMember:
        break
      default:
        return leftAlone(
          rule,
          "`\(name)` and `self.\(name)` are different values here (a local shadows the "
            + "property)")
      }
    }
    let helper = plan.helper(source)
    if case .membership(let set, _) = plan.target, let problem = setProblem(set) {
      return leftAlone(rule, problem)
    }
    if index.bindingExtensionMembers.contains(plan.declaredName) {
      return leftAlone(
        rule,
        "this code base declares its own `Binding.\(plan.declaredName)`, which the rewrite would "
          + "call instead of the package's helper; remove it first",
        suggestion: helper)
    }
    if SourceEditor.hasInteriorComments(binding.call) {
      return leftAlone(
        rule, "a comment inside the closures would be lost; move it out and run again",
        suggestion: helper)
    }

    // The rewrite.
    if rule == .unwrapping, let nilCheck {
      return unwrap(
        storage, guardedBy: nilCheck, source: source, line: line, column: column,
        unwrappedNames: &unwrappedNames)
    }
    let replacement = binding.delegatesInitialization ? "self = \(helper)" : helper
    var finding = Finding(line: line, column: column, rule: rule, replacement: replacement)
    if rule == .withDefault, case .path(let path) = plan.target, nilCheck != nil {
      finding.notes.append(
        "inside `if \(path) != nil`, `Binding(unwrapping: \(source))` would also drop a write "
          + "that arrives after the value is removed instead of storing it again; that changes "
          + "behaviour, so it is left to you")
    }
    return BindingVisitor.Judgement(
      finding: finding,
      edits: [TextEdit(range: SourceEditor.range(of: binding.call), replacement: replacement)])
  }

  // MARK: Plans

  /// A verdict reached while choosing the helper.
  private struct Refusal: Error {
    var rule: Rule
    var reason: String
  }

  /// The rule a refusal is reported under before the setter has said which helper fits.
  private static func provisionalRule(for shape: GetterShape) -> Rule {
    switch shape {
    case .forwarding: .forwarding
    case .defaulted(.entry, _, _): .dictionaryEntry
    case .defaulted: .withDefault
    case .presence: .isPresent
    case .comparison: .selection
    case .membership: .setMembership
    case .unwrap: .unwrapping
    case .stateOrBinding: .stateOrBinding
    case .identified: .identifiedElement
    case .unmatched: .closureBinding
    }
  }

  /// The helper to compare with, chosen from the getter's shape and, where the shape leaves a
  /// choice (`withDefault` or `replacingNil`, `isPresent()` or `isPresent(default:)`), from what
  /// the setter stores in one probing state; or why the arguments rule every helper out.
  private func makePlan(
    setter: ClosureExprSyntax, stability: Stability, book: ArgumentBook,
    interpreter: (BindingTarget, Set<[AbstractValue]>) -> Interpreter
  ) -> Result<Plan, Refusal> {
    func stable(_ expression: ExprSyntax, as role: String, rule: Rule) -> Refusal? {
      guard let problem = stability.problem(with: expression) else {
        _ = book.name(expression)
        return nil
      }
      let subject = "the \(role) `\(expression.trimmedDescription)`"
      let claim =
        role == "default" ? "\(subject) must stay lazy: it \(problem)" : "\(subject) \(problem)"
      return Refusal(
        rule: rule,
        reason: "\(claim), and the closures evaluate it on every access where the helper would "
          + "evaluate it once, when the binding is made")
    }
    switch shape {
    case .forwarding(let path):
      return .success(
        Plan(
          target: .path(path), specification: .forwarding, helper: { $0 },
          declaredName: "projectedValue"))

    case .defaulted(let target, let fallback, let keyExpression):
      let provisional: Rule = keyExpression == nil ? .withDefault : .dictionaryEntry
      if let keyExpression, let refusal = stable(keyExpression, as: "key", rule: provisional) {
        return .failure(refusal)
      }
      if let refusal = stable(fallback, as: "default", rule: provisional) {
        return .failure(refusal)
      }
      let value = AbstractValue.of(fallback)
      let spelled = fallback.trimmedDescription
      let probe = try? interpreter(target, [[.other, value]])
        .write(setter.statements, state: .none, input: value)
      let key = keyExpression?.trimmedDescription ?? ""
      if probe == AbstractValue.none {
        let helper: (String) -> String =
          keyExpression == nil
          ? { "\($0).replacingNil(with: \(spelled))" }
          : { "\($0)[\(key)].replacingNil(with: \(spelled))" }
        return .success(
          Plan(
            target: target, specification: .replacingNil(value), helper: helper,
            declaredName: "replacingNil"))
      }
      if keyExpression == nil {
        return .success(
          Plan(
            target: target, specification: .withDefault(value),
            helper: { "\($0).withDefault(\(spelled))" }, declaredName: "withDefault"))
      }
      return .success(
        Plan(
          target: target, specification: .withDefault(value, rule: .dictionaryEntry),
          helper: { "\($0)[\(key), default: \(spelled)]" }, declaredName: "subscript(default:)"))

    case .presence(let path):
      let probe = try? interpreter(.path(path), [])
        .write(setter.statements, state: .none, input: .bool(true))
      switch probe {
      case .argument(let stored)?:
        let spelled = book.spelling(of: stored)
        return .success(
          Plan(
            target: .path(path), specification: .isPresent(storing: probe),
            helper: { "\($0).isPresent(default: \(spelled))" }, declaredName: "isPresent"))
      case .bool(let flag)?:
        return .success(
          Plan(
            target: .path(path), specification: .isPresent(storing: probe),
            helper: { "\($0).isPresent(default: \(flag))" }, declaredName: "isPresent"))
      default:
        break
      }
      return .success(
        Plan(
          target: .path(path), specification: .isPresent(storing: nil),
          helper: { "\($0).isPresent()" }, declaredName: "isPresent"))

    case .comparison(let left, let right):
      let assigned = AssignmentCollector.targets(in: setter)
      let selection: ValuePath
      let choice: ExprSyntax
      if let path = left.valuePath, assigned.contains(where: { $0.sameValue(as: path) }) {
        (selection, choice) = (path, right)
      } else if let path = right.valuePath, assigned.contains(where: { $0.sameValue(as: path) }) {
        (selection, choice) = (path, left)
      } else {
        return .failure(
          Refusal(
            rule: .selection,
            reason: "the setter assigns neither side of `\(read.trimmedDescription)`"))
      }
      if let refusal = stable(choice, as: "choice", rule: .selection) {
        return .failure(refusal)
      }
      let spelled = choice.trimmedDescription
      return .success(
        Plan(
          target: .path(selection), specification: .selection(AbstractValue.of(choice)),
          helper: { "\($0).equals(\(spelled))" }, declaredName: "equals"))

    case .membership(let set, let element):
      if let refusal = stable(element, as: "element", rule: .setMembership) {
        return .failure(refusal)
      }
      let spelled = element.trimmedDescription
      return .success(
        Plan(
          target: .membership(set, element: element.normalizedText),
          specification: .setMembership, helper: { "\($0).contains(\(spelled))" },
          declaredName: "contains"))

    case .unwrap(let path):
      return .success(
        Plan(
          target: .path(path), specification: .unwrapping,
          helper: { "Binding(unwrapping: \($0))" }, declaredName: "init(unwrapping:)"))

    case .stateOrBinding, .identified, .unmatched:
      return .failure(Refusal(rule: .closureBinding, reason: "no helper matches it"))
    }
  }

  // MARK: Checks

  /// Why `set` may not be a `Set`, when the tool cannot show that it is one.
  private func setProblem(_ set: ValuePath) -> String? {
    var typeText: String?
    var initializer: ExprSyntax?
    if set.members.count == 1, case .name(let name) = set.root,
      let rootType = declaredType(of: name, throughSelf: set.throughSelf),
      index.setMembersByType.contains("\(TypeName.simple(rootType)).\(set.members[0])")
    {
      return nil
    }
    if let last = set.members.last, last != "wrappedValue" {
      switch index.isSetMember(last) {
      case true?: return nil
      case false?:
        return "`\(set)` is declared as something other than a `Set` (an option set reads and "
          + "writes the same way, and `contains(_:)` on a binding applies to sets only)"
      case nil:
        return "the tool cannot see that `\(set)` is a `Set` (an option set reads and writes the "
          + "same way, and `contains(_:)` on a binding applies to sets only)"
      }
    }
    if case .name(let name) = set.root {
      switch Resolver.resolve(name, at: site, throughSelf: set.throughSelf) {
      case .member(let property, _), .local(let property):
        typeText = property.typeText
        initializer = property.initializer
      case .parameter(let type, _), .closureParameter(_, let type):
        typeText = type
      default:
        break
      }
    }
    if let typeText {
      let inner =
        TypeName.isBinding(typeText)
        ? String(typeText.drop { $0 != "<" }.dropFirst().dropLast()) : typeText
      if TypeName.isSet(inner) { return nil }
      let name = TypeName.simple(inner)
      if index.optionSets.contains(name) {
        return "`\(set)` is an option set (`\(name)`), not a `Set`; `contains(_:)` on a binding "
          + "applies to sets only"
      }
      return "`\(set)` is declared as `\(inner)`, not a `Set`"
    }
    if let initializer, SetLiteral.isSetConstruction(initializer) { return nil }
    return "the tool cannot see that `\(set)` is a `Set` (an option set reads and writes the "
      + "same way, and `contains(_:)` on a binding applies to sets only)"
  }

  /// The type `name` is declared with at the site, when it is written down.
  private func declaredType(of name: String, throughSelf: Bool) -> String? {
    switch Resolver.resolve(name, at: site, throughSelf: throughSelf) {
    case .member(let property, _), .local(let property):
      return property.typeText
    case .parameter(let type, _), .closureParameter(_, let type):
      return type
    default:
      return nil
    }
  }

  // MARK: Unwrapping

  /// The rewrite of a force-unwrapping closure binding under `check`: the condition becomes
  /// `let name = Binding(unwrapping: source)` (once per `if`) and the call becomes `name`.
  private func unwrap(
    _ path: ValuePath, guardedBy check: NilCheck.Found, source: String, line: Int, column: Int,
    unwrappedNames: inout [SyntaxIdentifier: String]
  ) -> BindingVisitor.Judgement {
    let unwrapped = "Binding(unwrapping: \(source))"
    var edits: [TextEdit] = []
    let name: String
    if let existing = unwrappedNames[check.condition.id] {
      name = existing
    } else {
      guard let free = NilCheck.freeName(for: path, in: check, excluding: binding.call) else {
        return BindingVisitor.Judgement(
          finding: Finding(
            line: line, column: column, rule: .unwrapping,
            reason: "no name is free for the unwrapped binding inside this `if`",
            suggestion: unwrapped))
      }
      name = free
      unwrappedNames[check.condition.id] = name
      edits.append(
        TextEdit(
          range: SourceEditor.range(of: check.condition.condition),
          replacement: "let \(name) = \(unwrapped)"))
    }
    edits.append(TextEdit(range: SourceEditor.range(of: binding.call), replacement: name))
    return BindingVisitor.Judgement(
      finding: Finding(
        line: line, column: column, rule: .unwrapping, replacement: name,
        notes: [
          "the condition `\(check.condition.condition.trimmedDescription)` becomes "
            + "`let \(name) = \(unwrapped)`"
        ]),
      edits: edits)
  }
}

/// The `if x != nil` around a closure binding.
enum NilCheck {
  /// An `if` and the condition in it that checks the path.
  struct Found {
    var statement: IfExprSyntax
    var condition: ConditionElementSyntax
  }

  /// The nearest `if` whose body holds `node` and one of whose conditions is `path != nil`,
  /// with no closure or declaration in between.
  static func enclosing(_ path: ValuePath, from node: Syntax) -> Found? {
    var child = node
    while let parent = child.parent {
      if parent.is(ClosureExprSyntax.self) || parent.is(DeclSyntax.self)
        || parent.is(AccessorBlockSyntax.self)
      {
        return nil
      }
      if let statement = parent.as(IfExprSyntax.self), child.id == statement.body.id {
        for condition in statement.conditions {
          if case .expression(let expression) = condition.condition,
            isNilCheck(expression, of: path)
          {
            return Found(statement: statement, condition: condition)
          }
        }
      }
      child = parent
    }
    return nil
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

  /// A name for the unwrapped binding that nothing in the `if` uses: the property's own name,
  /// or that name followed by `Binding`.
  static func freeName(for path: ValuePath, in found: Found, excluding call: FunctionCallExprSyntax)
    -> String?
  {
    let base = path.members.last ?? path.rootName
    var used: Set<String> = []
    let skipped = [found.condition.trimmedByteRangeValue, call.trimmedByteRangeValue]
    for token in found.statement.tokens(viewMode: .sourceAccurate) {
      let offset = token.positionAfterSkippingLeadingTrivia.utf8Offset
      if skipped.contains(where: { $0.contains(offset) }) { continue }
      used.insert(token.text)
    }
    return [base, base + "Binding"].first { !used.contains($0) }
  }
}

extension SyntaxProtocol {
  /// The node's bytes without leading and trailing trivia, as offsets.
  var trimmedByteRangeValue: Range<Int> {
    positionAfterSkippingLeadingTrivia.utf8Offset..<endPositionBeforeTrailingTrivia.utf8Offset
  }
}
