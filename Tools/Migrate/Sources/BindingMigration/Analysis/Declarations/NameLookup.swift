import SwiftSyntax

/// What a name in a closure refers to, found by walking outwards from the closure binding through
/// the scopes the source declares.
enum Declaration {
  /// A parameter of an enclosing closure; `projected` when spelled `$name` (a binding passed to
  /// the closure, as `ForEach($items) { $item in … }` does).
  case closureParameter(projected: Bool, typeText: String?)
  /// A parameter of an enclosing function, initializer, subscript or accessor.
  case parameter(typeText: String?, isInout: Bool)
  /// A local (or global) variable or constant.
  case local(PropertyDeclaration)
  /// A name bound by `if let`, `guard let`, `while let`, `for … in`, or a `case let` pattern;
  /// `value` is what `if let name = value` (or `guard let`, `while let`) binds it to, nil for
  /// any other pattern.
  case patternBinding(value: ExprSyntax?)
  /// A property of the innermost enclosing type, declared there.
  case member(PropertyDeclaration, TypeContext)
  /// A name the innermost enclosing type does not declare: it may come from another extension,
  /// a superclass, or the global scope.
  case undeclaredMember(TypeContext)
  /// A name declared nowhere the tool can see, outside any type.
  case unknown
}

/// Finds what names mean at a place in a syntax tree.
struct NameLookup {
  /// The innermost type declaration around `node`, or nil at the top level.
  static func typeContext(of node: some SyntaxProtocol) -> TypeContext? {
    var current = node.parent
    while let node = current {
      if let context = TypeContext(node) { return context }
      current = node.parent
    }
    return nil
  }

  /// The full name of the innermost type around `node` as the index knows it
  /// (`Outer.Inner`; an extension's type resolved through the index), or nil at the top level.
  static func scope(of node: some SyntaxProtocol, index: ProjectIndex) -> String? {
    var names: [String] = []
    var current = node.parent
    while let syntax = current {
      if let extensionDeclaration = syntax.as(ExtensionDeclSyntax.self) {
        let written = extensionDeclaration.extendedType.tokenText
        let root =
          index.canonicalName(ofExtended: written)
          ?? TypeText(written).components.joined(separator: ".")
        names.insert(root, at: 0)
        break
      }
      if let context = TypeContext(syntax) {
        names.insert(context.name, at: 0)
      }
      current = syntax.parent
    }
    return names.isEmpty ? nil : names.joined(separator: ".")
  }

  /// What `name` refers to at `node`.
  ///
  /// With `throughSelf`, the name was written `self.name`, so only members count.
  static func resolve(_ name: String, at node: some SyntaxProtocol, throughSelf: Bool)
    -> Declaration
  {
    var child = Syntax(node)
    while let parent = child.parent {
      if !throughSelf, let found = lookUp(name, in: parent, below: child) {
        return found
      }
      if let context = TypeContext(parent) {
        if let property = context.property(named: name) {
          return .member(property, context)
        }
        return .undeclaredMember(context)
      }
      child = parent
    }
    return .unknown
  }

  /// What `scope` declares under `name` that code in `child` can see, if anything.
  private static func lookUp(_ name: String, in scope: Syntax, below child: Syntax)
    -> Declaration?
  {
    if let list = scope.as(CodeBlockItemListSyntax.self) {
      return lookUp(name, in: list, before: child)
    }
    if let closure = scope.as(ClosureExprSyntax.self) {
      return closureParameter(name, of: closure)
    }
    if let ifExpression = scope.as(IfExprSyntax.self), child.id == ifExpression.body.id {
      return conditionBinding(name, in: ifExpression.conditions)
    }
    if let whileStatement = scope.as(WhileStmtSyntax.self), child.id == whileStatement.body.id {
      return conditionBinding(name, in: whileStatement.conditions)
    }
    if let forStatement = scope.as(ForStmtSyntax.self), child.id == forStatement.body.id {
      return binds(forStatement.pattern, name) ? .patternBinding(value: nil) : nil
    }
    if let switchCase = scope.as(SwitchCaseSyntax.self) {
      return binds(switchCase.label, name) ? .patternBinding(value: nil) : nil
    }
    if let catchClause = scope.as(CatchClauseSyntax.self) {
      if catchClause.catchItems.isEmpty {
        return name == "error" ? .patternBinding(value: nil) : nil
      }
      return binds(catchClause.catchItems, name) ? .patternBinding(value: nil) : nil
    }
    if let function = scope.as(FunctionDeclSyntax.self) {
      return parameter(name, in: function.signature.parameterClause.parameters)
    }
    if let initializer = scope.as(InitializerDeclSyntax.self) {
      return parameter(name, in: initializer.signature.parameterClause.parameters)
    }
    if let subscriptDeclaration = scope.as(SubscriptDeclSyntax.self) {
      return parameter(name, in: subscriptDeclaration.parameterClause.parameters)
    }
    if let accessor = scope.as(AccessorDeclSyntax.self) {
      if let parameters = accessor.parameters {
        return Spelling.bare(parameters.name.text) == name
          ? .parameter(typeText: nil, isInout: false) : nil
      }
      switch (accessor.accessorSpecifier.tokenKind, name) {
      case (.keyword(.set), "newValue"), (.keyword(.willSet), "newValue"),
        (.keyword(.didSet), "oldValue"):
        return .parameter(typeText: nil, isInout: false)
      default:
        return nil
      }
    }
    return nil
  }

  /// A declaration of `name` among the statements of `list` that come before `child` (all of
  /// them at the top level of a file, where declarations are visible everywhere).
  private static func lookUp(
    _ name: String, in list: CodeBlockItemListSyntax, before child: Syntax
  ) -> Declaration? {
    let isTopLevel = list.parent?.is(SourceFileSyntax.self) ?? false
    var items: [CodeBlockItemSyntax] = []
    for item in list {
      if !isTopLevel && item.id == child.id { break }
      items.append(item)
    }
    for item in items.reversed() {
      switch item.item {
      case .decl(let declaration):
        if let variable = declaration.as(VariableDeclSyntax.self) {
          for binding in variable.bindings {
            if binding.pattern.as(IdentifierPatternSyntax.self).map({
              Spelling.bare($0.identifier.text)
            }) == name,
              let property = PropertyDeclaration(variable, binding: binding)
            {
              return .local(property)
            }
            if !binding.pattern.is(IdentifierPatternSyntax.self), binds(binding.pattern, name) {
              return .patternBinding(value: nil)
            }
          }
        } else if let function = declaration.as(FunctionDeclSyntax.self),
          function.name.text == name
        {
          return .patternBinding(value: nil)
        }
      case .stmt(let statement):
        if let guardStatement = statement.as(GuardStmtSyntax.self),
          let found = conditionBinding(name, in: guardStatement.conditions)
        {
          return found
        }
      case .expr:
        break
      }
    }
    return nil
  }

  /// The closure parameter named `name` (or `$name`), if the closure declares one.
  private static func closureParameter(_ name: String, of closure: ClosureExprSyntax)
    -> Declaration?
  {
    guard let clause = closure.signature?.parameterClause else { return nil }
    switch clause {
    case .simpleInput(let parameters):
      for parameter in parameters {
        if Spelling.bare(parameter.name.text) == name {
          return .closureParameter(projected: false, typeText: nil)
        }
        if Spelling.bare(parameter.name.text) == "$" + name {
          return .closureParameter(projected: true, typeText: nil)
        }
      }
    case .parameterClause(let parameters):
      for parameter in parameters.parameters {
        let internalName = (parameter.secondName ?? parameter.firstName).text
        if internalName == name {
          return .closureParameter(projected: false, typeText: parameter.type?.tokenText)
        }
        if internalName == "$" + name {
          return .closureParameter(projected: true, typeText: parameter.type?.tokenText)
        }
      }
    }
    return nil
  }

  /// The function parameter whose internal name is `name`, if any.
  private static func parameter(_ name: String, in parameters: FunctionParameterListSyntax)
    -> Declaration?
  {
    for parameter in parameters where (parameter.secondName ?? parameter.firstName).text == name {
      let isInout = parameter.type.as(AttributedTypeSyntax.self)?.specifiers.contains {
        $0.tokenText == "inout"
      }
      return .parameter(typeText: parameter.type.tokenText, isInout: isInout ?? false)
    }
    return nil
  }

  /// A name bound by `let` or a pattern in an `if`, `while` or `guard` condition.
  private static func conditionBinding(_ name: String, in conditions: ConditionElementListSyntax)
    -> Declaration?
  {
    for condition in conditions {
      switch condition.condition {
      case .optionalBinding(let binding):
        if binding.pattern.as(IdentifierPatternSyntax.self).map({
          Spelling.bare($0.identifier.text)
        }) == name {
          return .patternBinding(value: binding.initializer?.value)
        }
        if binds(binding.pattern, name) { return .patternBinding(value: nil) }
      // `if let name` with no initializer binds the name too.
      case .matchingPattern(let pattern):
        if binds(pattern.pattern, name) { return .patternBinding(value: nil) }
      default:
        continue
      }
    }
    return nil
  }

  /// Whether a pattern (or any syntax holding patterns) binds `name`.
  private static func binds(_ node: some SyntaxProtocol, _ name: String) -> Bool {
    for token in node.tokens(viewMode: .sourceAccurate) {
      if token.text == name, token.parent?.is(IdentifierPatternSyntax.self) == true {
        return true
      }
    }
    return false
  }
}
