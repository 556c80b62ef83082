import SwiftSyntax

/// `index-rows`, spelled over indices: `ForEach(items.indices, id: \.self) { i in … $items[i] … }`
/// or `ForEach(0..<items.count) { i in … }`, whose rows bind `$items[i]` by the index they
/// captured.
///
/// The crash is the one ``IndexRowsRule`` reports for `ForEach($items)`: SwiftUI may evaluate a
/// row once more after its element is deleted, and `$items[i]` then traps with "Index out of
/// range"; a write from it goes to whichever element took the index.
///
/// The crash fix is the same, rows by id, `ForEach(byID: $items) { $item in … }`, with each
/// `$items[i]` written `$item` and each `items[i]` written `item`. It is written only where that
/// is all the row does with the index (a `remove(at: i)` needs the index, which rows by id do not
/// have), the elements are of a type this code base declares `Identifiable`, and the row never
/// writes the id it would be found by. Anything else is reported with the reason.
///
/// Its findings name `index-rows`, the name of the crash of rows bound by index.
enum IndexLoopRowsRule: CallRule {
  /// The verdict on `call`, when it is a `ForEach` over a collection's indices whose rows bind
  /// the collection's elements by index.
  static func verdict(
    _ call: FunctionCallExprSyntax, index: ProjectIndex, converter: SourceLocationConverter
  ) -> Verdict? {
    guard let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
      callee.baseName.text == "ForEach",
      let data = call.arguments.first, data.label == nil,
      let items = indexedCollection(data.expression),
      let content = contentClosure(of: call),
      content.parameterNames.count == 1, let name = content.parameterNames.first, name != "_"
    else { return nil }
    let uses = Uses(content, index: name, items: items)
    // Rows that bind nothing by the index are not this crash.
    guard let binding = uses.bindings.first else { return nil }
    let itemsText = items.description
    let risk =
      "`ForEach(\(data.expression.trimmedDescription))` binds \(Quote.code(binding)) by the "
      + "row's index `\(name)`: a row SwiftUI evaluates after a delete traps with \"Index out "
      + "of range\", and a write from it goes to whichever element took the index"
    let location = converter.location(for: call.positionAfterSkippingLeadingTrivia)
    func finding(_ reason: String, fix: String?) -> Finding {
      .indexRows(at: location, risk: risk, reason: reason, fix: fix)
    }
    func reported(_ why: String, hint: Bool = true) -> Verdict {
      let fix =
        hint ? "; rows by id (`ForEach(byID: $\(itemsText)) { $item in … }`) do not crash" : ""
      return Verdict(finding: finding(risk + "; not changed: " + why + fix, fix: nil), rewrite: nil)
    }

    if index.types["ForEach"] != nil {
      return reported("this code base declares a type named `ForEach`")
    }
    let others = call.arguments.dropFirst()
    if let other = others.first(where: { $0.label?.text != "id" }) {
      let label = other.label.map { "`\($0.text):`" } ?? "an unlabelled argument"
      return reported("the rows are made by \(label), not a trailing closure the tool rewrites")
    }
    if let id = others.first,
      id.expression.as(KeyPathExprSyntax.self)?.trimmedDescription != "\\.self"
    {
      return reported(
        "the rows are found by \(Quote.code(id.expression)), not by their index (`\\.self`)")
    }
    if let other = uses.other {
      return reported(
        "the row uses the index itself (\(Quote.code(other))), which a row by id does not have")
    }
    if let shadow = uses.shadow {
      return reported("the row declares another `\(name)` (\(Quote.code(shadow)))")
    }
    guard case .simpleInput(let parameters) = content.signature?.parameterClause,
      let parameter = parameters.first
    else {
      return reported("the row's parameter is written `(\(name))`, which the tool does not rewrite")
    }
    guard let element = elementType(of: items, at: Syntax(call), index: index) else {
      return reported(
        "the tool cannot see that the elements of `\(itemsText)` are of a type this code base "
          + "declares `Identifiable`, which rows by id need", hint: false)
    }
    if let write = uses.identityWrite {
      return reported(
        "the row writes \(Quote.code(write)), the id it would be found by, so a row by id would "
          + "lose its element")
    }
    guard let row = freeName(for: element, in: content) else {
      return reported("no name is free in the row for its element")
    }
    let bindingText = binding.calledExpression.trimmedDescription
    var replacements = [
      Rewrite.Replacement(node: Syntax(call.arguments), text: "byID: \(bindingText)"),
      Rewrite.Replacement(node: Syntax(parameter), text: "$" + row),
    ]
    replacements += uses.bindings.map { Rewrite.Replacement(node: Syntax($0), text: "$" + row) }
    replacements += uses.values.map { Rewrite.Replacement(node: Syntax($0), text: row) }
    let fix = "ForEach(byID: \(bindingText)) { $\(row) in … }"
    // The row as it would be: what it then does with `$row` must not change the id.
    let typing = PathTyping(index: index, site: Syntax(call))
    switch RowIdentity.of(
      element: TypeText(element), in: nil, idPath: ["id"], index: index)
    {
    case .failure(let unknown):
      return reported(unknown.reason, hint: false)
    case .success(let identity):
      if let rewritten = rewrittenRow(content, replacements),
        let problem = identity.writtenBy(rewritten, typing: typing)
      {
        return reported(problem.replacingOccurrences(of: "the row ", with: "the row by id "))
      }
    }
    return Verdict(
      finding: finding(risk, fix: fix), rewrite: nil,
      crashRewrite: .replace(replacements, usesPackage: true))
  }

  /// `content` with the `replacements` that fall inside it made, parsed again; nil when the
  /// result is not a closure.
  private static func rewrittenRow(
    _ content: ClosureExprSyntax, _ replacements: [Rewrite.Replacement]
  ) -> ClosureExprSyntax? {
    let start = content.positionAfterSkippingLeadingTrivia.utf8Offset
    let end = content.endPositionBeforeTrailingTrivia.utf8Offset
    let edits = replacements.compactMap { replacement -> SourceEdit? in
      let lower = replacement.node.positionAfterSkippingLeadingTrivia.utf8Offset
      let upper = replacement.node.endPositionBeforeTrailingTrivia.utf8Offset
      guard lower >= start, upper <= end else { return nil }
      return SourceEdit(
        range: AbsolutePosition(
          utf8Offset: lower - start)..<AbsolutePosition(
            utf8Offset: upper - start),
        replacement: replacement.text)
    }
    let text = SourceEditing.apply(edits, to: content.trimmedDescription)
    guard case .success(let tree) = SourceAnalyzer.parse("_ = " + text) else { return nil }
    return tree.statements.first?.item.as(ExprSyntax.self)?
      .as(InfixOperatorExprSyntax.self)?.rightOperand.as(ClosureExprSyntax.self)
  }

  /// The collection whose indices `expression` spells: `items.indices`, `0..<items.count`.
  private static func indexedCollection(_ expression: ExprSyntax) -> ValuePath? {
    let bare = expression.withoutParentheses
    if let member = bare.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "indices",
      let base = member.base?.valuePath, plain(base)
    {
      return base
    }
    if let range = bare.as(InfixOperatorExprSyntax.self),
      range.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "..<",
      range.leftOperand.as(IntegerLiteralExprSyntax.self)?.literal.text == "0",
      let count = range.rightOperand.withoutParentheses.as(MemberAccessExprSyntax.self),
      count.declName.baseName.text == "count",
      let base = count.base?.valuePath, plain(base)
    {
      return base
    }
    return nil
  }

  /// Whether `path` names a stored value, not a binding (`$items`) or `self` itself.
  private static func plain(_ path: ValuePath) -> Bool {
    guard case .name(let root) = path.root else { return false }
    return !root.hasPrefix("$")
  }

  /// The row closure, when it is the trailing closure.
  private static func contentClosure(of call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
    if let trailing = call.trailingClosure { return trailing }
    return call.arguments.first { $0.label?.text == "content" }?.expression.as(
      ClosureExprSyntax.self)
  }

  /// What the row does with its index.
  private struct Uses {
    /// `$items[i]`, each: a binding to the element by index.
    var bindings: [SubscriptCallExprSyntax] = []
    /// `items[i]`, each: the element read (or written) by index.
    var values: [SubscriptCallExprSyntax] = []
    /// The first other use of the index (`items.remove(at: i)`).
    var other: ExprSyntax?
    /// The first declaration in the row of another value by the index's name.
    var shadow: Syntax?
    /// The first place the row writes an element whole or its `id` by the index.
    var identityWrite: ExprSyntax?

    init(_ content: ClosureExprSyntax, index name: String, items: ValuePath) {
      let binding = ValuePath(
        root: .name("$" + items.rootName), throughSelf: items.throughSelf, members: items.members)
      for token in content.statements.tokens(viewMode: .sourceAccurate) where token.text == name {
        guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else {
          if token.parent?.is(IdentifierPatternSyntax.self) == true
            || token.parent?.is(ClosureShorthandParameterSyntax.self) == true
            || token.parent?.is(ClosureParameterSyntax.self) == true
          {
            shadow = shadow ?? token.parent
          }
          continue
        }
        // A member named like the index (`row.i`) is not the index.
        if let member = reference.parent?.as(MemberAccessExprSyntax.self),
          member.declName.id == reference.id
        {
          continue
        }
        guard let argument = reference.parent?.as(LabeledExprSyntax.self), argument.label == nil,
          let subscriptCall = argument.parent?.parent?.as(SubscriptCallExprSyntax.self),
          subscriptCall.arguments.count == 1,
          let collection = subscriptCall.calledExpression.valuePath
        else {
          other = other ?? ExprSyntax(reference)
          continue
        }
        if collection.sameValue(as: binding) {
          bindings.append(subscriptCall)
          if Self.memberPath(after: subscriptCall).first == "id" {
            identityWrite = identityWrite ?? Self.longest(from: ExprSyntax(subscriptCall))
          }
        } else if collection.sameValue(as: items) {
          values.append(subscriptCall)
          let members = Self.memberPath(after: subscriptCall)
          let whole = Self.longest(from: ExprSyntax(subscriptCall))
          // A method called on the element or its id may be a mutating one.
          let called =
            whole.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == whole.id
          let touchesIdentity = members.first == "id" || members.count == (called ? 1 : 0)
          if touchesIdentity && (called || Self.isWritten(whole)) {
            identityWrite = identityWrite ?? whole
          }
        } else {
          other = other ?? ExprSyntax(subscriptCall)
        }
      }
    }

    /// The member names that follow `expression` (`.id.uuidString` after `items[i]`).
    static func memberPath(after expression: SubscriptCallExprSyntax) -> [String] {
      var names: [String] = []
      var node = Syntax(expression)
      while let member = node.parent?.as(MemberAccessExprSyntax.self), member.base?.id == node.id {
        names.append(member.declName.baseName.text)
        node = Syntax(member)
      }
      return names
    }

    /// The longest member access starting at `expression`.
    static func longest(from expression: ExprSyntax) -> ExprSyntax {
      var node = expression
      while let member = node.parent?.as(MemberAccessExprSyntax.self), member.base?.id == node.id {
        node = ExprSyntax(member)
      }
      return node
    }

    /// Whether `expression` is assigned, or handed on `inout` (`&items[i]`).
    static func isWritten(_ expression: ExprSyntax) -> Bool {
      if let infix = expression.parent?.as(InfixOperatorExprSyntax.self),
        infix.leftOperand.id == expression.id
      {
        return infix.operator.is(AssignmentExprSyntax.self)
          || infix.compoundAssignmentOperator != nil
      }
      return expression.parent?.is(InOutExprSyntax.self) == true
    }
  }

  /// The element type of `items`, when it is an array of a type the code base declares
  /// `Identifiable`.
  private static func elementType(of items: ValuePath, at site: Syntax, index: ProjectIndex)
    -> String?
  {
    let typing = PathTyping(index: index, site: site)
    let walk = typing.walk(items)
    guard let type = items.members.isEmpty ? walk.rootType : walk.valueType,
      !type.isOptional, type.components == ["Array"], let element = type.arguments.first
    else { return nil }
    let scope = items.members.isEmpty ? typing.scope : walk.valueScope
    guard case .declared(let name) = index.resolve(TypeText(element), in: scope),
      index.conforms(name, to: "Identifiable")
    else { return nil }
    return name
  }

  /// A name for the row's element, after its type (`todo` for `Todo`), that the row does not
  /// already use (with or without `$`).
  private static func freeName(for type: String, in content: ClosureExprSyntax) -> String? {
    let simple = type.split(separator: ".").last.map(String.init) ?? type
    let lowered = simple.prefix(1).lowercased() + simple.dropFirst()
    let used = Set(content.statements.tokens(viewMode: .sourceAccurate).map(\.text))
    return [lowered, "item", "element"].first { candidate in
      !used.contains(candidate) && !used.contains("$" + candidate)
        && !Spelling.reservedWords.contains(candidate)
    }
  }
}
