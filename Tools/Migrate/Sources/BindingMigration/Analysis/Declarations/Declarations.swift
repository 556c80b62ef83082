import SwiftSyntax

/// A stored or computed property, as far as the tool needs to know it.
struct PropertyDeclaration {
  /// The property's name.
  var name: String
  /// Whether it is declared with `let`.
  var isLet: Bool
  /// Whether it is `static` or `class`.
  var isStatic: Bool
  /// Whether reading it runs code: a getter, or `lazy`.
  var isComputed: Bool
  /// Whether a computed property has a setter too.
  var hasSetter: Bool
  /// The names of its attributes, such as `State` or `Bindable`.
  var attributes: [String]
  /// The argument text of each attribute that has arguments, such as `Model.self` for
  /// `@Environment(Model.self)`.
  var attributeArguments: [String: String]
  /// The declared type, as written.
  var typeText: String?
  /// The initial value, as written.
  var initializer: ExprSyntax?

  /// The property declared by `binding` in `declaration`.
  init?(_ declaration: VariableDeclSyntax, binding: PatternBindingSyntax) {
    guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { return nil }
    name = pattern.identifier.text
    isLet = declaration.bindingSpecifier.tokenKind == .keyword(.let)
    isStatic = declaration.modifiers.contains {
      $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
    }
    let isLazy = declaration.modifiers.contains { $0.name.tokenKind == .keyword(.lazy) }
    isComputed = isLazy || binding.accessorBlock.map(Self.hasGetter) ?? false
    hasSetter = binding.accessorBlock.map(Self.hasSetter) ?? false
    var attributes: [String] = []
    var arguments: [String: String] = [:]
    for element in declaration.attributes {
      guard let attribute = element.as(AttributeSyntax.self) else { continue }
      let attributeName =
        attribute.attributeName.as(IdentifierTypeSyntax.self).map {
          $0.genericArgumentClause == nil ? $0.name.text : $0.tokenText
        } ?? attribute.attributeName.tokenText
      attributes.append(attributeName)
      if let argumentList = attribute.arguments {
        arguments[attributeName] = argumentList.trimmedDescription
      }
    }
    self.attributes = attributes
    attributeArguments = arguments
    // `var a, b: Int` writes the type once, on the last binding.
    var typeText = binding.typeAnnotation?.type.tokenText
    if typeText == nil, let index = declaration.bindings.index(of: binding) {
      typeText =
        declaration.bindings[index...].lazy.compactMap { $0.typeAnnotation }.first?
        .type.tokenText
    }
    self.typeText = typeText
    initializer = binding.initializer?.value
  }

  /// Whether an accessor block computes the value rather than only observing a stored one.
  private static func hasGetter(_ block: AccessorBlockSyntax) -> Bool {
    switch block.accessors {
    case .getter:
      return true
    case .accessors(let accessors):
      return accessors.contains {
        switch $0.accessorSpecifier.tokenKind {
        case .keyword(.willSet), .keyword(.didSet): false
        default: true
        }
      }
    }
  }

  /// Whether an accessor block has a `set` (or `_modify`) accessor.
  private static func hasSetter(_ block: AccessorBlockSyntax) -> Bool {
    guard case .accessors(let accessors) = block.accessors else { return false }
    return accessors.contains {
      $0.accessorSpecifier.tokenKind == .keyword(.set)
        || $0.accessorSpecifier.text == "_modify" || $0.accessorSpecifier.text == "nonmutating"
    }
  }

  /// Whether the property carries the attribute named `name` (with or without a module prefix).
  func has(_ attribute: String) -> Bool {
    attributes.contains { $0 == attribute || $0.hasSuffix("." + attribute) }
  }

  /// The attribute names the tool treats as property wrappers that change what `$name` means.
  static let knownWrappers: Set<String> = [
    "State", "Binding", "Bindable", "ObservedObject", "StateObject", "EnvironmentObject",
    "Environment", "Published", "AppStorage", "SceneStorage", "FocusState", "GestureState",
    "FocusedBinding", "FocusedValue", "FetchRequest", "Query", "StateOrBinding",
  ]

  /// The first property wrapper among the attributes, if any.
  ///
  /// Property wrappers are types, so their names are capitalized; any capitalized attribute that
  /// is not known to be something else (`MainActor`, `ObservationIgnored`) counts as one, so a
  /// custom wrapper is never mistaken for a plain stored property.
  var wrapper: String? {
    for attribute in attributes {
      let name = attribute.split(separator: ".").last.map(String.init) ?? attribute
      if Self.notWrappers.contains(name) { continue }
      if Self.knownWrappers.contains(name) || name.first?.isUppercase == true { return name }
    }
    return nil
  }

  /// Attributes that are not property wrappers.
  static let notWrappers: Set<String> = [
    "MainActor", "ObservationIgnored", "ObservationTracked", "available", "objc", "nonobjc",
    "IBOutlet", "IBInspectable", "NSManaged", "usableFromInline", "inlinable", "preconcurrency",
    "Sendable", "discardableResult", "TaskLocal",
  ]
}

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
        where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
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
