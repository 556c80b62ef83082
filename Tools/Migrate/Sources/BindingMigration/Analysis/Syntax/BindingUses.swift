import SwiftSyntax

/// What code does with a binding to a value, as far as writes go: the member paths under which
/// it may write (`item = …` writes all of it; `item.title = …`, and `$item.title` handed to a
/// control, write under `title`), and the calls it hands a binding to, which may write more.
///
/// Read from the syntax alone, cautiously: a binding (or a part of one) used anywhere but as an
/// operand, in a string interpolation or as a call's argument counts as written, and a method
/// called on the value may change the part it is called on.
struct BindingUses: Sendable, Hashable {
  /// A binding handed to a call: `ItemEditor(item: $item)`, `TextField("", text: $item.title)`.
  struct HandOff: Sendable, Hashable {
    /// The called name, as written (`ItemEditor`, `TextField`, `tag`).
    var callee: String
    /// The argument's label; nil for none.
    var label: String?
    /// The member path of the value the handed binding reaches (`[]` for the whole value).
    var path: [String]
  }

  /// The member paths under which the code writes (`[]`: the whole value).
  var written: Set<[String]> = []
  /// The bindings handed to calls.
  var handedOn: Set<HandOff> = []

  /// Adds what `other` records.
  mutating func merge(_ other: BindingUses) {
    written.formUnion(other.written)
    handedOn.formUnion(other.handedOn)
  }

  /// The uses in `node` of the binding spelled `binding`.
  ///
  /// `binding` is `$item`, or `item` for a closure parameter that is the binding itself; its
  /// value is spelled `value` (`item`, or nil) and its storage `storage` (`_item`, or nil). Uses
  /// through `self.` count.
  static func scan(_ node: Syntax, binding: String, value: String?, storage: String? = nil)
    -> BindingUses
  {
    var uses = BindingUses()
    for token in node.tokens(viewMode: .sourceAccurate) {
      let text = Spelling.bare(token.text)
      guard text == binding || text == value || text == storage,
        let reference = token.parent?.as(DeclReferenceExprSyntax.self)
      else { continue }
      var start = ExprSyntax(reference)
      if let member = reference.parent?.as(MemberAccessExprSyntax.self),
        member.declName.id == reference.id
      {
        // `self.item`: only through `self`.
        guard let base = member.base?.as(DeclReferenceExprSyntax.self),
          base.baseName.tokenKind == .keyword(.self)
        else { continue }
        start = ExprSyntax(member)
      }
      // The longest chain of members from the name.
      var chain = start
      var members: [String] = []
      while let member = chain.parent?.as(MemberAccessExprSyntax.self), member.base?.id == chain.id
      {
        members.append(Spelling.bare(member.declName.baseName.text))
        chain = ExprSyntax(member)
      }
      if text == storage {
        // `_item = item` in an initializer sets up the wrapper; anything else hands it on.
        if isAssigned(chain) && members.isEmpty { continue }
        uses.written.insert([])
        continue
      }
      var isValue = text == value && text != binding
      if !isValue, members.first == "wrappedValue" {
        members.removeFirst()
        isValue = true
      }
      if isValue {
        uses.recordValue(chain, members)
      } else {
        uses.recordBinding(chain, members)
      }
    }
    return uses
  }

  /// A use of the value at `chain`, `members` below it.
  private mutating func recordValue(_ chain: ExprSyntax, _ members: [String]) {
    if isAssigned(chain) || chain.parent?.is(InOutExprSyntax.self) == true {
      written.insert(members)
      return
    }
    // `item.tags.append(x)`, `item.reset()`: a method may change the part it is called on.
    if let call = chain.parent?.as(FunctionCallExprSyntax.self),
      call.calledExpression.id == chain.id, !members.isEmpty
    {
      written.insert(Array(members.dropLast()))
    }
  }

  /// A use of the binding at `chain`, reaching `members` of the value.
  private mutating func recordBinding(_ chain: ExprSyntax, _ members: [String]) {
    let parent = chain.parent
    if let argument = parent?.as(LabeledExprSyntax.self),
      let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
      let callee = Self.calleeName(call)
    {
      handedOn.insert(HandOff(callee: callee, label: argument.label?.text, path: members))
      return
    }
    if let infix = parent?.as(InfixOperatorExprSyntax.self),
      !infix.operator.is(AssignmentExprSyntax.self), infix.compoundAssignmentOperator == nil
    {
      return
    }
    if parent?.is(ExprListSyntax.self) == true, !Self.isAssigned(chain) {
      // An operand in an unfolded sequence (`$item.id == other`).
      return
    }
    if parent?.is(ExpressionSegmentSyntax.self) == true
      || parent?.parent?.parent?.is(ExpressionSegmentSyntax.self) == true
    {
      return
    }
    if let call = parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == chain.id {
      // `$item.title.wrappedValue…()`-like calls through the binding: counted as a write.
      written.insert(members.isEmpty ? [] : Array(members.dropLast()))
      return
    }
    written.insert(members)
  }

  /// The name a call calls: `ItemEditor` for `ItemEditor(…)`, `tag` for `.tag(…)`; nil for
  /// anything else.
  static func calleeName(_ call: FunctionCallExprSyntax) -> String? {
    if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
      return reference.baseName.text
    }
    if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
      if member.declName.baseName.text == "init", let base = member.base {
        return base.as(DeclReferenceExprSyntax.self)?.baseName.text
      }
      return member.declName.baseName.text
    }
    return nil
  }

  /// Whether `expression` is the left side of an assignment or compound assignment, in a
  /// folded tree or in an unfolded sequence (the index reads files unfolded).
  private static func isAssigned(_ expression: ExprSyntax) -> Bool {
    if let infix = expression.parent?.as(InfixOperatorExprSyntax.self),
      infix.leftOperand.id == expression.id
    {
      return infix.operator.is(AssignmentExprSyntax.self)
        || infix.compoundAssignmentOperator != nil
    }
    guard let list = expression.parent?.as(ExprListSyntax.self),
      let position = list.firstIndex(where: { $0.id == expression.id })
    else { return false }
    let next = list.index(after: position)
    guard next != list.endIndex else { return false }
    let operation = list[next]
    if operation.is(AssignmentExprSyntax.self) { return true }
    if let binary = operation.as(BinaryOperatorExprSyntax.self) {
      let text = binary.operator.text
      return text.count > 1 && text.hasSuffix("=")
        && !["==", "!=", "<=", ">=", "===", "!=="].contains(text)
    }
    return false
  }

  private func isAssigned(_ expression: ExprSyntax) -> Bool { Self.isAssigned(expression) }
}
