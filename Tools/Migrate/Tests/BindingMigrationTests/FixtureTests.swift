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

  /// The rule of each closure binding in each input, in source order.
  static let expectedRules: [String: [Rule]] = [
    "Forwarding.swift": Array(repeating: .forwarding, count: 6),
    "WithDefault.swift": Array(repeating: .withDefault, count: 7),
    "ReplacingNil.swift": Array(repeating: .replacingNil, count: 6),
    "IsPresent.swift": Array(repeating: .isPresent, count: 5),
    "IsPresentWithDefault.swift": Array(repeating: .isPresentWithDefault, count: 3),
    "DictionaryEntry.swift": [.dictionaryEntry, .dictionaryEntry, .replacingNil, .dictionaryEntry],
    "SetMembership.swift": Array(repeating: .setMembership, count: 3),
    "Selection.swift": [.selection, .selection],
    "Unwrapping.swift": [.unwrapping, .unwrapping],
    "ForEachRows.swift": [.withDefault, .replacingNil],
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
    #expect(Set(inputs) == Set(Self.expectedRules.keys))
  }

  @Test(
    "the input is rewritten exactly into the expected file", arguments: expectedRules.keys.sorted())
  func rewritesIntoExpected(_ name: String) throws {
    let input = try Self.read("Input", name)
    let (findings, rewritten) = try Support.migrate(input)
    #expect(findings.map(\.rule) == Self.expectedRules[name])
    #expect(findings.filter { !$0.isRewritable }.isEmpty)
    let expected = try Self.read("Expected", name)
    #expect(rewritten == expected)
  }

  @Test(
    "a second run over the rewrite finds nothing to rewrite", arguments: expectedRules.keys.sorted()
  )
  func rewriteIsIdempotent(_ name: String) throws {
    let expected = try Self.read("Expected", name)
    let (findings, rewritten) = try Support.migrate(expected)
    #expect(findings.filter(\.isRewritable).isEmpty)
    #expect(rewritten == expected)
  }

  @Test("every fixture together: the whole folder judged as one code base rewrites the same")
  func fixturesAsOneCodeBase() async throws {
    let folder = try Support.temporaryFolder()
    defer { try? FileManager.default.removeAll(at: folder) }
    for name in Self.expectedRules.keys {
      try Support.write(try Self.read("Input", name), to: name, in: folder)
    }
    let report = await Migration(mode: .fix, paths: [folder.path]).run()
    #expect(report.allSkipped.isEmpty)
    for name in Self.expectedRules.keys {
      let rewritten = try String(contentsOf: folder.appending(path: name), encoding: .utf8)
      let expected = try Self.read("Expected", name)
      #expect(rewritten == expected, "\(name)")
    }
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
