import SwiftSyntax

/// One closure binding on its way to a verdict.
///
/// ``judge()`` runs the stages in order; each returns its result or throws the ``Refusal`` that
/// ends the judgement:
///
/// 1. ``readGetter()``: the getter is a closure of one expression, without parameters.
/// 2. ``reportPattern(_:)``: patterns that are reported with advice, never rewritten.
/// 3. ``readSetter()``: the setter is a closure the tool can read; its parameter.
/// 4. ``makePlan(_:setter:)``: the helper to compare with, and what it reads and writes.
/// 5. ``checkSetter(_:_:)``: no side effect, no transformed or ignored value.
/// 6. ``checkBehaviour(_:_:)``: state by state, the closures read and store what the helper does.
/// 7. ``findSource(_:)``: the binding the helper is called on.
/// 8. ``checkTypes(_:)``: the rewrite has the binding's type.
/// 9. ``checkSurroundings(_:helper:)``: no shadowing helper, no comment lost or contradicted.
/// 10. ``rewrite(_:source:)``: what replaces the call.
struct ClosureBindingJudge {
  /// The closure binding.
  var binding: ClosureBindingCall
  /// What the code base declares.
  var index: ProjectIndex
  /// The call's line and column.
  var line: Int
  var column: Int
  /// The types along paths at the call, shared by the stages.
  var typing: PathTyping

  init(binding: ClosureBindingCall, index: ProjectIndex, line: Int, column: Int) {
    self.binding = binding
    self.index = index
    self.line = line
    self.column = column
    typing = PathTyping(index: index, site: Syntax(binding.call))
  }

  /// The call, for resolving names.
  var site: Syntax { Syntax(binding.call) }

  /// The getter's closure and its one expression.
  struct Getter {
    var closure: ClosureExprSyntax
    var read: ExprSyntax
  }

  /// The setter's closure and the name its body gives the written value.
  struct Setter {
    var closure: ClosureExprSyntax
    var parameter: String
  }

  /// The helper a closure binding is compared with.
  struct Plan {
    var target: AccessedValue
    var specification: Specification
    /// The helper called on a binding to `target.storage`.
    var helper: (String) -> String
    /// The helper's name as the code base would declare it, for the shadowing check.
    var declaredName: String
    /// Whether the helper is OptionalBindings' (not SwiftUI's `$x` or a key path subscript).
    var usesPackage: Bool
    /// For `Binding(unwrapping:)`: the `if` that guards the force unwrap.
    var nilCheck: NilCheck.Found?
    /// The declared type of the value the target path reads, when known.
    var valueType: TypeText?
    /// The scope `valueType` is written in.
    var valueScope: String?
  }

  /// The verdict.
  func judge() -> Verdict {
    var rule: Rule = .closureBinding
    var suggestion: String?
    do throws(Refusal) {
      let getter = try readGetter()
      let shape = GetterShape(getter.read)
      rule = Self.provisionalRule(for: shape)
      if let reported = try reportPattern(shape) { return reported }
      let setter = try readSetter()
      let plan = try makePlan(shape, getter: getter, setter: setter)
      rule = plan.specification.rule
      // The binding the helper would be called on, found once for every stage that needs it.
      let outcome = BindingLocator(index: index, site: site, typing: typing).binding(
        for: plan.target.storage)
      suggestion = likelyHelper(plan, outcome)
      try checkSetter(plan, setter)
      try checkBehaviour(plan, getter: getter, setter: setter, helper: suggestion)
      let source = try findSource(plan, outcome)
      try checkTypes(plan)
      let helper = plan.helper(source)
      try checkSurroundings(plan, helper: helper)
      return rewrite(plan, source: source)
    } catch {
      return Verdict(
        finding: Finding(
          line: line, column: column, rule: error.rule ?? rule, reason: error.reason,
          refusal: error.kind, suggestion: error.suggestion ?? suggestion),
        rewrite: nil)
    }
  }

  // MARK: 1–3. Reading the closures

  /// The getter's one expression.
  private func readGetter() throws(Refusal) -> Getter {
    guard let closure = binding.getter.closure else {
      throw Refusal(
        .closureForm,
        "the getter is \(Quote.code(binding.getter.expression)), a function the tool cannot see "
          + "into")
    }
    if let problem = closure.accessorProblem { throw Refusal(.closureForm, problem) }
    if !closure.parameterNames.isEmpty || closure.highestAnonymousParameter != nil {
      throw Refusal(.getterShape, "the getter takes a parameter")
    }
    guard let read = closure.singleExpression else {
      throw Refusal(.getterShape, "the getter runs several statements, which no helper matches")
    }
    return Getter(closure: closure, read: read)
  }

  /// A finding for a pattern that is reported with advice, or nil to go on.
  private func reportPattern(_ shape: GetterShape) throws(Refusal) -> Verdict? {
    let locator = BindingLocator(index: index, site: site, typing: typing)
    switch shape {
    case .unmatched(let reason):
      throw Refusal(.getterShape, reason)
    case .stateOrBinding(let name, let state):
      throw Refusal(
        .reportOnly,
        "the getter reads `\(name)?.wrappedValue ?? \(state.trimmedDescription)`: a binding the "
          + "view may be handed, or its own state; `@StateOrBinding` keeps both in one property",
        suggestion: "@StateOrBinding", rule: .stateOrBinding)
    case .identified(let collection, let id, let fallback):
      var collectionBinding = "$" + collection.trimmedDescription
      if let path = collection.valuePath, case .binding(let found) = locator.binding(for: path) {
        collectionBinding = found
      }
      let element = "\(collectionBinding)[id: \(id.trimmedDescription)]"
      throw Refusal(
        .reportOnly,
        "the getter finds the element whose id is \(Quote.code(id)) and reads "
          + "\(Quote.code(fallback)) when there is none; `\(element)` reads nil then, so the "
          + "view must handle a missing element (for example with `if let … = "
          + "Binding(unwrapping: \(element))`)",
        suggestion: "Binding(unwrapping: \(element))", rule: .identifiedElement)
    default:
      return nil
    }
  }

  /// The setter's closure and parameter.
  private func readSetter() throws(Refusal) -> Setter {
    guard let closure = binding.setter.closure else {
      throw Refusal(
        .closureForm,
        "the setter is \(Quote.code(binding.setter.expression)), a function the tool cannot see "
          + "into")
    }
    if let problem = closure.accessorProblem { throw Refusal(.closureForm, problem) }
    let names = closure.parameterNames
    switch (names.count, closure.highestAnonymousParameter) {
    case (0, nil), (0, 0):
      return Setter(closure: closure, parameter: "$0")
    case (1, _):
      return Setter(closure: closure, parameter: names[0])
    default:
      throw Refusal(
        .closureForm,
        "the setter also takes the write's transaction, which a key-path binding handles itself")
    }
  }

  // MARK: 4. The plan

  /// The rule a refusal is reported under before the setter has said which helper fits.
  private static func provisionalRule(for shape: GetterShape) -> Rule {
    switch shape {
    case .forwarding, .keyPathForwarding, .subscriptForwarding: .forwarding
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

  /// The interpreter for a target, with the setter's parameter and the arguments book.
  private func interpreter(
    _ target: AccessedValue, _ distinct: Set<[AbstractValue]>, _ setter: Setter,
    _ book: ArgumentBook
  ) -> Interpreter {
    Interpreter(
      target: target, parameter: setter.parameter, distinct: distinct, argument: book.name)
  }

  /// A refusal for an argument that may change between accesses.
  private func changing(_ expression: ExprSyntax, as role: String, _ problem: Stability.Problem)
    -> Refusal
  {
    let subject = "the \(role) \(Quote.code(expression))"
    let claim =
      role == "default"
      ? "\(subject) must stay lazy: it \(problem.predicate)" : "\(subject) \(problem.predicate)"
    return Refusal(
      .changingArgument,
      "\(claim); the closures evaluate it on every access, the helper once, when the binding is "
        + "made")
  }

  /// The helper to compare with, chosen from the getter's shape and, where the shape leaves a
  /// choice (`withDefault` or `replacingNil`, `isPresent()` or `isPresent(default:)`), from what
  /// the setter stores in one probing state.
  private func makePlan(_ shape: GetterShape, getter: Getter, setter: Setter) throws(Refusal)
    -> Plan
  {
    func plan(
      _ target: AccessedValue, _ specification: Specification, declaredName: String,
      usesPackage: Bool = true, nilCheck: NilCheck.Found? = nil,
      helper: @escaping (String) -> String
    ) -> Plan {
      let walk = typing.walk(target.storage)
      return Plan(
        target: target, specification: specification, helper: helper, declaredName: declaredName,
        usesPackage: usesPackage, nilCheck: nilCheck, valueType: walk.valueType,
        valueScope: walk.valueScope)
    }
    func stability(for path: ValuePath) -> (Stability, ArgumentBook) {
      let type = typing.walk(path).valueType
      let stability = Stability(index: index, site: site, scope: typing.scope, contextType: type)
      return (stability, ArgumentBook(stability: stability))
    }
    func stable(_ expression: ExprSyntax, as role: String, _ stability: Stability)
      throws(Refusal)
    {
      if let problem = stability.problem(with: expression) {
        throw changing(expression, as: role, problem)
      }
    }
    switch shape {
    case .forwarding(let path):
      return plan(.path(path), .forwarding, declaredName: "projectedValue", usesPackage: false) {
        $0
      }

    case .keyPathForwarding(let path, let keyPath):
      let (stability, _) = stability(for: path)
      try stable(keyPath, as: "key path", stability)
      let spelled = keyPath.trimmedDescription
      return plan(
        .keyPath(path, keyPath: keyPath.normalizedText), .forwarding,
        declaredName: "subscript(dynamicMember:)", usesPackage: false
      ) { "\($0)[dynamicMember: \(spelled)]" }

    case .subscriptForwarding(let path, let key):
      let (stability, _) = stability(for: path)
      try stable(key, as: "key", stability)
      let spelled = key.trimmedDescription
      return plan(
        .entry(path, key: key.normalizedText), .forwarding, declaredName: "subscript",
        usesPackage: false
      ) { "\($0)[\(spelled)]" }

    case .defaulted(let target, let fallback, let keyExpression):
      let (stability, book) = stability(for: target.storage)
      if let keyExpression { try stable(keyExpression, as: "key", stability) }
      try stable(fallback, as: "default", stability)
      let value = AbstractValue.of(fallback)
      let spelled = fallback.trimmedDescription
      let probe = try? interpreter(target, [[.other, value]], setter, book)
        .write(setter.closure.statements, state: .none, input: value)
      let key = keyExpression?.trimmedDescription ?? ""
      if probe == AbstractValue.none {
        return plan(target, .replacingNil(value), declaredName: "replacingNil") {
          keyExpression == nil
            ? "\($0).replacingNil(with: \(spelled))"
            : "\($0)[\(key)].replacingNil(with: \(spelled))"
        }
      }
      if keyExpression == nil {
        return plan(target, .withDefault(value), declaredName: "withDefault") {
          "\($0).withDefault(\(spelled))"
        }
      }
      return plan(
        target, .withDefault(value, rule: .dictionaryEntry), declaredName: "subscript(default:)"
      ) { "\($0)[\(key), default: \(spelled)]" }

    case .presence(let path):
      let (_, book) = stability(for: path)
      let probe = try? interpreter(.path(path), [], setter, book)
        .write(setter.closure.statements, state: .none, input: .bool(true))
      switch probe {
      case .argument(let stored)?:
        let spelled = book.spelling(of: stored)
        return plan(.path(path), .isPresent(storing: probe), declaredName: "isPresent") {
          "\($0).isPresent(default: \(spelled))"
        }
      case .bool(let flag)?:
        return plan(.path(path), .isPresent(storing: probe), declaredName: "isPresent") {
          "\($0).isPresent(default: \(flag))"
        }
      default:
        return plan(.path(path), .isPresent(storing: nil), declaredName: "isPresent") {
          "\($0).isPresent()"
        }
      }

    case .comparison(let left, let right):
      let assigned = AssignmentCollector.targets(in: setter.closure)
      let selection: ValuePath
      let choice: ExprSyntax
      if let path = left.valuePath, assigned.contains(where: { $0.sameValue(as: path) }) {
        (selection, choice) = (path, right)
      } else if let path = right.valuePath, assigned.contains(where: { $0.sameValue(as: path) }) {
        (selection, choice) = (path, left)
      } else {
        throw Refusal(
          .getterShape, "the setter assigns neither side of \(Quote.code(getter.read))")
      }
      let (stability, _) = stability(for: selection)
      try stable(choice, as: "choice", stability)
      let spelled = choice.trimmedDescription
      let value = AbstractValue.of(choice)
      // Whether the selection can be nil decides what writing `false` must do.
      let type = typing.walk(selection).valueType
      let isOptional: Bool
      if let type {
        isOptional = type.isOptional
      } else if AssignmentCollector.assignsNil(to: selection, in: setter.closure) {
        isOptional = true
      } else {
        throw Refusal(
          .unknownDeclaration,
          "the tool cannot see whether `\(selection)` is optional, which decides what writing "
            + "`false` must do")
      }
      return plan(
        .path(selection), isOptional ? .selection(value) : .requiredSelection(value),
        declaredName: "equals"
      ) { "\($0).equals(\(spelled))" }

    case .membership(let set, let element):
      let (stability, _) = stability(for: set)
      try stable(element, as: "element", stability)
      let spelled = element.trimmedDescription
      return plan(
        .membership(set, element: element.normalizedText), .setMembership,
        declaredName: "contains"
      ) { "\($0).contains(\(spelled))" }

    case .unwrap(let path):
      let found = NilCheck.enclosing(path, from: site)
      let result = plan(
        .path(path), .unwrapping, declaredName: "init(unwrapping:)", nilCheck: found
      ) { "Binding(unwrapping: \($0))" }
      guard found != nil else {
        throw Refusal(
          .unguardedUnwrap,
          "it reads \(Quote.code(getter.read)), which traps while `\(path)` is nil, and no "
            + "`if \(path) != nil` around it guards the binding; inside one, `if let … = "
            + "Binding(unwrapping: …)` fits",
          suggestion: likelyHelper(result))
      }
      return result

    case .stateOrBinding, .identified, .unmatched:
      throw Refusal(.getterShape, "no helper matches it")
    }
  }

  /// The helper spelled on the binding the target likely has, for suggestions.
  private func likelyHelper(_ plan: Plan, _ outcome: BindingLocator.Outcome? = nil) -> String? {
    switch outcome
      ?? BindingLocator(index: index, site: site, typing: typing).binding(for: plan.target.storage)
    {
    case .binding(let expression): plan.helper(expression)
    case .refused(let refusal): refusal.suggestion.map(plan.helper)
    }
  }

  // MARK: 5–6. What the closures do

  /// The setter stores only the value: no side effect, no transformation, nothing ignored.
  private func checkSetter(_ plan: Plan, _ setter: Setter) throws(Refusal) {
    let scan = SetterScan(
      setter: setter.closure, parameter: setter.parameter, target: plan.target)
    if let problem = scan.problem() { throw problem }
  }

  /// State by state, the closures read and store what the helper does.
  private func checkBehaviour(_ plan: Plan, getter: Getter, setter: Setter, helper likely: String?)
    throws(Refusal)
  {
    let stability = Stability(
      index: index, site: site, scope: typing.scope, contextType: plan.valueType)
    let book = ArgumentBook(stability: stability)
    let machine = interpreter(plan.target, plan.specification.distinct, setter, book)
    let helper = likely ?? plan.helper("$" + plan.target.storage.description)
    do {
      try plan.specification.check(
        getter: { try machine.read(getter.read, state: $0) },
        setter: { try machine.write(setter.closure.statements, state: $0, input: $1) },
        target: plan.target, helper: helper)
    } catch let divergence as Divergence {
      throw Refusal(.behaviour, divergence.reason)
    } catch let unsupported as Unsupported {
      throw Refusal(unsupported.kind, unsupported.reason)
    } catch {
      throw Refusal(.setterShape, "the tool could not follow the closures")
    }
  }

  // MARK: 7. The binding

  /// The binding the helper is called on.
  private func findSource(_ plan: Plan, _ outcome: BindingLocator.Outcome) throws(Refusal)
    -> String
  {
    let storage = plan.target.storage
    switch outcome {
    case .binding(let expression):
      if case .name(let name) = storage.root, storage.throughSelf {
        switch typing.declaration(of: name, throughSelf: false) {
        case .member, .undeclaredMember:
          break
        default:
          throw Refusal(
            .noBinding,
            "`\(name)` and `self.\(name)` are different values here (a local shadows the "
              + "property)")
        }
      }
      return expression
    case .refused(var refusal):
      if let likely = refusal.suggestion {
        refusal.suggestion = plan.helper(likely)
      }
      throw refusal
    }
  }

  // MARK: 8. Types

  /// The rewrite has the type the closure binding had, and the helper's requirements hold.
  private func checkTypes(_ plan: Plan) throws(Refusal) {
    let scope = plan.valueScope
    switch plan.specification.rule {
    case .withDefault, .replacingNil, .dictionaryEntry, .unwrapping:
      // `x ?? d` and `x!` read a `T`, or a `T?` where the place wants one.
      switch ExpectedBindingType.of(binding.call, index: index) {
      case .closures:
        break
      case .declared(let type, let place):
        if type.isOptional {
          throw Refusal(
            .type,
            "the binding is a `Binding<\(type.compact)>` (\(place)), an optional, where "
              + "`\(plan.declaredName)` gives a binding to the unwrapped value")
        }
      case .unseen(let place):
        throw Refusal(
          .type,
          "the tool cannot see the binding type \(place) expects; the rewrite gives a binding "
            + "to the unwrapped value, which is right only if it is not optional")
      }
      if case .entry(let dictionary, _) = plan.target, let type = plan.valueType,
        type.components != ["Dictionary"]
      {
        throw Refusal(
          .type, "`\(dictionary)` is a `\(type.compact)`, not a dictionary")
      } else if case .entry(let dictionary, _) = plan.target, plan.valueType == nil {
        throw Refusal(
          .unknownDeclaration,
          "the tool cannot see that `\(dictionary)` is a dictionary, which `[key, default:]` on a "
            + "binding needs")
      }
      if case .path(let path) = plan.target, let type = plan.valueType, !type.isOptional,
        plan.specification.rule != .unwrapping
      {
        throw Refusal(
          .type, "`\(path)` is not optional (`\(type.compact)`), so no helper for optionals applies"
        )
      }
    case .selection:
      guard let type = plan.valueType else {
        throw Refusal(
          .unknownDeclaration,
          "the tool cannot see the type of `\(plan.target.storage)`, and `equals(_:)` needs it to "
            + "be `Hashable`")
      }
      let wrapped = type.unwrapped
      switch index.isHashable(wrapped, in: scope) {
      case true?:
        break
      case false?:
        throw Refusal(
          .type,
          "`\(wrapped.compact)` is not `Hashable`, which `equals(_:)` needs (the closures only "
            + "compare with `==`)")
      case nil:
        throw Refusal(
          .unknownDeclaration,
          "the tool cannot see that `\(wrapped.compact)` is `Hashable`, which `equals(_:)` needs")
      }
    case .setMembership:
      if case .membership(let set, _) = plan.target, let problem = setProblem(set, plan) {
        throw problem
      }
    case .forwarding:
      // `$dict[key]` and `$array[index]` are key paths into the standard collections; another
      // type's subscript may not be one (its arguments must be `Hashable`).
      if case .entry(let collection, _) = plan.target {
        guard let type = plan.valueType else {
          throw Refusal(
            .unknownDeclaration,
            "the tool cannot see that `\(collection)` is a dictionary or an array, whose "
              + "subscript a binding can reach through a key path")
        }
        guard ["Dictionary", "Array"].contains(type.components.last ?? "") && !type.isOptional
        else {
          throw Refusal(
            .type,
            "`\(collection)` is a `\(type.compact)`, whose subscript the tool does not forward "
              + "through")
        }
      }
    default:
      break
    }
  }

  /// Why `set` may not be a `Set`, when the tool cannot show that it is one.
  private func setProblem(_ set: ValuePath, _ plan: Plan) -> Refusal? {
    if let type = plan.valueType {
      let inner = type.bindingValue ?? type
      if inner.isSet { return nil }
      switch index.resolve(inner, in: plan.valueScope) {
      case .declared(let name):
        if index.facts(of: name)?.attributes.contains("OptionSet") == true {
          return Refusal(
            .type,
            "`\(set)` is an option set (`\(inner.compact)`), not a `Set`; `contains(_:)` on a "
              + "binding applies to sets only")
        }
        return Refusal(.type, "`\(set)` is declared as `\(inner.compact)`, not a `Set`")
      case .external where ["Array", "Dictionary"].contains(inner.components.last ?? ""):
        let kind = inner.components.last == "Array" ? "an array" : "a dictionary"
        return Refusal(.type, "`\(set)` is \(kind), not a `Set`")
      default:
        return Refusal(
          .unknownDeclaration,
          "the tool cannot see that `\(set)` (declared as `\(inner.compact)`) is a `Set`, which "
            + "`contains(_:)` on a binding needs")
      }
    }
    if case .name(let name) = set.root, set.members.isEmpty {
      switch typing.declaration(of: name, throughSelf: set.throughSelf) {
      case .member(let property, _), .local(let property):
        if let initializer = property.initializer, SetLiteral.isSetConstruction(initializer) {
          return nil
        }
      default:
        break
      }
    }
    if let last = set.members.last, last != "wrappedValue", index.isSetMember(last) == true {
      return nil
    }
    return Refusal(
      .unknownDeclaration,
      "the tool cannot see that `\(set)` is a `Set` (an option set reads and writes the same way, "
        + "and `contains(_:)` on a binding applies to sets only)")
  }

  // MARK: 9. Surroundings

  /// No helper of the same name in the code base, and no comment that the rewrite would lose or
  /// that says the closures are there on purpose.
  private func checkSurroundings(_ plan: Plan, helper: String) throws(Refusal) {
    if plan.usesPackage, index.bindingExtensionMembers.contains(plan.declaredName) {
      throw Refusal(
        .shadowedHelper,
        "this code base declares its own `Binding.\(plan.declaredName)`, which the rewrite would "
          + "call instead of the package's helper; remove it first",
        suggestion: helper)
    }
    if let comment = Comments.aboutUpdates(near: binding.call) {
      throw Refusal(
        .comment,
        "a comment on it mentions updates (\(Quote.code(comment))), so the closures may be there "
          + "on purpose: a key-path binding compares equal between renders; left to you",
        suggestion: helper)
    }
    if Comments.hasInterior(binding.call) {
      throw Refusal(
        .comment, "a comment inside the closures would be lost; move it out and run again",
        suggestion: helper)
    }
  }

  // MARK: 10. The rewrite

  /// What replaces the call.
  private func rewrite(_ plan: Plan, source: String) -> Verdict {
    let rule = plan.specification.rule
    if rule == .unwrapping, let nilCheck = plan.nilCheck {
      let property = plan.target.storage.members.last ?? plan.target.storage.rootName
      return Verdict(
        finding: Finding(
          line: line, column: column, rule: rule,
          replacement: "Binding(unwrapping: \(source))"),
        rewrite: .unwrap(
          call: binding.call, source: source, property: property, check: nilCheck))
    }
    let helper = plan.helper(source)
    let replacement = binding.delegatesInitialization ? "self = \(helper)" : helper
    var finding = Finding(line: line, column: column, rule: rule, replacement: replacement)
    if rule == .withDefault, case .path(let path) = plan.target,
      NilCheck.enclosing(path, from: site) != nil
    {
      finding.notes.append(
        "inside `if \(path) != nil`, `Binding(unwrapping: \(source))` would also drop a write "
          + "that arrives after the value is removed instead of storing it again; that changes "
          + "behaviour, so it is left to you")
    }
    return Verdict(
      finding: finding,
      rewrite: .replace(call: binding.call, text: replacement, usesPackage: plan.usesPackage))
  }
}
