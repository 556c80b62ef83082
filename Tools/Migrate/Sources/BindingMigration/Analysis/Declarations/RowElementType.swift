import SwiftSyntax

/// The type of a row's element, for a closure parameter that names it without a written type:
/// `item` in `ForEach(store.items) { item in … }` is an element of `store.items`.
enum RowElementType {
  /// The element type of the collection whose rows the closure declaring `name` makes, when
  /// that closure is the content of a `ForEach` or `List` over a path declared as an array
  /// (`[Item]` or `Array<Item>`).
  static func of(_ name: String, from site: Syntax, typing: PathTyping) -> TypeText? {
    var current = site.parent
    while let node = current {
      if let closure = node.as(ClosureExprSyntax.self), closure.parameterNames.contains(name) {
        guard closure.parameterNames.count == 1, let call = owner(of: closure),
          let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
          ["ForEach", "List"].contains(callee.baseName.text),
          typing.index.types[callee.baseName.text] == nil,
          let data = call.arguments.first, data.label == nil,
          var path = data.expression.valuePath
        else { return nil }
        // Over `$items`, rows get bindings: `$item`'s value is an element, `item` a binding.
        var overBinding = false
        if case .name(let root) = path.root, root.hasPrefix("$") {
          path = ValuePath(
            root: .name(String(root.dropFirst())), throughSelf: true, members: path.members)
          overBinding = true
        }
        // The data is evaluated where the call is, outside the closure: a parameter named as
        // the data's root (`ForEach(node.children) { node in … }`) is not the root.
        let walk = PathTyping(index: typing.index, site: Syntax(call)).walk(path)
        guard var type = path.members.isEmpty ? walk.rootType : walk.valueType else { return nil }
        if let value = type.bindingValue { type = value }
        guard !type.isOptional, type.components == ["Array"], let element = type.arguments.first
        else { return nil }
        if overBinding && !name.hasPrefix("$") { return TypeText("Binding<\(element)>") }
        return TypeText(element)
      }
      if node.is(DeclSyntax.self) && !node.is(VariableDeclSyntax.self) { return nil }
      current = node.parent
    }
    return nil
  }

  /// The call `closure` is the trailing closure, or the `content:` or `rowContent:` argument,
  /// of.
  private static func owner(of closure: ClosureExprSyntax) -> FunctionCallExprSyntax? {
    if let call = closure.parent?.as(FunctionCallExprSyntax.self),
      call.trailingClosure?.id == closure.id
    {
      return call
    }
    if let argument = closure.parent?.as(LabeledExprSyntax.self),
      argument.label?.text == "content" || argument.label?.text == "rowContent",
      let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
    {
      return call
    }
    return nil
  }
}
