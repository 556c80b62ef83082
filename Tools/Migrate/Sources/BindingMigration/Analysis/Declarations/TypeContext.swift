import SwiftSyntax

/// The kind of declaration a piece of code sits in.
enum TypeKind: Hashable {
  case structure
  case classType
  case enumeration
  case actor
  case protocolType
  case extensionDecl
}

/// The innermost type declaration (or extension) around a piece of code.
struct TypeContext {
  /// What the declaration is.
  var kind: TypeKind
  /// The declared or extended type's name, without module prefix or generic arguments.
  var name: String
  /// The declaration, for what is read from it only when asked (attributes, inheritance).
  private var group: any DeclGroupSyntax

  /// The declaration's attributes' names.
  var attributes: [String] {
    group.attributes.compactMap {
      $0.as(AttributeSyntax.self)?.attributeName.tokenText
    }
  }

  /// The names in its inheritance clause.
  var inheritedTypes: [String] {
    group.inheritanceClause?.inheritedTypes.map { $0.type.tokenText } ?? []
  }

  /// The declaration's members.
  var members: MemberBlockItemListSyntax { group.memberBlock.members }

  /// The context `node` declares, or nil when it declares no type.
  init?(_ node: Syntax) {
    // Every type declaration and extension is a declaration group: attributes, an inheritance
    // clause and a member block. Only the kind and the name differ.
    guard let group = node.asProtocol(DeclGroupSyntax.self) else { return nil }
    switch node.as(SyntaxEnum.self) {
    case .structDecl(let declaration): (kind, name) = (.structure, declaration.name.text)
    case .classDecl(let declaration): (kind, name) = (.classType, declaration.name.text)
    case .enumDecl(let declaration): (kind, name) = (.enumeration, declaration.name.text)
    case .actorDecl(let declaration): (kind, name) = (.actor, declaration.name.text)
    case .protocolDecl(let declaration): (kind, name) = (.protocolType, declaration.name.text)
    case .extensionDecl(let declaration):
      (kind, name) = (.extensionDecl, TypeName.simple(declaration.extendedType.tokenText))
    default: return nil
    }
    self.group = group
  }

  /// Whether the declaration itself carries `@Observable`.
  var isDeclaredObservable: Bool {
    kind == .classType
      && attributes.contains { $0 == "Observable" || $0 == "Observation.Observable" }
  }

  /// Whether the declaration itself conforms to `ObservableObject`.
  var isDeclaredObservableObject: Bool {
    inheritedTypes.contains { $0 == "ObservableObject" || $0 == "Combine.ObservableObject" }
  }

  /// Whether this is an extension of SwiftUI's `Binding` (or the portable one).
  var isBindingExtension: Bool {
    kind == .extensionDecl && name == "Binding"
  }

  /// The property named `name` declared directly in this declaration, looking inside `#if`.
  func property(named name: String) -> PropertyDeclaration? {
    Self.property(named: name, in: members)
  }

  /// The property named `name` among `members`, looking inside `#if` clauses.
  private static func property(named name: String, in members: MemberBlockItemListSyntax)
    -> PropertyDeclaration?
  {
    for member in members {
      if let variable = member.decl.as(VariableDeclSyntax.self) {
        for binding in variable.bindings
        where binding.pattern.as(IdentifierPatternSyntax.self).map({
          Spelling.bare($0.identifier.text)
        }) == name {
          if let property = PropertyDeclaration(variable, binding: binding) {
            return property
          }
        }
      } else if let config = member.decl.as(IfConfigDeclSyntax.self) {
        for clause in config.clauses {
          if case .decls(let nested) = clause.elements,
            let found = property(named: name, in: nested)
          {
            return found
          }
        }
      }
    }
    return nil
  }
}
