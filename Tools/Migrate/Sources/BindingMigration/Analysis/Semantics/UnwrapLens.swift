import SwiftParser
import SwiftSyntax

/// A closure binding that reaches its value through a force-unwrapped optional,
/// `Binding(get: { selected!.email ?? "" }, set: { selected!.email = $0 })`, under a check that
/// `selected` holds a value (``UnwrapGuard``).
///
/// Where `selected` holds a value, the closures do what they would do on `selected.email`; the
/// judge compares them with a helper as for any path, through a copy of the closures in which
/// `selected!` is written `selected` and that name stands for the unwrapped binding. The rewrite
/// is the helper on the binding the check now unwraps: `if let selected = Binding(unwrapping:
/// $selected) { … selected.email.withDefault("") … }`. Where `selected` is nil the closures
/// trap, reading or writing; the unwrapped binding reads its last value and drops the write,
/// which only removes the crash (as ``UnwrappingRule``'s rewrite does).
struct UnwrapLens {
  /// The name the copied closures read in place of `path!`: its last name.
  var root: String
  /// The copy of the closure binding, with `path!` written `root` (and operators folded).
  var binding: ClosureBindingCall

  /// What stands for the unwrapped binding in the rewrite's text until the rewriter names it.
  static let placeholder = "\u{1}unwrapped\u{1}"

  /// The optional `read` (a getter's expression) force-unwraps before reaching a member,
  /// when it does so for one optional only and every mention of it in the closures does.
  static func path(in call: ClosureBindingCall, reading read: ExprSyntax) -> ValuePath? {
    guard let setter = call.setter.closure else { return nil }
    let unwraps = forceUnwraps(in: Syntax(read))
    guard let first = unwraps.first,
      unwraps.allSatisfy({ $0.path.sameValue(as: first.path) })
    else { return nil }
    let path = first.path
    let name = path.members.last ?? path.rootName
    // Every mention of the optional, in either closure, is one of these unwraps.
    let mentions = [Syntax(read), Syntax(setter)].map { node in
      node.tokens(viewMode: .sourceAccurate).filter { Spelling.bare($0.text) == name }.count
    }.reduce(0, +)
    let unwrapped =
      unwraps.count
      + forceUnwraps(in: Syntax(setter)).filter { $0.path.sameValue(as: path) }.count
    guard mentions == unwrapped else { return nil }
    return path
  }

  /// The lens for `call`, whose getter reads through `path!`: the closures copied with
  /// `path!` written as its last name; nil when the copy does not parse as a closure binding.
  static func make(_ call: ClosureBindingCall, path: ValuePath) -> UnwrapLens? {
    let root = path.members.last ?? path.rootName
    let start = call.call.positionAfterSkippingLeadingTrivia
    var edits: [SourceEdit] = []
    for unwrap in forceUnwraps(in: Syntax(call.call)) where unwrap.path.sameValue(as: path) {
      let range =
        unwrap.node.positionAfterSkippingLeadingTrivia..<unwrap.node.endPositionBeforeTrailingTrivia
      edits.append(
        SourceEdit(
          range: AbsolutePosition(
            utf8Offset: range.lowerBound.utf8Offset - start.utf8Offset)..<AbsolutePosition(
              utf8Offset: range.upperBound.utf8Offset - start.utf8Offset),
          replacement: Spelling.identifier(root)))
    }
    let text = SourceEditing.apply(edits, to: call.call.trimmedDescription)
    guard case .success(let tree) = SourceAnalyzer.parse("_ = " + text),
      let copy = tree.statements.first?.item.as(ExprSyntax.self)
        .flatMap({ $0.as(InfixOperatorExprSyntax.self)?.rightOperand })?
        .as(FunctionCallExprSyntax.self),
      let binding = ClosureBindingCall(copy)
    else { return nil }
    return UnwrapLens(root: root, binding: binding)
  }

  /// Each `p!` in `node` directly followed by a member (`p!.name`), `p` a plain path.
  private static func forceUnwraps(in node: Syntax) -> [(
    node: ForceUnwrapExprSyntax, path: ValuePath
  )] {
    var found: [(ForceUnwrapExprSyntax, ValuePath)] = []
    for token in node.tokens(viewMode: .sourceAccurate) where token.tokenKind == .exclamationMark {
      guard let unwrap = token.parent?.as(ForceUnwrapExprSyntax.self),
        let member = unwrap.parent?.as(MemberAccessExprSyntax.self),
        member.base?.id == unwrap.id,
        let path = unwrap.expression.valuePath
      else { continue }
      found.append((unwrap, path))
    }
    return found
  }

  /// The first optional `read` force-unwraps before reaching a member, if any.
  static func firstUnwrap(in read: ExprSyntax) -> ValuePath? {
    forceUnwraps(in: Syntax(read)).first?.path
  }

  /// `text` with the placeholder written as `name`.
  static func named(_ text: String, _ name: String) -> String {
    text.replacingOccurrences(of: placeholder, with: name)
  }
}
