import Foundation
import Testing

/// The paths and file lists the stand-in's tests share: the library's sources as this package
/// reaches them, and its SwiftUI-only files.
///
/// The layout rules themselves (where each file compiles, read from its path; the links that
/// make this package compile the library's very files; the test sets and the test map) are one
/// lint, `.ci/layout` (`.ci/layout.py`), which every CI run runs and which says how to fix what it
/// finds. The name is kept so that the tests that read these paths need no change.
enum SourceLayoutTests {
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

  /// The folders of the library whose every file is SwiftUI-only, under their names from before
  /// the `+SwiftUI` suffix (`.ci/layout.py` lists them too).
  static let swiftUIOnlyFolders: [String] = []

  /// The library's views and modifiers: every file that exists only where SwiftUI does, which
  /// its name says (`+SwiftUI.swift`) or its folder.
  static func views() throws -> [URL] {
    try swiftFiles(under: librarySources).filter { file in
      let relative = file.path.replacingOccurrences(of: librarySources.path + "/", with: "")
      return file.lastPathComponent.hasSuffix("+SwiftUI.swift")
        || swiftUIOnlyFolders.contains(String(relative.split(separator: "/")[0]))
    }
  }
}
