/// What a type name written somewhere in the code base refers to.
enum TypeResolution: Equatable {
  /// A type the code base declares, by its full nested name.
  case declared(String)
  /// A generic parameter of an enclosing declaration.
  case generic(String)
  /// A type the code base does not declare (SwiftUI's, Foundation's, a package's), as written.
  case external(String)
  /// A name that two declarations share, or that the tool cannot follow (an associated type, a
  /// type alias it cannot read).
  case ambiguous(String)

  /// The full name, when the type is declared in the code base.
  var declaredName: String? {
    if case .declared(let name) = self { return name }
    return nil
  }
}

extension ProjectIndex {
  /// What `type` refers to, written inside the type whose full name is `scope` (nil at the top
  /// level of a file): nested types of the scope and of each enclosing type first, then their
  /// superclasses', then the top level, as Swift looks names up.
  func resolve(_ type: TypeText, in scope: String?) -> TypeResolution {
    resolve(type, in: scope, depth: 0)
  }

  private func resolve(_ type: TypeText, in scope: String?, depth: Int) -> TypeResolution {
    guard depth < 8, let head = type.components.first else { return .ambiguous(type.compact) }
    let rest = Array(type.components.dropFirst())
    var chain: [String] = []
    if let scope {
      var parts = scope.split(separator: ".").map(String.init)
      while !parts.isEmpty {
        chain.append(parts.joined(separator: "."))
        parts.removeLast()
      }
    }
    for outer in chain {
      if let found = nested(head, in: outer, depth: depth) {
        return follow(found, rest, depth: depth)
      }
    }
    if let facts = types[head] {
      return facts.isUnambiguous ? follow(.declared(head), rest, depth: depth) : .ambiguous(head)
    }
    if let alias = globalTypeAliases[head] {
      if alias.isEmpty { return .ambiguous(head) }
      return follow(resolve(TypeText(alias), in: nil, depth: depth + 1), rest, depth: depth)
    }
    if !rest.isEmpty {
      // `MyApp.Model`: a module's name first.
      let unqualified = TypeText(rest.joined(separator: "."))
      if case .declared(let name) = resolve(unqualified, in: nil, depth: depth + 1) {
        return .declared(name)
      }
    }
    return .external(type.components.joined(separator: "."))
  }

  /// `head` looked up as a member type of the type named `outer`: a nested type, a type alias,
  /// a generic parameter, or one of its superclass's member types.
  private func nested(_ head: String, in outer: String, depth: Int) -> TypeResolution? {
    guard depth < 8, let facts = types[outer] else { return nil }
    if facts.genericParameters.contains(head) { return .generic(head) }
    let candidate = outer + "." + head
    if let found = types[candidate] {
      return found.isUnambiguous || found.kind == nil ? .declared(candidate) : .ambiguous(candidate)
    }
    if let alias = facts.typeAliases[head] {
      if alias.isEmpty { return .ambiguous(candidate) }
      return resolve(TypeText(alias), in: outer, depth: depth + 1)
    }
    if let superclass = superclass(of: outer, depth: depth + 1) {
      return nested(head, in: superclass, depth: depth + 1)
    }
    return nil
  }

  /// The rest of a dotted name, looked up inside what its first part resolved to.
  private func follow(_ resolution: TypeResolution, _ rest: [String], depth: Int)
    -> TypeResolution
  {
    guard let first = rest.first else { return resolution }
    switch resolution {
    case .declared(let name):
      guard let found = nested(first, in: name, depth: depth + 1) else {
        return .ambiguous(([name] + rest).joined(separator: "."))
      }
      return follow(found, Array(rest.dropFirst()), depth: depth + 1)
    case .external(let name):
      return .external(([name] + rest).joined(separator: "."))
    case .generic(let name), .ambiguous(let name):
      return .ambiguous(([name] + rest).joined(separator: "."))
    }
  }

  /// The full name of the scope that encloses the type named `name` (nil at the top level).
  private func enclosingScope(of name: String) -> String? {
    guard let dot = name.lastIndex(of: ".") else { return nil }
    return String(name[..<dot])
  }

  /// The superclass of the class named `name`, when the code base declares it.
  func superclass(of name: String) -> String? {
    superclass(of: name, depth: 0)
  }

  private func superclass(of name: String, depth: Int) -> String? {
    guard depth < 8, let facts = types[name], facts.kind == .classType,
      let first = facts.inherited.first
    else { return nil }
    // The superclass, when there is one, comes first in the inheritance clause.
    guard case .declared(let parent) = resolve(TypeText(first), in: enclosingScope(of: name)),
      parent != name, types[parent]?.kind == .classType
    else { return nil }
    return parent
  }

  /// The facts of the type named `name`, when the code base declares it exactly once.
  func facts(of name: String) -> TypeFacts? {
    guard let facts = types[name], facts.declarationCount <= 1 else { return nil }
    return facts
  }

  /// The property `member` of the type named `name` or of one of its superclasses; nil when the
  /// code base declares two types of that name (their members cannot be told apart) or declares
  /// the member twice.
  func member(_ member: String, of name: String) -> MemberFacts? {
    var current: String? = name
    var depth = 0
    while let type = current, depth < 8 {
      guard let facts = types[type], facts.declarationCount <= 1 else { return nil }
      if let found = facts.members[member] { return found.isDuplicated ? nil : found }
      current = superclass(of: type)
      depth += 1
    }
    return nil
  }

  /// Whether the type named `name` conforms to the protocol whose simple name is `protocolName`:
  /// directly, through a superclass, or through a protocol of the code base that refines it.
  func conforms(_ name: String, to protocolName: String) -> Bool {
    conforms(name, to: protocolName, depth: 0)
  }

  private func conforms(_ name: String, to protocolName: String, depth: Int) -> Bool {
    guard depth < 8, let facts = types[name] else { return false }
    for written in facts.inherited {
      // `A & B` is written as one inherited type.
      for part in written.split(separator: "&") {
        let type = TypeText(String(part))
        if type.simpleName == protocolName { return true }
        if case .declared(let inherited) = resolve(type, in: enclosingScope(of: name)),
          inherited != name, conforms(inherited, to: protocolName, depth: depth + 1)
        {
          return true
        }
      }
    }
    return false
  }

  /// Whether the class named `name` is declared `@Observable` (or conforms to `Observable`).
  func isObservable(_ name: String) -> Bool {
    guard let facts = types[name], facts.kind == .classType else { return false }
    return facts.attributes.contains("Observable") || conforms(name, to: "Observable")
  }

  /// Whether the type named `name` is a class conforming to `ObservableObject`.
  func isObservableObject(_ name: String) -> Bool {
    guard let facts = types[name], facts.kind == .classType else { return false }
    return conforms(name, to: "ObservableObject")
  }

  /// Whether a value of `type`, written in `scope`, is `Hashable`: true or false when the tool can
  /// tell, nil when it cannot.
  ///
  /// A generic parameter is `Hashable` where it is constrained to be: by the code around the
  /// value (`constraints`: a generic function, an extension's `where` clause) or by the type that
  /// declares it (`struct RadioGroup<T: Hashable>`, `where T: Hashable`). Where neither says so,
  /// it is not, there.
  func isHashable(
    _ type: TypeText, in scope: String?,
    around constraints: GenericConstraints = GenericConstraints()
  ) -> Bool? {
    if !type.isOptional, type.arguments.isEmpty, type.components.count == 1,
      let written = constraints.byName[type.components[0]]
    {
      return written.contains { isHashableConstraint($0, in: scope) }
    }
    switch resolve(type, in: scope) {
    case .declared(let name):
      guard let facts = facts(of: name) else { return nil }
      if conforms(name, to: "Hashable") { return true }
      if facts.kind == .enumeration, facts.cases.values.allSatisfy({ !$0 }), !facts.cases.isEmpty {
        // An enumeration without associated values is Hashable by itself.
        return true
      }
      return false
    case .external(let name):
      let simple = name.split(separator: ".").last.map(String.init) ?? name
      if TypeName.hashableNames.contains(simple) { return true }
      if ["Array", "Set", "Optional"].contains(simple), type.arguments.count == 1 {
        return isHashable(TypeText(type.arguments[0]), in: scope, around: constraints)
      }
      if simple == "Dictionary", type.arguments.count == 2 {
        return isHashable(TypeText(type.arguments[1]), in: scope, around: constraints)
      }
      return nil
    case .generic(let name):
      guard let written = genericConstraints(of: name, in: scope) else { return nil }
      return written.contains { isHashableConstraint($0, in: scope) }
    case .ambiguous:
      return nil
    }
  }

  /// Whether a constraint written `written` makes a parameter `Hashable`: `Hashable` itself, or
  /// a protocol of the code base that refines it.
  private func isHashableConstraint(_ written: String, in scope: String?) -> Bool {
    let type = TypeText(written)
    if type.simpleName == "Hashable" { return true }
    if case .declared(let name) = resolve(type, in: scope) {
      return conforms(name, to: "Hashable")
    }
    return false
  }

  /// The constraints of the generic parameter `name` of the type named `scope` or of a type
  /// around it, from its declaration; nil when none of them declares it.
  func genericConstraints(of name: String, in scope: String?) -> [String]? {
    var parts = scope?.split(separator: ".").map(String.init) ?? []
    while !parts.isEmpty {
      if let facts = types[parts.joined(separator: ".")], facts.genericParameters.contains(name) {
        return facts.genericConstraints[name] ?? []
      }
      parts.removeLast()
    }
    return nil
  }

  /// Whether a value of `type`, written in `scope`, is a value type (a structure or an
  /// enumeration): true or false when the tool can tell, nil when it cannot.
  func isValueType(_ type: TypeText, in scope: String?) -> Bool? {
    if type.isOptional || type.components == ["Array"] || type.components == ["Dictionary"] {
      return true
    }
    switch resolve(type, in: scope) {
    case .declared(let name):
      switch facts(of: name)?.kind {
      case .structure?, .enumeration?: return true
      case .classType?, .actor?: return false
      default: return nil
      }
    case .external(let name):
      let simple = name.split(separator: ".").last.map(String.init) ?? name
      if TypeName.hashableNames.contains(simple) || ["Set", "Array", "Dictionary"].contains(simple)
      {
        return simple != "NSNumber" && simple != "NSString"
      }
      return nil
    case .generic, .ambiguous:
      return nil
    }
  }

  /// What `$property` is for a property wrapper written `@name` in `scope`.
  enum WrapperProjection: Equatable {
    /// A `Binding` of the wrapped value: SwiftUI's `State` and `Binding`, or a wrapper the code
    /// base declares with `projectedValue: Binding<T>` beside `wrappedValue: T`.
    case binding
    /// SwiftUI's `AppStorage` or `SceneStorage`, whose projection is a `Binding` too; the tool
    /// leaves them to the user.
    case bindingNotRewritten
    /// Something else, as written when the code base declares it (nil for SwiftUI's own
    /// wrappers that project no binding: `FocusState`, `GestureState`, `Namespace` and the like).
    case other(String?)
    /// A wrapper declared where the tool cannot see it.
    case unknown
  }

  /// What `$property` is for the property wrapper written `@name` in `scope`.
  func projection(ofWrapper name: String, in scope: String?) -> WrapperProjection {
    switch resolve(TypeText(name), in: scope) {
    case .declared(let declared):
      guard let facts = facts(of: declared), facts.attributes.contains("propertyWrapper") else {
        return .unknown
      }
      guard let projected = facts.members["projectedValue"]?.typeText else { return .other(nil) }
      if let value = TypeText(projected).bindingValue,
        let wrapped = facts.members["wrappedValue"]?.typeText,
        value.compact == TypeText(wrapped).compact
      {
        return .binding
      }
      return .other(projected)
    case .external(let external):
      let parts = external.split(separator: ".")
      guard parts.count == 1 || parts.first == "SwiftUI", let simple = parts.last else {
        return .unknown
      }
      switch simple {
      case "State", "Binding": return .binding
      case "AppStorage", "SceneStorage": return .bindingNotRewritten
      case "FocusState", "GestureState", "Namespace", "FetchRequest", "SectionedFetchRequest",
        "Query", "FocusedValue", "FocusedObject", "ScaledMetric", "AccessibilityFocusState",
        "UIApplicationDelegateAdaptor", "NSApplicationDelegateAdaptor", "Environment":
        return .other(nil)
      default:
        return .unknown
      }
    case .generic, .ambiguous:
      return .unknown
    }
  }
}
