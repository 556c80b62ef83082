import SwiftSyntax

/// Decides whether an argument of a closure binding (a default, a placeholder, a key, an element,
/// a choice) may be evaluated once, when the helper's binding is made, instead of on every read or
/// write as the closure does.
///
/// That is so when the expression always gives the same value: a literal, an enumeration case, a
/// constant, a parameter, a `let`, or a stored property of a value the closure captured by copy.
/// It is not so for calls (`Date()`, `UUID()`), force unwraps (`items.first!`), variables that
/// can be assigned in between, and computed properties.
struct Stability {
  /// What the code base declares.
  var index: ProjectIndex
  /// Where the closure binding is, for resolving names.
  var site: Syntax
  /// The full name of the type around the site.
  var scope: String?
  /// The type an implicit member such as `.weekly` belongs to, when the tool knows it (the type
  /// of the value the closures read).
  var contextType: TypeText?

  /// Names of static members the tool knows to be constants without seeing their declaration:
  /// SwiftUI's named colors and the standard library's numeric constants.
  static let knownConstants: Set<String> = [
    "black", "blue", "brown", "clear", "cyan", "gray", "green", "indigo", "mint", "orange",
    "pink", "purple", "red", "teal", "white", "yellow", "primary", "secondary", "accentColor",
    "zero", "infinity", "pi", "greatestFiniteMagnitude", "leastNonzeroMagnitude", "max", "min",
    "distantPast", "distantFuture",
  ]

  /// Why an expression may give a different value each time it is evaluated.
  struct Problem {
    /// The sentence after the expression: "is a call", "reads `a`, an `@State` property, which
    /// can change".
    var predicate: String
  }

  /// Why part of an expression changes: the part, quoted, and what it is ("a variable, which can
  /// change").
  private struct Cause {
    var part: String
    var phrase: String
    /// Whether the part is the whole expression.
    var isWhole: Bool
  }

  /// Nil when `expression` gives the same value whenever it is evaluated; otherwise why not.
  func problem(with expression: ExprSyntax) -> Problem? {
    guard let cause = cause(in: expression, whole: expression) else { return nil }
    if cause.isWhole { return Problem(predicate: "is " + cause.phrase) }
    switch cause.phrase {
    case "a call": return Problem(predicate: "calls \(cause.part)")
    case "a force unwrap, which can trap":
      return Problem(predicate: "force-unwraps \(cause.part), which can trap")
    default: return Problem(predicate: "reads \(cause.part), \(cause.phrase)")
    }
  }

  private func cause(in expression: ExprSyntax, whole: ExprSyntax) -> Cause? {
    let bare = expression.withoutParentheses
    let isWhole = bare.id == whole.withoutParentheses.id
    func found(_ phrase: String) -> Cause {
      Cause(part: Quote.code(bare), phrase: phrase, isWhole: isWhole)
    }
    if bare.is(IntegerLiteralExprSyntax.self) || bare.is(FloatLiteralExprSyntax.self)
      || bare.is(BooleanLiteralExprSyntax.self) || bare.is(NilLiteralExprSyntax.self)
    {
      return nil
    }
    if let string = bare.as(StringLiteralExprSyntax.self) {
      for segment in string.segments {
        if case .expressionSegment(let interpolation) = segment {
          for element in interpolation.expressions {
            if let cause = cause(in: element.expression, whole: whole) { return cause }
          }
        }
      }
      return nil
    }
    if let prefix = bare.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-",
      prefix.expression.is(IntegerLiteralExprSyntax.self)
        || prefix.expression.is(FloatLiteralExprSyntax.self)
    {
      return nil
    }
    if let array = bare.as(ArrayExprSyntax.self) {
      return array.elements.lazy.compactMap { cause(in: $0.expression, whole: whole) }.first
    }
    if let dictionary = bare.as(DictionaryExprSyntax.self) {
      if case .elements(let elements) = dictionary.content {
        for element in elements {
          if let cause = cause(in: element.key, whole: whole)
            ?? cause(in: element.value, whole: whole)
          {
            return cause
          }
        }
      }
      return nil
    }
    if let reference = bare.as(DeclReferenceExprSyntax.self) {
      return phrase(forName: reference).map(found)
    }
    if let member = bare.as(MemberAccessExprSyntax.self) {
      return cause(inMember: member, whole: whole)
    }
    if let call = bare.as(FunctionCallExprSyntax.self) {
      if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
        isEnumCase(member), call.trailingClosure == nil
      {
        return call.arguments.lazy.compactMap { cause(in: $0.expression, whole: whole) }.first
      }
      return found("a call")
    }
    if bare.is(ForceUnwrapExprSyntax.self) {
      return found("a force unwrap, which can trap")
    }
    // A key path literal is the same key path each time, unless a subscript's argument changes.
    if let keyPath = bare.as(KeyPathExprSyntax.self) {
      for component in keyPath.components {
        guard let subscriptComponent = component.component.as(KeyPathSubscriptComponentSyntax.self)
        else { continue }
        for argument in subscriptComponent.arguments {
          if let cause = cause(in: argument.expression, whole: whole) { return cause }
        }
      }
      return nil
    }
    return found("an expression the tool cannot show to be constant")
  }

  /// Whether `member` (`.weekly`, `Frequency.weekly`) names an enumeration case.
  private func isEnumCase(_ member: MemberAccessExprSyntax) -> Bool {
    let name = member.declName.baseName.text
    if let type = memberType(member), let facts = index.facts(of: type) {
      return facts.cases[name] != nil
    }
    guard member.base == nil || member.base.map(isTypeName) == true else { return false }
    return index.enumCases.contains(name)
  }

  /// The full name of the type a static member access reads from, when the code base declares
  /// it: the written base, or for `.member` the type of the value the closures read.
  private func memberType(_ member: MemberAccessExprSyntax) -> String? {
    if let base = member.base {
      guard isTypeName(base) else { return nil }
      return index.resolve(TypeText(base.tokenText), in: scope).declaredName
    }
    guard var type = contextType else { return nil }
    if type.isOptional { type = TypeText(type.compact.replacingOccurrences(of: "?", with: "")) }
    return index.resolve(type, in: scope).declaredName
  }

  /// What a name is, when it may change between accesses; found from its declaration.
  private func phrase(forName reference: DeclReferenceExprSyntax) -> String? {
    let name = reference.baseName.text
    guard case .identifier = reference.baseName.tokenKind else {
      return "not a plain name"
    }
    switch NameLookup.resolve(name, at: site, throughSelf: false) {
    case .closureParameter(let projected, _):
      return projected ? "a binding, which can change" : nil
    case .parameter(_, let isInout):
      return isInout ? "an `inout` parameter, which can change" : nil
    case .local(let property):
      if property.isLet && !property.isComputed && property.wrapper == nil { return nil }
      return "a variable, which can change"
    case .patternBinding:
      return nil
    case .member(let property, let context):
      return phrase(forProperty: property, in: context)
    case .undeclaredMember, .unknown:
      return "declared where the tool cannot see whether it can change"
    }
  }

  /// What a property is, when it may change between accesses: computed, wrapped, or a `var` of a
  /// class.
  private func phrase(forProperty property: PropertyDeclaration, in context: TypeContext)
    -> String?
  {
    if property.isComputed { return "a computed property, which may give a new value each time" }
    if let wrapper = property.wrapper {
      // An object held by `@Bindable` or an ObservableObject wrapper is the same object for the
      // view the closures captured; what can change is its properties, judged on their own.
      if ["Bindable", "ObservedObject", "StateObject", "EnvironmentObject"].contains(wrapper) {
        return nil
      }
      return "an `@\(wrapper)` property, which can change"
    }
    if property.isLet { return nil }
    if property.isStatic { return "a `static var`, which can change" }
    switch context.kind {
    case .structure, .enumeration:
      // The closure captured a copy of `self`, so a stored `var` cannot change under it.
      return nil
    case .extensionDecl:
      switch scope.flatMap({ index.facts(of: $0)?.kind }) {
      case .structure?, .enumeration?: return nil
      default: return "a `var` of a type that may be a class, which can change"
      }
    default:
      return "a `var` of a class, which can change"
    }
  }

  /// Why `base.member` or `.member` may change between accesses.
  private func cause(inMember member: MemberAccessExprSyntax, whole: ExprSyntax) -> Cause? {
    let name = member.declName.baseName.text
    let isWhole =
      member.id == whole.withoutParentheses.id
    guard let base = member.base, !isTypeName(base) else {
      // A static member: look it up in its type when the tool knows the type, else by name.
      if let type = memberType(member), let facts = index.facts(of: type) {
        if facts.cases[name] != nil { return nil }
        if let declared = facts.members[name], declared.isStatic {
          if declared.isLet && !declared.isComputed { return nil }
          return Cause(
            part: Quote.code(member),
            phrase: "a static property that may give a new value each time",
            isWhole: isWhole)
        }
      }
      let isCase = index.enumCases.contains(name)
      let isVariable = index.staticVariables.contains(name)
      if isCase && isVariable {
        return Cause(
          part: Quote.code(member),
          phrase: "an enumeration case or a static property that may give a new value each time "
            + "(the code base declares both under that name)",
          isWhole: isWhole)
      }
      if isVariable {
        return Cause(
          part: Quote.code(member), phrase: "a static property that may give a new value each time",
          isWhole: isWhole)
      }
      if isCase || index.staticConstants.contains(name) || Self.knownConstants.contains(name) {
        return nil
      }
      return Cause(
        part: Quote.code(member),
        phrase: "a static member the tool cannot see declared, which may give a new value each "
          + "time",
        isWhole: isWhole)
    }
    if let cause = cause(in: base, whole: whole) { return cause }
    if name == "wrappedValue" || index.changingMembers.contains(name) {
      return Cause(
        part: "`\(name)`",
        phrase: "which a class in this code base declares as a `var`, so it can change",
        isWhole: false)
    }
    return nil
  }

  /// Whether `expression` names a type (`Color`, `Swift.Int`), for `Type.member` spellings.
  private func isTypeName(_ expression: ExprSyntax) -> Bool {
    if expression.is(GenericSpecializationExprSyntax.self) { return true }
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      guard reference.baseName.text.first?.isUppercase == true else { return false }
      switch NameLookup.resolve(reference.baseName.text, at: site, throughSelf: false) {
      case .undeclaredMember, .unknown: return true
      default: return false
      }
    }
    if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
      return member.declName.baseName.text.first?.isUppercase == true && isTypeName(base)
    }
    return false
  }
}
