import Foundation
import SwiftParser
import SwiftSyntax
import Testing

@testable import BindingMigration

/// The package's own documentation, migrated.
///
/// Every "before" listing in `Tests/OptionalBindingsTests/Snippets` (the files that compile the
/// README's and the catalog's listings) is found, and `fix` turns each one that the tool may
/// rewrite into the "after" listing shown beside it. Where the "after" listing behaves differently from the "before" (the
/// documentation says so), the tool reports the helper instead of rewriting, and the test checks
/// that the helper it names is the one the "after" listing uses.
@Suite("Documentation snippets, migrated")
struct DocumentationSnippetTests {
  static let snippets = Support.repositoryRoot.appending(
    path: "Tests/OptionalBindingsTests/Snippets")

  /// The snippet files, read once and judged as one code base, as `check` would.
  struct Migrated: Sendable {
    var original: [String: String] = [:]
    var rewritten: [String: String] = [:]
    var findings: [String: [Finding]] = [:]

    init() throws {
      let names = try FileManager.default.contentsOfDirectory(atPath: snippets.path)
        .filter { $0.hasSuffix(".swift") }.sorted()
      var index = ProjectIndex()
      for name in names {
        let text = try String(contentsOf: snippets.appending(path: name), encoding: .utf8)
        original[name] = text
        if let facts = SourceAnalyzer.indexFacts(of: text) { index.merge(facts) }
      }
      for (name, text) in original {
        let analysis = try FileMigration.analyze(text, index: index).get()
        findings[name] = analysis.findings
        rewritten[name] = SourceEditing.apply(analysis.edits, to: text)
      }
    }

    /// The one finding inside the declaration `path` (such as `Before.FilterPanel`) of `file`.
    func finding(in file: String, declaration path: String) throws -> Finding {
      let text = try #require(original[file])
      let range = try #require(DocumentationSnippetTests.lines(of: path, in: text), "\(path)")
      let inside = (findings[file] ?? []).filter { range.contains($0.line) }
      #expect(inside.count == 1, "\(path): \(inside)")
      return try #require(inside.first)
    }
  }

  /// The snippets migrated once for the whole suite.
  static let shared = Result { try Migrated() }

  /// `code` as tokens without layout, for comparing with ``body(of:in:)``.
  static func compact(_ code: String) -> String {
    normalized(Parser.parse(source: code))
  }

  // MARK: Reading declarations

  /// The struct at `path` (names separated by dots, innermost last) in `source`.
  static func structure(_ path: String, in source: String) -> StructDeclSyntax? {
    let names = path.split(separator: ".").map(String.init)
    final class Finder: SyntaxVisitor {
      let names: [String]
      var found: StructDeclSyntax?
      init(names: [String]) {
        self.names = names
        super.init(viewMode: .sourceAccurate)
      }
      override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        guard found == nil, node.name.text == names.last else { return .visitChildren }
        var enclosing: [String] = []
        var parent = node.parent
        while let current = parent {
          if let enumeration = current.as(EnumDeclSyntax.self) {
            enclosing.insert(enumeration.name.text, at: 0)
          }
          parent = current.parent
        }
        if enclosing.suffix(names.count - 1) == names.dropLast()[...] { found = node }
        return .visitChildren
      }
    }
    let finder = Finder(names: names)
    finder.walk(Parser.parse(source: source))
    return finder.found
  }

  /// The lines the struct at `path` spans.
  static func lines(of path: String, in source: String) -> ClosedRange<Int>? {
    guard let node = structure(path, in: source) else { return nil }
    let converter = SourceLocationConverter(fileName: "", tree: node.root)
    let start = converter.location(for: node.positionAfterSkippingLeadingTrivia).line
    let end = converter.location(for: node.endPositionBeforeTrailingTrivia).line
    return start...end
  }

  /// The struct's `body`, as tokens without comments or layout.
  static func body(of path: String, in source: String) -> String? {
    guard let node = structure(path, in: source) else { return nil }
    for member in node.memberBlock.members {
      guard let variable = member.decl.as(VariableDeclSyntax.self),
        let binding = variable.bindings.first,
        binding.pattern.trimmedDescription == "body", let accessor = binding.accessorBlock
      else { continue }
      return normalized(accessor)
    }
    return nil
  }

  /// `node`'s tokens joined with the spaces the meaning needs, comments and layout dropped.
  static func normalized(_ node: some SyntaxProtocol) -> String {
    var result = ""
    var previous: TokenSyntax?
    for token in node.tokens(viewMode: .sourceAccurate) {
      if let previous, previous.needsSpace(before: token) { result += " " }
      result += token.text
      previous = token
    }
    return result
  }

  // MARK: The listings

  /// A "before" whose rewrite is exactly the "after" beside it.
  struct Pair: CustomTestStringConvertible, Sendable {
    var file: String
    var before: String
    var after: String
    var rule: Rule
    /// Whether the after listing is the rewritten body itself or holds it with more around it.
    var afterHoldsMore = false

    var testDescription: String { "\(file): \(before) → \(after)" }
  }

  static let pairs: [Pair] = [
    Pair(
      file: "Readme+SwiftUI.swift", before: "EmptyMeansNilBefore", after: "EmptyMeansNilAfter",
      rule: .replacingNil),
    Pair(
      file: "BindingToDictionarySetAndArrayEntries+SwiftUI.swift", before: "SettingsBefore",
      after: "SettingsAfter", rule: .dictionaryEntry),
    Pair(
      file: "BindingToDictionarySetAndArrayEntries+SwiftUI.swift", before: "TagRowBefore",
      after: "TagRowAfter", rule: .setMembership),
    Pair(
      file: "EditingAnOptionalValueWithAControl+SwiftUI.swift", before: "Before", after: "After",
      rule: .withDefault, afterHoldsMore: true),
    Pair(
      file: "PresentingAnAlertOrSheetFromAnOptional+SwiftUI.swift", before: "Before",
      after: "After", rule: .isPresent, afterHoldsMore: true),
  ]

  @Test("the migration article's form becomes the form beside it, four bindings at once")
  func migrationArticle() throws {
    let migrated = try Self.shared.get()
    let file = "MigratingClosureBindings+SwiftUI.swift"
    let text = try #require(migrated.original[file])
    let range = try #require(Self.lines(of: "ContactFormBefore", in: text))
    let inside = (migrated.findings[file] ?? []).filter { range.contains($0.line) }
    #expect(inside.map(\.rule) == [.withDefault, .replacingNil, .setMembership, .isPresent])
    #expect(inside.filter { !$0.isRewritable }.isEmpty)
    let rewritten = try #require(migrated.rewritten[file])
    let before = try #require(Self.body(of: "ContactFormBefore", in: rewritten))
    let after = try #require(Self.body(of: "ContactFormAfter", in: rewritten))
    #expect(before == after)
    let left = try migrated.finding(in: file, declaration: "PlanToggle")
    #expect(left.rule == .selection)
    #expect(!left.isRewritable)
    #expect(left.suggestion == "$contact.plan.equals(.pro)")
  }

  @Test("the migration article's ObservableObject form becomes the form beside it")
  func observableObjectForm() throws {
    let migrated = try Self.shared.get()
    let file = "MigratingClosureBindings+SwiftUI.swift"
    let text = try #require(migrated.original[file])
    let range = try #require(Self.lines(of: "ProfileFormBefore", in: text))
    let inside = (migrated.findings[file] ?? []).filter { range.contains($0.line) }
    #expect(inside.map(\.rule) == [.withDefault, .selection, .dictionaryEntry])
    #expect(inside.allSatisfy { $0.isRewritable })
    #expect(inside.allSatisfy { $0.replacement?.hasPrefix("$profile.") == true })
    let rewritten = try #require(migrated.rewritten[file])
    let before = try #require(Self.body(of: "ProfileFormBefore", in: rewritten))
    let after = try #require(Self.body(of: "ProfileFormAfter", in: rewritten))
    #expect(before == after)
  }

  @Test("fix turns the before listing into the after listing", arguments: pairs)
  func beforeBecomesAfter(_ pair: Pair) throws {
    let migrated = try Self.shared.get()
    let finding = try migrated.finding(in: pair.file, declaration: pair.before)
    #expect(finding.rule == pair.rule)
    #expect(finding.isRewritable)
    let rewritten = try #require(migrated.rewritten[pair.file])
    let before = try #require(Self.body(of: pair.before, in: rewritten))
    let after = try #require(Self.body(of: pair.after, in: rewritten))
    if pair.afterHoldsMore {
      #expect(after.contains(before.dropFirst().dropLast()), "\(before)\n\(after)")
    } else {
      #expect(before == after)
    }
  }

  @Test(
    "with --crash-fixes, the rows by index of 'Editing rows of a list' become the rows by id beside them"
  )
  func rowsByIndexBecomeRowsByID() throws {
    let file = "EditingRowsOfAList+SwiftUI.swift"
    let text = try String(contentsOf: Self.snippets.appending(path: file), encoding: .utf8)
    let (findings, rewritten) = try Support.migrate(text, crashFixes: true)
    let range = try #require(Self.lines(of: "Before", in: text))
    let inside = findings.filter { range.contains($0.line) }
    #expect(inside.map(\.rule) == [.indexRows])
    #expect(inside.first?.crashFix?.isApplied == true)
    let before = try #require(Self.body(of: "Before", in: rewritten))
    let after = try #require(Self.body(of: "After", in: text))
    // The after listing also lets rows move.
    let moving = Self.compact(".onMove { todos.move(fromOffsets: $0, toOffset: $1) }")
    #expect(after.replacingOccurrences(of: moving, with: "") == before, "\(before)\n\(after)")
  }

  @Test("the README's binding(for:) becomes the dictionary entry the after listing uses")
  func readmeDictionaryFunction() throws {
    let migrated = try Self.shared.get()
    let finding = try migrated.finding(in: "Readme+SwiftUI.swift", declaration: "SettingsBefore")
    #expect(finding.rule == .dictionaryEntry)
    #expect(finding.replacement == "$settings[key, default: false]")
    let after = try #require(
      Self.body(
        of: "SettingsAfter",
        in: migrated.original["BindingToDictionarySetAndArrayEntries+SwiftUI.swift"] ?? ""))
    #expect(after.contains(Self.compact("$settings[key, default: false]")))
  }

  @Test("the hand-written helpers in the articles become the package's helpers")
  func handWrittenHelpers() throws {
    let migrated = try Self.shared.get()
    let presenting = try #require(
      migrated.findings["PresentingAnAlertOrSheetFromAnOptional.swift"]?.first)
    #expect(presenting.replacement == "self.isPresent()")
    let keyPaths = try #require(migrated.findings["WhyThePackageUsesKeyPaths.swift"]?.first)
    #expect(keyPaths.replacement == "self.withDefault(fallback)")
  }

  @Test("where the after listing behaves differently, the finding names its helper instead")
  func differentBehaviourIsReported() throws {
    let migrated = try Self.shared.get()
    // The article says the before listing writes the value back after removal and the after
    // listing does not: the tool keeps the behaviour (`withDefault`) and names the helper.
    let unwrapping = "UnwrappingABindingWithoutCrashes+SwiftUI.swift"
    let guarded = try migrated.finding(in: unwrapping, declaration: "Before")
    #expect(guarded.replacement == "$person.lastName.withDefault(\"\")")
    #expect(guarded.notes.first?.contains("Binding(unwrapping: $person.lastName)") == true)
    let after = try #require(Self.body(of: "After", in: migrated.original[unwrapping] ?? ""))
    #expect(after.contains(Self.compact("Binding(unwrapping: $person.lastName)")))

    let initializer = try migrated.finding(in: unwrapping, declaration: "WithSwiftUIsInitializer")
    #expect(initializer.rule == .forceUnwrappingInitializer)
    #expect(initializer.suggestion == "Binding(unwrapping: $person.lastName)")

    let readme = "Readme+SwiftUI.swift"
    let unwrappingBefore = try migrated.finding(in: readme, declaration: "UnwrappingBefore")
    #expect(unwrappingBefore.rule == .forceUnwrappingInitializer)
    let filterPanel = try migrated.finding(in: readme, declaration: "Before.FilterPanel")
    #expect(filterPanel.rule == .stateUnlessBound)
    #expect(migrated.original[readme]?.contains("@StateUnlessBound private var isExpanded") == true)

    let entries = "BindingToDictionarySetAndArrayEntries+SwiftUI.swift"
    let todo = try migrated.finding(in: entries, declaration: "TodoDetailBefore")
    #expect(todo.rule == .identifiedElement)
    #expect(todo.suggestion == "Binding(unwrapping: $todos[id: id])")
    let todoAfter = try #require(
      Self.body(of: "TodoDetailAfter", in: migrated.original[entries] ?? ""))
    #expect(todoAfter.contains(Self.compact("Binding(unwrapping: $todos[id: id])")))

    let views = "ViewsThatTakeAnOptionalBinding+SwiftUI.swift"
    let nickname = try migrated.finding(in: views, declaration: "NicknameField")
    #expect(nickname.replacement == "$nickname.withDefault(\"\")")
    let searchBar = try migrated.finding(in: views, declaration: "Before.SearchBar")
    #expect(searchBar.rule == .stateUnlessBound)
  }

  @Test("every closure binding in the snippets is found, and a second run rewrites nothing")
  func everyClosureBindingIsFound() throws {
    let migrated = try Self.shared.get()
    var index = ProjectIndex()
    for text in migrated.rewritten.values {
      if let facts = SourceAnalyzer.indexFacts(of: text) { index.merge(facts) }
    }
    var getters = 0
    for (name, text) in migrated.original {
      // Every closure binding in the snippets labels its getter `get: {`; each must have a
      // finding on its line or up to three lines above (where the call starts).
      for (offset, line) in text.components(separatedBy: "\n").enumerated()
      where line.contains("get: {") && !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
        getters += 1
        let number = offset + 1
        #expect(
          migrated.findings[name]?.contains { (number - 3...number).contains($0.line) } == true,
          "\(name):\(number) has a closure binding the tool did not report")
      }
      let second = try FileMigration.analyze(migrated.rewritten[name] ?? "", index: index).get()
      #expect(second.edits.isEmpty, "\(name)")
    }
    #expect(getters >= 10)
  }
}
