/// The parameters of one function or initializer, as the call site sees them.
struct ParameterList: Sendable, Hashable {
  /// Each parameter's argument label; nil for `_`.
  var labels: [String?]
  /// Each parameter's type, as written.
  var types: [String]
  /// Whether each parameter has a default value.
  var defaulted: [Bool]
}

/// A property as the index keeps it.
struct MemberFacts: Sendable, Hashable {
  var isLet: Bool
  var isStatic: Bool
  /// Whether reading it runs code: a getter, or `lazy`.
  var isComputed: Bool
  /// Whether a computed property also has a setter.
  var hasSetter: Bool
  /// The property wrapper, by the name it is written with (`State`, `Published`, `UserDefault`).
  var wrapper: String?
  /// The declared type, as written.
  var typeText: String?
  /// Whether two declarations of this name were seen (in `#if` branches or a type declared
  /// twice), which makes every fact about it uncertain.
  var isDuplicated = false
}

/// A type the code base declares, with all its extensions.
struct TypeFacts: Sendable {
  /// What the declaration is; nil while only extensions have been seen.
  var kind: TypeKind?
  /// How many primary declarations have this full name; more than one makes it ambiguous.
  var declarationCount = 0
  /// The attributes of the primary declaration, by simple name (`Observable`,
  /// `propertyWrapper`, `dynamicMemberLookup`).
  var attributes: Set<String> = []
  /// The inheritance clauses of the declaration and its extensions, as written.
  var inherited: [String] = []
  /// The properties, by name.
  var members: [String: MemberFacts] = [:]
  /// Nested type aliases: name → aliased type as written.
  var typeAliases: [String: String] = [:]
  /// The generic parameters' names.
  var genericParameters: Set<String> = []
  /// The protocols the primary declaration constrains its generic parameters to, in its
  /// parameter clause and its `where` clause.
  var genericConstraints: [String: [String]] = [:]
  /// Enumeration cases: name → whether the case has associated values.
  var cases: [String: Bool] = [:]
  /// The explicit initializers.
  var initializers: [ParameterList] = []
  /// Whether an initializer is declared in the primary declaration (which removes the memberwise
  /// one).
  var declaresInitializerInBody = false
  /// For each `@Binding` property, what the declarations that declare it do with it
  /// (``BindingUses``): where a row's binding handed to this view may be written.
  var bindingUses: [String: BindingUses] = [:]
  /// Whether an extension of the type holds code (a function, an initializer, a computed
  /// property), whose uses of the type's bindings ``bindingUses`` does not record.
  var extensionHasCode = false

  /// Adds what `other` declares; `asExtension` when `other` comes from extensions only.
  mutating func merge(_ other: TypeFacts, asExtension: Bool = false) {
    if kind == nil { kind = other.kind }
    declarationCount += other.declarationCount
    attributes.formUnion(other.attributes)
    inherited += other.inherited
    for (name, member) in other.members {
      if var existing = members[name] {
        existing.isDuplicated = true
        members[name] = existing
      } else {
        members[name] = member
      }
    }
    typeAliases.merge(other.typeAliases) { first, second in first == second ? first : "" }
    genericParameters.formUnion(other.genericParameters)
    genericConstraints.merge(other.genericConstraints) { $0 + $1 }
    cases.merge(other.cases) { $0 || $1 }
    initializers += other.initializers
    for (name, uses) in other.bindingUses { bindingUses[name, default: BindingUses()].merge(uses) }
    extensionHasCode = extensionHasCode || other.extensionHasCode
    if !asExtension {
      declaresInitializerInBody = declaresInitializerInBody || other.declaresInitializerInBody
    }
  }

  /// The mark, among the attributes, of a type whose `subscript(dynamicMember:)` has a setter.
  static let settableDynamicMember = "subscript(dynamicMember:) { set }"

  /// Whether the full name belongs to exactly one declaration.
  var isUnambiguous: Bool { declarationCount == 1 }
}
