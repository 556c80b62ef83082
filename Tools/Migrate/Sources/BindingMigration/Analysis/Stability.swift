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

  /// Names of static members the tool knows to be constants without seeing their declaration:
  /// SwiftUI's named colors and the standard library's numeric constants.
  static let knownConstants: Set<String> = [
    "black", "blue", "brown", "clear", "cyan", "gray", "green", "indigo", "mint", "orange",
    "pink", "purple", "red", "teal", "white", "yellow", "primary", "secondary", "accentColor",
    "zero", "infinity", "pi", "greatestFiniteMagnitude", "leastNonzeroMagnitude", "max", "min",
    "distantPast", "distantFuture",
  ]

  /// Nil when `expression` gives the same value whenever it is evaluated; otherwise why not, as
  /// a clause such as "is a call".
  func problem(with expression: ExprSyntax) -> String? {
    let bare = expression.withoutParentheses
    if bare.is(IntegerLiteralExprSyntax.self) || bare.is(FloatLiteralExprSyntax.self)
      || bare.is(BooleanLiteralExprSyntax.self) || bare.is(NilLiteralExprSyntax.self)
    {
      return nil
    }
    if let string = bare.as(StringLiteralExprSyntax.self) {
      for segment in string.segments {
        if case .expressionSegment(let interpolation) = segment {
          for element in interpolation.expressions {
            if let problem = problem(with: element.expression) { return problem }
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
      return array.elements.lazy.compactMap { problem(with: $0.expression) }.first
    }
    if let dictionary = bare.as(DictionaryExprSyntax.self) {
      if case .elements(let elements) = dictionary.content {
        for element in elements {
          if let problem = problem(with: element.key) ?? problem(with: element.value) {
            return problem
          }
        }
      }
      return nil
    }
    if let reference = bare.as(DeclReferenceExprSyntax.self) {
      return problem(withName: reference)
    }
    if let member = bare.as(MemberAccessExprSyntax.self) {
      return problem(withMember: member)
    }
    if let call = bare.as(FunctionCallExprSyntax.self) {
      if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
        index.enumCases.contains(member.declName.baseName.text),
        member.base == nil || member.base.map(isTypeName) == true,
        call.trailingClosure == nil
      {
        return call.arguments.lazy.compactMap { problem(with: $0.expression) }.first
      }
      return "is a call"
    }
    if bare.is(ForceUnwrapExprSyntax.self) {
      return "is a force unwrap, which can trap"
    }
    return "is an expression the tool cannot show to be constant"
  }

  /// Why a name may change between accesses, found from its declaration.
  private func problem(withName reference: DeclReferenceExprSyntax) -> String? {
    let name = reference.baseName.text
    guard case .identifier = reference.baseName.tokenKind else {
      return "is not a plain name"
    }
    switch Resolver.resolve(name, at: site, throughSelf: false) {
    case .closureParameter(let projected, _):
      return projected ? "reads a binding, which can change" : nil
    case .parameter(_, let isInout):
      return isInout ? "is an `inout` parameter, which can change" : nil
    case .local(let property):
      if property.isLet && !property.isComputed && property.wrapper == nil { return nil }
      return "is a variable, which can change"
    case .patternBinding:
      return nil
    case .member(let property, let context):
      return problem(withProperty: property, in: context)
    case .undeclaredMember, .unknown:
      return "is declared where the tool cannot see whether it can change"
    }
  }

  /// Why a property may change between accesses: computed, wrapped, or a `var` of a class.
  private func problem(withProperty property: PropertyDeclaration, in context: TypeContext)
    -> String?
  {
    if property.isComputed { return "is a computed property" }
    if property.wrapper != nil {
      return "is an `@\(property.wrapper ?? "")` property, which can change"
    }
    if property.isLet { return nil }
    if property.isStatic { return "is a `static var`, which can change" }
    switch context.kind {
    case .structure, .enumeration:
      // The closure captured a copy of `self`, so a stored `var` cannot change under it.
      return nil
    case .extensionDecl where index.valueTypes.contains(context.name):
      return nil
    default:
      return "is a `var` of a class, which can change"
    }
  }

  /// Why `base.member` or `.member` may change between accesses.
  private func problem(withMember member: MemberAccessExprSyntax) -> String? {
    let name = member.declName.baseName.text
    guard let base = member.base, !isTypeName(base) else {
      if index.staticVariables.contains(name) {
        return "is a static property that may give a new value each time"
      }
      if index.enumCases.contains(name) || index.staticConstants.contains(name)
        || Self.knownConstants.contains(name)
      {
        return nil
      }
      return "may be a static property computed each time (the tool sees no constant of that "
        + "name)"
    }
    if let problem = problem(with: base) { return problem }
    if name == "wrappedValue" || index.changingMembers.contains(name) {
      return "reads `\(name)`, which a class in this code base declares as a `var`, so it can "
        + "change"
    }
    return nil
  }

  /// Whether `expression` names a type (`Color`, `Swift.Int`), for `Type.member` spellings.
  private func isTypeName(_ expression: ExprSyntax) -> Bool {
    if expression.is(GenericSpecializationExprSyntax.self) { return true }
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      guard reference.baseName.text.first?.isUppercase == true else { return false }
      switch Resolver.resolve(reference.baseName.text, at: site, throughSelf: false) {
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
