import Foundation
import Testing

@testable import BindingMigration

/// Every rewrite the tool makes, form by form.
///
/// Each file under `Fixtures/Input` is rewritten and compared byte for byte with its namesake
/// under `Fixtures/Expected`. The expected files are
/// compiled against the package by the SwiftUI stand-in's `MigrationFixtures` target, so every
/// rewrite shown here type-checks.
@Suite("Rewrite fixtures")
struct FixtureTests {
  static let fixtures = Support.testsDirectory.appending(path: "Fixtures")

  /// What each finding in each input becomes, in source order: rewritten under its rule, left
  /// alone with the kind of reason, or, for code that can crash and is not rewritten, its crash
  /// fix, applied or not.
  enum Outcome: Equatable, CustomStringConvertible {
    case rewritten(Rule)
    case leftAlone(Rule, RefusalKind)
    case crash(Rule, CrashKind, applied: Bool)

    init(_ finding: Finding) {
      if let crash = finding.crashFix, !finding.isRewritable {
        self = .crash(finding.rule, crash.kind, applied: crash.isApplied)
        return
      }
      self =
        finding.isRewritable
        ? .rewritten(finding.rule) : .leftAlone(finding.rule, finding.refusal ?? .getterShape)
    }

    var description: String {
      switch self {
      case .rewritten(let rule): "rewritten(\(rule.rawValue))"
      case .leftAlone(let rule, let kind): "leftAlone(\(rule.rawValue), \(kind.rawValue))"
      case .crash(let rule, let kind, let applied):
        "crash(\(rule.rawValue), \(kind.rawValue), applied: \(applied))"
      }
    }
  }

  /// Whether the input `name` is one of the crash fixes' fixtures, whose expected file is the
  /// rewrite with `--crash-fixes`.
  static func isCrashFixture(_ name: String) -> Bool { name.hasPrefix("CrashFix") }

  static func rewritten(_ rule: Rule, _ count: Int = 1) -> [Outcome] {
    Array(repeating: .rewritten(rule), count: count)
  }

  /// The outcome of each closure binding in the inputs that are about no one rule (roots,
  /// places, nested types, comments), in source order.
  static let crossCutting: [String: [Outcome]] = [
    "ForEachRows.swift": [
      .crash(.indexRows, .indexRows, applied: false), .rewritten(.withDefault),
      .rewritten(.replacingNil),
    ],
    "ObservableObjectModels.swift": [
      .rewritten(.forwarding), .rewritten(.withDefault), .rewritten(.replacingNil),
      .rewritten(.withDefault), .rewritten(.selection), .rewritten(.setMembership),
      .rewritten(.isPresent), .rewritten(.dictionaryEntry),
    ],
    "PropertyWrapperRoots.swift": [
      .rewritten(.withDefault), .rewritten(.forwarding), .leftAlone(.withDefault, .noBinding),
    ],
    "NestedTypes.swift": [
      .leftAlone(.dictionaryEntry, .noBinding), .leftAlone(.dictionaryEntry, .noBinding),
      .rewritten(.dictionaryEntry), .rewritten(.dictionaryEntry),
    ],
    "OptionalContexts.swift": [
      .leftAlone(.withDefault, .type), .leftAlone(.withDefault, .type),
      .leftAlone(.withDefault, .type), .rewritten(.withDefault), .rewritten(.withDefault),
    ],
    "UpdateComments.swift": [.leftAlone(.forwarding, .comment), .rewritten(.withDefault)],
    "NoBinding.swift": Array(repeating: .leftAlone(.withDefault, .noBinding), count: 4),
    "SubscriptForms.swift": [
      .rewritten(.dictionaryEntry), .rewritten(.forwarding), .rewritten(.dictionaryEntry),
      .rewritten(.forwarding),
    ],
  ]

  /// The outcome of each closure binding in each input, in source order: the cross-cutting
  /// inputs and every rule's own (each rule's suite under `Rules/` lists them).
  static let expectedOutcomes: [String: [Outcome]] = {
    let rules: [[String: [Outcome]]] = [
      ForwardingTests.fixtures, WithDefaultTests.fixtures, ReplacingNilTests.fixtures,
      IsPresentTests.fixtures, IsPresentWithDefaultTests.fixtures, DictionaryEntryTests.fixtures,
      SetMembershipTests.fixtures, SelectionTests.fixtures, UnwrappingTests.fixtures,
      ClosureBindingTests.fixtures, StateUnlessBoundTests.fixtures, IdentifiedElementTests.fixtures,
      ForceUnwrappingInitializerTests.fixtures, IndexRowsTests.fixtures,
      CapturedIndexTests.fixtures, IndexLoopRowsTests.fixtures, GuardedUnwrapTests.fixtures,
      KeyPathDefaultTests.fixtures,
    ]
    return rules.reduce(crossCutting) { all, fixtures in
      all.merging(fixtures) { _, _ in preconditionFailure("a fixture listed twice") }
    }
  }()

  /// The files whose rewrites use only SwiftUI's own bindings (or that have none), so
  /// `import OptionalBindings` is not added.
  static let withoutImport: Set<String> = [
    "Forwarding.swift", "KeyPathForwarding.swift", "NoBinding.swift", "CrashFixCapturedIndex.swift",
  ]

  static func read(_ folder: String, _ name: String) throws -> String {
    try String(contentsOf: fixtures.appending(path: "\(folder)/\(name)"), encoding: .utf8)
  }

  @Test("every input has its expected rewrite and an entry in the table")
  func fixturesArePaired() throws {
    let inputs = try FileManager.default.contentsOfDirectory(
      atPath: Self.fixtures.appending(path: "Input").path
    ).sorted()
    let expected = try FileManager.default.contentsOfDirectory(
      atPath: Self.fixtures.appending(path: "Expected").path
    ).sorted()
    #expect(inputs == expected)
    #expect(Set(inputs) == Set(Self.expectedOutcomes.keys))
  }

  @Test(
    "the input is rewritten exactly into the expected file",
    arguments: crossCutting.keys.sorted())
  func rewritesIntoExpected(_ name: String) throws {
    try Self.checkRewrite(name, expecting: Self.crossCutting[name])
  }

  /// Checks that the input `name` is rewritten exactly into its expected file (with crash fixes,
  /// for a crash fixture), with `outcomes`, and imports OptionalBindings only when a rewrite
  /// calls one of its helpers.
  static func checkRewrite(_ name: String, expecting outcomes: [Outcome]?) throws {
    let input = try read("Input", name)
    let (findings, rewritten) = try Support.migrate(input, crashFixes: isCrashFixture(name))
    #expect(findings.map(Outcome.init) == outcomes)
    let expected = try read("Expected", name)
    #expect(rewritten == expected)
    let imports = expected.contains("import OptionalBindings")
    #expect(imports == !withoutImport.contains(name), "import OptionalBindings: \(imports)")
  }

  @Test(
    "every reason is one line, and code in it is quoted only as far as it fits",
    arguments: expectedOutcomes.keys.sorted())
  func reasonsAreOneLine(_ name: String) throws {
    let (findings, _) = try Support.migrate(try Self.read("Input", name))
    for finding in findings {
      #expect(!finding.message.contains("\n"), "\(finding.message)")
    }
  }

  @Test(
    "a second run over the rewrite finds nothing to rewrite",
    arguments: expectedOutcomes.keys.sorted()
  )
  func rewriteIsIdempotent(_ name: String) throws {
    let expected = try Self.read("Expected", name)
    let crashFixes = Self.isCrashFixture(name)
    let (findings, rewritten) = try Support.migrate(expected, crashFixes: crashFixes)
    #expect(findings.filter(\.isRewritable).isEmpty)
    #expect(!crashFixes || findings.allSatisfy { $0.crashFix?.isFixable != true })
    #expect(rewritten == expected)
  }

  @Test(
    "every fixture together: the whole folder judged as one code base rewrites the same",
    arguments: [false, true])
  func fixturesAsOneCodeBase(crashFixes: Bool) async throws {
    let folder = try Support.temporaryFolder()
    defer { try? FileManager.default.removeAll(at: folder) }
    for name in Self.expectedOutcomes.keys {
      try Support.write(try Self.read("Input", name), to: name, in: folder)
    }
    // Without crash fixes, every fixture but the crash fixes' is compared; with them, those.
    let report = await Migration(mode: .fix, paths: [folder.path], crashFixes: crashFixes).run()
    #expect(report.allSkipped.isEmpty)
    for name in Self.expectedOutcomes.keys where Self.isCrashFixture(name) == crashFixes {
      let rewritten = try String(contentsOf: folder.appending(path: name), encoding: .utf8)
      let expected = try Self.read("Expected", name)
      #expect(rewritten == expected, "\(name)")
    }
  }

  @Test("the prefilter keeps every file that has a finding, and skips one with only a plain ??")
  func prefilterKeepsEveryFinding() throws {
    let sources =
      try Self.expectedOutcomes.keys.map { try Self.read("Input", $0) }
      + RefusalTests.cases.map(\.source) + [IndexRowsTests.screen("ForEach(todos) { $t in }")]
    for source in sources {
      let (findings, _) = try Support.migrate(source)
      if !findings.isEmpty {
        #expect(SourceAnalyzer.mayHaveFindings(source), "\(source.prefix(200))")
      }
    }
    #expect(
      !SourceAnalyzer.mayHaveFindings("let name = nickname ?? \"\"\nlet rows = ForEach(items)"))
    #expect(SourceAnalyzer.mayHaveFindings("Toggle(\"\", isOn: expanded ??\n  $ownExpanded)"))
    #expect(SourceAnalyzer.mayHaveFindings("List ($items) { $item in }"))
    #expect(SourceAnalyzer.mayHaveFindings("List($items) { $item in }"))
  }

  @Test("the stand-in compiles the expected rewrites through a symlink")
  func standInCompilesTheExpectedFiles() throws {
    let standIn = Support.repositoryRoot.appending(path: "Tests/SwiftUIStandIn")
    let manifest = try String(
      contentsOf: standIn.appending(path: "Package.swift"), encoding: .utf8)
    #expect(manifest.contains("name: \"MigrationFixtures\""))
    let link = standIn.appending(path: "Tests/MigrationFixtures/Expected")
    #expect(
      link.resolvingSymlinksInPath().standardizedFileURL.path
        == Self.fixtures.appending(path: "Expected").resolvingSymlinksInPath()
        .standardizedFileURL.path)
  }
}

extension FileManager {
  /// Removes `url` and everything under it.
  func removeAll(at url: URL) throws {
    try removeItem(at: url)
  }
}
