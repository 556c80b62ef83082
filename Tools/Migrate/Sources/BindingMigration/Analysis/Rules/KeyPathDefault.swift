import SwiftSyntax

/// `x[keyPath: k] ?? d`: a value with a default, reached through a key path held in a variable,
/// as in a form whose rows each edit one field (`let field: WritableKeyPath<Config, String?>`).
///
/// The helpers are those of `x.name ?? d`, on the forwarding binding through the key path:
/// `$x[dynamicMember: k].replacingNil(with: d)` where the setter stores nil for `d`,
/// `$x[dynamicMember: k].withDefault(d)` otherwise, compared state by state with the closures as
/// for a path. The tool needs to see that `k` is declared as a writable key path to an optional
/// value, since `??` also accepts a value that is not optional, which neither helper does.
///
/// Its findings are `with-default`'s until a plan names its own rule, as for `x.name ?? d`; its
/// plans are `with-default` and `replacing-nil` plans, checked as those helpers' specifications
/// say.
struct KeyPathDefaultRule: HelperShapeRule {
  static let rule = Rule.withDefault

  /// The value the key path is applied to, `x`.
  var base: ValuePath
  /// The key path, `k`.
  var keyPath: ExprSyntax
  /// The default, `d`.
  var fallback: ExprSyntax

  /// `x[keyPath: k] ?? d`, for a path `x`.
  static func matching(_ read: ExprSyntax) -> Self? {
    guard let (left, fallback) = SharedChecks.coalescing(read), left.valuePath == nil,
      let subscriptCall = left.as(SubscriptCallExprSyntax.self),
      subscriptCall.arguments.count == 1, let only = subscriptCall.arguments.first,
      only.label?.text == "keyPath", let base = subscriptCall.calledExpression.valuePath
    else { return nil }
    return Self(base: base, keyPath: only.expression, fallback: fallback)
  }

  /// The helper for `x[keyPath: k] ?? fallback`, chosen by what the setter stores for
  /// `fallback`.
  func plan(
    getter: ClosureBindingJudge.Getter, setter: ClosureBindingJudge.Setter,
    in judge: ClosureBindingJudge
  ) throws(Refusal) -> HelperPlan? {
    let target = AccessedValue.keyPath(base, keyPath: keyPath.normalizedText)
    let (stability, book) = judge.stability(for: target.storage)
    try judge.requireStable(keyPath, as: "key path", stability)
    try judge.requireStable(fallback, as: "default", stability)
    try Self.requireOptionalValue(keyPath, at: judge.site)
    let value = AbstractValue.of(fallback)
    let spelled = fallback.trimmedDescription
    let path = keyPath.trimmedDescription
    let probe = try? judge.interpreter(target, [[.other, value]], setter, book)
      .write(setter.closure.statements, state: .none, input: value)
    if probe == AbstractValue.none {
      return judge.plan(target, .replacingNil(value), declaredName: "replacingNil") {
        "\($0)[dynamicMember: \(path)].replacingNil(with: \(spelled))"
      }
    }
    return judge.plan(target, .withDefault(value), declaredName: "withDefault") {
      "\($0)[dynamicMember: \(path)].withDefault(\(spelled))"
    }
  }

  /// Throws unless `keyPath` is a name declared `WritableKeyPath<Root, Value?>` (or
  /// `ReferenceWritableKeyPath`), so that the binding through it is to an optional.
  private static func requireOptionalValue(_ keyPath: ExprSyntax, at site: Syntax)
    throws(Refusal)
  {
    var typeText: String?
    if let reference = keyPath.as(DeclReferenceExprSyntax.self) {
      switch NameLookup.resolve(reference.baseName.text, at: site, throughSelf: false) {
      case .member(let property, _), .local(let property): typeText = property.typeText
      case .parameter(let type, _), .closureParameter(_, let type): typeText = type
      default: typeText = nil
      }
    }
    let type = typeText.map(TypeText.init)
    guard let type, !type.isOptional,
      ["WritableKeyPath", "ReferenceWritableKeyPath"].contains(type.simpleName ?? ""),
      type.arguments.count == 2
    else {
      throw Refusal(
        .unknownDeclaration,
        "the tool cannot see that \(Quote.code(keyPath)) is declared as a writable key path to "
          + "an optional value (`WritableKeyPath<Root, Value?>`), which the helpers for "
          + "optionals on `[dynamicMember: \(keyPath.trimmedDescription)]` need")
    }
    guard TypeText(type.arguments[1]).isOptional else {
      throw Refusal(
        .type,
        "\(Quote.code(keyPath)) is a `\(type.compact)`, to a value that is not optional, so no "
          + "helper for optionals applies")
    }
  }
}
