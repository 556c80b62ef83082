import Foundation
import Testing

#if canImport(SwiftUI)
  import SwiftUI
#endif

/// Rules the package keeps about its own source, checked by reading it.
@Suite("Source rules")
struct SourceRulesTests {
  /// Every place a helper is allowed to build a binding from closures, with the reason.
  ///
  /// Rule 1 of the design: each helper is a key-path projection. Adding an entry here needs a doc
  /// comment on the helper saying why it cannot be a key path.
  static let allowedClosureBindings: [String: String] = [:]

  static var sourcesDirectory: URL { Repository.root.appendingPathComponent("Sources") }

  static func swiftFiles() throws -> [URL] {
    let enumerator = try #require(
      FileManager.default.enumerator(at: sourcesDirectory, includingPropertiesForKeys: nil))
    return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
  }

  /// The file's code with `//` comments, string literals on single lines and multi-line string
  /// literals removed, so that prose and messages about `Binding(get:set:)` do not count.
  static func code(of file: URL) throws -> [(line: Int, text: String)] {
    code(ofText: try String(contentsOf: file, encoding: .utf8))
  }

  /// The same for a file's text.
  static func code(ofText text: String) -> [(line: Int, text: String)] {
    var inMultilineString = false
    return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map {
      index, line in
      var code = String(line)
      // A line that opens or closes a multi-line string literal holds one `"""`; the lines
      // between are the string's text, not code.
      let delimiters = code.components(separatedBy: "\"\"\"").count - 1
      if inMultilineString || delimiters % 2 == 1 {
        if delimiters % 2 == 1 { inMultilineString.toggle() }
        return (index + 1, "")
      }
      if let comment = code.range(of: "//") { code = String(code[..<comment.lowerBound]) }
      code = code.replacingOccurrences(
        of: #""([^"\\]|\\.)*""#, with: "\"\"", options: .regularExpression)
      return (index + 1, code)
    }
  }

  /// Every `@_disfavoredOverload` of the library names the call it exists for.
  ///
  /// The comment on its line says which call steps to another declaration because of it, such as
  /// "`.sheet(item: $note) { _ in … }` reaches SwiftUI's"; that call has a `// resolves:` marker
  /// in a client of Tests/Interop (or, for the iOS 27 SDK's declarations, which only the SwiftUI
  /// stand-in has, a test there). No parameter with a `Void` default exists only to rank an
  /// overload.
  @Test func everyDisfavoredOverloadNamesItsCall() throws {
    var checked = 0
    for file in try Self.swiftFiles() {
      let relative = file.path.replacingOccurrences(of: Self.sourcesDirectory.path + "/", with: "")
      let lines = try String(contentsOf: file, encoding: .utf8).split(
        separator: "\n", omittingEmptySubsequences: false)
      for (index, line) in lines.enumerated() {
        let text = line.trimmingCharacters(in: .whitespaces)
        if text.hasPrefix("@_disfavoredOverload") {
          checked += 1
          let comment = text.range(of: "//").map { text[$0.upperBound...] } ?? ""
          #expect(
            comment.trimmingCharacters(in: .whitespaces).count >= 10,
            "\(relative):\(index + 1): say on the line which call this overload steps aside for")
        }
        if !text.hasPrefix("//"), text.contains(": Void = ()") {
          Issue.record("\(relative):\(index + 1): a parameter only for ranking overloads")
        }
      }
    }
    #expect(checked >= 20, "found only \(checked); is the scan looking at Sources?")
  }

  @Test func helpersDoNotBuildBindingsFromClosures() throws {
    let pattern = #"(Binding(<[^>]*>)?|\.init|Self)\s*\(\s*get\s*:"#
    var found: [String] = []
    for file in try Self.swiftFiles() {
      for (line, text) in try Self.code(of: file)
      where text.range(of: pattern, options: .regularExpression) != nil {
        let relative = file.path.replacingOccurrences(
          of: Self.sourcesDirectory.path + "/", with: "")
        found.append("\(relative):\(line)")
      }
    }
    print("Closure bindings in Sources: \(found.isEmpty ? "none" : found.joined(separator: ", "))")
    let unexpected = found.filter { Self.allowedClosureBindings[$0] == nil }
    #expect(unexpected.isEmpty, "helpers must be key-path projections; found \(unexpected)")
  }

  @Test func theScanFindsAClosureBindingWhenThereIsOne() throws {
    let probe = FileManager.default.temporaryDirectory
      .appendingPathComponent("closure-binding-probe-\(UUID().uuidString).swift")
    let source = #"""
      let message = """
        Binding(get: { 1 }, set: { _ in }) in a message is prose
        """
      let b = Binding<Int>(get: { 1 }, set: { _ in })  // a probe
      """#
    try source.write(to: probe, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: probe) }
    let lines = try Self.code(of: probe)
    let pattern = #"(Binding(<[^>]*>)?|\.init|Self)\s*\(\s*get\s*:"#
    let found = lines.filter { $0.text.range(of: pattern, options: .regularExpression) != nil }
    #expect(found.map(\.line) == [4], "only the code line, not the string's text")
  }

  /// What the wall keeps to itself: the constructs that the compiler cannot check, which only
  /// `Sources/OptionalBindingsIdentity` may use (and `Sources/OptionalBindings/Portable`, the
  /// `Binding` of platforms without SwiftUI, which stands in for SwiftUI's own).
  /// (Spelt with a class in each word, so that the pattern does not declare what it finds.)
  static let wallOnly =
    #"\b([u]nsafe\w*|[U]nsafe\w*|with[U]nsafe\w*|[U]nmanaged)\b|@[u]nchecked|@[e]xclusivity"#

  @Test func unsafeConstructsLiveBehindTheWall() throws {
    var outside: [String] = []
    var inside = 0
    for file in try Self.swiftFiles() {
      let relative = file.path.replacingOccurrences(of: Self.sourcesDirectory.path + "/", with: "")
      let isWall = relative.hasPrefix("OptionalBindingsIdentity/")
      let isPortable = relative.hasPrefix("OptionalBindings/Portable/")
      for (line, text) in try Self.code(of: file)
      where text.range(of: Self.wallOnly, options: .regularExpression) != nil {
        if isWall {
          inside += 1
        } else if !isPortable {
          outside.append("\(relative):\(line)")
        }
      }
    }
    #expect(
      outside.isEmpty,
      """
      \(outside.joined(separator: ", ")): unsafe code, an unchecked Sendable, Unmanaged or \
      an exclusivity switch outside the wall; move the mechanism into the wall, \
      Sources/OptionalBindingsIdentity (Machinery/, behind Identity.swift), and call it from \
      the helper
      """)
    // The wall holds the cache's and the registry's; a scan that finds none looked elsewhere.
    #expect(inside >= 8, "found \(inside) lines in the wall")
    let probes = [
      "let s = unsafeBitCast(v, to: String.self)", "final class A: @" + "unchecked Sendable {}",
      "withUnsafeBytes(of: v) { _ in }", "let m: Unmanaged<AnyObject>",
      "@" + "exclusivity(unchecked) var x = 0", "nonisolated(" + "unsafe) var y = 0",
    ]
    for probe in probes {
      #expect(probe.range(of: Self.wallOnly, options: .regularExpression) != nil, "\(probe)")
    }
    #expect("let safe = unwrapped".range(of: Self.wallOnly, options: .regularExpression) == nil)
  }

  /// Standard-library and Foundation API newer than the package's minimum systems (iOS 15,
  /// macOS 12, tvOS 15, watchOS 8), with where it appeared.
  ///
  /// Linux compiles code for no Apple system and so checks no `@available`: a `Duration` in the
  /// library built here and failed only on a Mac. This list catches the API the package is
  /// likeliest to reach for; it is not a full availability check, which only an Apple SDK can do.
  static let newerThanMinimum: [(pattern: String, availability: String)] = [
    (#"\bDuration\b"#, "iOS 16, macOS 13"),
    (#"\b(Continuous|Suspending)Clock\b"#, "iOS 16, macOS 13"),
    (#"\bMutex\b"#, "iOS 18, macOS 15"),
    (#"\bAtomic<"#, "iOS 18, macOS 15"),
    (#"URL\(filePath:"#, "iOS 16, macOS 13"),
    (#"\.appending\(path:"#, "iOS 16, macOS 13"),
    (#"\bRegex\b"#, "iOS 16, macOS 13"),
  ]

  /// The Swift files of the library and of the tests a Mac compiles too.
  static func filesCompiledOnAppleSystems() throws -> [URL] {
    let shared = Repository.root.appendingPathComponent("Tests/OptionalBindingsTests/Shared")
    let enumerator = try #require(
      FileManager.default.enumerator(at: shared, includingPropertiesForKeys: nil))
    return try swiftFiles()
      + enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
  }

  @Test func noCodeForApplePlatformsUsesAPINewerThanTheMinimumSystems() throws {
    var found: [String] = []
    for file in try Self.filesCompiledOnAppleSystems()
    where file.lastPathComponent != "SourceRulesTests.swift" {
      for (line, text) in try Self.code(of: file) {
        for rule in Self.newerThanMinimum
        where text.range(of: rule.pattern, options: .regularExpression) != nil {
          found.append("\(file.lastPathComponent):\(line) needs \(rule.availability)")
        }
      }
    }
    #expect(found.isEmpty, "\(found)")
  }

  @Test func theAvailabilityScanFindsWhatItLooksFor() throws {
    let probe = FileManager.default.temporaryDirectory
      .appendingPathComponent("availability-probe-\(UUID().uuidString).swift")
    try "let limit: Duration = .seconds(1)  // Duration in a comment does not count\n"
      .write(to: probe, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: probe) }
    let hits = try Self.code(of: probe).filter { line in
      Self.newerThanMinimum.contains {
        line.text.range(of: $0.pattern, options: .regularExpression) != nil
      }
    }
    #expect(hits.map(\.line) == [1])
  }

  /// The folders whose Swift files the proof rule covers.
  ///
  /// The library, every test of the main package and of the stand-in package (its `SwiftUI`
  /// module included), the benchmark and the example app. `Tools/Migrate` is a package of its
  /// own and keeps its own rules.
  static let proofRuleFolders = ["Sources", "Tests", "Benchmarks", "Examples/Sources"]

  /// What a proof must say, checked on the comment directly above an `@unchecked Sendable` or
  /// `nonisolated(unsafe)` declaration.
  ///
  /// "Directly above" is the run of `//` or `///` lines that ends on the line before the
  /// declaration, passing over only attribute lines (`@available(…)`); a comment inside the body
  /// or a few lines further up does not count. The proof must name what it proves (`@unchecked`
  /// or `nonisolated(unsafe)`) and contain a sentence saying why that is sound: "sound" or "safe"
  /// (as a word, so "unsafe" is not one; and not after "not" or "never"), at most two words
  /// later a colon or "because", and then the reason, at least six words of it.
  enum Proof {
    static let claim =
      #"(?<!not )(?<!never )\b(sound|safe)\b(\s+[\w`'-]+){0,2}\s*(:|\s+because)((\s+\S+){6,})"#

    /// The comment block directly above `lines[index]`, markers and indentation removed.
    static func comment(above index: Int, in lines: [String]) -> String {
      var block: [String] = []
      var cursor = index - 1
      while cursor >= 0 {
        let line = lines[cursor].trimmingCharacters(in: .whitespaces)
        if line.hasPrefix("//") {
          block.insert(String(line.drop { $0 == "/" }).trimmingCharacters(in: .whitespaces), at: 0)
        } else if line.hasPrefix("@") && block.isEmpty {
          // An attribute between the comment and the declaration.
        } else {
          break
        }
        cursor -= 1
      }
      return block.joined(separator: " ")
    }

    /// Why `comment` is not a proof for a declaration using `construct`, or nil when it is one.
    static func problem(with comment: String, for construct: String) -> String? {
      if comment.isEmpty { return "has no comment directly above it" }
      if !comment.contains(construct) {
        return "has a comment above it that does not name \(construct)"
      }
      if comment.range(of: claim, options: [.regularExpression, .caseInsensitive]) == nil {
        return "has a comment above it that does not say why it is sound (\"… is sound: <reason>\" "
          + "or \"… is safe because <reason>\")"
      }
      return nil
    }
  }

  @Test func proofsAreRecognisedOnlyWhenTheyGiveAReason() {
    let construct = "@unchecked"
    let accepted = [
      "`@unchecked Sendable` is sound: the only stored state is read and written under the lock.",
      "`@unchecked` because the compiler cannot see through it. Why sharing it is safe: every "
        + "property is a let and never changes after init.",
      "`@unchecked Sendable` is safe here because each instance is created and used on one thread.",
    ]
    let rejected = [
      "`@unchecked Sendable`: this is unsafe, and nothing here says why it would be otherwise.",
      "`@unchecked Sendable` is not safe: we know, and we use it from many threads at once.",
      "`@unchecked Sendable` is sound.",
      "This class is sound: the only stored state is read and written under the lock.",
      "",
    ]
    for comment in accepted {
      #expect(Proof.problem(with: comment, for: construct) == nil, "\(comment)")
    }
    for comment in rejected {
      #expect(Proof.problem(with: comment, for: construct) != nil, "\(comment)")
    }
    let lines = [
      "/// A thing.", "///",
      "/// `@unchecked Sendable` is sound: it is read and written under its lock.",
      "@available(macOS 14, *)", "final class Thing: @unchecked Sendable {",
      "  // `@unchecked Sendable` is sound: a comment here, inside the body, is not above it.",
    ]
    #expect(Proof.comment(above: 4, in: lines).contains("is sound: it is read"))
    #expect(Proof.comment(above: 0, in: ["final class Thing: @unchecked Sendable {"]).isEmpty)
  }

  @Test func everyUncheckedSendableCarriesAProof() throws {
    var checked = 0
    for folder in Self.proofRuleFolders {
      let directory = Repository.root.appendingPathComponent(folder)
      let enumerator = try #require(
        FileManager.default.enumerator(
          at: directory, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles]),
        "\(folder) is missing")
      for case let file as URL in enumerator where file.pathExtension == "swift" {
        let text = try String(contentsOf: file, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Code only: a comment or a string literal that mentions the construct declares nothing.
        for (line, code) in try Self.code(of: file) {
          for construct in ["@unchecked", "nonisolated(unsafe)"] where code.contains(construct) {
            checked += 1
            let comment = Proof.comment(above: line - 1, in: lines)
            let relative = file.path.replacingOccurrences(of: Repository.root.path + "/", with: "")
            if let problem = Proof.problem(with: comment, for: construct) {
              Issue.record("\(relative):\(line): \(construct) \(problem)")
            }
          }
        }
      }
    }
    // The library has four today (PositionHint, the cache's table, the main-queue key and the
    // portable Binding); a scan that finds none has looked in the wrong place.
    #expect(checked >= 4, "found \(checked) declarations to check")
  }
}
