import SwiftParser
import SwiftSyntax

/// One call of an app's helper, and what it becomes.
struct AppHelperCall: Sendable, Hashable {
  var path: String
  var line: Int
  var column: Int
  /// The call as written, on one line.
  var original: String
  /// The package's call, or nil when this call cannot be rewritten.
  var replacement: String?
  /// The bytes the call spans.
  var range: Range<Int>
}

/// The app's own `Binding` helpers a package helper replaces: found in every file, reported in
/// the declaring file as findings of the `app-helper` rule with their call sites, and, for `fix`
/// (and `diff`), the call sites rewritten when every one of them can be; the declaration is left
/// for the user to delete.
enum AppHelperMigration {
  /// Words a file must hold to declare a helper.
  static func mayDeclare(_ text: String) -> Bool {
    text.contains("func") && (text.contains("extension Binding") || text.contains("Binding<"))
  }

  /// The helpers, their findings and the edits of their calls, read from the files as they are
  /// before anything is rewritten.
  struct Plan: Sendable {
    var helpers: [AppHelper] = []
    var findings: [String: [Finding]] = [:]
    var editsByPath: [String: [SourceEdit]] = [:]
    var texts: [String: String] = [:]
  }

  /// Finds the helpers and their calls in `files`, before the closure-binding rewrite changes
  /// any of them (it rewrites a helper's own body, after which it is no longer recognised).
  static func plan(files: [SourceFile], limit: Int, mode: Mode) -> Plan {
    var helpers: [AppHelper] = []
    var otherNames: Set<String> = []
    var overloads: [String] = []
    var texts: [String: (text: String, mark: Bool, tree: SourceFileSyntax)] = [:]
    var unparsed: [(path: String, text: String, mark: Bool)] = []
    // Declarations first: only files that may declare one are parsed, so that a code base
    // without helpers costs a read of each file.
    for file in files {
      guard case .text(let text, let mark) = SourceReader.load(file.realPath, limit: limit)
      else { continue }
      guard mayDeclare(text) else {
        unparsed.append((file.path, text, mark))
        continue
      }
      guard case .success(let folded) = SourceAnalyzer.parse(text) else { continue }
      texts[file.path] = (text, mark, folded)
      let collector = AppHelperCollector(path: file.path, tree: folded)
      collector.walk(folded)
      helpers += collector.helpers
      otherNames.formUnion(collector.otherFunctionNames)
      overloads += collector.overloadKeys
    }
    guard !helpers.isEmpty else { return Plan() }
    // Then the other files that may call one (a projection, a Binding) or declare a function
    // of a member helper's name.
    let memberNames: [String] = helpers.compactMap {
      if case .member(let name, _, _, _) = $0.form { name } else { nil }
    }
    for file in unparsed {
      let declaresName = memberNames.contains { file.text.contains("func \($0)") }
      guard declaresName || file.text.contains("$") || file.text.contains("Binding"),
        case .success(let folded) = SourceAnalyzer.parse(file.text)
      else { continue }
      texts[file.path] = (file.text, file.mark, folded)
      if declaresName {
        let collector = AppHelperCollector(path: file.path, tree: folded)
        collector.walk(folded)
        otherNames.formUnion(collector.otherFunctionNames)
      }
    }
    // Calls, per helper.
    var calls: [AppHelper: [AppHelperCall]] = [:]
    for (path, entry) in texts.sorted(by: { $0.key < $1.key }) {
      let finder = AppHelperCallFinder(path: path, tree: entry.tree, helpers: helpers)
      finder.walk(entry.tree)
      for (helper, found) in finder.calls { calls[helper, default: []] += found }
    }
    var editsByPath: [String: [SourceEdit]] = [:]
    var findings: [String: [Finding]] = [:]
    for helper in helpers {
      let sites = calls[helper] ?? []
      var reason =
        "the app's own `\(helper.displayName)` is replaceable by the package's "
        + "`\(helper.replacement.name)`"
      var notes: [String] = []
      var refusal: RefusalKind?
      if let why = helper.refusal {
        reason += " only if it stored the same: \(why)"
        refusal = .behaviour
      } else if let key = Self.overloadKey(helper), overloads.filter({ $0 == key }).count > 1 {
        reason +=
          "; the code base declares \(overloads.filter { $0 == key }.count) of them over Binding, "
          + "and which one a call reaches depends on types the tool does not see"
        refusal = .unknownDeclaration
      } else if case .member(let name, _, _, _) = helper.form, otherNames.contains(name) {
        reason +=
          "; another function of the code base has its name, so its calls cannot be "
          + "told apart"
        refusal = .unknownDeclaration
      } else {
        reason += ": its closures read and store as the package's helper does"
      }
      let rewritable =
        refusal == nil && !sites.isEmpty && sites.allSatisfy { $0.replacement != nil }
      for site in sites {
        let becomes =
          helper.refusal != nil
          ? " (left as it is)"
          : site.replacement.map { " → `\($0)`" } ?? " (not a form the tool rewrites)"
        notes.append(
          "call at \(site.path):\(site.line):\(site.column): `\(site.original)`\(becomes)")
      }
      if sites.isEmpty {
        notes.append("no call of it was found in the scanned code")
      } else if rewritable {
        notes.append(
          mode == .check
            ? "fix rewrites \(sites.count == 1 ? "this call" : "these \(sites.count) calls"); "
              + "the declaration is left for you to delete"
            : "the calls are rewritten; the declaration is left for you to delete")
        for site in sites {
          let start = AbsolutePosition(utf8Offset: site.range.lowerBound)
          let end = AbsolutePosition(utf8Offset: site.range.upperBound)
          editsByPath[site.path, default: []].append(
            SourceEdit(range: start..<end, replacement: site.replacement!))
        }
      } else if refusal == nil {
        notes.append("not every call can be rewritten, so none is")
        refusal = .reportOnly
      }
      findings[helper.path, default: []].append(
        Finding(
          line: helper.line, column: helper.column, rule: .appHelper, reason: reason,
          refusal: refusal ?? .reportOnly, suggestion: helper.replacement.name, notes: notes,
          isClosureBinding: false))
    }
    var plan = Plan(helpers: helpers, findings: findings, editsByPath: editsByPath)
    for (path, entry) in texts { plan.texts[path] = entry.text }
    return plan
  }

  /// Adds the plan's findings to `results` and, for `diff`, the calls' patch to files the
  /// closure-binding rewrite leaves unchanged, or, for `fix`, rewrites the calls in the files as
  /// they are now (finding them again where the closure-binding rewrite changed the file).
  static func apply(
    _ plan: Plan, files: [SourceFile], results: inout [FileResult], mode: Mode, limit: Int
  ) {
    let helpers = plan.helpers
    let findings = plan.findings
    let editsByPath = plan.editsByPath
    for index in results.indices {
      let path = results[index].path
      if let found = findings[path] {
        results[index].findings += found
        results[index].findings.sort { ($0.line, $0.column) < ($1.line, $1.column) }
      }
      guard mode != .check, let edits = editsByPath[path], let original = plan.texts[path] else {
        continue
      }
      var all = edits
      if !original.contains("import OptionalBindings"),
        let importEdit = ImportPlacement.edit(in: SwiftcSpelling.parse(original))
      {
        all.append(importEdit)
      }
      switch mode {
      case .check:
        break
      case .diff:
        // A file the closure-binding rewrite changes shows its call sites after that rewrite.
        guard results[index].diff.isEmpty else { continue }
        results[index].diff = UnifiedDiff.make(path: path, original: original, edits: all)
      case .fix:
        guard let file = files.first(where: { $0.path == path }),
          case .text(let current, let mark) = SourceReader.load(file.realPath, limit: limit)
        else { continue }
        let text: String
        if current == original {
          text = SourceEditing.apply(all, to: current)
        } else {
          // The closure-binding rewrite changed the file: find the calls again in what it wrote.
          guard case .success(let folded) = SourceAnalyzer.parse(current) else { continue }
          let finder = AppHelperCallFinder(path: path, tree: folded, helpers: helpers)
          finder.walk(folded)
          var again: [SourceEdit] = finder.calls.values.flatMap { $0 }.compactMap { site in
            site.replacement.map {
              SourceEdit(
                range: AbsolutePosition(
                  utf8Offset: site.range.lowerBound)..<AbsolutePosition(
                    utf8Offset: site.range.upperBound), replacement: $0)
            }
          }
          if !current.contains("import OptionalBindings"),
            let importEdit = ImportPlacement.edit(in: folded)
          {
            again.append(importEdit)
          }
          text = SourceEditing.apply(again, to: current)
        }
        guard !SwiftcSpelling.parse(text).hasError else { continue }
        if case .written = SourceReader.store(
          text, replacing: current, byteOrderMark: mark, at: file.realPath)
        {
          results[index].rewritten = true
        }
      }
    }
  }
}

extension AppHelperMigration {
  /// The key ``AppHelperCollector`` records the helper's declaration under.
  static func overloadKey(_ helper: AppHelper) -> String? {
    switch helper.form {
    case .prefixNot: "!"
    case .nilCoalescing: "??"
    case .member(let name, let labels, _, _): name + labels.map { $0 ?? "_" }.joined(separator: ":")
    }
  }
}

/// Finds the calls of the app's helpers in one file.
final class AppHelperCallFinder: SyntaxVisitor {
  private let path: String
  private let converter: SourceLocationConverter
  private let helpers: [AppHelper]
  private(set) var calls: [AppHelper: [AppHelperCall]] = [:]

  init(path: String, tree: SourceFileSyntax, helpers: [AppHelper]) {
    self.path = path
    self.converter = SourceLocationConverter(fileName: path, tree: tree)
    self.helpers = helpers
    super.init(viewMode: .sourceAccurate)
  }

  /// Whether `expression` is a binding by its spelling: `$x`, `$x.y`, `self.$x`, `$x[k]`, but
  /// not a closure's `$0`.
  static func isProjection(_ expression: ExprSyntax) -> Bool {
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      let name = reference.baseName.text
      return name.hasPrefix("$") && !name.dropFirst().allSatisfy(\.isNumber)
    }
    if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
      if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
        return member.declName.baseName.text.hasPrefix("$")
      }
      return isProjection(base)
    }
    return false
  }

  private func record(_ helper: AppHelper, _ node: some SyntaxProtocol, _ replacement: String?) {
    let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
    let original = node.trimmedDescription.split(separator: "\n").first.map(String.init) ?? ""
    calls[helper, default: []].append(
      AppHelperCall(
        path: path, line: location.line, column: location.column, original: original,
        replacement: replacement, range: node.trimmedByteRangeValue))
  }

  /// For each parameter, the position of the argument given for it, or nil where its default
  /// is used; nil when the labels do not fit the parameters in order.
  static func bind(_ labels: [String?], to expected: [String?], defaults: [String?]) -> [Int?]? {
    var given: [Int?] = []
    var next = 0
    for (index, label) in expected.enumerated() {
      if next < labels.count, labels[next] == label {
        given.append(next)
        next += 1
      } else if defaults[index] != nil {
        given.append(nil)
      } else {
        return nil
      }
    }
    return next == labels.count ? given : nil
  }

  override func visit(_ node: PrefixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
    guard node.operator.text == "!", Self.isProjection(node.expression),
      let helper = helpers.first(where: { $0.form == .prefixNot })
    else { return .visitChildren }
    record(helper, node, "\(node.expression.trimmedDescription).negated()")
    return .skipChildren
  }

  override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
    guard node.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "??",
      Self.isProjection(node.leftOperand),
      let helper = helpers.first(where: { $0.form == .nilCoalescing })
    else { return .visitChildren }
    record(
      helper, node,
      "\(node.leftOperand.trimmedDescription).withDefault(\(node.rightOperand.trimmedDescription))"
    )
    return .skipChildren
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
      let base = member.base
    else { return .visitChildren }
    let labels = node.arguments.map { $0.label?.text }
    for helper in helpers {
      guard case .member(let name, let expected, let defaultIndex, let defaults) = helper.form,
        member.declName.baseName.text == name, node.trailingClosure == nil,
        let given = Self.bind(labels, to: expected, defaults: defaults)
      else { continue }
      let arguments = Array(node.arguments)
      /// The text of the parameter at `index`: the argument given, or the default.
      func argument(_ index: Int) -> String? {
        if let position = given[index] { return arguments[position].expression.trimmedDescription }
        return defaults[index]
      }
      let receiver = base.trimmedDescription
      let replacement: String
      switch helper.replacement {
      case .withDefault:
        guard let defaultIndex, let value = argument(defaultIndex) else { continue }
        replacement = "\(receiver).withDefault(\(value))"
      case .withDefaultFalse:
        replacement = "\(receiver).withDefault(false)"
      case .isPresent:
        replacement = "\(receiver).isPresent()"
      case .negated:
        replacement = "\(receiver).negated()"
      case .converted:
        record(helper, node, nil)
        return .visitChildren
      }
      // No other function of the code base has the name (or the helper is refused), so the
      // receiver is the Binding the helper extends.
      record(helper, node, replacement)
      return .visitChildren
    }
    return .visitChildren
  }
}
