import Foundation
import Testing

/// Checks on the library's source files that make the stand-in build meaningful: it compiles the
/// very files `Sources/OptionalBindings` holds, and no SwiftUI-only line hides behind a condition
/// this build does not take.
@Suite("Source layout")
struct SourceLayoutTests {
  /// `Tests/SwiftUIStandIn`, found from this file's path.
  static let standInRoot = URL(filePath: #filePath)
    .deletingLastPathComponent()  // StandIn
    .deletingLastPathComponent()  // OptionalBindingsStandInTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

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
  /// compiles and a release build of the library leaves out; the fourth guards the portable
  /// `Binding` and `Bindable`, which the main package compiles on Linux and this package's
  /// `SwiftUI` module compiles too (its target defines `SWIFTUI_STAND_IN`), so that the audit
  /// against Apple's declarations covers them and this package's tests run on them.
  static let allowedConditions: Set<String> = [
    "canImport(SwiftUI)", "!canImport(SwiftUI)", "DEBUG", "!canImport(SwiftUI) || SWIFTUI_STAND_IN",
  ]

  /// The main package's test target, `Tests/OptionalBindingsTests`.
  static let mainTests = standInRoot.appending(path: "../OptionalBindingsTests").standardizedFileURL

  /// The folders of the main test target; every Swift file there is in exactly one.
  ///
  /// Where each runs and what it proves: the table in `Tests/README.md`.
  static let testFileSets = ["Shared", "Portable", "Snippets"]

  /// The shared file that checks identity, by one path on every platform.
  static let identityLayer = "Identity.swift"

  /// The guard every shared file imports SwiftUI with.
  static let swiftUIImport = "#if canImport(SwiftUI)\n  import SwiftUI\n#endif"

  /// The Swift files under `directory`, following symbolic links to folders (the stand-in's
  /// `Sources/SwiftUI/Portable` is one), by path.
  static func swiftFiles(under directory: URL) throws -> [URL] {
    let enumerator = try #require(
      FileManager.default.enumerator(
        at: directory, includingPropertiesForKeys: [.isSymbolicLinkKey]))
    var files: [URL] = []
    for case let url as URL in enumerator {
      if try url.resourceValues(forKeys: [.isSymbolicLinkKey]).isSymbolicLink == true,
        try url.resolvingSymlinksInPath().resourceValues(forKeys: [.isDirectoryKey]).isDirectory
          == true
      {
        files += try swiftFiles(under: url.resolvingSymlinksInPath())
      } else if url.pathExtension == "swift" {
        files.append(url)
      }
    }
    return files.sorted { $0.path < $1.path }
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

  @Test("the stand-in's Binding and Bindable are the library's portable ones, through a link")
  func portableBindingIsLinked() throws {
    let link = Self.standInRoot.appending(path: "Sources/SwiftUI/Portable")
    let portable = Self.librarySources.appending(path: "Portable")
    #expect(
      link.resolvingSymlinksInPath().standardizedFileURL.path
        == portable.resolvingSymlinksInPath().path)
    let manifest = try String(
      contentsOf: Self.standInRoot.appending(path: "Package.swift"), encoding: .utf8)
    #expect(manifest.contains(#"swiftSettings: [.define("SWIFTUI_STAND_IN")]"#))
    let shared = try Self.swiftFiles(under: portable).filter {
      try Self.lines(of: $0).contains("#if !canImport(SwiftUI) || SWIFTUI_STAND_IN")
    }
    #expect(
      Set(shared.map(\.lastPathComponent)) == ["Binding.swift", "Bindable.swift", "Location.swift"])
    // The module's own files declare no second `Binding` or `Bindable`.
    let own = try FileManager.default.contentsOfDirectory(
      at: Self.standInRoot.appending(path: "Sources/SwiftUI"), includingPropertiesForKeys: nil
    ).filter { $0.pathExtension == "swift" }
    #expect(own.count >= 30)
    for file in own {
      let code = try Self.lines(of: file).map(DeclarationScanner.strip).joined(separator: "\n")
      #expect(
        !code.contains("struct Binding<") && !code.contains("struct Bindable<"),
        "\(file.lastPathComponent) declares its own Binding or Bindable")
    }
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

  /// The folders of the library whose every file is SwiftUI-only.
  static let swiftUIOnlyFolders = ["Controls", "Presentations"]

  /// The SwiftUI-only files of folders that also hold portable code.
  static let swiftUIOnlyFiles = ["Rows/ForEachByID.swift", "Rows/ListByID.swift"]

  /// The library's views and modifiers: every file that exists only where SwiftUI does.
  static func views() throws -> [URL] {
    try swiftUIOnlyFolders.flatMap { try swiftFiles(under: librarySources.appending(path: $0)) }
      + swiftUIOnlyFiles.map { librarySources.appending(path: $0) }
  }

  @Test("every view and modifier file is SwiftUI-only as a whole, with no #else")
  func viewsAreWhollyConditional() throws {
    let views = try Self.views()
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
        Tests/OptionalBindingsTests/\(relative) is in none of \
        \(Self.testFileSets.joined(separator: ", ")); move it to the one whose row in \
        Tests/README.md says where it should run
        """)
      sets[folder, default: []].append(file.lastPathComponent)
    }
    print(
      "Test files by set:\n"
        + sets.sorted { $0.key < $1.key }.map { "  \($0.key): \($0.value.joined(separator: ", "))" }
        .joined(separator: "\n"))
  }

  @Test("shared test files import SwiftUI where it exists and check identity by one path")
  func sharedFilesCompileEverywhere() throws {
    let files = try Self.swiftFiles(under: Self.mainTests.appending(path: "Shared"))
    #expect(files.contains { $0.lastPathComponent == Self.identityLayer })
    for file in files {
      let name = file.lastPathComponent
      let text = try String(contentsOf: file, encoding: .utf8)
      #expect(text.contains(Self.swiftUIImport), "\(name) must import SwiftUI where it exists")
      #expect(
        try Self.directives(of: file) == ["#if canImport(SwiftUI)", "#endif"],
        "\(name) may branch only to import SwiftUI; platform differences go in Portable/"
      )
      let code = try Self.lines(of: file).map(DeclarationScanner.strip).joined(separator: "\n")
      #expect(
        !code.contains("_isSameLocation") && !code.contains("._keyPath"),
        """
        \(name) checks identity through the portable hooks, which SwiftUI's Binding lacks; use \
        Identity.swift's expectIdentity, which reads the binding's key path on every platform
        """)
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
    for file in try Self.views() {
      let text = try String(contentsOf: file, encoding: .utf8)
      #expect(!text.contains("Binding(get:"), "\(file.lastPathComponent)")
      #expect(!text.contains("wrappedValue!"), "\(file.lastPathComponent)")
    }
  }

  // MARK: - The test map, Tests/README.md

  /// The repository's root.
  static let repositoryRoot = standInRoot.appending(path: "../..").standardizedFileURL

  /// The manifests whose test targets the map lists, relative to the root.
  static let manifests = [
    "Package.swift", "Tests/SwiftUIStandIn/Package.swift", "Tools/Migrate/Package.swift",
    "Examples/Package.swift",
  ]

  /// The places the map's columns name, in order, after the first column.
  static let mapColumns = [
    "Target or folder", "Linux `swift test`", "Stand-in", "Real iOS SDK", "macOS (hosted)",
    "Proves", "Cannot prove",
  ]

  /// The map's rows: each row's cells, the first being the path in backticks.
  static func mapRows() throws -> (header: [String], rows: [[String]]) {
    let text = try String(
      contentsOf: repositoryRoot.appending(path: "Tests/README.md"), encoding: .utf8)
    let cells = text.split(separator: "\n").map { String($0) }.filter { $0.hasPrefix("| ") }
      .map { line in
        line.dropFirst(2).dropLast(2).components(separatedBy: " | ")
          .map { $0.trimmingCharacters(in: .whitespaces) }
      }
    let header = try #require(cells.first, "Tests/README.md has no table")
    return (header, cells.dropFirst().filter { $0.first?.hasPrefix("---") == false })
  }

  /// The test targets a manifest declares: each one's directory, relative to the root.
  ///
  /// Reads `.testTarget(…)` calls: the first `name:` inside one is the target's, and `path:`,
  /// when given, its directory relative to the manifest (otherwise `Tests/<name>`).
  static func testTargets(of manifest: String) throws -> [String] {
    let text = try String(contentsOf: repositoryRoot.appending(path: manifest), encoding: .utf8)
    let packageDirectory = (manifest as NSString).deletingLastPathComponent
    var targets: [String] = []
    var rest = text[...]
    while let start = rest.range(of: ".testTarget(") {
      var depth = 1
      var end = start.upperBound
      while end < rest.endIndex && depth > 0 {
        if rest[end] == "(" { depth += 1 }
        if rest[end] == ")" { depth -= 1 }
        end = rest.index(after: end)
      }
      let call = String(rest[start.upperBound..<end])
      func argument(_ label: String) -> String? {
        guard let match = call.range(of: label + #":\s*"[^"]+""#, options: .regularExpression)
        else { return nil }
        return call[match].components(separatedBy: "\"")[1]
      }
      let name = try #require(argument("name"), "\(manifest): a test target without a name")
      let path = argument("path") ?? "Tests/\(name)"
      targets.append(packageDirectory.isEmpty ? path : packageDirectory + "/" + path)
      rest = rest[end...]
    }
    return targets
  }

  /// The directories directly inside `path` (relative to the root), leaving out symbolic links
  /// and hidden ones.
  static func folders(in path: String) throws -> [String] {
    let directory = repositoryRoot.appending(path: path)
    return try FileManager.default.contentsOfDirectory(
      at: directory, includingPropertiesForKeys: [.isDirectoryKey, .isSymbolicLinkKey],
      options: [.skipsHiddenFiles]
    )
    .filter { url in
      let values = try url.resourceValues(forKeys: [.isDirectoryKey, .isSymbolicLinkKey])
      return values.isDirectory == true && values.isSymbolicLink != true
    }
    .map { path + "/" + $0.lastPathComponent }.sorted()
  }

  @Test("Tests/README.md has a row for every test target and test folder, and nothing else")
  func testMapCoversEveryTestTargetAndFolder() throws {
    let (header, rows) = try Self.mapRows()
    #expect(header == Self.mapColumns)
    #expect(rows.allSatisfy { $0.count == Self.mapColumns.count }, "a row with a missing cell")
    let listed = rows.compactMap { $0.first }.map { cell in
      cell.hasPrefix("`") && cell.hasSuffix("`") ? String(cell.dropFirst().dropLast()) : cell
    }
    #expect(Set(listed).count == listed.count, "a path listed twice: \(listed)")

    var required = try Self.folders(in: "Tests")
    for manifest in Self.manifests {
      for target in try Self.testTargets(of: manifest) {
        required.append(target)
        required += try Self.folders(in: target)
      }
    }
    #expect(required.count >= 15, "found \(required.count) test targets and folders")
    for path in Set(required).sorted() where !listed.contains(path) {
      let message =
        "\(path) is a test target or test folder with no row in Tests/README.md: add one saying "
        + "where it runs, what it proves and what it cannot"
      Issue.record(Comment(rawValue: message))
    }
    for path in listed {
      var isDirectory: ObjCBool = false
      let exists = FileManager.default.fileExists(
        atPath: Self.repositoryRoot.appending(path: path).path, isDirectory: &isDirectory)
      #expect(
        exists && isDirectory.boolValue, "Tests/README.md lists \(path), which is not a folder")
    }
  }

  @Test("the test-target parser reads names, paths and defaults")
  func testTargetParserReadsTheManifest() throws {
    let standIn = try Self.testTargets(of: "Tests/SwiftUIStandIn/Package.swift")
    #expect(standIn.contains("Tests/SwiftUIStandIn/Tests/ClientCode"))
    #expect(!standIn.contains { $0.hasSuffix("OptionalBindingsExamplesUI") }, "not a test target")
    // Tools/Migrate's test target names no path, and its dependencies hold `.product(name:)`.
    #expect(
      try Self.testTargets(of: "Tools/Migrate/Package.swift")
        == ["Tools/Migrate/Tests/BindingMigrationTests"])
    #expect(try Self.testTargets(of: "Package.swift") == ["Tests/OptionalBindingsTests"])
  }

  /// Numbers as the READMEs spell them.
  static let numberWords = [
    "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
    "twelve",
  ]

  @Test("the stand-in README's count of test targets is the manifest's")
  func standInReadmeCountsTheTestTargets() throws {
    let readme = try String(
      contentsOf: Self.standInRoot.appending(path: "README.md"), encoding: .utf8
    )
    .replacingOccurrences(of: "\n", with: " ")
    let sentence = try #require(
      readme.range(of: #"`\.ci/run` builds all (\w+) test targets"#, options: .regularExpression),
      "the stand-in README no longer says how many test targets .ci/run builds")
    let word = String(readme[sentence].split(separator: " ")[3])
    let count = try Self.testTargets(of: "Tests/SwiftUIStandIn/Package.swift").count
    #expect(
      Self.numberWords.firstIndex(of: word).map { $0 + 1 } == count,
      "the README says \(word) test targets; Tests/SwiftUIStandIn/Package.swift declares \(count)")
  }
}
