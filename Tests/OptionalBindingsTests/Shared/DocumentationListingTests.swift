import Foundation
import Testing

#if canImport(SwiftUI)
  import SwiftUI
#endif

/// Every Swift listing in the documentation compiles, because it is also in a snippet file that
/// the compiler builds.
///
/// The listings checked are every fenced code block in the DocC catalog whose language is `swift`
/// or unstated (the catalog's default listing language is Swift), and every Swift block of the
/// README outside its "Installation" section (whose one listing is a line of a package manifest,
/// not code that compiles on its own). Each must appear, verbatim apart from
/// whitespace, in a file under `Snippets/`. A listing edited without its snippet, or a snippet
/// that stops compiling, fails a build or this suite.
///
/// Snippet files are of two kinds, told apart by name:
///
/// - `Article.swift` holds listings that compile without SwiftUI. This test target compiles it
///   everywhere: against the portable `Binding` on Linux and SwiftUI's on Apple platforms. Its
///   only conditional compilation is the `import SwiftUI` guard.
/// - `Article+SwiftUI.swift` holds listings that use SwiftUI views. It is wrapped whole in
///   `#if canImport(SwiftUI)`: this target compiles it on Apple platforms, and on Linux the SwiftUI
///   stand-in's `DocumentationSnippets` target compiles it, reaching this folder through the
///   symlink `Tests/SwiftUIStandIn/Tests/DocumentationSnippets/Snippets`.
@Suite("Documentation listings")
struct DocumentationListingTests {
  /// One fenced code block of a markdown file.
  struct Listing: CustomStringConvertible {
    var file: String
    var line: Int
    var language: String
    var code: String

    var description: String { "\(file):\(line)" }
  }

  /// One snippet file and what the test needs to know about it.
  struct Snippet {
    var name: String
    var text: String
    var normalized: String
    var needsSwiftUI: Bool { name.hasSuffix("+SwiftUI.swift") }
  }

  static var packageRoot: URL { Repository.root }

  static var catalog: URL {
    packageRoot.appendingPathComponent("Sources/OptionalBindings/OptionalBindings.docc")
  }

  static var snippetsDirectory: URL {
    packageRoot.appendingPathComponent("Tests/OptionalBindingsTests/Snippets")
  }

  /// The README section whose Swift listing is a manifest fragment, not checked.
  static let readmeManifestSection = "## Installation"

  // MARK: Reading listings and snippets

  /// The fenced code blocks of `markdown`, with the line each starts on.
  static func listings(in markdown: String, file: String) -> [Listing] {
    var listings: [Listing] = []
    var open: (line: Int, language: String, fence: String)?
    var body: [String] = []
    for (index, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if let current = open {
        if trimmed == current.fence {
          listings.append(
            Listing(
              file: file, line: current.line, language: current.language,
              code: body.joined(separator: "\n")))
          open = nil
        } else {
          body.append(String(line))
        }
      } else if trimmed.hasPrefix("```") {
        let fence = String(trimmed.prefix { $0 == "`" })
        let language = trimmed.dropFirst(fence.count).trimmingCharacters(in: .whitespaces)
        open = (index + 1, language, fence)
        body = []
      }
    }
    return listings
  }

  /// The listings whose language is Swift, stated or by default.
  static func swiftListings(in markdown: String, file: String) -> [Listing] {
    listings(in: markdown, file: file).filter { $0.language.isEmpty || $0.language == "swift" }
  }

  /// `code` with whitespace reduced to what separates two words, so indentation and line breaks
  /// do not matter but every other character does.
  static func normalized(_ code: String) -> String {
    func isWord(_ character: Character) -> Bool {
      character.isLetter || character.isNumber || "_$@#".contains(character)
    }
    var result = ""
    var sawSpace = false
    for character in code {
      if character.isWhitespace {
        sawSpace = true
        continue
      }
      if sawSpace, let last = result.last, isWord(last), isWord(character) {
        result.append(" ")
      }
      sawSpace = false
      result.append(character)
    }
    return result
  }

  static func markdownFiles() throws -> [URL] {
    let enumerator = try #require(
      FileManager.default.enumerator(at: catalog, includingPropertiesForKeys: nil))
    return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "md" }
      .sorted { $0.path < $1.path }
  }

  /// Every Swift listing of the catalog and of the README, but the README's manifest line.
  static func allListings() throws -> [Listing] {
    var result: [Listing] = []
    for file in try markdownFiles() {
      let relative = file.path.replacingOccurrences(of: packageRoot.path + "/", with: "")
      result += swiftListings(in: try String(contentsOf: file, encoding: .utf8), file: relative)
    }
    let readme = try String(
      contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let manifestSection = try #require(readme.range(of: "\n" + readmeManifestSection + "\n"))
    let sectionEnd =
      readme[manifestSection.upperBound...].range(of: "\n## ")?.lowerBound ?? readme.endIndex
    let firstLine = readme[..<manifestSection.upperBound].filter { $0 == "\n" }.count + 1
    let lastLine = readme[..<sectionEnd].filter { $0 == "\n" }.count + 1
    result += swiftListings(in: readme, file: "README.md").filter {
      !(firstLine...lastLine).contains($0.line)
    }
    return result
  }

  static func snippets() throws -> [Snippet] {
    let names = try FileManager.default.contentsOfDirectory(atPath: snippetsDirectory.path)
      .filter { $0.hasSuffix(".swift") }.sorted()
    return try names.map { name in
      let text = try String(
        contentsOf: snippetsDirectory.appendingPathComponent(name), encoding: .utf8)
      return Snippet(name: name, text: text, normalized: normalized(text))
    }
  }

  /// The snippet files that hold `listing`.
  static func homes(of listing: Listing, in snippets: [Snippet]) -> [Snippet] {
    let code = normalized(listing.code)
    return snippets.filter { $0.normalized.contains(code) }
  }

  // MARK: The checks

  @Test func everyListingIsInASnippetFile() throws {
    let listings = try Self.allListings()
    let snippets = try Self.snippets()
    #expect(listings.count >= 20, "found only \(listings.count) listings; is the catalog there?")
    for listing in listings {
      #expect(
        !Self.homes(of: listing, in: snippets).isEmpty,
        """
        \(listing) is in no file of Tests/OptionalBindingsTests/Snippets, so nothing compiles it. \
        Copy it there verbatim:
        \(listing.code)
        """)
    }
  }

  @Test func everyArticleShowsABeforeAndAnAfter() throws {
    let articles = try Self.markdownFiles().filter {
      $0.deletingLastPathComponent().lastPathComponent == "Articles"
    }
    #expect(articles.count == 10)
    for article in articles {
      let listings = Self.swiftListings(
        in: try String(contentsOf: article, encoding: .utf8), file: article.lastPathComponent)
      let before = listings.filter {
        $0.code.range(of: #"Binding(<[^>]*>)?\(\s*get:"#, options: .regularExpression) != nil
      }
      #expect(!before.isEmpty, "\(article.lastPathComponent) shows no Binding(get:set:) before")
      #expect(before.count < listings.count, "\(article.lastPathComponent) shows no after")
    }
  }

  @Test func snippetFilesKeepToTheirKind() throws {
    for snippet in try Self.snippets() {
      let directives = snippet.text.split(separator: "\n").map {
        $0.trimmingCharacters(in: .whitespaces)
      }.filter { ["#if", "#else", "#elseif", "#endif"].contains($0.split(separator: " ").first) }
      if snippet.needsSwiftUI {
        let code = snippet.text.split(separator: "\n").filter { !$0.hasPrefix("//") }
        #expect(
          code.first == "#if canImport(SwiftUI)" && code.last == "#endif",
          "\(snippet.name) must be wrapped whole in #if canImport(SwiftUI) … #endif")
      } else {
        #expect(
          directives == ["#if canImport(SwiftUI)", "#endif"] || directives.isEmpty,
          """
          \(snippet.name) is compiled without SwiftUI and may hold no conditional code but the \
          `import SwiftUI` guard; SwiftUI listings go in a +SwiftUI.swift file
          """)
      }
    }
  }

  // MARK: The checker checks itself

  @Test func theExtractorFindsSwiftAndUnlabelledListingsOnly() {
    let markdown = """
      # Title

      ```swift
      let a = 1
      ```

      ```sh
      swift test
      ```

        ```
        let b = 2
        ```
      """
    let listings = Self.swiftListings(in: markdown, file: "probe.md")
    #expect(listings.map(\.code) == ["let a = 1", "  let b = 2"])
    #expect(listings.map(\.line) == [3, 11])
  }

  @Test func anEditedListingIsNotFound() {
    let snippet = Snippet(
      name: "Probe.swift", text: "",
      normalized: Self.normalized(
        """
        struct Form {
          var body: some View {
            TextField("Nickname", text: $person.nickname.withDefault(""))
          }
        }
        """))
    func found(_ code: String) -> Bool {
      !Self.homes(
        of: Listing(file: "probe.md", line: 1, language: "swift", code: code), in: [snippet]
      ).isEmpty
    }
    #expect(found("TextField(\"Nickname\",\n    text: $person.nickname.withDefault(\"\"))"))
    #expect(!found("TextField(\"Nickname\", text: $person.nickname.withDefault(\"x\"))"))
    #expect(!found("TextField(\"Nickname\", text: $person.nickname.withdefault(\"\"))"))
    #expect(!found("varbody: some View"), "a space between two words matters")
  }
}
