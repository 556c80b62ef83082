import SwiftSyntax

/// A stored value as a closure spells it: a root name followed by member names, such as
/// `person.lastName` or `self.settings`.
///
/// Paths are what the tool can turn into a key path. Anything else in that position (a call, a
/// subscript, optional chaining, a force unwrap) is not a path.
struct ValuePath: Hashable, CustomStringConvertible {
  /// Where the path starts.
  enum Root: Hashable {
    /// A name: a property, a local, a parameter.
    case name(String)
    /// `self` itself, followed by members.
    case selfValue
  }

  /// Where the path starts.
  var root: Root
  /// Whether the path was written with `self.` before its root name.
  var throughSelf: Bool
  /// The member names after the root.
  var members: [String]

  /// The path as source text, without `self.` for a named root.
  var description: String {
    let head: String
    switch root {
    case .name(let name): head = name
    case .selfValue: head = "self"
    }
    return ([head] + members).joined(separator: ".")
  }

  /// The root's name, or `self`.
  var rootName: String {
    switch root {
    case .name(let name): name
    case .selfValue: "self"
    }
  }

  /// The path `expression` spells, or nil when it is not a plain path.
  init?(_ expression: ExprSyntax) {
    var members: [String] = []
    var current = expression
    while true {
      if let member = current.as(MemberAccessExprSyntax.self) {
        guard let base = member.base, member.declName.argumentNames == nil else { return nil }
        members.insert(Spelling.bare(member.declName.baseName.text), at: 0)
        current = base
      } else if let reference = current.as(DeclReferenceExprSyntax.self) {
        guard reference.argumentNames == nil else { return nil }
        switch reference.baseName.tokenKind {
        case .identifier(let name):
          self.init(root: .name(Spelling.bare(name)), throughSelf: false, members: members)
          return
        case .keyword(.self):
          guard let first = members.first else { return nil }
          self.init(root: .name(first), throughSelf: true, members: Array(members.dropFirst()))
          return
        default:
          return nil
        }
      } else {
        return nil
      }
    }
  }

  /// A path from its parts.
  init(root: Root, throughSelf: Bool, members: [String]) {
    self.root = root
    self.throughSelf = throughSelf
    self.members = members
  }

  /// The same path seen from `self`: `self.wrappedValue.name` in an extension of `Binding`.
  static func selfPath(_ expression: ExprSyntax) -> ValuePath? {
    var members: [String] = []
    var current = expression
    while let member = current.as(MemberAccessExprSyntax.self) {
      guard let base = member.base, member.declName.argumentNames == nil else { return nil }
      members.insert(Spelling.bare(member.declName.baseName.text), at: 0)
      current = base
    }
    guard let reference = current.as(DeclReferenceExprSyntax.self),
      reference.baseName.tokenKind == .keyword(.self)
    else { return nil }
    return ValuePath(root: .selfValue, throughSelf: false, members: members)
  }

  /// Whether two spellings name the same value: `self.x` and `x` do, once resolution has shown
  /// that `x` is the member.
  func sameValue(as other: ValuePath) -> Bool {
    root == other.root && members == other.members
  }
}

extension ExprSyntax {
  /// The expression without enclosing parentheses.
  var withoutParentheses: ExprSyntax {
    var current = self
    while let tuple = current.as(TupleExprSyntax.self), tuple.elements.count == 1,
      let only = tuple.elements.first, only.label == nil
    {
      current = only.expression
    }
    return current
  }

  /// The path the expression spells, `self.`-rooted paths included.
  var valuePath: ValuePath? {
    let bare = withoutParentheses
    return ValuePath(bare) ?? ValuePath.selfPath(bare)
  }

  /// The normalized text of the only argument when the expression subscripts `storage` with
  /// one argument labelled `label` (`nil`: no label), as in `settings[key]` or
  /// `draft[keyPath: field]`; otherwise `nil`.
  func soleSubscriptArgument(of storage: ValuePath, label: String?) -> String? {
    guard let subscriptCall = self.as(SubscriptCallExprSyntax.self),
      let path = subscriptCall.calledExpression.valuePath, path.sameValue(as: storage),
      subscriptCall.arguments.count == 1, let only = subscriptCall.arguments.first,
      only.label?.text == label
    else { return nil }
    return only.expression.normalizedText
  }

  /// The path the expression checks for a value, when it is `path != nil` or `nil != path`.
  var pathCheckedNotNil: ValuePath? {
    guard let infix = withoutParentheses.as(InfixOperatorExprSyntax.self),
      infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "!="
    else { return nil }
    let left = infix.leftOperand.withoutParentheses
    let right = infix.rightOperand.withoutParentheses
    if right.is(NilLiteralExprSyntax.self), let path = left.valuePath { return path }
    if left.is(NilLiteralExprSyntax.self), let path = right.valuePath { return path }
    return nil
  }

  /// The path the expression checks for nil, when it is `path == nil` or `nil == path`.
  var pathCheckedNil: ValuePath? {
    guard let infix = withoutParentheses.as(InfixOperatorExprSyntax.self),
      infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "=="
    else { return nil }
    let left = infix.leftOperand.withoutParentheses
    let right = infix.rightOperand.withoutParentheses
    if right.is(NilLiteralExprSyntax.self), let path = left.valuePath { return path }
    if left.is(NilLiteralExprSyntax.self), let path = right.valuePath { return path }
    return nil
  }

  /// Why the expression is not a plain path, when a reader would expect it to be one.
  var pathProblem: String? {
    var current = withoutParentheses
    while true {
      if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
        current = base
      } else if current.is(OptionalChainingExprSyntax.self) {
        return "optional chaining (\(Quote.code(self)))"
      } else if current.is(ForceUnwrapExprSyntax.self) {
        return "a force unwrap (\(Quote.code(self)))"
      } else if current.is(FunctionCallExprSyntax.self) {
        return "a call (\(Quote.code(self)))"
      } else if current.is(SubscriptCallExprSyntax.self) {
        return "a subscript (\(Quote.code(self)))"
      } else {
        return nil
      }
    }
  }

  /// The expression's text with all whitespace and comments between tokens reduced to what the
  /// compiler needs, for comparing two spellings of the same argument.
  var normalizedText: String {
    var result = ""
    var previous: TokenSyntax?
    for token in tokens(viewMode: .sourceAccurate) {
      if let previous, previous.needsSpace(before: token) {
        result += " "
      }
      result += token.text
      previous = token
    }
    return result
  }
}

extension SyntaxProtocol {
  /// The node's tokens' text, joined with no trivia: enough for a type as written (`[String:
  /// Int]` becomes `[String:Int]`, which ``TypeText`` reads the same), and much cheaper than
  /// `trimmedDescription`, which copies the node.
  var tokenText: String {
    var result = ""
    for token in tokens(viewMode: .sourceAccurate) {
      if !result.isEmpty, let last = result.last, let first = token.text.first,
        last.isLetter || last.isNumber || last == "_",
        first.isLetter || first.isNumber || first == "_"
      {
        // `some View`, `any Model`, `inout T`: keep the words apart.
        result += " "
      }
      result += token.text
    }
    return result
  }
}

extension TokenSyntax {
  /// Whether a space must separate this token from `next` for the text to mean the same.
  func needsSpace(before next: TokenSyntax) -> Bool {
    func isWordLike(_ character: Character?) -> Bool {
      guard let character else { return false }
      return character.isLetter || character.isNumber || character == "_" || character == "$"
        || character == "`" || character == "#" || character == "@"
    }
    if isWordLike(text.last) && isWordLike(next.text.first) { return true }
    // Operators keep their spacing class: `a ?? b` and `a==b` both fold the same way, but
    // `x! == y` must not become `x!==y`.
    let operatorCharacters = "=-+*/%<>!&|^~?."
    if let last = text.last, let first = next.text.first,
      operatorCharacters.contains(last), operatorCharacters.contains(first)
    {
      return true
    }
    return false
  }
}
