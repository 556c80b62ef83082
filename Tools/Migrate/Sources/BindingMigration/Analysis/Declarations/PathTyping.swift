import SwiftSyntax

/// The declarations along a path such as `model.settings.name`: the root's declared type, then
/// each member's declaration in the type before it, as far as the code base declares them.
struct PathTyping {
  /// What the code base declares.
  var index: ProjectIndex
  /// Where the path is read.
  var site: Syntax
  /// The full name of the type around the site.
  var scope: String?
  /// The walks made so far, by path: one candidate asks for the same path in several stages.
  private let walks = WalkCache()

  /// Remembers walks and names; only the candidate that made it uses it, on one thread.
  private final class WalkCache {
    var walks: [ValuePath: Walk] = [:]
    var declarations: [String: Declaration] = [:]
  }

  /// What `name` (written `self.name` when `throughSelf`) refers to at the site, looked up once.
  func declaration(of name: String, throughSelf: Bool) -> Declaration {
    let key = throughSelf ? "self." + name : name
    if let known = walks.declarations[key] { return known }
    let found = NameLookup.resolve(name, at: site, throughSelf: throughSelf)
    walks.declarations[key] = found
    return found
  }

  /// One member of a path.
  struct Step {
    /// The member's name.
    var name: String
    /// The type the member belongs to, as resolved; nil when the type before it is unknown.
    var container: TypeResolution?
    /// The member's declaration, when the code base declares it.
    var member: MemberFacts?
  }

  /// What is known of a path.
  struct Walk {
    /// The root's declared type, when it is written down or plain from its initial value.
    var rootType: TypeText?
    /// Each member after the root.
    var steps: [Step]
    /// The type of the whole path, when every step is known.
    var valueType: TypeText?
    /// The scope `valueType` is written in.
    var valueScope: String?
  }

  /// For closures judged through an unwrap (``UnwrapLens``): the name that stands for the
  /// unwrapped value, and its type when known.
  var unwrapped: (name: String, type: TypeText?)?

  init(index: ProjectIndex, site: Syntax, unwrapped: (name: String, type: TypeText?)? = nil) {
    self.index = index
    self.site = site
    self.unwrapped = unwrapped
    scope = NameLookup.scope(of: site, index: index)
  }

  /// Whether `path` starts at the name that stands for an unwrapped value.
  func startsUnwrapped(_ path: ValuePath) -> Bool {
    guard let unwrapped, case .name(let name) = path.root else { return false }
    return name == unwrapped.name && !path.throughSelf
  }

  /// The type of the value `path` holds once unwrapped, when its optional type is known.
  func unwrappedType(of path: ValuePath) -> TypeText? {
    let type = path.members.isEmpty ? rootType(of: path) : walk(path).valueType
    guard let type, type.isOptional else { return nil }
    return type.unwrapped
  }

  /// The declared type of the root of `path`, and the scope its text is written in.
  func rootType(of path: ValuePath) -> TypeText? {
    if startsUnwrapped(path) { return unwrapped?.type }
    guard case .name(let name) = path.root else { return nil }
    switch declaration(of: name, throughSelf: path.throughSelf) {
    case .member(let property, _), .local(let property):
      return property.typeText.map(TypeText.init) ?? property.initializer.flatMap(Self.inferred)
    case .undeclaredMember:
      guard let scope, let text = index.member(name, of: scope)?.typeText else { return nil }
      return TypeText(text)
    case .parameter(let typeText, _):
      return typeText.map(TypeText.init)
    case .closureParameter(let projected, let typeText):
      if let typeText { return TypeText(typeText) }
      // A row's parameter: an element of what the rows are made from.
      return RowElementType.of(projected ? "$" + name : name, from: site, typing: self)
    case .patternBinding, .unknown:
      return nil
    }
  }

  /// The type of a plain initial value: a literal, or a call of a type by name.
  static func inferred(from initializer: ExprSyntax) -> TypeText? {
    let bare = initializer.withoutParentheses
    if bare.is(IntegerLiteralExprSyntax.self) { return TypeText("Int") }
    if bare.is(FloatLiteralExprSyntax.self) { return TypeText("Double") }
    if bare.is(BooleanLiteralExprSyntax.self) { return TypeText("Bool") }
    if let string = bare.as(StringLiteralExprSyntax.self), string.segments.count <= 1 {
      return TypeText("String")
    }
    // A collection literal: the element types do not matter for what the tool asks.
    if bare.is(ArrayExprSyntax.self) { return TypeText("Array<_>") }
    if bare.is(DictionaryExprSyntax.self) { return TypeText("Dictionary<_,_>") }
    if let call = bare.as(FunctionCallExprSyntax.self) {
      var callee = call.calledExpression
      if let member = callee.as(MemberAccessExprSyntax.self),
        member.declName.baseName.text == "init",
        let base = member.base
      {
        callee = base
      }
      let text = callee.tokenText
      if let first = TypeText(text).simpleName?.first, first.isUppercase {
        return TypeText(text)
      }
    }
    return nil
  }

  /// Walks `path` through the declarations the code base has.
  func walk(_ path: ValuePath) -> Walk {
    if let known = walks.walks[path] { return known }
    let walk = makeWalk(path)
    walks.walks[path] = walk
    return walk
  }

  private func makeWalk(_ path: ValuePath) -> Walk {
    let root = rootType(of: path)
    var walk = Walk(rootType: root, steps: [], valueType: nil, valueScope: nil)
    var current = root
    var currentScope = scope
    for name in path.members {
      guard let type = current else {
        walk.steps.append(Step(name: name, container: nil, member: nil))
        continue
      }
      if name == "wrappedValue", let value = type.bindingValue {
        walk.steps.append(Step(name: name, container: .external("Binding"), member: nil))
        current = value
        continue
      }
      if type.isOptional {
        walk.steps.append(Step(name: name, container: nil, member: nil))
        current = nil
        continue
      }
      let container = index.resolve(type, in: currentScope)
      if case .declared(let typeName) = container, let member = index.member(name, of: typeName) {
        walk.steps.append(Step(name: name, container: container, member: member))
        current = member.typeText.map(TypeText.init)
        currentScope = typeName
      } else {
        walk.steps.append(Step(name: name, container: container, member: nil))
        current = nil
      }
    }
    walk.valueType = current
    walk.valueScope = currentScope
    return walk
  }

  /// Why a key path cannot write through the members of `path` between its root and its last
  /// member (`$model.settings.name` needs `settings` to be writable), or nil when it can.
  ///
  /// A member of a value type needs no check: the closure writing through it proves it can be
  /// written. A member of a class may be a `let` holding another object, which a closure writes
  /// through and a key path cannot.
  func intermediateProblem(_ path: ValuePath, from first: Int = 0) -> Refusal? {
    let walk = self.walk(path)
    guard walk.steps.count > first + 1 else { return nil }
    for position in first..<(walk.steps.count - 1) {
      let step = walk.steps[position]
      let prefix = ([path.rootName] + path.members.prefix(position + 1)).joined(separator: ".")
      if step.name == "wrappedValue" { continue }
      var containerIsValue: Bool?
      switch step.container {
      case .declared(let name)?:
        switch index.facts(of: name)?.kind {
        case .structure?, .enumeration?: containerIsValue = true
        case .classType?, .actor?: containerIsValue = false
        default: containerIsValue = nil
        }
      case .external("Binding")?:
        containerIsValue = true
      default:
        containerIsValue = nil
      }
      if containerIsValue == true { continue }
      if step.member == nil, case .declared(let name)? = step.container,
        let facts = index.facts(of: name), facts.attributes.contains("dynamicMemberLookup"),
        facts.attributes.contains(TypeFacts.settableDynamicMember)
      {
        // Reached through the type's own `subscript(dynamicMember:)`, which can be written.
        continue
      }
      guard let member = step.member, !member.isDuplicated else {
        return Refusal(
          .unknownDeclaration,
          "the tool cannot see how `\(prefix)` is declared, so it cannot tell that a key path "
            + "can write through it")
      }
      if member.isLet {
        return Refusal(
          .noBinding,
          "`\(prefix)` is a `let` of a class: the closures write through the object it holds, "
            + "a key path cannot write through a `let`")
      }
      if member.isComputed && !member.hasSetter {
        return Refusal(
          .noBinding,
          "`\(prefix)` is a computed property without a setter, which a key path cannot write "
            + "through")
      }
    }
    return nil
  }
}
