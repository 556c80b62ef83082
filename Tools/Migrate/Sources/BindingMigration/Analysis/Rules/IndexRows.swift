import SwiftSyntax

/// `index-rows`: `ForEach($items) { $item in … }` or `List($items)`, whose rows are bound by index.
///
/// SwiftUI may evaluate a row once more after its element is deleted, and reading the index
/// that no longer exists stops the app with "Index out of range"; a write then goes to whichever
/// element took the index.
///
/// The crash fix binds each row to its element's id: `ForEach(byID: $items)`, `List(byID: $items)`
/// (with `id:` kept). It is written only where the elements are identified (SwiftUI's
/// own initializer needs `Identifiable` without `id:`; with it, a key path other than `\.self`)
/// and the row uses its binding as a row binding: reading it, passing it on, editing the
/// element's other properties, never writing the id it is found by. Anything else is reported.
enum IndexRowsRule: CallRule {
  /// The labels each view's initializer may take besides the data, for rows bound by id.
  ///
  /// `List`'s `selection:` is left to the user: no SDK check here covers
  /// `List(_:selection:rowContent:)` over rows by id.
  private static let labels: [String: Set<String>] = [
    "ForEach": ["id", "content"], "List": ["id", "rowContent"],
  ]

  /// The verdict on `call`, when it makes rows bound by index.
  static func verdict(
    _ call: FunctionCallExprSyntax, index: ProjectIndex, converter: SourceLocationConverter
  ) -> Verdict? {
    guard let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
      let known = labels[callee.baseName.text],
      let data = call.arguments.first, data.label == nil, isBinding(data.expression)
    else { return nil }
    let view = callee.baseName.text
    let items = data.expression.trimmedDescription
    let content = contentClosure(of: call)
    // A row that never uses its binding cannot read the index it holds.
    if let content, content.parameterNames == ["_"] { return nil }
    let risk =
      "`\(view)(\(items))` binds each row to an index: a row SwiftUI evaluates after a delete "
      + "traps with \"Index out of range\", and a write from it goes to whichever element took "
      + "the index"
    let location = converter.location(for: call.positionAfterSkippingLeadingTrivia)
    func finding(_ reason: String, fix: String?) -> Finding {
      .indexRows(at: location, risk: risk, reason: reason, fix: fix)
    }
    func reported(_ why: String) -> Verdict {
      Verdict(finding: finding(risk + "; not changed: " + why, fix: nil), rewrite: nil)
    }

    if index.types[view] != nil {
      return reported("this code base declares a type named `\(view)`")
    }
    let others = call.arguments.dropFirst()
    if let unknown = others.first(where: { !known.contains($0.label?.text ?? "") }) {
      let label = unknown.label.map { "`\($0.text):`" } ?? "an unlabelled argument"
      return reported("rows by id take no \(label)")
    }
    guard let content else {
      let maker = call.arguments.first { $0.label?.text == "content" }?.expression
      return reported(
        "the rows are made by \(maker.map { Quote.code($0) } ?? "something other than a closure"), "
          + "not a closure the tool can read")
    }
    let idArgument = others.first { $0.label?.text == "id" }
    var idPath = ["id"]
    if let idArgument {
      guard let keyPath = idArgument.expression.as(KeyPathExprSyntax.self), keyPath.root == nil
      else {
        return reported(
          "the id is \(Quote.code(idArgument.expression)), where rows by id take a key path "
            + "literal such as `\\.id`")
      }
      let names = keyPath.components.compactMap {
        $0.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text
      }
      guard names.count == keyPath.components.count, !names.isEmpty, names != ["self"] else {
        return reported(
          "the rows are found by the element itself (\(Quote.code(idArgument.expression))), "
            + "which editing a row changes")
      }
      idPath = names
    }
    let typing = PathTyping(index: index, site: Syntax(call))
    let identity: RowIdentity
    switch RowIdentity.of(data.expression, idPath: idPath, typing: typing) {
    case .success(let found): identity = found
    case .failure(let why): return reported(why.reason)
    }
    if let problem = identity.writtenBy(content, typing: typing) {
      return reported(problem)
    }
    let keyPathText = "\\." + idPath.joined(separator: ".")
    let fix = "\(view)(byID: \(items)" + (idArgument == nil ? ")" : ", id: \(keyPathText))")
    let replacements = [Rewrite.Replacement(node: Syntax(data.expression), text: "byID: \(items)")]
    return Verdict(
      finding: finding(risk, fix: fix), rewrite: nil,
      crashRewrite: .replace(replacements, usesPackage: true))
  }

  /// Whether `expression` is a binding to a collection: spelled with `$` (`$items`,
  /// `$model.items`), or a name declared as a `Binding` (a parameter or property of type
  /// `Binding<…>`, a local made by `Binding(…)`, or `if let`, `guard let` or `while let items =
  /// Binding(…)`).
  private static func isBinding(_ expression: ExprSyntax) -> Bool {
    guard let path = expression.valuePath, case .name(let root) = path.root, !path.throughSelf
    else { return false }
    if root.hasPrefix("$") { return root.count > 1 }
    guard path.members.isEmpty else { return false }
    switch NameLookup.resolve(root, at: expression, throughSelf: false) {
    case .parameter(let type?, _), .closureParameter(_, let type?):
      return TypeName.isBinding(type)
    case .local(let property), .member(let property, _):
      if let type = property.typeText { return TypeName.isBinding(type) }
      return property.initializer.map(isBindingInitializer) ?? false
    case .patternBinding(let value?):
      return isBindingInitializer(value)
    default:
      return false
    }
  }

  /// Whether `expression` makes a binding: `Binding(…)`, `Binding(unwrapping: …)`.
  private static func isBindingInitializer(_ expression: ExprSyntax) -> Bool {
    var bare = expression.withoutParentheses
    if let unwrap = bare.as(ForceUnwrapExprSyntax.self) { bare = unwrap.expression }
    guard let call = bare.as(FunctionCallExprSyntax.self) else { return false }
    return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Binding"
  }

  /// The closure that makes each row: the trailing closure, or the `content:` or `rowContent:`
  /// argument.
  private static func contentClosure(of call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
    if let trailing = call.trailingClosure { return trailing }
    return call.arguments.first {
      $0.label?.text == "content" || $0.label?.text == "rowContent"
    }?.expression.as(ClosureExprSyntax.self)
  }
}
