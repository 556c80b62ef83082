import SwiftSyntax

/// One associated value of an enum case, as declared.
struct CasePayload: Sendable, Hashable {
  /// The argument label, nil for an unlabelled value (`_` or none).
  var label: String?
  /// The value's type, as written, trimmed.
  var type: String
  /// Whether the type needs parentheses before a `?` (a function type, `any P`, `A & B`).
  var needsParentheses: Bool
  /// Whether the type is itself optional (`T?`, `Optional<T>`).
  var isOptional: Bool
  /// The type's name when it is a plain name (`Item`, `Outer.Item`), without generic arguments.
  var typeName: String?
  /// The first name of each chain of type names in the type (`Book` in `[Book.Kind]?`), with
  /// its UTF-8 offset in ``type``: where a qualification goes.
  var rootNames: [TypeNameUse] = []
}

/// A name of a type used in a case's value, and where it is in the value's text.
struct TypeNameUse: Sendable, Hashable {
  /// The name as written (`Book`).
  var name: String
  /// Its UTF-8 offset in the value's text.
  var offset: Int
}

/// One case of an enum, as declared.
struct EnumCase: Sendable, Hashable {
  /// The case's name, as written (backticks kept).
  var name: String
  /// Its associated values; empty for a case without one.
  var payloads: [CasePayload]
  /// Where it is declared, 1-based.
  var line: Int
  /// Where it is declared, 1-based.
  var column: Int
}

/// A member an enum or one of its extensions declares, other than a case.
struct EnumMember: Sendable, Hashable {
  /// What kind of declaration it is.
  enum Kind: Sendable, Hashable {
    case variable, function, type
  }

  /// The member's name.
  var name: String
  /// What kind of declaration it is.
  var kind: Kind = .variable
  /// For a nested enum, its cases' names; nil for anything else.
  var caseNames: [String]? = nil
  /// For a nested enum, each case as `name(label:Type,_:Type)` without spaces (`name` alone
  /// for one without values): what `CaseBindings` must match.
  var caseShapes: [String]? = nil
  /// For a function, its full name: `caseBindings(of:)`.
  var fullName: String? = nil
  /// Whether it is `static` or `class`: such a member never stands in the way of an instance
  /// property of its name.
  var isStatic = false
  /// For a function, how many parameters it takes: one that takes any stands beside a property
  /// of its base name.
  var parameterCount = 0
  /// Where the declaration is, from the start of its first line to the end of its last (leading
  /// comments left out), and its first line's indentation: what replacing it replaces.
  var span: MemberSpan? = nil
  /// For a `var`, its type as written with spaces removed; nil for anything else.
  var variableType: String?
  /// The file and line it is declared on.
  var path: String
  /// The line it is declared on, 1-based.
  var line: Int
}

/// The lines a member declaration takes: the UTF-8 range from the start of its first line (its
/// attributes and modifiers included, its leading comments not) to the end of its last.
struct MemberSpan: Sendable, Hashable {
  var start: Int
  var end: Int
  /// The indentation of its first line.
  var indentation: String
}

/// An enum declared in the scanned code.
struct EnumDeclaration: Sendable {
  /// The file that declares it.
  var path: String
  /// Its name with those of the types it is nested in: `Screen.Destination`.
  var qualifiedName: String
  /// Its own name.
  var name: String
  /// Its cases in source order.
  var cases: [EnumCase]
  /// The members its body declares, other than cases.
  var members: [EnumMember]
  /// Whether its own inheritance clause names `BindableCases` or `SwitchableCases`.
  var adoptsBindableCases: Bool
  /// Whether its own inheritance clause names `SwitchableCases`.
  var adoptsSwitchableCases: Bool
  /// `CaseBindable` in its own inheritance clause.
  var formerMarkers: [FormerMarker]
  /// Whether some of its cases are inside an `#if`, where the tool does not read them.
  var hasConditionalCases: Bool
  /// Its generic parameters' names.
  var genericParameters: [String]
  /// The access keyword for the members the tool writes (`public `, `package `,
  /// `fileprivate ` or empty).
  var memberAccess: String
  /// Why the tool cannot write for it, when it cannot (a local enum, a macro's enum).
  var unextendable: String?
  /// Why no extension at file scope can name it, when none can (a private enum nested in a
  /// type, or one nested in a private type): the tool then writes into its own body.
  var privateNesting: String?
  /// Where the members written into its own body go, and how they are laid out.
  var body: BodyInsertion
  /// Whether it is private or fileprivate (including through a type it is nested in), so that
  /// only its own file can name it.
  var isFilePrivate: Bool
  /// Where the declaration is, 1-based.
  var line: Int
  /// Where the declaration's name is, 1-based.
  var column: Int
  /// The offset after which the extension goes: the end of the line that ends the file-scope
  /// declaration holding the enum.
  var insertionOffset: Int
  /// The indentation of that file-scope declaration (it may sit inside an `#if`).
  var indentation: String
  /// One step of indentation, as the enum's body uses it.
  var indentationUnit: String
  /// The file's line break.
  var lineBreak: String
  /// The lexical context the enum's body resolves names in: its qualified name's components.
  var context: [String]
}

/// Where the tool writes into an enum's own body: its inheritance clause and the end of its
/// member block.
struct BodyInsertion: Sendable {
  /// Where a conformance goes: after the last inherited type, or after the name (and generic
  /// parameters) when there is no inheritance clause.
  var conformanceOffset: Int
  /// Whether the enum has an inheritance clause (`, SwitchableCases`) or not
  /// (`: SwitchableCases`).
  var hasInheritanceClause: Bool
  /// The range the members replace: the start of the closing brace's line when the brace is
  /// alone on it (an empty range), else the space between the last member and the brace.
  var membersStart: Int
  /// The end of that range.
  var membersEnd: Int
  /// Whether the closing brace is alone on its line.
  var braceOnOwnLine: Bool
  /// The indentation of the line the enum's declaration starts on.
  var indentation: String
}

/// The package's former name for the marker, `CaseBindable`, in an inheritance clause.
struct FormerMarker: Sendable, Hashable {
  /// The file it is written in.
  var path: String
  /// Where it is, 1-based.
  var line: Int
  /// Where it is, 1-based.
  var column: Int
  /// The UTF-8 range it spans.
  var start: Int
  /// The end of that range.
  var end: Int
  /// As written, spaces removed: `CaseBindable` or `OptionalBindings.CaseBindable`.
  var spelling: String
  /// The swift-navigation modules the file imports (they declare a `CaseBindable` of their
  /// own); empty when it imports none.
  var navigationImports: [String]
}

/// A type declared in the scanned code, by its full name.
struct DeclaredType: Sendable, Hashable {
  /// The file that declares it.
  var path: String
  /// Its name with those of the types it is nested in: `LibraryScreen.Book`.
  var qualifiedName: String
  /// Whether it is `private` inside another type, so that only that type's scope names it.
  var isScopePrivate: Bool
}

/// An extension in the scanned code, by the type it extends.
struct ExtensionDeclaration: Sendable {
  /// The file that declares it.
  var path: String
  /// The extended type, as written with spaces removed: `Screen.Destination`.
  var extendedType: String
  /// Whether its inheritance clause names `BindableCases` or `SwitchableCases`.
  var adoptsBindableCases: Bool
  /// Whether its inheritance clause names `SwitchableCases`.
  var adoptsSwitchableCases: Bool
  /// `CaseBindable` in its inheritance clause.
  var formerMarkers: [FormerMarker]
  /// The members it declares.
  var members: [EnumMember]
}

/// A stored property of optional type that holds a view's or a model's state.
struct OptionalState: Sendable {
  /// The file that declares it.
  var path: String
  /// How it is declared, for the report: `@State destination`.
  var description: String
  /// The wrapped type's name, without generic arguments: `Destination`, `Screen.Destination`.
  var wrappedTypeName: String
  /// The names of the types it is declared in, outermost first.
  var context: [String]
  /// Where it is declared, 1-based.
  var line: Int
}

/// What one file declares that the `cases` command needs.
struct CaseFacts: Sendable {
  var enums: [EnumDeclaration] = []
  var extensions: [ExtensionDeclaration] = []
  var states: [OptionalState] = []
  /// Every type the file declares, nested ones included.
  var types: [DeclaredType] = []
  /// Whether the file imports OptionalBindings at file scope, outside any `#if`.
  var importsPackage = false
  /// Whether the file imports SwiftUI (or SwiftUICore) anywhere, so that `Binding` resolves.
  var importsSwiftUI = false
  /// The swift-navigation modules (and The Composable Architecture) the file imports.
  var navigationImports: [String] = []
  /// Whether the file re-exports one of them (`@_exported import`) to its whole module.
  var exportsNavigation = false
  /// Where `import OptionalBindings` goes: after the last file-scope import outside any `#if`,
  /// or before the first statement.
  var importOffset = 0
  /// The text inserted there: the import with the file's line break, before or after.
  var importText = ""
  /// The file's line break.
  var lineBreak = "\n"
}

/// The modules that declare swift-navigation's `CaseBindable` or re-export one that does.
let navigationModules: Set<String> = [
  "SwiftNavigation", "SwiftUINavigation", "UIKitNavigation", "AppKitNavigation",
  "SwiftUINavigationCore", "ComposableArchitecture",
]

/// Collects a file's ``CaseFacts`` from its syntax tree.
final class CaseFactCollector: SyntaxVisitor {
  private let path: String
  private let converter: SourceLocationConverter
  private let source: [UInt8]
  private let lineBreak: String
  private(set) var facts = CaseFacts()
  /// The names of the types being visited, innermost last, and whether each is `@Observable`.
  private var typeStack: [(name: String, observable: Bool, restricted: Bool, isPrivate: Bool)] =
    []
  /// How many function, closure or accessor bodies are open.
  private var localDepth = 0

  init(path: String, tree: SourceFileSyntax) {
    self.path = path
    self.converter = SourceLocationConverter(fileName: path, tree: tree)
    self.source = Array(tree.description.utf8)
    if let first = source.firstIndex(of: UInt8(ascii: "\n")), first > 0,
      source[first - 1] == UInt8(ascii: "\r")
    {
      lineBreak = "\r\n"
    } else {
      lineBreak = "\n"
    }
    super.init(viewMode: .sourceAccurate)
    facts.lineBreak = lineBreak
    placeImport(tree)
  }

  /// Collects the facts of `tree`.
  static func facts(of tree: SourceFileSyntax, path: String) -> CaseFacts {
    let collector = CaseFactCollector(path: path, tree: tree)
    collector.walk(tree)
    var facts = collector.facts
    let imports = facts.navigationImports
    for index in facts.enums.indices {
      for marker in facts.enums[index].formerMarkers.indices {
        facts.enums[index].formerMarkers[marker].navigationImports = imports
      }
    }
    for index in facts.extensions.indices {
      for marker in facts.extensions[index].formerMarkers.indices {
        facts.extensions[index].formerMarkers[marker].navigationImports = imports
      }
    }
    return facts
  }

  // MARK: Imports

  private func placeImport(_ tree: SourceFileSyntax) {
    var lastImport: ImportDeclSyntax?
    for item in tree.statements {
      guard let declaration = item.item.as(ImportDeclSyntax.self) else { continue }
      lastImport = declaration
      if declaration.path.first?.name.text == "OptionalBindings"
        && declaration.importKindSpecifier == nil
      {
        facts.importsPackage = true
      }
    }
    if let lastImport {
      var end = lastImport.endPositionBeforeTrailingTrivia.utf8Offset
      while end < source.count && source[end] != UInt8(ascii: "\n") { end += 1 }
      if end < source.count {
        facts.importOffset = end + 1
        facts.importText = "import OptionalBindings\(lineBreak)"
      } else {
        facts.importOffset = end
        facts.importText = "\(lineBreak)import OptionalBindings"
      }
    } else if let first = tree.statements.first {
      var start = first.positionAfterSkippingLeadingTrivia.utf8Offset
      while start > 0 && source[start - 1] != UInt8(ascii: "\n") { start -= 1 }
      facts.importOffset = start
      facts.importText = "import OptionalBindings\(lineBreak)\(lineBreak)"
    } else {
      facts.importOffset = source.count
      facts.importText = "import OptionalBindings\(lineBreak)"
    }
  }

  /// Every import, inside an `#if` or not: whether `Binding` resolves, and whether
  /// `CaseBindable` may be swift-navigation's.
  override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
    guard let module = node.path.first?.name.text else { return .skipChildren }
    if module == "SwiftUI" || module == "SwiftUICore" { facts.importsSwiftUI = true }
    if navigationModules.contains(module) {
      if !facts.navigationImports.contains(module) { facts.navigationImports.append(module) }
      if node.attributes.contains(where: {
        $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "_exported"
      }) {
        facts.exportsNavigation = true
      }
    }
    return .skipChildren
  }

  // MARK: Scopes

  private static func restricts(_ modifiers: DeclModifierListSyntax) -> Bool {
    modifiers.contains { [.keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind) }
  }

  private func push(_ name: String, modifiers: DeclModifierListSyntax, observable: Bool = false) {
    record(name, modifiers: modifiers)
    typeStack.append(
      (
        name, observable, Self.restricts(modifiers),
        modifiers.contains { $0.name.tokenKind == .keyword(.private) }
      ))
  }

  /// Records a type declared at `name` in the current scope (not in a function).
  private func record(_ name: String, modifiers: DeclModifierListSyntax) {
    guard localDepth == 0 else { return }
    let isPrivate = modifiers.contains { $0.name.tokenKind == .keyword(.private) }
    facts.types.append(
      DeclaredType(
        path: path, qualifiedName: (typeStack.map(\.name) + [name]).joined(separator: "."),
        isScopePrivate: (isPrivate && !typeStack.isEmpty)
          || typeStack.dropFirst().contains(where: \.isPrivate)))
  }

  override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
    record(node.name.text, modifiers: node.modifiers)
    return .skipChildren
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    push(node.name.text, modifiers: node.modifiers)
    return .visitChildren
  }
  override func visitPost(_ node: StructDeclSyntax) { typeStack.removeLast() }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    let observable = node.attributes.contains {
      $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription
        .hasSuffix("Observable") == true
    }
    push(node.name.text, modifiers: node.modifiers, observable: observable)
    return .visitChildren
  }
  override func visitPost(_ node: ClassDeclSyntax) { typeStack.removeLast() }

  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    push(node.name.text, modifiers: node.modifiers)
    return .visitChildren
  }
  override func visitPost(_ node: ActorDeclSyntax) { typeStack.removeLast() }

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    record(node.name.text, modifiers: node.modifiers)
    return .skipChildren
  }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    let extended = Self.compact(node.extendedType.trimmedDescription)
    facts.extensions.append(
      ExtensionDeclaration(
        path: path, extendedType: extended,
        adoptsBindableCases: Self.namesBindableCases(node.inheritanceClause),
        adoptsSwitchableCases: Self.namesSwitchableCases(node.inheritanceClause),
        formerMarkers: formerMarkers(in: node.inheritanceClause),
        members: members(of: node.memberBlock)))
    for component in extended.split(separator: ".") {
      typeStack.append((String(component), false, false, false))
    }
    return .visitChildren
  }
  override func visitPost(_ node: ExtensionDeclSyntax) {
    let count = Self.compact(node.extendedType.trimmedDescription).split(separator: ".").count
    typeStack.removeLast(count)
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    localDepth += 1
    return .visitChildren
  }
  override func visitPost(_ node: FunctionDeclSyntax) { localDepth -= 1 }
  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    localDepth += 1
    return .visitChildren
  }
  override func visitPost(_ node: InitializerDeclSyntax) { localDepth -= 1 }
  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
    localDepth += 1
    return .visitChildren
  }
  override func visitPost(_ node: ClosureExprSyntax) { localDepth -= 1 }
  override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind {
    localDepth += 1
    return .visitChildren
  }
  override func visitPost(_ node: AccessorBlockSyntax) { localDepth -= 1 }

  // MARK: Enums

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    let context = typeStack.map(\.name)
    let qualified = (context + [node.name.text]).joined(separator: ".")
    var cases: [EnumCase] = []
    for member in node.memberBlock.members {
      guard let declaration = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
      for element in declaration.elements {
        let payloads =
          element.parameterClause?.parameters.map { parameter -> CasePayload in
            let label = parameter.firstName.flatMap {
              $0.tokenKind == .wildcard ? nil : $0.text
            }
            return Self.payload(label: label, type: parameter.type)
          } ?? []
        let location = converter.location(for: element.positionAfterSkippingLeadingTrivia)
        cases.append(
          EnumCase(
            name: element.name.text, payloads: payloads, line: location.line,
            column: location.column))
      }
    }
    let conditionalCases = node.memberBlock.members.contains { member in
      guard let conditional = member.decl.as(IfConfigDeclSyntax.self) else { return false }
      return conditional.clauses.contains { clause in
        guard case .decls(let members) = clause.elements else { return false }
        return members.contains { $0.decl.is(EnumCaseDeclSyntax.self) }
      }
    }
    record(node.name.text, modifiers: node.modifiers)
    let ownRestricted = Self.restricts(node.modifiers)
    let isPrivate = node.modifiers.contains { $0.name.tokenKind == .keyword(.private) }
    let restricted = ownRestricted || typeStack.contains(where: \.restricted)
    var access = ""
    if restricted {
      access = "fileprivate "
    } else if node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.public) }) {
      access = "public "
    } else if node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.package) }) {
      access = "package "
    }
    var unextendable: String?
    var privateNesting: String?
    let macros = node.attributes.compactMap {
      $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription
    }
    if let macro = macros.first(where: { name in
      ["CasePathable", "CaseBindable"].contains { name == $0 || name.hasSuffix(".\($0)") }
    }) {
      unextendable =
        "it is @\(macro): swift-navigation's macro already binds its cases, and properties "
        + "of the cases' names would change what `value.edit` reaches"
    } else if localDepth > 0 {
      unextendable = "it is declared inside a function or closure, where no extension can reach it"
    } else if (isPrivate && !typeStack.isEmpty)
      || typeStack.dropFirst().contains(where: \.isPrivate)
    {
      // A private type nested in another cannot be named from file scope: the enum itself or
      // any type it is nested in but the outermost. The tool writes into its body instead.
      privateNesting =
        "it is private inside \(context.joined(separator: ".")), so no extension at file scope "
        + "can name it"
    }
    let location = converter.location(for: node.name.positionAfterSkippingLeadingTrivia)
    let declarationLocation = converter.location(for: node.positionAfterSkippingLeadingTrivia)
    let (offset, indentation) = insertionPoint(after: node)
    facts.enums.append(
      EnumDeclaration(
        path: path, qualifiedName: qualified, name: node.name.text, cases: cases,
        members: members(of: node.memberBlock),
        adoptsBindableCases: Self.namesBindableCases(node.inheritanceClause),
        adoptsSwitchableCases: Self.namesSwitchableCases(node.inheritanceClause),
        formerMarkers: formerMarkers(in: node.inheritanceClause),
        hasConditionalCases: conditionalCases,
        genericParameters: node.genericParameterClause?.parameters.map(\.name.text) ?? [],
        memberAccess: access, unextendable: unextendable, privateNesting: privateNesting,
        body: bodyInsertion(of: node), isFilePrivate: restricted,
        line: declarationLocation.line, column: location.column,
        insertionOffset: offset, indentation: indentation,
        indentationUnit: indentationUnit(of: node), lineBreak: lineBreak,
        context: context + [node.name.text]))
    typeStack.append((node.name.text, false, ownRestricted, isPrivate))
    return .visitChildren
  }
  override func visitPost(_ node: EnumDeclSyntax) { typeStack.removeLast() }

  /// The end of the line that ends the file-scope declaration holding `node`, and that
  /// declaration's indentation.
  private func insertionPoint(after node: EnumDeclSyntax) -> (Int, String) {
    var top = Syntax(node)
    var current = Syntax(node)
    while let parent = current.parent {
      // The innermost file-scope statement: inside an `#if`, the statement in its clause.
      if let item = parent.as(CodeBlockItemSyntax.self), Self.isFileScope(item) {
        top = Syntax(item)
        break
      }
      current = parent
    }
    var end = top.endPositionBeforeTrailingTrivia.utf8Offset
    while end < source.count && source[end] != UInt8(ascii: "\n") { end += 1 }
    if end < source.count { end += 1 }
    var start = top.positionAfterSkippingLeadingTrivia.utf8Offset
    let keyword = start
    while start > 0 && source[start - 1] != UInt8(ascii: "\n") { start -= 1 }
    let prefix = String(decoding: source[start..<keyword], as: UTF8.self)
    return (end, prefix.allSatisfy { $0 == " " || $0 == "\t" } ? prefix : "")
  }

  /// Where members and a conformance go in the enum's own body.
  private func bodyInsertion(of node: EnumDeclSyntax) -> BodyInsertion {
    let conformanceOffset: Int
    if let last = node.inheritanceClause?.inheritedTypes.last {
      conformanceOffset = last.type.endPositionBeforeTrailingTrivia.utf8Offset
    } else if let generics = node.genericParameterClause {
      conformanceOffset = generics.endPositionBeforeTrailingTrivia.utf8Offset
    } else {
      conformanceOffset = node.name.endPositionBeforeTrailingTrivia.utf8Offset
    }
    let brace = node.memberBlock.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset
    var lineStart = brace
    while lineStart > 0 && source[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
    let onOwnLine = source[lineStart..<brace].allSatisfy {
      $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t")
    }
    let start: Int
    if onOwnLine {
      start = lineStart
    } else if let previous = node.memberBlock.rightBrace.previousToken(viewMode: .sourceAccurate) {
      start = previous.endPositionBeforeTrailingTrivia.utf8Offset
    } else {
      start = brace
    }
    var declarationStart = node.positionAfterSkippingLeadingTrivia.utf8Offset
    let first = declarationStart
    while declarationStart > 0 && source[declarationStart - 1] != UInt8(ascii: "\n") {
      declarationStart -= 1
    }
    let prefix = String(decoding: source[declarationStart..<first], as: UTF8.self)
    return BodyInsertion(
      conformanceOffset: conformanceOffset,
      hasInheritanceClause: node.inheritanceClause != nil,
      membersStart: start, membersEnd: onOwnLine ? lineStart : brace, braceOnOwnLine: onOwnLine,
      indentation: prefix.allSatisfy { $0 == " " || $0 == "\t" } ? prefix : "")
  }

  /// `CaseBindable`, the package's former marker, in an inheritance clause.
  private func formerMarkers(in clause: InheritanceClauseSyntax?) -> [FormerMarker] {
    guard let clause else { return [] }
    return clause.inheritedTypes.compactMap { inherited in
      let spelling = Self.compact(inherited.type.trimmedDescription)
      guard spelling == "CaseBindable" || spelling == "OptionalBindings.CaseBindable" else {
        return nil
      }
      let location = converter.location(for: inherited.type.positionAfterSkippingLeadingTrivia)
      return FormerMarker(
        path: path, line: location.line, column: location.column,
        start: inherited.type.positionAfterSkippingLeadingTrivia.utf8Offset,
        end: inherited.type.endPositionBeforeTrailingTrivia.utf8Offset, spelling: spelling,
        navigationImports: [])
    }
  }

  /// Whether `item` is a statement of the file or of an `#if` at file scope.
  private static func isFileScope(_ item: CodeBlockItemSyntax) -> Bool {
    var node = item.parent
    while let current = node {
      if current.is(SourceFileSyntax.self) { return true }
      if current.is(CodeBlockItemListSyntax.self) || current.is(IfConfigClauseSyntax.self)
        || current.is(IfConfigClauseListSyntax.self) || current.is(IfConfigDeclSyntax.self)
      {
        node = current.parent
        continue
      }
      if let outer = current.as(CodeBlockItemSyntax.self) {
        node = outer.parent
        continue
      }
      return false
    }
    return false
  }

  /// One step of indentation as the enum's body uses it: its first member's indentation less
  /// the enum's; four spaces when that cannot be told.
  private func indentationUnit(of node: EnumDeclSyntax) -> String {
    func indentation(at offset: Int) -> String {
      var start = offset
      while start > 0 && source[start - 1] != UInt8(ascii: "\n") { start -= 1 }
      return String(decoding: source[start..<offset], as: UTF8.self)
    }
    guard let member = node.memberBlock.members.first else { return fileIndentationUnit() }
    let outer = indentation(at: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    let inner = indentation(at: member.positionAfterSkippingLeadingTrivia.utf8Offset)
    guard inner.hasPrefix(outer), inner.count > outer.count,
      inner.allSatisfy({ $0 == " " || $0 == "\t" })
    else { return fileIndentationUnit() }
    return String(inner.dropFirst(outer.count))
  }

  /// The file's narrowest indentation: a tab when its first indented line starts with one,
  /// else the fewest spaces an indented line starts with; four spaces in a file without any.
  private func fileIndentationUnit() -> String {
    var fewest = Int.max
    var lineStart = true
    var spaces = 0
    for byte in source {
      if lineStart && byte == UInt8(ascii: "\t") { return "\t" }
      if lineStart && byte == UInt8(ascii: " ") {
        spaces += 1
        continue
      }
      if lineStart && byte != UInt8(ascii: "\n") && byte != UInt8(ascii: "\r") && spaces > 0 {
        fewest = min(fewest, spaces)
      }
      lineStart = byte == UInt8(ascii: "\n")
      spaces = 0
    }
    return fewest == Int.max ? "    " : String(repeating: " ", count: fewest)
  }

  /// The lines `declaration` takes, and its first line's indentation.
  private func span(of declaration: DeclSyntax) -> MemberSpan {
    let first = declaration.positionAfterSkippingLeadingTrivia.utf8Offset
    var start = first
    while start > 0 && source[start - 1] != UInt8(ascii: "\n") { start -= 1 }
    var end = declaration.endPositionBeforeTrailingTrivia.utf8Offset
    while end < source.count && source[end] != UInt8(ascii: "\n") { end += 1 }
    if end < source.count { end += 1 }
    let prefix = String(decoding: source[start..<first], as: UTF8.self)
    return MemberSpan(
      start: start, end: end,
      indentation: prefix.allSatisfy { $0 == " " || $0 == "\t" } ? prefix : "")
  }

  /// Whether `modifiers` make a member `static` or `class`.
  private static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
    modifiers.contains { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }
  }

  /// The name of a nested type other than an enum, a type alias or an associated type.
  private static func typeName(declaredBy declaration: DeclSyntax) -> String? {
    if let node = declaration.as(StructDeclSyntax.self) { return node.name.text }
    if let node = declaration.as(ClassDeclSyntax.self) { return node.name.text }
    if let node = declaration.as(ActorDeclSyntax.self) { return node.name.text }
    if let node = declaration.as(TypeAliasDeclSyntax.self) { return node.name.text }
    if let node = declaration.as(ProtocolDeclSyntax.self) { return node.name.text }
    return nil
  }

  /// The members a body declares, other than cases: properties, functions, nested types.
  private func members(of block: MemberBlockSyntax) -> [EnumMember] {
    var found: [EnumMember] = []
    for member in block.members {
      let line = converter.location(for: member.positionAfterSkippingLeadingTrivia).line
      if let variable = member.decl.as(VariableDeclSyntax.self) {
        for binding in variable.bindings {
          guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
          else { continue }
          found.append(
            EnumMember(
              name: name, isStatic: Self.isStatic(variable.modifiers),
              variableType: binding.typeAnnotation.map {
                Self.compact($0.type.trimmedDescription)
              },
              path: path, line: line))
        }
      } else if let function = member.decl.as(FunctionDeclSyntax.self) {
        let labels = function.signature.parameterClause.parameters.map {
          "\($0.firstName.text):"
        }
        found.append(
          EnumMember(
            name: function.name.text, kind: .function,
            fullName: "\(function.name.text)(\(labels.joined()))",
            isStatic: Self.isStatic(function.modifiers), parameterCount: labels.count,
            span: span(of: member.decl), variableType: nil, path: path, line: line))
      } else if let nested = member.decl.as(EnumDeclSyntax.self) {
        let elements = nested.memberBlock.members.flatMap {
          $0.decl.as(EnumCaseDeclSyntax.self)?.elements.map { $0 } ?? []
        }
        let shapes = elements.map { element -> String in
          guard let parameters = element.parameterClause?.parameters else {
            return element.name.text
          }
          let values = parameters.map { parameter in
            let label = parameter.firstName.map { $0.tokenKind == .wildcard ? "_" : $0.text } ?? "_"
            return "\(label):\(Self.compact(parameter.type.trimmedDescription))"
          }
          return "\(element.name.text)(\(values.joined(separator: ",")))"
        }
        found.append(
          EnumMember(
            name: nested.name.text, kind: .type, caseNames: elements.map(\.name.text),
            caseShapes: shapes, span: span(of: member.decl), variableType: nil, path: path,
            line: line))
      } else if let name = Self.typeName(declaredBy: member.decl) {
        found.append(
          EnumMember(name: name, kind: .type, variableType: nil, path: path, line: line))
      }
    }
    return found
  }

  // MARK: State

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    guard localDepth == 0, let owner = typeStack.last else { return .visitChildren }
    if node.modifiers.contains(where: {
      [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind)
    }) {
      return .visitChildren
    }
    let attributes = node.attributes.compactMap {
      $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription
    }
    let wrapper = attributes.first {
      ["State", "SwiftUI.State", "Published", "Combine.Published"].contains($0)
    }
    let observed =
      owner.observable && node.bindingSpecifier.tokenKind == .keyword(.var)
      && !attributes.contains(where: { $0.hasSuffix("ObservationIgnored") })
      && attributes.isEmpty
    guard wrapper != nil || observed else { return .visitChildren }
    for binding in node.bindings {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
        let type = binding.typeAnnotation?.type, let wrapped = Self.optionalWrapped(type),
        let wrappedName = Self.typeName(wrapped)
      else { continue }
      if let accessors = binding.accessorBlock?.accessors {
        // A computed property is not state; one with only observers is.
        guard case .accessors(let list) = accessors,
          list.allSatisfy({
            [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind)
          })
        else { continue }
      }
      let line = converter.location(for: binding.positionAfterSkippingLeadingTrivia).line
      let kind = wrapper.map { "@\($0) " } ?? "@Observable \(owner.name)."
      facts.states.append(
        OptionalState(
          path: path, description: "\(kind)\(name)", wrappedTypeName: wrappedName,
          context: typeStack.map(\.name), line: line))
    }
    return .visitChildren
  }

  // MARK: Types

  /// The type an optional type wraps: `T` for `T?` and `Optional<T>`.
  static func optionalWrapped(_ type: TypeSyntax) -> TypeSyntax? {
    if let optional = type.as(OptionalTypeSyntax.self) { return optional.wrappedType }
    if let identifier = type.as(IdentifierTypeSyntax.self), identifier.name.text == "Optional",
      let arguments = identifier.genericArgumentClause?.arguments, arguments.count == 1,
      case .type(let wrapped) = arguments.first!.argument
    {
      return wrapped
    }
    return nil
  }

  /// A plain type name without generic arguments: `Item`, `Outer.Item`.
  static func typeName(_ type: TypeSyntax) -> String? {
    if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
    if let member = type.as(MemberTypeSyntax.self), let base = typeName(member.baseType) {
      return base + "." + member.name.text
    }
    return nil
  }

  static func payload(label: String?, type: TypeSyntax) -> CasePayload {
    let needsParentheses =
      type.is(FunctionTypeSyntax.self) || type.is(SomeOrAnyTypeSyntax.self)
      || type.is(CompositionTypeSyntax.self) || type.is(AttributedTypeSyntax.self)
    let start = type.positionAfterSkippingLeadingTrivia.utf8Offset
    var roots: [TypeNameUse] = []
    for token in type.tokens(viewMode: .sourceAccurate) {
      // The first name of a chain (`Book` in `Book.Kind`), never a member after a dot, a label
      // or a generic argument's own member.
      guard case .identifier(let name) = token.tokenKind,
        let identifier = token.parent?.as(IdentifierTypeSyntax.self), identifier.name == token
      else { continue }
      roots.append(
        TypeNameUse(name: name, offset: token.positionAfterSkippingLeadingTrivia.utf8Offset - start)
      )
    }
    return CasePayload(
      label: label, type: type.trimmedDescription, needsParentheses: needsParentheses,
      isOptional: optionalWrapped(type) != nil
        || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self),
      typeName: typeName(type), rootNames: roots)
  }

  /// Whether an inheritance clause names `BindableCases` or `SwitchableCases`, plain or
  /// qualified with `OptionalBindings.`.
  static func namesBindableCases(_ clause: InheritanceClauseSyntax?) -> Bool {
    names(clause, ["BindableCases", "SwitchableCases"])
  }

  /// Whether an inheritance clause names `SwitchableCases`, plain or qualified.
  static func namesSwitchableCases(_ clause: InheritanceClauseSyntax?) -> Bool {
    names(clause, ["SwitchableCases"])
  }

  private static func names(_ clause: InheritanceClauseSyntax?, _ protocols: [String]) -> Bool {
    clause?.inheritedTypes.contains {
      let name = compact($0.type.trimmedDescription)
      return protocols.contains { name == $0 || name == "OptionalBindings.\($0)" }
    } ?? false
  }

  /// `text` without spaces, tabs or line breaks.
  static func compact(_ text: String) -> String {
    String(text.filter { !$0.isWhitespace })
  }
}
