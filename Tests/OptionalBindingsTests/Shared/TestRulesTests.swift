import Foundation
import Testing

#if canImport(SwiftUI)
  import SwiftUI
#endif

/// The cheap-to-see kinds of check that cannot fail, found by reading every test target of the
/// repository and the CI scripts; a probe shows that each kind is found.
@Suite("Test rules")
struct TestRulesTests {
  /// A check that cannot fail, or a test that checks nothing.
  enum Kind: String, CaseIterable {
    case noExpectation =
      "a @Test with no #expect, #require or Issue.record, and no call of a helper that expects"
    case expectTrue = "#expect(true) or #require(true)"
    case sameExpression = "an expectation comparing an expression with itself"
    case earlyReturn = "guard #available … return in a test (use @available on the test)"
    case orTrue = "|| true in a CI script"
  }

  /// One finding: where, and which kind.
  struct Finding: Equatable, CustomStringConvertible {
    let file: String
    let line: Int
    let kind: Kind

    var description: String { "\(file):\(line): \(kind.rawValue)" }
  }

  /// The folders of the repository's test targets.
  ///
  /// The main package's and the SwiftUI stand-in's are under `Tests` (with `Tests/Interop`'s
  /// client code), the migration tool's under `Tools/Migrate/Tests`. Symbolic links are not
  /// followed (the stand-in's point into the main target, read there), and `Fixtures` folders
  /// are data, not tests.
  static let testFolders = ["Tests", "Tools/Migrate/Tests"]

  /// The helpers a test may call instead of expecting itself, as the call is spelled: each
  /// must be declared in a test target with a body that expects (`helpersThatExpect` checks).
  static let expectingHelpers = [
    "expectIdentity",  // Tests/OptionalBindingsTests/Shared/Identity.swift
    "expectKeyPath",  // the same file
    "checkRewrite",  // Tools/Migrate/Tests/BindingMigrationTests/FixtureTests.swift
    "RefusalTests.check",  // Tools/Migrate/Tests/BindingMigrationTests/RefusalTests.swift
  ]

  /// Besides those, a documentation listing's wrapper may call the listing
  /// (`SomeArticleListings.name()`), whose body holds the article's checks; the name must be
  /// one of the functions that expect.
  static let listingCall = #"\b\w+Listings\.(\w+)\("#

  /// The names of the functions declared in `codes` that expect: whose body holds `#expect`,
  /// `#require` or `Issue.record`, or calls one of the helpers above, directly or through such a
  /// function.
  static func helpersThatExpect(in codes: [String]) -> Set<String> {
    let functions = codes.flatMap { functionBodies(in: $0) }.filter { !$0.isTest }
    var found: Set<String> = []
    while true {
      let more = Set(functions.filter { expects($0.body, listings: found) }.map(\.name))
      if more.isSubset(of: found) { return found }
      found.formUnion(more)
    }
  }

  /// Whether `body` expects: an expectation of its own, a call of one of `expectingHelpers`, or
  /// a call of a listing among `listings`.
  static func expects(_ body: Substring, listings: Set<String>) -> Bool {
    let text = String(body)
    if ["#expect(", "#require(", "Issue.record("].contains(where: text.contains) { return true }
    if expectingHelpers.contains(where: { text.contains($0 + "(") }) { return true }
    guard let expression = try? NSRegularExpression(pattern: listingCall) else { return false }
    return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).contains {
      Range($0.range(at: 1), in: text).map { listings.contains(String(text[$0])) } ?? false
    }
  }

  /// The Swift files under `folder` (relative to the repository's root), links and `Fixtures`
  /// left out.
  static func swiftFiles(under folder: URL) -> [URL] {
    guard
      let enumerator = FileManager.default.enumerator(
        at: folder, includingPropertiesForKeys: [.isSymbolicLinkKey],
        options: [.skipsHiddenFiles])
    else { return [] }
    var files: [URL] = []
    for case let url as URL in enumerator {
      let isLink = (try? url.resourceValues(forKeys: [.isSymbolicLinkKey]))?.isSymbolicLink
      if isLink == true || url.lastPathComponent == "Fixtures" {
        enumerator.skipDescendants()
      } else if url.pathExtension == "swift" {
        files.append(url)
      }
    }
    return files.sorted { $0.path < $1.path }
  }

  /// The ranges of `text` that the regular expression `pattern` matches (Foundation's, which
  /// the package's oldest systems have).
  static func matches(_ pattern: String, in text: String) -> [Range<String.Index>] {
    guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
    return expression.matches(in: text, range: NSRange(text.startIndex..., in: text))
      .compactMap { Range($0.range, in: text) }
  }

  /// A file's code, with comments and string literals removed (see `SourceRulesTests`).
  static func code(of text: String) -> String {
    SourceRulesTests.code(ofText: text).map(\.text).joined(separator: "\n")
  }

  /// The findings in one Swift file's code, named `name`; `listings` are the functions that
  /// expect (`helpersThatExpect(in:)`).
  static func findings(inSwift code: String, name: String, listings: Set<String>) -> [Finding] {
    var found: [Finding] = []
    func add(_ kind: Kind, at offset: String.Index) {
      let line = code[..<offset].reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
      found.append(Finding(file: name, line: line, kind: kind))
    }
    for match in matches(#"#(expect|require)\(\s*true\s*[,)]"#, in: code) {
      add(.expectTrue, at: match.lowerBound)
    }
    for match in matches(#"guard\s+#available\s*\([^)]*\)\s*else\s*\{\s*return\b"#, in: code) {
      add(.earlyReturn, at: match.lowerBound)
    }
    for match in matches(#"#(expect|require)\("#, in: code) {
      let argument = firstArgument(in: code[match.upperBound...])
      // A reference read twice: two calls, or two key-path literals, are two evaluations.
      if let (left, right) = comparedSides(of: argument), left == right,
        !matches(#"^[A-Za-z_][\w.]*$"#, in: left).isEmpty
      {
        add(.sameExpression, at: match.lowerBound)
      }
    }
    for function in functionBodies(in: code)
    where function.isTest && !expects(function.body, listings: listings) {
      add(.noExpectation, at: function.start)
    }
    return found.sorted { ($0.line, $0.kind.rawValue) < ($1.line, $1.kind.rawValue) }
  }

  /// The findings in one CI script's text, named `name`: `|| true` outside comments.
  static func findings(inScript text: String, name: String) -> [Finding] {
    text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap {
      index, line in
      let code = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
      return matches(#"\|\|\s*true\b"#, in: String(code)).isEmpty
        ? nil : Finding(file: name, line: index + 1, kind: .orTrue)
    }
  }

  /// The text of an expectation's first argument: up to the first comma or closing parenthesis
  /// outside brackets.
  static func firstArgument(in text: Substring) -> Substring {
    var depth = 0
    for index in text.indices {
      switch text[index] {
      case "(", "[", "{": depth += 1
      case ")", "]", "}":
        if depth == 0 { return text[..<index] }
        depth -= 1
      case "," where depth == 0: return text[..<index]
      default: break
      }
    }
    return text
  }

  /// The two sides of a comparison (`==`, `!=`, `===`, `!==`) outside brackets, trimmed.
  static func comparedSides(of argument: Substring) -> (String, String)? {
    var depth = 0
    var index = argument.startIndex
    while index < argument.endIndex {
      let character = argument[index]
      if "([{".contains(character) { depth += 1 }
      if ")]}".contains(character) { depth -= 1 }
      let rest = argument[index...]
      if depth == 0,
        let comparison = ["===", "!==", "==", "!="].first(where: { rest.hasPrefix($0) })
      {
        let left = argument[..<index].trimmingCharacters(in: .whitespacesAndNewlines)
        let right = rest.dropFirst(comparison.count).trimmingCharacters(in: .whitespacesAndNewlines)
        return (left, right)
      }
      index = argument.index(after: index)
    }
    return nil
  }

  /// A function declared in a file: its name, where it starts (its `@Test`, for a test), its
  /// body, and whether it is a test.
  struct Function {
    let name: String
    let start: String.Index
    let body: Substring
    let isTest: Bool
  }

  /// Every function with a body in `code`.
  static func functionBodies(in code: String) -> [Function] {
    let tests = matches(#"@Test\b"#, in: code).map(\.lowerBound)
    return matches(#"\bfunc\s+(\w+)"#, in: code).compactMap { declaration in
      let name = String(code[declaration].dropFirst(4).drop { $0.isWhitespace })
      // Its body: from the first `{` after the declaration, unless a `;`, `}` or another `func`
      // comes first (a requirement without a body).
      guard
        let open = code[declaration.upperBound...].firstIndex(where: { "{};".contains($0) }),
        code[open] == "{", !code[declaration.upperBound..<open].contains("func ")
      else { return nil }
      var depth = 0
      var index = open
      while index < code.endIndex {
        if code[index] == "{" { depth += 1 }
        if code[index] == "}" {
          depth -= 1
          if depth == 0 { break }
        }
        index = code.index(after: index)
      }
      guard index < code.endIndex else { return nil }
      // A test's `@Test` is the last one before its `func` with no other `func` between.
      let attribute = tests.last {
        $0 < declaration.lowerBound && !code[$0..<declaration.lowerBound].contains("func ")
      }
      return Function(
        name: name, start: attribute ?? declaration.lowerBound, body: code[open...index],
        isTest: attribute != nil)
    }
  }

  /// Every finding in the repository, with the number of files read and the helpers found.
  static func repositoryFindings() throws -> (
    files: Int, helpers: Set<String>, findings: [Finding]
  ) {
    let root = Repository.root
    let sources = try testFolders.flatMap { folder in
      try swiftFiles(under: root.appendingPathComponent(folder)).map { file in
        (
          name: file.path.replacingOccurrences(of: root.path + "/", with: ""),
          code: code(of: try String(contentsOf: file, encoding: .utf8))
        )
      }
    }
    let helpers = helpersThatExpect(in: sources.map(\.code))
    var files = sources.count
    var found = sources.flatMap { findings(inSwift: $0.code, name: $0.name, listings: helpers) }

    let scripts = try FileManager.default.contentsOfDirectory(
      at: root.appendingPathComponent(".ci"), includingPropertiesForKeys: nil)
    for script in scripts.sorted(by: { $0.path < $1.path }) {
      files += 1
      found += findings(
        inScript: try String(contentsOf: script, encoding: .utf8),
        name: ".ci/" + script.lastPathComponent)
    }
    return (files, helpers, found)
  }

  @Test func noTestTargetHoldsACheckThatCannotFail() throws {
    let (files, helpers, found) = try Self.repositoryFindings()
    #expect(files >= 150, "read only \(files) files; are the folders right?")
    let stale = Self.expectingHelpers.filter {
      !helpers.contains(String($0.split(separator: ".").last ?? ""))
    }
    #expect(stale.isEmpty, "listed as helpers that expect, but declared nowhere that expects")
    print(
      "Test rules: \(files) files read, \(found.count) findings; the helpers accepted: "
        + Self.expectingHelpers.joined(separator: ", ") + ", and the listings that expect")
    for finding in found {
      Issue.record("\(finding)")
    }
  }

  // MARK: The rules check themselves

  static let probe = #"""
    import Testing

    @Test func checksNothing() {
      let value = 1 + 1
      _ = value
    }

    @Test func expectsTrue() {
      #expect(true)
    }

    @Test(arguments: [1, 2])
    func comparesWithItself(value: Int) {
      #expect(value.description == value.description)
      #require(value != value, "a message, with a comma")
    }

    @Test func returnsEarly() {
      guard #available(macOS 14, *) else { return }
      #expect(1 + 1 == 2)
    }

    @Test func callsAHelperThatExpects() {
      expectIdentity(first, second, same: true)
    }

    enum ArticleListings {
      static func checked() { #expect(Set([1]).count == 1) }
      static func unchecked() { _ = Set([1]) }
    }

    @Test func wrapsAListingThatExpects() {
      ArticleListings.checked()
    }

    @Test func wrapsAListingThatDoesNot() {
      ArticleListings.unchecked()
    }

    @Test func expectsInAString() {
      let text = "#expect(true) and guard #available(macOS 14, *) else { return }"
      #expect(text.count == 60)
      #expect(lhs.value == rhs.value)
      #expect(f(a, b) == f(a, c))
      #expect(make(1) === make(1))
      #expect(\Item.title == \Item.title)
    }
    """#

  static let scriptProbe = """
    #!/usr/bin/env bash
    # a comment may say || true
    grep -q x file || true
    echo "|| true"
    count=$(grep -c x file) || count=0
    """

  @Test func theRulesFindEachKindInAProbe() {
    let code = Self.code(of: Self.probe)
    let found = Self.findings(
      inSwift: code, name: "Probe.swift", listings: Self.helpersThatExpect(in: [code]))
    #expect(
      found == [
        Finding(file: "Probe.swift", line: 3, kind: .noExpectation),
        Finding(file: "Probe.swift", line: 9, kind: .expectTrue),
        Finding(file: "Probe.swift", line: 14, kind: .sameExpression),
        Finding(file: "Probe.swift", line: 15, kind: .sameExpression),
        Finding(file: "Probe.swift", line: 19, kind: .earlyReturn),
        Finding(file: "Probe.swift", line: 36, kind: .noExpectation),
      ], "\(found)")
    let scripts = Self.findings(inScript: Self.scriptProbe, name: "probe")
    // The quoted `|| true` on line 4 is found too: the script rule reads text, and a message
    // that needs those words can say them otherwise.
    #expect(scripts.map(\.line) == [3, 4], "\(scripts)")
    #expect(Set(found.map(\.kind) + scripts.map(\.kind)) == Set(Kind.allCases))
  }
}
