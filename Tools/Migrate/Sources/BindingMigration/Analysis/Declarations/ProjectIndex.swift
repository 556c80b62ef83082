import SwiftSyntax

/// What the tool learns about the whole code base before it judges any closure binding: every
/// type it declares, by its full nested name (`StateStoreViewModel.Context`), with the members,
/// attributes, conformances and initializers of the declaration and all its extensions; and, by
/// name, facts that hold whatever the type (enumeration cases, static constants, members a class
/// can change).
///
/// Built one file at a time (``init(file:)``), merged (``merge(_:)``), then finalized
/// (``finalize()``) once every file is in, which files the extensions under the types they
/// extend. Where the code base declares two types of the same full name (two targets, say), the
/// name is ambiguous and nothing is concluded from it.
public struct ProjectIndex: Sendable {
  /// Types declared in the code, by full nested name.
  var types: [String: TypeFacts] = [:]
  /// Types known only from extensions, by the name the extension wrote (`Foo.Bar|` for
  /// `extension Foo.Bar`, `Foo|Nested` for a type declared inside `extension Foo`), until
  /// ``finalize()`` files them under the type they extend; after it, the extensions of types the
  /// code base does not declare.
  var extensions: [String: TypeFacts] = [:]
  /// `typealias` declarations at the top level of a file: name → aliased type as written.
  var globalTypeAliases: [String: String] = [:]
  /// Functions (methods and free functions) by base name: their parameter lists.
  var functions: [String: [ParameterList]] = [:]
  /// Enumeration case names, in any enumeration.
  var enumCases: Set<String> = []
  /// Names of `static let` properties, in any type.
  var staticConstants: Set<String> = []
  /// Names of `static var` properties, stored or computed, in any type.
  var staticVariables: Set<String> = []
  /// Names of `var` properties (stored or computed) of classes and actors: members whose value
  /// can differ between two reads of the same instance (filled by ``finalize()``).
  var changingMembers: Set<String> = []
  /// For each property name with a declared type: whether it is a `Set` everywhere it is
  /// declared.
  var setMembers: [String: Bool] = [:]
  /// Property names declared as a `Set` in one type and as something else in another.
  var mixedSetMembers: Set<String> = []
  /// Names of methods, subscripts' labels and initializers' labels that the code base itself
  /// declares in an extension of `Binding`.
  var bindingExtensionMembers: Set<String> = []
  /// Whether ``finalize()`` has run since the last merge.
  private(set) var isFinal = false

  /// An empty index: nothing is known, so every judgement that needs a fact is cautious.
  public init() {}

  /// The facts one file declares.
  public init(file: SourceFileSyntax) {
    let collector = IndexCollector(viewMode: .sourceAccurate)
    collector.walk(file)
    self = collector.index
  }

  /// Adds the facts of `other`.
  public mutating func merge(_ other: ProjectIndex) {
    isFinal = false
    for (name, facts) in other.types {
      types[name, default: TypeFacts()].merge(facts)
    }
    for (name, facts) in other.extensions {
      extensions[name, default: TypeFacts()].merge(facts)
    }
    globalTypeAliases.merge(other.globalTypeAliases) { first, second in
      first == second ? first : ""
    }
    functions.merge(other.functions) { $0 + $1 }
    enumCases.formUnion(other.enumCases)
    staticConstants.formUnion(other.staticConstants)
    staticVariables.formUnion(other.staticVariables)
    changingMembers.formUnion(other.changingMembers)
    mixedSetMembers.formUnion(other.mixedSetMembers)
    for (name, isSet) in other.setMembers {
      recordSetMember(name, isSet: isSet)
    }
    bindingExtensionMembers.formUnion(other.bindingExtensionMembers)
  }

  /// Files every extension under the type it extends, once all files are merged.
  public mutating func finalize() {
    guard !isFinal else { return }
    // Types declared inside extensions first (shortest paths first, so that an extension of a
    // type declared in another extension finds it), then the extensions themselves; a few
    // rounds, until nothing more can be filed.
    var pending = extensions
    for _ in 0..<4 {
      var progress = false
      let order = pending.keys.sorted { left, right in
        let leftDeclares = pending[left]?.kind != nil
        let rightDeclares = pending[right]?.kind != nil
        if leftDeclares != rightDeclares { return leftDeclares }
        return (left.count, left) < (right.count, right)
      }
      for key in order {
        guard let facts = pending[key] else { continue }
        let parts = key.split(separator: "|", maxSplits: 1, omittingEmptySubsequences: false)
        let written = String(parts[0])
        let nested = parts.count > 1 ? String(parts[1]) : ""
        guard let root = canonicalName(ofExtended: written) else { continue }
        let canonical = nested.isEmpty ? root : root + "." + nested
        types[canonical, default: TypeFacts()].merge(facts, asExtension: facts.kind == nil)
        pending[key] = nil
        progress = true
      }
      if !progress { break }
    }
    let external = pending
    extensions = external
    // Members that can change between two reads of one instance: the `var`s of classes and
    // actors, and (cautiously) the computed properties of extensions of types declared
    // elsewhere, which may be classes.
    for facts in types.values where facts.kind == .classType || facts.kind == .actor {
      for (name, member) in facts.members where !member.isLet && !member.isStatic {
        changingMembers.insert(name)
      }
    }
    for facts in external.values {
      for (name, member) in facts.members where !member.isStatic {
        changingMembers.insert(name)
      }
    }
    isFinal = true
  }

  /// This index, finalized.
  public func finalized() -> ProjectIndex {
    var copy = self
    copy.finalize()
    return copy
  }

  /// Records whether a property named `name` is declared as a `Set`; a name declared both ways
  /// becomes mixed.
  mutating func recordSetMember(_ name: String, isSet: Bool) {
    if let known = setMembers[name], known != isSet {
      mixedSetMembers.insert(name)
    } else {
      setMembers[name] = isSet
    }
  }

  /// Whether the property named `name` is a `Set` wherever the code base declares it: true or
  /// false when every declaration agrees, nil when none says or they disagree.
  func isSetMember(_ name: String) -> Bool? {
    if mixedSetMembers.contains(name) { return nil }
    return setMembers[name]
  }

  /// The full name of the type an extension extends, written `written` at the top level of a
  /// file (`Foo.Bar`, `MyModule.Foo`, or a type alias), when the code base declares it.
  func canonicalName(ofExtended written: String) -> String? {
    switch resolve(TypeText(written), in: nil) {
    case .declared(let name): name
    default: nil
    }
  }
}

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
  /// Enumeration cases: name → whether the case has associated values.
  var cases: [String: Bool] = [:]
  /// The explicit initializers.
  var initializers: [ParameterList] = []
  /// Whether an initializer is declared in the primary declaration (which removes the memberwise
  /// one).
  var declaresInitializerInBody = false

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
    cases.merge(other.cases) { $0 || $1 }
    initializers += other.initializers
    if !asExtension {
      declaresInitializerInBody = declaresInitializerInBody || other.declaresInitializerInBody
    }
  }

  /// The mark, among the attributes, of a type whose `subscript(dynamicMember:)` has a setter.
  static let settableDynamicMember = "subscript(dynamicMember:) { set }"

  /// Whether the full name belongs to exactly one declaration.
  var isUnambiguous: Bool { declarationCount == 1 }
}

/// Walks one file and records its declarations in a ``ProjectIndex``: one visitor for every
/// declaration group (type declarations and extensions alike), entered and left as a scope.
private final class IndexCollector: SyntaxAnyVisitor {
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
      if let clause = node.asProtocol(WithGenericParametersSyntax.self)?.genericParameterClause {
        facts.genericParameters = Set(clause.parameters.map(\.name.text))
      }
    }
    facts.inherited = context.inheritedTypes
    if context.inheritedTypes.contains(where: { TypeName.simple($0) == "OptionSet" }) {
      facts.attributes.insert("OptionSet")
    }
    scopes.append(Scope(name: name, viaExtension: viaExtension, kind: context.kind, facts: facts))
  }

  /// Records a property's facts: static constant or variable, changing member, `Set` or not, and
  /// the member of its type.
  private func record(_ node: VariableDeclSyntax) {
    guard !scopes.isEmpty else { return }
    for binding in node.bindings {
      guard let property = PropertyDeclaration(node, binding: binding) else { continue }
      let member = MemberFacts(
        isLet: property.isLet, isStatic: property.isStatic, isComputed: property.isComputed,
        hasSetter: property.hasSetter, wrapper: property.wrapper, typeText: property.typeText)
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
    if scopes.last?.isBindingExtension == true {
      index.bindingExtensionMembers.insert(function.name.text)
    }
    index.functions[function.name.text, default: []].append(
      parameters(function.signature.parameterClause))
  }

  private func record(_ initializer: InitializerDeclSyntax) {
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

/// Recognises an initial value that builds a `Set`.
enum SetLiteral {
  /// Whether `expression` is `Set<…>(…)`, `Set(…)` or `Set<…>.init(…)`.
  static func isSetConstruction(_ expression: ExprSyntax) -> Bool {
    guard let call = expression.as(FunctionCallExprSyntax.self) else { return false }
    var callee = call.calledExpression
    if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
      let base = member.base
    {
      callee = base
    }
    let type = TypeText(callee.tokenText)
    return type.components == ["Set"] || type.components == ["Swift", "Set"]
  }
}
