import SwiftSyntax

/// A closure binding that reads `items[index]` by the index of a `ForEach` row: after a delete,
/// SwiftUI may evaluate the row once more, and the index it captured is out of range.
///
/// Reported as a crash, never changed: the fix is rows bound by id (`ForEach(byID: $items) {
/// $item in … }` with `$item.title`), which rewrites the row around the binding, not the binding.
/// The closure binding itself is judged as any other (`items[index]` alone is `$items[index]`,
/// as crash-prone as the closures).
enum CapturedIndexRule: GetterCrashRule {
  /// The crash, when `read` (a getter's expression) subscripts a collection with the index a
  /// `ForEach` row over that collection's indices captured.
  static func crashFix(reading read: ExprSyntax, in judge: ClosureBindingJudge) -> CrashFix? {
    // Each subscript in the getter, found by its `[`.
    for token in read.tokens(viewMode: .sourceAccurate) where token.tokenKind == .leftSquare {
      guard let subscriptCall = token.parent?.as(SubscriptCallExprSyntax.self),
        let collection = subscriptCall.calledExpression.valuePath,
        subscriptCall.arguments.count == 1, let argument = subscriptCall.arguments.first,
        argument.label == nil,
        let index = argument.expression.valuePath, case .name(let name) = index.root,
        !index.throughSelf,
        let row = rowIndexing(collection, name: name, from: judge.site)
      else { continue }
      let items = collection.description
      return CrashFix(
        kind: .capturedIndex,
        risk: "it reads \(Quote.code(subscriptCall)) by the index `\(name)` of a row of "
          + "\(Quote.code(row)), which traps with \"Index out of range\" when SwiftUI evaluates "
          + "the row after a delete; rows bound by id (`ForEach(byID: $\(items)) { $item in … }`) "
          + "do not",
        replacement: nil, change: CrashFix.rowsChange)
    }
    return nil
  }

  /// The `ForEach` whose content closure declares `name`, when its data is `collection`'s
  /// indices (`items.indices`, `0..<items.count`, `items.enumerated()`).
  private static func rowIndexing(_ collection: ValuePath, name: String, from site: Syntax)
    -> FunctionCallExprSyntax?
  {
    var current = site.parent
    while let node = current {
      if let closure = node.as(ClosureExprSyntax.self), closure.parameterNames.contains(name) {
        guard let call = contentOwner(closure),
          call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "ForEach",
          let data = call.arguments.first, data.label == nil
        else { return nil }
        let text = data.expression.normalizedText
        let items = collection.description
        let indexed = ["\(items).indices", "\(items).count", "\(items).enumerated()"]
        return indexed.contains(where: text.contains) ? call : nil
      }
      if node.is(DeclSyntax.self) && !node.is(VariableDeclSyntax.self) { return nil }
      current = node.parent
    }
    return nil
  }

  /// The call `closure` is the trailing or `content:` closure of.
  private static func contentOwner(_ closure: ClosureExprSyntax) -> FunctionCallExprSyntax? {
    if let call = closure.parent?.as(FunctionCallExprSyntax.self),
      call.trailingClosure?.id == closure.id
    {
      return call
    }
    if let argument = closure.parent?.as(LabeledExprSyntax.self),
      argument.label?.text == "content",
      let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
    {
      return call
    }
    return nil
  }
}
