import SwiftSyntax

/// One closure binding on its way to a verdict.
///
/// ``judge()`` runs the stages in order; each returns its result or throws the ``Refusal`` that
/// ends the judgement. What is particular to a helper (the shapes it reads, what it does state
/// by state, how it is spelled, what its types need) is in its rule's file under `Rules/`; the
/// stages ask the rules through ``RuleRegistry``, never one by name, and a plan's checks through
/// its ``Specification``.
///
/// 1. ``readGetter()``: the getter is a closure of one expression, without parameters; the
///    shapes it has (``RuleRegistry/matching(_:)``).
/// 2. ``ReportedShapeRule/report(in:)``: patterns that are reported with advice, never
///    rewritten.
/// 3. ``readSetter()``: the setter is a closure the tool can read; its parameter.
/// 4. ``makePlan(_:getter:setter:)``: the helper to compare with, and what it reads and writes.
/// 5. ``checkSetter(_:_:)``: no side effect, no transformed or ignored value.
/// 6. ``checkBehaviour(_:getter:setter:helper:)``: state by state, the closures read and store
///    what the helper does.
/// 7. ``findSource(_:_:)``: the binding the helper is called on.
/// 8. ``checkTypes(_:)``: the rewrite has the binding's type.
/// 9. ``checkSurroundings(_:helper:)``: no shadowing helper, no comment lost or contradicted.
/// 10. ``rewrite(_:source:)``: what replaces the call.
///
/// Stages 5 to 9 run together in ``check(_:getter:setter:)``, which a rule's crash fix runs too.
struct ClosureBindingJudge {
  /// The closures judged: the call's own, or through an unwrap (``isThroughUnwrap``) a copy of
  /// them.
  var binding: ClosureBindingCall
  /// The call in the file: where names are resolved, what its place expects, what a rewrite
  /// replaces.
  var call: FunctionCallExprSyntax
  /// What the code base declares.
  var index: ProjectIndex
  /// The call's line and column.
  var line: Int
  var column: Int
  /// The types along paths at the call, shared by the stages.
  var typing: PathTyping
  /// Whether ``binding`` is the copy an ``UnwrapLens`` made of closures that reach their value
  /// through a force-unwrapped optional under a check of it, whose root name stands for the
  /// unwrapped binding.
  var isThroughUnwrap = false

  init(binding: ClosureBindingCall, index: ProjectIndex, line: Int, column: Int) {
    self.binding = binding
    call = binding.call
    self.index = index
    self.line = line
    self.column = column
    typing = PathTyping(index: index, site: Syntax(binding.call))
  }

  /// The call, for resolving names.
  var site: Syntax { Syntax(call) }

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

  /// The verdict, with the crash fix when the closure binding can crash.
  func judge() -> Verdict {
    var getter: Getter?
    var matched: [RuleRegistry.Matched] = []
    var verdict = judge(getter: &getter, matched: &matched)
    if verdict.rewrite == nil, let getter, !matched.isEmpty,
      let (fix, rewrite) = RuleRegistry.leftAloneCrashes.lazy.compactMap({
        $0.crashFix(getter: getter, in: self)
      }).first
    {
      verdict.finding.crashFix = fix
      // A reason already given as the closure binding's is not said twice.
      if fix.withheld == verdict.finding.reason { verdict.finding.crashFix?.withheld = nil }
      verdict.crashRewrite = rewrite
    }
    if verdict.finding.crashFix == nil, let getter {
      verdict.finding.crashFix =
        RuleRegistry.getterCrashes.lazy.compactMap {
          $0.crashFix(reading: getter.read, in: self)
        }.first
    }
    if verdict.finding.crashFix == nil, verdict.rewrite == nil, !isThroughUnwrap,
      let read = binding.getter.closure?.singleExpression,
      let unwrapped = UnwrapLens.firstUnwrap(in: read)
    {
      // `x!.member` read and left alone: it traps once `x` is nil.
      verdict.finding.crashFix = CrashFix(
        kind: .forceUnwrap,
        risk: "it reads \(Quote.code(read)), which traps when a view still holding the binding "
          + "reads it after `\(unwrapped)` became nil",
        replacement: nil, change: CrashFix.unwrappedChange)
    }
    return verdict
  }

  /// The verdict on the closure binding as it is: the rewrite that does exactly what it does,
  /// or the refusal; `getter` and `matched` (the shapes the getter has) are what the stages got
  /// to.
  private func judge(
    getter readGetterOut: inout Getter?, matched matchedOut: inout [RuleRegistry.Matched]
  )
    -> Verdict
  {
    var rule: Rule = .closureBinding
    do throws(Refusal) {
      let getter = try readGetter()
      if !isThroughUnwrap, let path = UnwrapLens.path(in: binding, reading: getter.read) {
        return throughUnwrap(path, getter: getter)
      }
      readGetterOut = getter
      let matched = try RuleRegistry.matching(getter.read)
      matchedOut = matched
      rule = matched[0].rule
      for case .reported(let shape) in matched { try shape.report(in: self) }
      let setter = try readSetter()
      let plan = try makePlan(matched, getter: getter, setter: setter)
      rule = plan.specification.rule
      let source = try check(plan, getter: getter, setter: setter)
      return rewrite(plan, source: source)
    } catch {
      return Verdict(
        finding: Finding(
          line: line, column: column, rule: error.rule ?? rule, reason: error.reason,
          refusal: error.kind, suggestion: error.suggestion),
        rewrite: nil)
    }
  }

  /// The verdict on closures that reach their value through `path!`: the helper on the binding
  /// that the check of `path` around the call now unwraps, judged on a copy of the closures
  /// (``UnwrapLens``); or the refusal, with the crash.
  private func throughUnwrap(_ path: ValuePath, getter: Getter) -> Verdict {
    let crash = CrashFix(
      kind: .forceUnwrap,
      risk: "it reads \(Quote.code(getter.read)), which traps when a view still holding the "
        + "binding reads it after `\(path)` became nil",
      replacement: nil, change: CrashFix.unwrappedChange)
    func refused(_ refusal: Refusal, rule: Rule = .unwrapping) -> Verdict {
      Verdict(
        finding: Finding(
          line: line, column: column, rule: refusal.rule ?? rule, reason: refusal.reason,
          refusal: refusal.kind, suggestion: refusal.suggestion, crashFix: crash),
        rewrite: nil)
    }
    guard let found = UnwrapGuard.enclosing(path, from: site) else {
      return refused(
        Refusal(
          .unguardedUnwrap,
          "it reads through `\(path)!`, which traps while `\(path)` is nil, and no "
            + "`if \(path) != nil` around it guards the binding; inside one, the helper on "
            + "`if let … = Binding(unwrapping: $\(path))` fits"))
    }
    if let branch = found.branch, found.crossesClosure {
      return refused(
        Refusal(
          .unguardedUnwrap,
          "it reads through `\(path)!` inside `\(branch)`, but in a closure that may run after "
            + "the value is gone (an action, a sheet's content); bind `Binding(unwrapping: …)` "
            + "with `if let` around the closure"))
    }
    let source: String
    switch BindingLocator(index: index, site: site, typing: typing).binding(for: path) {
    case .binding(let expression): source = expression
    case .refused(let refusal): return refused(refusal)
    }
    guard let lens = UnwrapLens.make(binding, path: path) else {
      return refused(
        Refusal(.getterShape, "the tool could not follow the closures through `\(path)!`"))
    }
    var inner = self
    inner.binding = lens.binding
    inner.isThroughUnwrap = true
    inner.typing = PathTyping(
      index: index, site: site, unwrapped: (lens.root, typing.unwrappedType(of: path)))
    var verdict = inner.judge()
    let unwrapped = "Binding(unwrapping: \(source))"
    func readable(_ text: String?) -> String? {
      text.map { UnwrapLens.named($0, found.branch == nil ? lens.root : unwrapped + "!") }
    }
    verdict.finding.reason = readable(verdict.finding.reason)
    verdict.finding.suggestion = readable(verdict.finding.suggestion)
    verdict.finding.notes = verdict.finding.notes.compactMap(readable)
    guard case .replace(let replacements, _)? = verdict.rewrite, replacements.count == 1,
      let text = replacements.first?.text
    else {
      // The inner verdict's crash fix, if any, is written over the lens's copy of the closures,
      // in terms of its placeholder: the crash reported is the outer unwrap's, with no fix.
      verdict.rewrite = nil
      verdict.crashRewrite = nil
      verdict.finding.replacement = nil
      verdict.finding.crashFix = crash
      return verdict
    }
    verdict.finding.replacement = readable(text)
    verdict.finding.notes.append(
      "through `\(unwrapped)`: where `\(path)` is nil the closures trap, reading or writing; "
        + "the rewrite reads the last value and drops the write")
    verdict.rewrite = .unwrap(
      call: call, source: source, property: lens.root, check: found, template: text)
    return verdict
  }

  /// Stages 5 to 9 for `plan`: the binding the helper is called on, when the closures do what
  /// the plan's specification says and the rewrite has their type and surroundings.
  ///
  /// A refusal from these stages suggests the helper spelled on the binding the target likely
  /// has, unless it names a helper of its own.
  func check(_ plan: HelperPlan, getter: Getter, setter: Setter) throws(Refusal) -> String {
    // The binding the helper would be called on, found once for every stage that needs it.
    let outcome = BindingLocator(index: index, site: site, typing: typing).binding(
      for: plan.target.storage)
    let likely = likelyHelper(plan, outcome)
    do throws(Refusal) {
      try checkSetter(plan, setter)
      try plan.specification.checks.declaredType?(plan, self)
      try checkBehaviour(plan, getter: getter, setter: setter, helper: likely)
      let source = try findSource(plan, outcome)
      try checkTypes(plan)
      try checkSurroundings(plan, helper: plan.helper(source))
      return source
    } catch {
      var refusal = error
      refusal.suggestion = refusal.suggestion ?? likely
      throw refusal
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

  /// The setter's closure and parameter.
  func readSetter() throws(Refusal) -> Setter {
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

  /// The helper to compare with, chosen by the first of the shapes the getter has that takes
  /// the closure binding.
  private func makePlan(_ matched: [RuleRegistry.Matched], getter: Getter, setter: Setter)
    throws(Refusal) -> HelperPlan
  {
    for case .helper(let shape) in matched {
      if let plan = try shape.plan(getter: getter, setter: setter, in: self) { return plan }
    }
    throw Refusal(.getterShape, "no helper matches it")
  }

  /// A plan for `target`, with the type the target path reads.
  func plan(
    _ target: AccessedValue, _ specification: Specification, declaredName: String,
    usesPackage: Bool = true, unwrapGuard: UnwrapGuard.Found? = nil,
    helper: @escaping (String) -> String
  ) -> HelperPlan {
    let walk = typing.walk(target.storage)
    return HelperPlan(
      target: target, specification: specification, helper: helper, declaredName: declaredName,
      usesPackage: usesPackage, unwrapGuard: unwrapGuard, valueType: walk.valueType,
      valueScope: walk.valueScope)
  }

  /// Whether arguments read in the type of `path` may be evaluated once, and their book.
  func stability(for path: ValuePath) -> (Stability, ArgumentBook) {
    let type = typing.walk(path).valueType
    let stability = Stability(index: index, site: site, scope: typing.scope, contextType: type)
    return (stability, ArgumentBook(stability: stability))
  }

  /// Throws when `expression`, the helper's argument in `role`, may change between accesses.
  func requireStable(_ expression: ExprSyntax, as role: String, _ stability: Stability)
    throws(Refusal)
  {
    if let problem = stability.problem(with: expression) {
      throw changing(expression, as: role, problem)
    }
  }

  /// The interpreter for a target, with the setter's parameter and the arguments book.
  func interpreter(
    _ target: AccessedValue, _ distinct: Set<[AbstractValue]>, _ setter: Setter,
    _ book: ArgumentBook
  ) -> Interpreter {
    Interpreter(
      target: target, parameter: setter.parameter, distinct: distinct, argument: book.name,
      valueType: valueType(of: target))
  }

  /// The declared type of what `target` reads, when known: a path's, or a dictionary entry's
  /// value type (optional, as the entry reads).
  func valueType(of target: AccessedValue) -> TypeText? {
    let type = typing.walk(target.storage).valueType
    switch target {
    case .path: return type
    case .entry:
      guard let type, !type.isOptional, type.components == ["Dictionary"],
        type.arguments.count == 2
      else { return nil }
      return TypeText(type.arguments[1] + "?")
    case .keyPath(_, let keyPath):
      // `WritableKeyPath<Root, Value?>` declared for the key path's name: its value type.
      let name = keyPath
      guard let first = name.first, first.isLetter || first == "_",
        name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
      else { return nil }
      var declared: String?
      switch NameLookup.resolve(name, at: site, throughSelf: false) {
      case .member(let property, _), .local(let property): declared = property.typeText
      case .parameter(let type, _), .closureParameter(_, let type): declared = type
      default: declared = nil
      }
      guard let declared, TypeText(declared).arguments.count == 2 else { return nil }
      return TypeText(TypeText(declared).arguments[1])
    case .membership: return nil
    }
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

  /// The helper spelled on the binding the target likely has, for suggestions.
  func likelyHelper(_ plan: HelperPlan, _ outcome: BindingLocator.Outcome? = nil) -> String? {
    switch outcome
      ?? BindingLocator(index: index, site: site, typing: typing).binding(for: plan.target.storage)
    {
    case .binding(let expression): plan.helper(expression)
    case .refused(let refusal): refusal.suggestion.map(plan.helper)
    }
  }

  // MARK: 5–6. What the closures do

  /// The setter stores only the value: no side effect, no transformation, nothing ignored.
  private func checkSetter(_ plan: HelperPlan, _ setter: Setter) throws(Refusal) {
    let scan = SetterScan(
      setter: setter.closure, parameter: setter.parameter, target: plan.target,
      storesNegation: plan.specification.rule == .negation)
    if let problem = scan.problem() { throw problem }
  }

  /// State by state, the closures read and store what the helper does.
  private func checkBehaviour(
    _ plan: HelperPlan, getter: Getter, setter: Setter, helper likely: String?
  ) throws(Refusal) {
    let (_, book) = stability(for: plan.target.storage)
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
  private func findSource(_ plan: HelperPlan, _ outcome: BindingLocator.Outcome) throws(Refusal)
    -> String
  {
    let storage = plan.target.storage
    switch outcome {
    case .binding(let expression):
      if case .name(let name) = storage.root, storage.throughSelf {
        let shadow = typing.declaration(of: name, throughSelf: false)
        if !Self.reachesProperty(expression, named: name, past: shadow) {
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

  /// Whether the binding `expression` for `self.name` still reaches the property where `name`
  /// written alone means `shadow`.
  ///
  /// It does where nothing shadows the property. Past an `if let`, a `guard let`, a closure
  /// parameter or a local that has no projection of its own (`if let pet = pet`), `$pet` is
  /// still the property's; a closure's `$pet` parameter, a local property wrapper or a function
  /// parameter (which may have a wrapper) may take `$pet` too, and anything spelled with `pet`
  /// alone would read the local.
  private static func reachesProperty(
    _ expression: String, named name: String, past shadow: Declaration
  ) -> Bool {
    let projected =
      expression == "$" + name || expression.hasPrefix("$\(name).")
      || expression.hasPrefix("$\(name)[")
    switch shadow {
    case .member, .undeclaredMember:
      return true
    case .patternBinding:
      return projected
    case .closureParameter(let isProjected, _):
      return projected && !isProjected
    case .local(let property):
      return projected && property.wrapper == nil
    case .parameter, .unknown:
      // A parameter may carry a property wrapper of its own, whose `$name` it would be.
      return false
    }
  }

  // MARK: 8. Types

  /// The rewrite has the type the closure binding had, and the helper's requirements hold: each
  /// rule says what it needs.
  private func checkTypes(_ plan: HelperPlan) throws(Refusal) {
    try plan.specification.checks.types?(plan, self)
  }

  /// For a helper that gives a binding to the unwrapped value (`x ?? d` and `x!` read a `T`, or
  /// a `T?` where the place wants one): the place does not want an optional.
  func checkPlaceWantsUnwrappedValue(_ plan: HelperPlan) throws(Refusal) {
    switch ExpectedBindingType.of(call, index: index) {
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
  }

  // MARK: 9. Surroundings

  /// No helper of the same name in the code base, and no comment that the rewrite would lose or
  /// that says the closures are there on purpose.
  private func checkSurroundings(_ plan: HelperPlan, helper: String) throws(Refusal) {
    if plan.usesPackage, index.bindingExtensionMembers.contains(plan.declaredName) {
      throw Refusal(
        .shadowedHelper,
        "this code base declares its own `Binding.\(plan.declaredName)`, which the rewrite would "
          + "call instead of the package's helper; remove it first",
        suggestion: helper)
    }
    if let comment = Comments.aboutUpdates(near: call) {
      throw Refusal(
        .comment,
        "a comment on it mentions updates (\(Quote.code(comment))), so the closures may be there "
          + "on purpose: a key-path binding compares equal between renders; left to you",
        suggestion: helper)
    }
    if Comments.hasInterior(call) {
      throw Refusal(
        .comment, "a comment inside the closures would be lost; move it out and run again",
        suggestion: helper)
    }
  }

  // MARK: 10. The rewrite

  /// What replaces the call.
  private func rewrite(_ plan: HelperPlan, source: String) -> Verdict {
    let rule = plan.specification.rule
    let checks = plan.specification.checks
    if let verdict = checks.rewrite?(plan, source, self) { return verdict }
    let helper = plan.helper(source)
    let replacement = binding.delegatesInitialization ? "self = \(helper)" : helper
    var finding = Finding(line: line, column: column, rule: rule, replacement: replacement)
    finding.notes += checks.notes?(plan, source, self) ?? []
    return Verdict(
      finding: finding,
      rewrite: .replace(call: call, text: replacement, usesPackage: plan.usesPackage))
  }
}
