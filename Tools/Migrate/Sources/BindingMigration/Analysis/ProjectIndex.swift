import SwiftSyntax

/// What the tool learns about the whole code base before it judges any closure binding: which
/// classes are `@Observable`, which names are enum cases, which members can change between two
/// reads, which properties are sets.
///
/// Facts are kept by name, not by type and member, so the index stays small however large the code
/// base is (its size follows the vocabulary, not the line count). Where a name means different
/// things in different types, the index keeps the cautious answer.
public struct ProjectIndex: Sendable {
  /// Classes declared `@Observable`.
  var observableClasses: Set<String> = []
  /// Classes that conform to `ObservableObject`.
  var observableObjectClasses: Set<String> = []
  /// Names declared as classes or actors.
  var referenceTypes: Set<String> = []
  /// Names declared as structures or enumerations.
  var valueTypes: Set<String> = []
  /// Types that conform to `OptionSet`.
  var optionSets: Set<String> = []
  /// Enumeration case names, in any enumeration.
  var enumCases: Set<String> = []
  /// Names of `static let` properties, in any type.
  var staticConstants: Set<String> = []
  /// Names of `static var` properties, stored or computed, in any type.
  var staticVariables: Set<String> = []
  /// Names of `var` properties (stored or computed) of classes and actors.
  ///
  /// These are members whose value can differ between two reads of the same instance. A computed
  /// property of a structure or an
  /// enumeration is taken to depend only on the value, which a closure captured as a copy.
  var changingMembers: Set<String> = []
  /// For each property name with a declared type: whether it is a `Set` everywhere it is
  /// declared (true), nowhere (false), or both (absent from `mixedSetMembers` decides).
  var setMembers: [String: Bool] = [:]
  /// Property names declared as a `Set` in one type and as something else in another.
  var mixedSetMembers: Set<String> = []
  /// `Type.member` for every property declared as a `Set`, for paths whose root's type is known.
  var setMembersByType: Set<String> = []
  /// Names of methods, subscripts' labels and initializers' labels that the code base itself
  /// declares in an extension of `Binding`.
  var bindingExtensionMembers: Set<String> = []

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
    observableClasses.formUnion(other.observableClasses)
    observableObjectClasses.formUnion(other.observableObjectClasses)
    referenceTypes.formUnion(other.referenceTypes)
    valueTypes.formUnion(other.valueTypes)
    optionSets.formUnion(other.optionSets)
    enumCases.formUnion(other.enumCases)
    staticConstants.formUnion(other.staticConstants)
    staticVariables.formUnion(other.staticVariables)
    changingMembers.formUnion(other.changingMembers)
    mixedSetMembers.formUnion(other.mixedSetMembers)
    setMembersByType.formUnion(other.setMembersByType)
    for (name, isSet) in other.setMembers {
      recordSetMember(name, isSet: isSet)
    }
    bindingExtensionMembers.formUnion(other.bindingExtensionMembers)
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
}

/// Walks one file and records its declarations in a ``ProjectIndex``.
private final class IndexCollector: SyntaxVisitor {
  var index = ProjectIndex()
  private var contexts: [TypeContext] = []

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(Syntax(node))
  }
  override func visitPost(_ node: StructDeclSyntax) { contexts.removeLast() }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(Syntax(node))
  }
  override func visitPost(_ node: ClassDeclSyntax) { contexts.removeLast() }

  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(Syntax(node))
  }
  override func visitPost(_ node: ActorDeclSyntax) { contexts.removeLast() }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(Syntax(node))
  }
  override func visitPost(_ node: EnumDeclSyntax) { contexts.removeLast() }

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(Syntax(node))
  }
  override func visitPost(_ node: ProtocolDeclSyntax) { contexts.removeLast() }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(Syntax(node))
  }
  override func visitPost(_ node: ExtensionDeclSyntax) { contexts.removeLast() }

  /// Records a type declaration's own facts and makes it the context of its members.
  private func enter(_ node: Syntax) -> SyntaxVisitorContinueKind {
    guard let context = TypeContext(node) else { return .visitChildren }
    contexts.append(context)
    switch context.kind {
    case .classType, .actor:
      index.referenceTypes.insert(context.name)
      if context.isDeclaredObservable { index.observableClasses.insert(context.name) }
      if context.isDeclaredObservableObject { index.observableObjectClasses.insert(context.name) }
    case .structure, .enumeration:
      index.valueTypes.insert(context.name)
    case .protocolType, .extensionDecl:
      break
    }
    if context.inheritedTypes.contains(where: { TypeName.simple($0) == "OptionSet" }) {
      index.optionSets.insert(context.name)
    }
    return .visitChildren
  }

  override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
    index.enumCases.insert(node.name.text)
    return .skipChildren
  }

  /// Records a property's facts: static constant or variable, changing member, `Set` or not.
  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    guard let context = contexts.last else { return .skipChildren }
    for binding in node.bindings {
      guard let property = PropertyDeclaration(node, binding: binding) else { continue }
      if property.isStatic {
        if property.isLet && !property.isComputed {
          index.staticConstants.insert(property.name)
        } else {
          index.staticVariables.insert(property.name)
        }
        continue
      }
      let inReference =
        context.kind == .classType || context.kind == .actor
        || (context.kind == .extensionDecl && index.referenceTypes.contains(context.name))
      if inReference && !property.isLet {
        index.changingMembers.insert(property.name)
      }
      var isSet: Bool?
      if let typeText = property.typeText {
        isSet = TypeName.isSet(typeText)
      } else if let initializer = property.initializer {
        isSet = SetLiteral.isSetConstruction(initializer)
      }
      if let isSet {
        index.recordSetMember(property.name, isSet: isSet)
        if isSet { index.setMembersByType.insert("\(context.name).\(property.name)") }
      }
    }
    // Closures in initial values may declare nothing the index needs.
    return .skipChildren
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    if contexts.last?.isBindingExtension == true {
      index.bindingExtensionMembers.insert(node.name.text)
    }
    return .skipChildren
  }

  override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
    if contexts.last?.isBindingExtension == true {
      for parameter in node.parameterClause.parameters {
        index.bindingExtensionMembers.insert("subscript(\(parameter.firstName.text):)")
      }
    }
    return .skipChildren
  }

  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    if contexts.last?.isBindingExtension == true {
      for parameter in node.signature.parameterClause.parameters {
        index.bindingExtensionMembers.insert("init(\(parameter.firstName.text):)")
      }
    }
    return .skipChildren
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
    return TypeName.simple(callee.trimmedDescription) == "Set"
      && (callee.trimmedDescription.hasPrefix("Set")
        || callee.trimmedDescription.hasPrefix("Swift.Set"))
  }
}
