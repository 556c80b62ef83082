import SwiftSyntax

/// Walks one file and records its declarations in a ``ProjectIndex``: one visitor for every
/// declaration group (type declarations and extensions alike), entered and left as a scope.
final class IndexCollector: SyntaxAnyVisitor {
  var index = ProjectIndex()

  /// A declaration group being walked: its full name as written, and whether that name starts at
  /// an extension (and so must be resolved once every file is known).
  private struct Scope {
    var name: String
    var viaExtension: Bool
    var kind: TypeKind
    var facts: TypeFacts

    /// Whether this is an extension of SwiftUI's `Binding` (or the portable one).
    var isBindingExtension: Bool {
      kind == .extensionDecl && (name == "Binding|" || name == "SwiftUI.Binding|")
    }
  }
  private var scopes: [Scope] = []

  override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
    switch node.kind {
    case .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl:
      if let group = node.asProtocol(DeclGroupSyntax.self) { enter(group, node) }
      return .visitChildren
    case .variableDecl:
      if let variable = node.as(VariableDeclSyntax.self) { record(variable) }
      return .skipChildren
    case .enumCaseElement:
      if let element = node.as(EnumCaseElementSyntax.self) {
        index.enumCases.insert(element.name.text)
        if !scopes.isEmpty {
          scopes[scopes.count - 1].facts.cases[element.name.text] = element.parameterClause != nil
        }
      }
      return .skipChildren
    case .functionDecl:
      if let function = node.as(FunctionDeclSyntax.self) { record(function) }
      return .skipChildren
    case .initializerDecl:
      if let initializer = node.as(InitializerDeclSyntax.self) { record(initializer) }
      return .skipChildren
    case .subscriptDecl:
      if let subscriptDeclaration = node.as(SubscriptDeclSyntax.self) {
        if scopes.last?.isBindingExtension == true {
          for parameter in subscriptDeclaration.parameterClause.parameters {
            index.bindingExtensionMembers.insert("subscript(\(parameter.firstName.text):)")
          }
        }
        if !scopes.isEmpty,
          subscriptDeclaration.parameterClause.parameters.first?.firstName.text == "dynamicMember",
          let block = subscriptDeclaration.accessorBlock,
          case .accessors(let accessors) = block.accessors,
          accessors.contains(where: { $0.accessorSpecifier.tokenKind == .keyword(.set) })
        {
          // `subscript(dynamicMember:)` with a setter: `\Type.anyName` is a writable key path.
          scopes[scopes.count - 1].facts.attributes.insert(TypeFacts.settableDynamicMember)
        }
      }
      return .skipChildren
    case .typeAliasDecl:
      if let alias = node.as(TypeAliasDeclSyntax.self) {
        let text = alias.initializer.value.tokenText
        if scopes.isEmpty {
          index.globalTypeAliases[alias.name.text] = text
        } else {
          scopes[scopes.count - 1].facts.typeAliases[alias.name.text] = text
        }
      }
      return .skipChildren
    case .codeBlock, .closureExpr, .accessorBlock:
      // Declarations inside bodies are local; the index holds only what other code can name.
      return .skipChildren
    default:
      return .visitChildren
    }
  }

  override func visitAnyPost(_ node: Syntax) {
    switch node.kind {
    case .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl: break
    default: return
    }
    guard let scope = scopes.popLast() else { return }
    if scope.viaExtension {
      index.extensions[scope.name, default: TypeFacts()].merge(scope.facts)
    } else {
      index.types[scope.name, default: TypeFacts()].merge(scope.facts)
    }
  }

  /// Makes a type declaration or extension the scope of its members and records its own facts.
  private func enter(_ group: some DeclGroupSyntax, _ node: Syntax) {
    guard let context = TypeContext(node) else { return }
    var facts = TypeFacts()
    let name: String
    let viaExtension: Bool
    if context.kind == .extensionDecl {
      let extended = node.as(ExtensionDeclSyntax.self)?.extendedType.tokenText ?? ""
      // The extended type as written, then `|`: what follows the bar (a nested declaration's
      // path) is resolved inside whatever the written name turns out to mean.
      name = TypeText(extended).components.joined(separator: ".") + "|"
      viaExtension = true
    } else {
      name =
        scopes.last.map { scope in
          scope.name.hasSuffix("|") ? scope.name + context.name : scope.name + "." + context.name
        } ?? context.name
      viaExtension = scopes.last?.viaExtension ?? false
      facts.kind = context.kind
      facts.declarationCount = 1
      facts.attributes = Set(context.attributes.map { TypeName.simple($0) })
      if let generic = node.asProtocol(WithGenericParametersSyntax.self),
        let clause = generic.genericParameterClause
      {
        facts.genericParameters = Set(clause.parameters.map(\.name.text))
        facts.genericConstraints = GenericConstraints(generic).byName
      }
    }
    facts.inherited = context.inheritedTypes
    if context.inheritedTypes.contains(where: { TypeName.simple($0) == "OptionSet" }) {
      facts.attributes.insert("OptionSet")
    }
    facts.bindingUses = Self.bindingUses(in: group)
    scopes.append(Scope(name: name, viaExtension: viaExtension, kind: context.kind, facts: facts))
  }

  /// What the group's code does with each `@Binding` property it declares.
  private static func bindingUses(in group: some DeclGroupSyntax) -> [String: BindingUses] {
    var uses: [String: BindingUses] = [:]
    for item in group.memberBlock.members {
      guard let variable = item.decl.as(VariableDeclSyntax.self),
        variable.attributes.contains(where: {
          $0.as(AttributeSyntax.self).map { TypeName.simple($0.attributeName.tokenText) }
            == "Binding"
        })
      else { continue }
      for binding in variable.bindings {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        else { continue }
        let bare = Spelling.bare(name)
        uses[bare] = BindingUses.scan(
          Syntax(group.memberBlock), binding: "$" + bare, value: bare, storage: "_" + bare)
      }
    }
    return uses
  }

  /// Notes that the extension being walked holds code.
  private func noteExtensionCode() {
    guard let last = scopes.indices.last, scopes[last].kind == .extensionDecl else { return }
    scopes[last].facts.extensionHasCode = true
  }

  /// Records a property's facts: static constant or variable, changing member, `Set` or not, and
  /// the member of its type.
  private func record(_ node: VariableDeclSyntax) {
    guard !scopes.isEmpty else {
      recordGlobal(node)
      return
    }
    for binding in node.bindings {
      guard let property = PropertyDeclaration(node, binding: binding) else { continue }
      if property.isComputed { noteExtensionCode() }
      // A stored property's type, written or plain from its initial value (`= Customer()`).
      let typeText =
        property.typeText
        ?? (property.isComputed ? nil : property.initializer.flatMap(PathTyping.inferred)?.compact)
      let member = MemberFacts(
        isLet: property.isLet, isStatic: property.isStatic, isComputed: property.isComputed,
        hasSetter: property.hasSetter, wrapper: property.wrapper, typeText: typeText)
      if scopes[scopes.count - 1].facts.members[property.name] != nil {
        scopes[scopes.count - 1].facts.members[property.name]?.isDuplicated = true
      } else {
        scopes[scopes.count - 1].facts.members[property.name] = member
      }
      if property.isStatic {
        if property.isLet && !property.isComputed {
          index.staticConstants.insert(property.name)
        } else {
          index.staticVariables.insert(property.name)
        }
        continue
      }
      var isSet: Bool?
      if let typeText = property.typeText {
        isSet = TypeName.isSet(typeText)
      } else if let initializer = property.initializer {
        isSet = SetLiteral.isSetConstruction(initializer)
      }
      if let isSet {
        index.recordSetMember(property.name, isSet: isSet)
      }
    }
  }

  /// Records a variable or constant declared at the top level of a file.
  private func recordGlobal(_ node: VariableDeclSyntax) {
    for binding in node.bindings {
      guard let property = PropertyDeclaration(node, binding: binding) else { continue }
      var facts = MemberFacts(
        isLet: property.isLet, isStatic: false, isComputed: property.isComputed,
        hasSetter: property.hasSetter, wrapper: property.wrapper, typeText: property.typeText)
      if index.globalVariables[property.name] != nil { facts.isDuplicated = true }
      index.globalVariables[property.name] = facts
    }
  }

  private func parameters(_ clause: FunctionParameterClauseSyntax) -> ParameterList {
    var list = ParameterList(labels: [], types: [], defaulted: [])
    for parameter in clause.parameters {
      let label = parameter.firstName.text
      list.labels.append(label == "_" ? nil : label)
      list.types.append(parameter.type.tokenText)
      list.defaulted.append(parameter.defaultValue != nil)
    }
    return list
  }

  private func record(_ function: FunctionDeclSyntax) {
    if function.body != nil { noteExtensionCode() }
    if scopes.last?.isBindingExtension == true {
      index.bindingExtensionMembers.insert(function.name.text)
    }
    index.functions[function.name.text, default: []].append(
      parameters(function.signature.parameterClause))
  }

  private func record(_ initializer: InitializerDeclSyntax) {
    noteExtensionCode()
    if scopes.last?.isBindingExtension == true {
      for parameter in initializer.signature.parameterClause.parameters {
        index.bindingExtensionMembers.insert("init(\(parameter.firstName.text):)")
      }
    }
    guard !scopes.isEmpty else { return }
    scopes[scopes.count - 1].facts.initializers.append(
      parameters(initializer.signature.parameterClause))
    if scopes[scopes.count - 1].kind != .extensionDecl {
      scopes[scopes.count - 1].facts.declaresInitializerInBody = true
    }
  }
}
