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
  /// portable fallback, which the main package compiles and tests on Linux.
  static let allowedConditions: Set<String> = ["canImport(SwiftUI)", "!canImport(SwiftUI)"]

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

  @Test("the views never build a binding from closures or force-unwrap one")
  func viewsUseKeyPathBindingsOnly() throws {
    for file in try Self.swiftFiles(under: Self.librarySources.appending(path: "Views")) {
      let text = try String(contentsOf: file, encoding: .utf8)
      #expect(!text.contains("Binding(get:"), "\(file.lastPathComponent)")
      #expect(!text.contains("wrappedValue!"), "\(file.lastPathComponent)")
    }
  }
}
