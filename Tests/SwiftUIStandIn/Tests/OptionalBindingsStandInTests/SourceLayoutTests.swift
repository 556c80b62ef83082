import Foundation
import Testing

/// Checks on the library's source files that make the stand-in build meaningful: it compiles the
/// very files `Sources/OptionalBindings` holds, and no SwiftUI-only line hides behind a condition
/// this build does not take.
@Suite("Source layout")
struct SourceLayoutTests {
  /// `Tests/SwiftUIStandIn`, found from this file's path.
  static let standInRoot = URL(filePath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The repository's `Sources/OptionalBindings`.
  static let librarySources =
    standInRoot
    .appending(path: "../../Sources/OptionalBindings").standardizedFileURL

  /// The stand-in package's `Sources/OptionalBindings`, a symbolic link.
  static let linkedSources = standInRoot.appending(path: "Sources/OptionalBindings")

  /// Conditions allowed in `#if` and `#elseif` lines of the library, and why each is safe: this
  /// build takes the first, so every line under it is compiled here; the second guards the
  /// portable fallback, which the main package compiles and tests on Linux; the third guards the
  /// cache's test hooks, which every test build (a debug build, here and in the main package)
  /// compiles and a release build of the library leaves out.
  static let allowedConditions: Set<String> = [
    "canImport(SwiftUI)", "!canImport(SwiftUI)", "DEBUG",
  ]

  /// The main package's test target, `Tests/OptionalBindingsTests`.
  static let mainTests = standInRoot.appending(path: "../OptionalBindingsTests").standardizedFileURL

  /// The folders of the main test target; every Swift file there is in exactly one.
  ///
  /// `Shared` compiles on every platform (and here through `OptionalBindingsSharedTests`),
  /// `Portable` only where SwiftUI does not exist, `Snippets` holds the documentation's listings.
  static let testFileSets = ["Shared", "Portable", "Snippets"]

  /// The one shared file allowed to branch on the platform: the identity layer.
  static let identityLayer = "Identity.swift"

  /// The guard every shared file imports SwiftUI with.
  static let swiftUIImport = "#if canImport(SwiftUI)\n  import SwiftUI\n#endif"

  static func swiftFiles(under directory: URL) throws -> [URL] {
    let enumerator = try #require(
      FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil))
    return enumerator.compactMap { $0 as? URL }
      .filter { $0.pathExtension == "swift" }
      .sorted { $0.path < $1.path }
  }

  static func lines(of file: URL) throws -> [String] {
    try String(contentsOf: file, encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  @Test("the stand-in's library target is the repository's source directory")
  func linkResolvesToLibrarySources() throws {
    let resolved = Self.linkedSources.resolvingSymlinksInPath().standardizedFileURL
    #expect(resolved.path == Self.librarySources.resolvingSymlinksInPath().path)
    let linked = try Self.swiftFiles(under: Self.linkedSources.resolvingSymlinksInPath())
    let library = try Self.swiftFiles(under: Self.librarySources)
    #expect(!library.isEmpty)
    #expect(linked.map(\.lastPathComponent) == library.map(\.lastPathComponent))
  }

  @Test("every #if condition in the library is one this build resolves to compiled code")
  func conditionsAreAllowed() throws {
    var conditions: [String] = []
    for file in try Self.swiftFiles(under: Self.librarySources) {
      for (index, line) in try Self.lines(of: file).enumerated() {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        for directive in ["#if ", "#elseif "] where trimmed.hasPrefix(directive) {
          let condition = String(trimmed.dropFirst(directive.count))
            .components(separatedBy: "//")[0].trimmingCharacters(in: .whitespaces)
          conditions.append(condition)
          #expect(
            Self.allowedConditions.contains(condition),
            "\(file.lastPathComponent):\(index + 1): `\(trimmed)` is not compiled by the stand-in")
        }
      }
    }
    #expect(conditions.contains("canImport(SwiftUI)"))
  }

  @Test("every file under Views is SwiftUI-only as a whole, with no #else")
  func viewsAreWhollyConditional() throws {
    let views = try Self.swiftFiles(under: Self.librarySources.appending(path: "Views"))
    #expect(views.count >= 8)
    for file in views {
      let code = try Self.lines(of: file).filter {
        !$0.trimmingCharacters(in: .whitespaces).isEmpty
      }
      #expect(code.first == "#if canImport(SwiftUI)", "\(file.lastPathComponent) first line")
      #expect(code.last == "#endif", "\(file.lastPathComponent) last line")
      let directives = code.filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("#") }
      #expect(directives == ["#if canImport(SwiftUI)", "#endif"], "\(file.lastPathComponent)")
    }
  }

  static func directives(of file: URL) throws -> [String] {
    try lines(of: file).map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { $0.hasPrefix("#if") || $0.hasPrefix("#else") || $0.hasPrefix("#endif") }
  }

  @Test("every Swift file of the main test target is shared, Linux-only or a listing")
  func everyTestFileIsInASet() throws {
    let files = try Self.swiftFiles(under: Self.mainTests)
    #expect(files.count >= 20, "found \(files.count) files under \(Self.mainTests.path)")
    var sets: [String: [String]] = [:]
    for file in files {
      let relative = file.path.replacingOccurrences(of: Self.mainTests.path + "/", with: "")
      let folder = relative.split(separator: "/").dropLast().first.map(String.init) ?? ""
      #expect(
        Self.testFileSets.contains(folder),
        """
        Tests/OptionalBindingsTests/\(relative) is in none of Shared/ (compiles on every \
        platform and against the stand-in), Portable/ (Linux only, wrapped in \
        #if !canImport(SwiftUI)) or Snippets/ (documentation listings); move it to one of them
        """)
      sets[folder, default: []].append(file.lastPathComponent)
    }
    print(
      "Test files by set:\n"
        + sets.sorted { $0.key < $1.key }.map { "  \($0.key): \($0.value.joined(separator: ", "))" }
        .joined(separator: "\n"))
  }

  @Test("shared test files import SwiftUI where it exists and leave identity to one file")
  func sharedFilesCompileEverywhere() throws {
    let files = try Self.swiftFiles(under: Self.mainTests.appending(path: "Shared"))
    #expect(files.contains { $0.lastPathComponent == Self.identityLayer })
    for file in files {
      let name = file.lastPathComponent
      let text = try String(contentsOf: file, encoding: .utf8)
      #expect(text.contains(Self.swiftUIImport), "\(name) must import SwiftUI where it exists")
      let directives = try Self.directives(of: file)
      if name == Self.identityLayer {
        #expect(
          Set(directives).isSubset(of: [
            "#if canImport(SwiftUI)", "#if !canImport(SwiftUI)", "#else", "#endif",
          ]), "\(name): \(directives)")
      } else {
        #expect(
          directives == ["#if canImport(SwiftUI)", "#endif"],
          "\(name) may branch only to import SwiftUI; platform differences go in Identity.swift or Portable/"
        )
        let code = try Self.lines(of: file).map(DeclarationScanner.strip).joined(separator: "\n")
        #expect(
          !code.contains("_isSameLocation") && !code.contains("._keyPath"),
          "\(name) checks identity through the portable hooks; use Identity.swift's expectIdentity")
      }
    }
  }

  @Test("Linux-only test files are wrapped whole in #if !canImport(SwiftUI)")
  func portableFilesAreWhollyConditional() throws {
    let files = try Self.swiftFiles(under: Self.mainTests.appending(path: "Portable"))
    #expect(!files.isEmpty)
    for file in files {
      let code = try Self.lines(of: file).map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { !$0.isEmpty && !$0.hasPrefix("//") }
      #expect(code.first == "#if !canImport(SwiftUI)", "\(file.lastPathComponent) first line")
      #expect(code.last == "#endif", "\(file.lastPathComponent) last line")
      #expect(
        try Self.directives(of: file) == ["#if !canImport(SwiftUI)", "#endif"],
        "\(file.lastPathComponent)")
    }
  }

  @Test("the stand-in compiles the shared tests, reached through a link")
  func sharedTestsAreLinked() throws {
    let link = Self.standInRoot.appending(path: "Tests/OptionalBindingsSharedTests/Shared")
    #expect(
      link.resolvingSymlinksInPath().standardizedFileURL.path
        == Self.mainTests.appending(path: "Shared").resolvingSymlinksInPath().path)
    let manifest = try String(
      contentsOf: Self.standInRoot.appending(path: "Package.swift"), encoding: .utf8)
    #expect(manifest.contains("name: \"OptionalBindingsSharedTests\""))
    #expect(manifest.contains("path: \"Tests/OptionalBindingsSharedTests\""))
  }

  @Test("the views never build a binding from closures or force-unwrap one")
  func viewsUseKeyPathBindingsOnly() throws {
    for file in try Self.swiftFiles(under: Self.librarySources.appending(path: "Views")) {
      let text = try String(contentsOf: file, encoding: .utf8)
      #expect(!text.contains("Binding(get:"), "\(file.lastPathComponent)")
      #expect(!text.contains("wrappedValue!"), "\(file.lastPathComponent)")
    }
  }
}
