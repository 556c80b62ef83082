// Linux only: on this platform the code that needs SwiftUI is compiled by the SwiftUI stand-in
// package (Tests/SwiftUIStandIn), not by this test target. These checks fail when the stand-in no
// longer declares the targets that compile the SwiftUI listings and the shared tests.
#if !canImport(SwiftUI)
  import Foundation
  import Testing

  @Suite("Coverage by the SwiftUI stand-in")
  struct StandInCoverageTests {
    static var standIn: URL { Repository.root.appendingPathComponent("Tests/SwiftUIStandIn") }

    /// Whether the stand-in's manifest declares `target` and `link` resolves to `directory`.
    static func compiles(_ directory: URL, as target: String, through link: String) -> Bool {
      let manifest = standIn.appendingPathComponent("Package.swift")
      let declared =
        (try? String(contentsOf: manifest, encoding: .utf8))?.contains("\"\(target)\"") ?? false
      let linked =
        standIn.appendingPathComponent(link).resolvingSymlinksInPath().standardizedFileURL.path
        == directory.resolvingSymlinksInPath().standardizedFileURL.path
      return declared && linked
    }

    @Test func swiftUISnippetsAreCompiledAgainstSwiftUI() throws {
      let swiftUISnippets = try DocumentationListingTests.snippets().filter(\.needsSwiftUI)
        .map(\.name)
      #expect(
        Self.compiles(
          DocumentationListingTests.snippetsDirectory, as: "DocumentationSnippets",
          through: "Tests/DocumentationSnippets/Snippets"),
        """
        Tests/SwiftUIStandIn must declare the test target DocumentationSnippets with the symlink \
        Tests/DocumentationSnippets/Snippets pointing at Tests/OptionalBindingsTests/Snippets; \
        without it nothing compiles \(swiftUISnippets.joined(separator: ", ")) on this platform
        """)
    }

    @Test func sharedTestsAreCompiledAgainstSwiftUI() {
      #expect(
        Self.compiles(
          Repository.root.appendingPathComponent("Tests/OptionalBindingsTests/Shared"),
          as: "OptionalBindingsSharedTests", through: "Tests/OptionalBindingsSharedTests/Shared"),
        """
        Tests/SwiftUIStandIn must declare the test target OptionalBindingsSharedTests with the \
        symlink Tests/OptionalBindingsSharedTests/Shared pointing at \
        Tests/OptionalBindingsTests/Shared; without it nothing checks that the shared tests \
        compile and pass against SwiftUI's declarations
        """)
    }
  }
#endif
