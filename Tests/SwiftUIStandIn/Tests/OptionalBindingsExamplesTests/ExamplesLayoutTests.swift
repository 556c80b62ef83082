import Foundation
import Testing

/// The stand-in's example targets are the very sources of the example app, not copies.
@Suite("Example: source layout")
struct ExamplesLayoutTests {
  /// `Tests/SwiftUIStandIn`, found from this file's path.
  static let standInRoot = URL(filePath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static func swiftFiles(in directory: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path)
      .filter { $0.hasSuffix(".swift") }.sorted()
  }

  @Test(
    "each example target is a link to the matching folder of Examples/Sources",
    arguments: ["OptionalBindingsExamplesUI", "OptionalBindingsExamples"])
  func linksReachTheExampleSources(target: String) throws {
    let linked = Self.standInRoot.appending(path: "Sources/\(target)")
    let destination = try FileManager.default.destinationOfSymbolicLink(atPath: linked.path)
    #expect(destination == "../../../Examples/Sources/\(target)")

    let examples = Self.standInRoot.appending(path: "../../Examples/Sources/\(target)")
      .standardizedFileURL
    let files = try Self.swiftFiles(in: examples)
    #expect(!files.isEmpty)
    #expect(try Self.swiftFiles(in: linked.resolvingSymlinksInPath()) == files)
  }
}
