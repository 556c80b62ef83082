import SwiftSyntax

/// `identified-element`: an array element found by id inside a closure binding.
///
/// `items.first { $0.id == id } ?? fallback` is what `$items[id:]` replaces; it is reported with
/// advice, never rewritten, since the helper reads nil where the closure reads the fallback.
struct IdentifiedElementRule: ReportedShapeRule {
  static let rule = Rule.identifiedElement

  /// The array, the id looked for, and the value read when there is no such element.
  var collection: ExprSyntax
  var id: ExprSyntax
  var fallback: ExprSyntax

  /// `items.first { $0.id == id }` (or `first(where:)`) on the left of `?? fallback`.
  static func matching(_ read: ExprSyntax) -> Self? {
    guard let (left, fallback) = SharedChecks.coalescing(read),
      let (collection, id) = identifiedLookup(left)
    else { return nil }
    return Self(collection: collection, id: id, fallback: fallback)
  }

  /// The closure binding's finding, naming the binding to the element by id.
  func report(in judge: ClosureBindingJudge) throws(Refusal) {
    let locator = BindingLocator(index: judge.index, site: judge.site, typing: judge.typing)
    var collectionBinding = "$" + collection.trimmedDescription
    if let path = collection.valuePath, case .binding(let found) = locator.binding(for: path) {
      collectionBinding = found
    }
    let element = "\(collectionBinding)[id: \(id.trimmedDescription)]"
    throw Refusal(
      .reportOnly,
      "the getter finds the element whose id is \(Quote.code(id)) and reads "
        + "\(Quote.code(fallback)) when there is none; `\(element)` reads nil then, so the "
        + "view must handle a missing element (for example with `if let … = "
        + "Binding(unwrapping: \(element))`)",
      suggestion: "Binding(unwrapping: \(element))", rule: .identifiedElement)
  }

  /// `items.first { $0.id == id }` or `items.first(where: { $0.id == id })`: the collection
  /// and the id.
  private static func identifiedLookup(_ expression: ExprSyntax) -> (ExprSyntax, ExprSyntax)? {
    guard let call = expression.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "first", let collection = member.base
    else { return nil }
    let closure =
      call.trailingClosure
      ?? call.arguments.first { $0.label?.text == "where" }?.expression.as(
        ClosureExprSyntax.self)
    guard let closure, let test = closure.singleExpression?.as(InfixOperatorExprSyntax.self),
      test.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "=="
    else { return nil }
    func isElementID(_ expression: ExprSyntax) -> Bool {
      guard let access = expression.as(MemberAccessExprSyntax.self),
        access.declName.baseName.text == "id",
        let base = access.base?.as(DeclReferenceExprSyntax.self)
      else { return false }
      let name = base.baseName.text
      return name == "$0" || closure.parameterNames == [name]
    }
    if isElementID(test.leftOperand) { return (collection, test.rightOperand) }
    if isElementID(test.rightOperand) { return (collection, test.leftOperand) }
    return nil
  }
}
