import SwiftSyntax

/// The type a closure binding's place gives it, which the rewrite must keep: `Binding<Int?>` in
/// `let b: Binding<Int?> = Binding(get: { x ?? 0 }, …)` or passed to a view's `@Binding var
/// value: Int?` makes the getter's `x ?? 0` an `Int?`, where `$x.withDefault(0)` is a
/// `Binding<Int>`.
///
/// Only the getters whose type the place can change need this: `x ?? d` and `x!`, which read a
/// `T` or, promoted, a `T?`. The others read `Bool` or exactly the value's own type.
enum ExpectedBindingType: Equatable {
  /// Nothing but the closures decides the type: a statement of its own, a `let` without a type,
  /// a generic parameter. The compiler then takes the non-optional reading.
  case closures
  /// The place declares `Binding<T>`; the text is `T`, and where it was declared.
  case declared(TypeText, place: String)
  /// The binding is passed where the tool cannot see what type is expected; the text names the
  /// place (`CustomField(text:)`).
  case unseen(String)

  /// The context of `call`, a `Binding(get:set:)`.
  static func of(_ call: FunctionCallExprSyntax, index: ProjectIndex) -> ExpectedBindingType {
    if let specialized = call.calledExpression.as(GenericSpecializationExprSyntax.self),
      let argument = specialized.genericArgumentClause.arguments.first,
      specialized.genericArgumentClause.arguments.count == 1
    {
      return .declared(
        TypeText(argument.argument.trimmedDescription),
        place: "`\(specialized.trimmedDescription)(…)`")
    }
    var node = Syntax(call)
    // Parentheses around the call change nothing.
    while let parent = node.parent, let tuple = parent.as(TupleExprSyntax.self),
      tuple.elements.count == 1
    {
      node = Syntax(tuple)
    }
    if let parent = node.parent?.as(LabeledExprSyntax.self) {
      return argumentContext(parent, index: index)
    }
    if let clause = node.parent?.as(InitializerClauseSyntax.self),
      let binding = clause.parent?.as(PatternBindingSyntax.self)
    {
      guard let type = binding.typeAnnotation?.type.trimmedDescription else { return .closures }
      return declared(type, place: "the declaration of `\(binding.pattern.trimmedDescription)`")
    }
    if let returnStatement = node.parent?.as(ReturnStmtSyntax.self) {
      return returnContext(from: Syntax(returnStatement), index: index)
    }
    if let item = node.parent?.as(CodeBlockItemSyntax.self),
      let list = item.parent?.as(CodeBlockItemListSyntax.self), list.count == 1
    {
      // The only expression of a body: an implicit return when the body returns a value.
      return returnContext(from: Syntax(list), index: index, implicit: true)
    }
    // `x = Binding(…)`, the assignment being the whole expression.
    if let infix = node.parent?.as(InfixOperatorExprSyntax.self),
      infix.operator.is(AssignmentExprSyntax.self), infix.rightOperand.id == node.id,
      !infix.isFoldedOperand
    {
      return assignmentContext(infix.leftOperand, index: index)
    }
    if node.parent?.is(ExpressionStmtSyntax.self) == true {
      return .closures
    }
    return .unseen("`\(Quote.clipped(node.unfoldedParentText ?? ""))`")
  }

  /// `T` of a declared `Binding<T>`; anything else is not a place the tool can read.
  private static func declared(_ text: String, place: String) -> ExpectedBindingType {
    let type = TypeText(text)
    if let value = type.bindingValue { return .declared(value, place: place) }
    if type.isOptional, type.arguments.count == 1,
      type.components == ["Binding"] || type.components == ["SwiftUI", "Binding"]
    {
      return .declared(TypeText(type.arguments[0]), place: place)
    }
    return .unseen(place)
  }

  /// The return type of the function, computed property or closure a `return` (or a body's only
  /// expression) belongs to.
  private static func returnContext(from node: Syntax, index: ProjectIndex, implicit: Bool = false)
    -> ExpectedBindingType
  {
    var current = node.parent
    while let syntax = current {
      if syntax.is(ClosureExprSyntax.self) {
        return .unseen("the closure that returns it")
      }
      if let function = syntax.as(FunctionDeclSyntax.self) {
        guard let type = function.signature.returnClause?.type.trimmedDescription else {
          return implicit ? .closures : .unseen("`\(function.name.text)`")
        }
        return declared(type, place: "the return type of `\(function.name.text)`")
      }
      if let binding = syntax.as(PatternBindingSyntax.self) {
        guard let type = binding.typeAnnotation?.type.trimmedDescription else {
          return .unseen("`\(binding.pattern.trimmedDescription)`")
        }
        return declared(type, place: "the type of `\(binding.pattern.trimmedDescription)`")
      }
      if let subscriptDeclaration = syntax.as(SubscriptDeclSyntax.self) {
        return declared(
          subscriptDeclaration.returnClause.type.trimmedDescription,
          place: "the subscript's return type")
      }
      if syntax.is(InitializerDeclSyntax.self) || syntax.is(DeclSyntax.self) {
        return implicit ? .closures : .unseen("the declaration around it")
      }
      current = syntax.parent
    }
    return implicit ? .closures : .unseen("the code around it")
  }

  /// The declared type of what a binding is assigned to: `collapsed = Binding(…)` with `var
  /// collapsed: Binding<Bool>`, `_isOn = Binding(…)` for `@Binding var isOn: Bool`.
  private static func assignmentContext(_ left: ExprSyntax, index: ProjectIndex)
    -> ExpectedBindingType
  {
    guard let path = left.valuePath, path.members.isEmpty, case .name(var name) = path.root
    else { return .unseen("`\(Quote.clipped(left.trimmedDescription))`") }
    var isStorage = false
    if name.hasPrefix("_") {
      name.removeFirst()
      isStorage = true
    }
    let place = "the declaration of `\(left.trimmedDescription)`"
    switch NameLookup.resolve(name, at: left, throughSelf: path.throughSelf) {
    case .member(let property, _), .local(let property):
      if isStorage {
        guard property.wrapper == "Binding", let type = property.typeText else {
          return .unseen(place)
        }
        return .declared(TypeText(type), place: place)
      }
      guard let type = property.typeText else { return .unseen(place) }
      return declared(type, place: place)
    default:
      return .unseen(place)
    }
  }

  /// The parameter type a call expects for one of its arguments.
  private static func argumentContext(_ argument: LabeledExprSyntax, index: ProjectIndex)
    -> ExpectedBindingType
  {
    guard let list = argument.parent?.as(LabeledExprListSyntax.self),
      let call = list.parent?.as(FunctionCallExprSyntax.self)
    else { return .unseen("the subscript it is passed to") }
    let label = argument.label?.text
    let position =
      list.firstIndex { $0.id == argument.id }.map { list.distance(from: list.startIndex, to: $0) }
      ?? 0
    let labels = list.map { $0.label?.text }
    var callee = call.calledExpression
    if let specialized = callee.as(GenericSpecializationExprSyntax.self) {
      callee = specialized.expression
    }
    let name: String
    var isType = false
    if let reference = callee.as(DeclReferenceExprSyntax.self) {
      name = reference.baseName.text
      isType = name.first?.isUppercase == true
    } else if let member = callee.as(MemberAccessExprSyntax.self) {
      name = member.declName.baseName.text
      if name == "init", let base = member.base {
        return typeArgument(
          TypeName.simple(base.trimmedDescription), label: label, position: position,
          labels: labels, call: call, index: index)
      }
    } else {
      return .unseen("the call it is passed to")
    }
    let place = "`\(name)(\(label.map { $0 + ":" } ?? "_:"))`"
    if isType {
      return typeArgument(
        name, label: label, position: position, labels: labels, call: call, index: index)
    }
    var candidates: [ExpectedBindingType] = []
    for parameters in index.functions[name] ?? [] {
      if let type = parameterType(parameters, label: label, position: position, labels: labels) {
        candidates.append(declared(type, place: place))
      }
    }
    if let known = SwiftUIParameters.optionality(callee: name, label: label) {
      candidates.append(known.context(place: place))
    }
    return combine(candidates, place: place)
  }

  /// The context an argument of `Type(…)` gets: an explicit initializer of a type the code base
  /// declares, its memberwise initializer, or a SwiftUI view the tool knows.
  private static func typeArgument(
    _ typeName: String, label: String?, position: Int, labels: [String?],
    call: FunctionCallExprSyntax, index: ProjectIndex
  ) -> ExpectedBindingType {
    let place = "`\(typeName)(\(label.map { $0 + ":" } ?? "_:"))`"
    let scope = NameLookup.scope(of: call, index: index)
    switch index.resolve(TypeText(typeName), in: scope) {
    case .declared(let declared):
      guard let facts = index.facts(of: declared) else { return .unseen(place) }
      var candidates: [ExpectedBindingType] = []
      for parameters in facts.initializers {
        if let type = parameterType(parameters, label: label, position: position, labels: labels) {
          candidates.append(Self.declared(type, place: place))
        }
      }
      if !facts.declaresInitializerInBody, facts.kind == .structure, let label,
        let member = facts.members[label], !member.isStatic, !member.isComputed,
        let type = member.typeText
      {
        // The memberwise initializer: `@Binding var text: T` takes a `Binding<T>`.
        candidates.append(
          member.wrapper == "Binding"
            ? .declared(TypeText(type), place: place) : Self.declared(type, place: place))
      }
      return combine(candidates, place: place)
    case .external:
      if let known = SwiftUIParameters.optionality(callee: typeName, label: label) {
        return known.context(place: place)
      }
      return .unseen(place)
    case .generic, .ambiguous:
      return .unseen(place)
    }
  }

  /// The type of the parameter an argument fills: by label, or for an unlabeled argument, the
  /// unlabeled parameter at its position.
  private static func parameterType(
    _ parameters: ParameterList, label: String?, position: Int, labels: [String?]
  ) -> String? {
    // The call's labels must appear in the list in order, the rest defaulted.
    var matched: [Int] = []
    var next = 0
    for written in labels {
      var found: Int?
      while next < parameters.labels.count {
        defer { next += 1 }
        if parameters.labels[next] == written {
          found = next
          break
        }
        if !parameters.defaulted[next] { return nil }
      }
      guard let found else { return nil }
      matched.append(found)
    }
    guard position < matched.count else { return nil }
    return parameters.types[matched[position]]
  }

  /// One context from several candidates: agreed, or unseen when they disagree or there are
  /// none.
  private static func combine(_ candidates: [ExpectedBindingType], place: String)
    -> ExpectedBindingType
  {
    guard let first = candidates.first else { return .unseen(place) }
    for candidate in candidates.dropFirst() {
      switch (first, candidate) {
      case (.declared(let a, _), .declared(let b, _)) where a.isOptional == b.isOptional:
        continue
      case (.closures, .closures):
        continue
      default:
        return .unseen(place)
      }
    }
    return first
  }
}
