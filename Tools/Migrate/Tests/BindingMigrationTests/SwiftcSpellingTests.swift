import Foundation
import SwiftParser
import Testing

@testable import BindingMigration

/// Files swiftc accepts are not skipped as unparsable: `@available (iOS 17.0, *)`, and every
/// file of the tool's own fixtures.
@Suite struct SwiftcSpellingTests {
  /// A view whose availability is spelled with a space before the parenthesis.
  static let spaced = """
    import SwiftUI

    @available (iOS 17.0, macOS 14.0, *)
    struct NicknameField: View {
      @Binding var nickname: String?

      var body: some View {
        TextField("Nickname", text: Binding(get: { nickname ?? "" }, set: { nickname = $0 }))
      }
    }

    @available\t(*, deprecated, message: "use NicknameField")
    struct OldNicknameField {}

    """

  @Test("swift-syntax alone rejects the spelling, so the test can fail")
  func swiftSyntaxRejectsIt() {
    #expect(Parser.parse(source: Self.spaced).hasError)
  }

  @Test("@available (iOS 17.0, *) parses, and the file is rewritten around it")
  func spaceBeforeTheParenthesis() throws {
    #expect(!SwiftcSpelling.parse(Self.spaced).hasError)
    let (findings, rewritten) = try Support.migrate(Self.spaced)
    #expect(findings.map(\.replacement) == ["$nickname.withDefault(\"\")"])
    // The attribute is kept as written; only the binding changes.
    #expect(rewritten.contains("@available (iOS 17.0, macOS 14.0, *)\nstruct NicknameField"))
    #expect(rewritten.contains("@available\t(*, deprecated, message: \"use NicknameField\")"))
    #expect(rewritten.contains("text: $nickname.withDefault(\"\"))"))
    #expect(!rewritten.contains("Binding(get:"))
  }

  @Test("the copy parsed keeps every position outside the attribute")
  func normalizedCopyKeepsPositions() throws {
    let source = "@available  (iOS 17.0, *) struct A {}\n"
    let normalized = try #require(
      SwiftcSpelling.normalized(source, tree: Parser.parse(source: source)))
    #expect(normalized == "@available(iOS 17.0, *)   struct A {}\n")
    #expect(normalized.utf8.count == source.utf8.count)
  }

  @Test("other syntax errors are still reported with the parser's message")
  func otherErrorsStayErrors() {
    guard case .failure(let failure) = SourceAnalyzer.parse("@available (iOS 17.0, *)\nstruct {")
    else {
      Issue.record("a struct without a name parsed")
      return
    }
    #expect(failure.line == 2)
  }

  /// The fixtures that do not parse on purpose, with the message the tool reports for each.
  static let expectedUnparsable: [String: String] = [:]

  @Test("every fixture parses, or fails with the message listed for it")
  func fixtureCorpusParses() throws {
    let root = Support.testsDirectory.appending(path: "Fixtures")
    let walker = try #require(FileManager.default.enumerator(atPath: root.path))
    var failures: [String: String] = [:]
    var count = 0
    while let relative = walker.nextObject() as? String {
      guard relative.hasSuffix(".swift") else { continue }
      count += 1
      let text = try String(contentsOf: root.appending(path: relative), encoding: .utf8)
      if case .failure(let failure) = SourceAnalyzer.parse(text) {
        failures[relative] = "\(failure.line):\(failure.column): \(failure.message)"
      }
    }
    #expect(count > 50)
    #expect(failures == Self.expectedUnparsable)
  }
}
