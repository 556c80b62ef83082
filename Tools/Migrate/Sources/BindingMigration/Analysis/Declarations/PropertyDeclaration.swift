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
    name = Spelling.bare(pattern.identifier.text)
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
    "FocusedBinding", "FocusedValue", "FetchRequest", "Query", "StateOrBinding", "StateUnlessBound",
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
