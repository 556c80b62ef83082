import SwiftSyntax

/// What finds a row's element again for rows by id (`ForEach(byID: $items)`), and whether a row
/// may change it: the element type's `id` (or the `id:` key path), as the code base declares it.
///
/// Rows by id find each row's element by its id; a row that changes the id of its own element,
/// or replaces the element, loses it (the row then reads its last value and drops its writes).
/// So the fix is written only where the tool can see the id and that nothing the row does
/// changes it: not a computed id (an edit to any field may change it), not a write of the
/// element whole or of the id, not a binding to the element (or a part holding the id) handed
/// to a view the tool cannot see into or that writes it.
struct RowIdentity {
  /// The id's path in the element (`["id"]`, `["customer", "id"]`).
  var path: [String]
  /// Whether the id's last member can be written through a binding (a `var`); a `let` cannot.
  var isMutable: Bool
  /// The element type's name, for messages.
  var elementName: String

  /// Why the tool cannot tell what finds the rows again.
  struct Unknown: Error {
    var reason: String
  }

  /// The id of the elements of `data` (`$items`, a `Binding` to an array), at `idPath`.
  static func of(_ data: ExprSyntax, idPath: [String], typing: PathTyping) -> Result<
    RowIdentity, Unknown
  > {
    guard let (element, scope) = elementType(of: data, typing: typing) else {
      let keyPath = "\\." + idPath.joined(separator: ".")
      return .failure(
        Unknown(
          reason: "the tool cannot see the elements' type, so it cannot tell that no edit "
            + "changes the id (`\(keyPath)`) rows by id find them by"))
    }
    return of(element: element, in: scope, idPath: idPath, index: typing.index)
  }

  /// The id at `idPath` of elements of type `element`, written in `scope`.
  static func of(element: TypeText, in scope: String?, idPath: [String], index: ProjectIndex)
    -> Result<RowIdentity, Unknown>
  {
    let keyPath = "\\." + idPath.joined(separator: ".")
    guard case .declared(var typeName) = index.resolve(element, in: scope) else {
      return .failure(
        Unknown(
          reason: "the elements are `\(element.compact)`, which this code base does not declare, "
            + "so the tool cannot see how their id (`\(keyPath)`) is declared"))
    }
    let elementName = typeName
    var isMutable = true
    for (position, name) in idPath.enumerated() {
      let spelled = ([elementName] + idPath.prefix(position + 1)).joined(separator: ".")
      guard let facts = index.facts(of: typeName) else {
        return .failure(
          Unknown(reason: "the tool cannot see how `\(spelled)` is declared"))
      }
      guard let member = facts.members[name], !member.isDuplicated else {
        if position == 0, idPath == ["id"], facts.kind == .classType {
          // A class's `id` from `Identifiable` itself: its identity, which no write changes.
          return .success(RowIdentity(path: idPath, isMutable: false, elementName: elementName))
        }
        return .failure(
          Unknown(reason: "the tool cannot see how `\(spelled)` is declared"))
      }
      if member.isComputed {
        return .failure(
          Unknown(
            reason: "`\(spelled)` is computed, so an edit to the element may change the id rows "
              + "by id find it by"))
      }
      isMutable = !member.isLet
      guard position + 1 < idPath.count else { break }
      guard let next = member.typeText.map(TypeText.init),
        case .declared(let nextName) = index.resolve(next, in: typeName)
      else {
        return .failure(
          Unknown(reason: "the tool cannot see the type of `\(spelled)`, which holds the id"))
      }
      typeName = nextName
    }
    return .success(RowIdentity(path: idPath, isMutable: isMutable, elementName: elementName))
  }

  /// The element type of `data`'s array: `$items` for `items: [Item]`, a value declared
  /// `Binding<[Item]>`, or a name bound by `if let items = Binding($list)`; with the scope its
  /// type is written in (`$model.items` for `Model.items: [Item]` names `Item` as `Model` sees
  /// it, which may be a type nested in `Model`).
  private static func elementType(of data: ExprSyntax, typing: PathTyping) -> (
    TypeText, scope: String?
  )? {
    guard let path = data.valuePath, case .name(let root) = path.root else { return nil }
    var collection: TypeText?
    var scope = typing.scope
    if root.hasPrefix("$") {
      // `$items` projects the property `items`, whatever a local of that name may shadow.
      let stored = ValuePath(
        root: .name(String(root.dropFirst())), throughSelf: true, members: path.members)
      if stored.members.isEmpty {
        collection = typing.rootType(of: stored)
      } else {
        let walk = typing.walk(stored)
        collection = walk.valueType
        scope = walk.valueScope
      }
    } else if path.members.isEmpty {
      switch typing.declaration(of: root, throughSelf: path.throughSelf) {
      case .patternBinding(let value?):
        collection = boundCollection(value, typing: typing)
      default:
        collection = typing.rootType(of: path).flatMap { $0.bindingValue }
      }
    }
    if let wrapped = collection?.bindingValue { collection = wrapped }
    guard let collection, !collection.isOptional, collection.components == ["Array"],
      let element = collection.arguments.first
    else { return nil }
    return (TypeText(element), scope)
  }

  /// The type `Binding($list)` or `Binding(unwrapping: $list)` unwraps: `list`'s, unwrapped.
  private static func boundCollection(_ value: ExprSyntax, typing: PathTyping) -> TypeText? {
    guard let call = value.withoutParentheses.as(FunctionCallExprSyntax.self),
      call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Binding",
      call.arguments.count == 1, let argument = call.arguments.first?.expression.valuePath,
      case .name(let root) = argument.root, root.hasPrefix("$")
    else { return nil }
    let stored = ValuePath(
      root: .name(String(root.dropFirst())), throughSelf: true, members: argument.members)
    let type = stored.members.isEmpty ? typing.rootType(of: stored) : typing.walk(stored).valueType
    guard let type, type.isOptional else { return nil }
    return type.unwrapped
  }

  /// Calls that only read what they are handed.
  ///
  /// `.tag(row.id)`, `.id(…)`, `print(…)`, `.onChange(of:)`, `.task(id:)`: a binding's `id`
  /// handed to them is the element's id, read.
  static let readingCalls: Set<String> = [
    "tag", "id", "print", "debugPrint", "onChange", "task", "String",
  ]

  /// Why the row `content` may change the id it is found by, or nil when it cannot.
  func writtenBy(_ content: ClosureExprSyntax, typing: PathTyping) -> String? {
    let index = typing.index
    let parameter = content.parameterNames.first ?? "$0"
    // `{ $item in }` names the binding `$item` and the value `item`; `{ item in }` and `$0` name
    // the binding only.
    let value = parameter.hasPrefix("$") && parameter != "$0" ? String(parameter.dropFirst()) : nil
    let uses = BindingUses.scan(Syntax(content.statements), binding: parameter, value: value)
    let spelled = value ?? "\(parameter).wrappedValue"
    for written in uses.written.sorted(by: { $0.count < $1.count })
    where conflicts(written, with: path) {
      return "the row writes `\(([spelled] + written).joined(separator: "."))`, "
        + (written.count < path.count ? "which holds " : "") + "the id it would be found by"
    }
    var visited: Set<String> = []
    for handOff in uses.handedOn.sorted(by: {
      ($0.callee, $0.path.count) < ($1.callee, $1.path.count)
    }) {
      if let problem = handedOn(
        handOff, id: path, index: index, scope: typing.scope, visited: &visited)
      {
        let binding = ([parameter] + handOff.path).joined(separator: ".")
        if problem.isEmpty {
          return "the row writes `\(binding)` (handed to `\(handOff.callee)`), the id it would "
            + "be found by"
        }
        return "the row hands `\(binding)` to `\(handOff.callee)`, " + problem
      }
    }
    return nil
  }

  /// Whether a write under `written` may change the id at `id` (a path relative to the same
  /// value): it writes a part holding the id, or the id itself (when the id can be written).
  private func conflicts(_ written: [String], with id: [String]) -> Bool {
    if written.count < id.count { return Array(id.prefix(written.count)) == written }
    return written.starts(with: id) && (isMutable || id.isEmpty)
  }

  /// Why a binding handed on in `handOff` may change the id at `id`, or nil when it cannot.
  ///
  /// `id` is relative to the value the handing code holds. The binding is followed into views
  /// the code base declares, through their `@Binding` properties. An empty reason: the binding
  /// is to the id (or inside it) and goes to a call the tool does not follow, which may write it.
  private func handedOn(
    _ handOff: BindingUses.HandOff, id: [String], index: ProjectIndex, scope: String?,
    visited: inout Set<String>
  ) -> String? {
    // The id, seen from the part handed on; nil when the two do not overlap.
    let relative: [String]
    if handOff.path.count < id.count, Array(id.prefix(handOff.path.count)) == handOff.path {
      relative = Array(id.dropFirst(handOff.path.count))
    } else if handOff.path.starts(with: id) {
      // A binding to the id or inside it: only a mutable id can be written through it.
      guard isMutable else { return nil }
      relative = []
    } else {
      return nil
    }
    if Self.readingCalls.contains(handOff.callee) { return nil }
    guard case .declared(let view) = index.resolve(TypeText(handOff.callee), in: scope),
      let facts = index.facts(of: view), let label = handOff.label,
      facts.members[label]?.wrapper.map(TypeName.simple) == "Binding",
      let uses = facts.bindingUses[label]
    else {
      return handOff.path.starts(with: id) && !id.isEmpty
        ? "" : "which the tool cannot see into, so it may replace the element or write its id"
    }
    if facts.extensionHasCode {
      return "whose extensions hold code the tool does not read for writes, so it may replace the "
        + "element or write its id"
    }
    let key = "\(view).\(label)/\(relative.joined(separator: "."))"
    guard visited.insert(key).inserted, visited.count < 16 else { return nil }
    for written in uses.written.sorted(by: { $0.count < $1.count })
    where conflicts(written, with: relative) {
      let spelled = ([label] + written).joined(separator: ".")
      return "which writes `\(spelled)` (in `\(view)`), "
        + (relative.isEmpty || written.count < relative.count ? "which holds " : "")
        + "the id the row would be found by"
    }
    for next in uses.handedOn {
      if let problem = handedOn(next, id: relative, index: index, scope: view, visited: &visited) {
        let handed = "`$\(([label] + next.path).joined(separator: "."))`"
        if problem.isEmpty {
          return "which hands \(handed) to `\(next.callee)`, which may write it: the id the row "
            + "would be found by"
        }
        return "which hands \(handed) to `\(next.callee)`, \(problem)"
      }
    }
    return nil
  }
}
