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

  /// The file's code with `//` comments and string literals on single lines removed, so that
  /// prose about `Binding(get:set:)` does not count.
  static func code(of file: URL) throws -> [(line: Int, text: String)] {
    let text = try String(contentsOf: file, encoding: .utf8)
    return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map {
      index, line in
      var code = String(line)
      if let comment = code.range(of: "//") { code = String(code[..<comment.lowerBound]) }
      code = code.replacingOccurrences(
        of: #""([^"\\]|\\.)*""#, with: "\"\"", options: .regularExpression)
      return (index + 1, code)
    }
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
    try "let b = Binding<Int>(get: { 1 }, set: { _ in })  // a probe\n"
      .write(to: probe, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: probe) }
    let lines = try Self.code(of: probe)
    let pattern = #"(Binding(<[^>]*>)?|\.init|Self)\s*\(\s*get\s*:"#
    #expect(lines.contains { $0.text.range(of: pattern, options: .regularExpression) != nil })
  }

  @Test func everyUncheckedSendableCarriesAProof() throws {
    for file in try Self.swiftFiles() {
      let text = try String(contentsOf: file, encoding: .utf8)
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      for (index, line) in lines.enumerated()
      where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//")
        && (line.contains("@unchecked Sendable") || line.contains("nonisolated(unsafe)"))
      {
        let before = lines[max(0, index - 15)..<index].joined(separator: "\n")
        #expect(
          before.contains("sound") || before.contains("safe"),
          "\(file.lastPathComponent):\(index + 1) needs a comment proving it is safe")
      }
    }
  }
}
