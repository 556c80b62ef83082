import Foundation
import Testing

@testable import BindingMigration
@testable import MigrateCommandLine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Files handled as an editor would: line endings kept in patches that `git apply` accepts,
/// files reached through links named by the file itself, `fix` writing in place.
@Suite("Files, as an editor handles them")
struct FileHandlingTests {
  /// A view with one closure binding to rewrite, lines joined by `newline`.
  static func form(_ newline: String) -> String {
    [
      "import SwiftUI", "", "struct Form: View {", "  @State private var nickname: String?", "",
      "  var body: some View {",
      "    TextField(\"Nickname\", text: Binding(get: { nickname ?? \"\" }, set: { nickname = $0 }))",
      "  }", "}", "",
    ].joined(separator: newline)
  }

  /// Runs `git` with `arguments` in `folder`; its exit status and standard error.
  static func git(_ arguments: [String], in folder: URL) throws -> (Int32, String) {
    let process = Process()
    process.executableURL = URL(filePath: "/usr/bin/env")
    process.arguments = ["git"] + arguments
    process.currentDirectoryURL = folder
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    return (process.terminationStatus, text)
  }

  /// A git repository holding `files`, committed, so that `git apply --check` sees them as git
  /// does.
  static func repository(_ files: [String: String]) throws -> URL {
    let folder = try Support.temporaryFolder()
    for (name, text) in files { try Support.write(text, to: name, in: folder) }
    _ = try git(["init", "-q"], in: folder)
    _ = try git(["add", "-A"], in: folder)
    _ = try git(
      ["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "files"], in: folder)
    return folder
  }

  /// The patch `diff` prints for `folder`, with its absolute paths made relative as git wants.
  static func patch(of folder: URL) async -> (status: Int32, patch: String) {
    let (status, output) = await runTool(["diff", folder.path])
    let patch = output.standardOutput
      .replacingOccurrences(of: "--- \(folder.path)/", with: "--- a/")
      .replacingOccurrences(of: "+++ \(folder.path)/", with: "+++ b/")
    return (status, patch)
  }

  @Test(
    "diff of a CRLF file, and of a file mixing CRLF and LF, is a patch git applies",
    arguments: ["crlf", "mixed", "no-final-newline"])
  func lineEndings(_ kind: String) async throws {
    var text = Self.form(kind == "crlf" || kind == "no-final-newline" ? "\r\n" : "\n")
    if kind == "mixed" {
      // CRLF on the imports, LF elsewhere, as a file edited on two systems ends up.
      text = text.replacingOccurrences(of: "import SwiftUI\n", with: "import SwiftUI\r\n")
        .replacingOccurrences(of: "struct Form: View {\n", with: "struct Form: View {\r\n")
    }
    // "\r\n" is one `Character`.
    if kind == "no-final-newline" { text = String(text.dropLast()) }
    let folder = try Self.repository(["Form.swift": text])
    defer { try? FileManager.default.removeAll(at: folder) }
    let (status, patch) = await Self.patch(of: folder)
    #expect(status == 1)
    try Support.write(patch, to: "../\(folder.lastPathComponent).patch", in: folder)
    let patchFile = folder.deletingLastPathComponent().appending(
      path: "\(folder.lastPathComponent).patch")
    defer { try? FileManager.default.removeItem(at: patchFile) }
    let (check, errors) = try Self.git(["apply", "--check", patchFile.path], in: folder)
    #expect(check == 0, "git apply --check: \(errors)\n\(patch)")
    let (applied, _) = try Self.git(["apply", patchFile.path], in: folder)
    #expect(applied == 0)
    let result = try String(contentsOf: folder.appending(path: "Form.swift"), encoding: .utf8)
    #expect(result == (try Support.migrate(text).rewritten))
    // The import takes the line break of the line it goes before.
    #expect(
      result.hasPrefix(
        kind == "crlf" || kind == "mixed" || kind == "no-final-newline"
          ? "import OptionalBindings\r\nimport SwiftUI\r\n" : "import OptionalBindings\n"))
  }

  @Test("a file reached through a link is named by the file itself in the diff, so git applies it")
  func linkedFileNamedByTarget() async throws {
    let folder = try Self.repository(["Shared/Form.swift": Self.form("\n")])
    defer { try? FileManager.default.removeAll(at: folder) }
    try FileManager.default.createDirectory(
      at: folder.appending(path: "App"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: folder.appending(path: "App/Form.swift").path,
      withDestinationPath: "../Shared/Form.swift")
    // Absolute paths are printed as they are; the real folder may itself be reached through a
    // link (the temporary folder often is), so compare with the resolved path.
    let real = folder.resolvingSymlinksInPath().path
    let (status, output) = await runTool(["diff", folder.appending(path: "App").path])
    #expect(status == 1)
    #expect(
      output.standardOutput.hasPrefix(
        "--- \(real)/Shared/Form.swift\n+++ \(real)/Shared/Form.swift\n"))
    let patch = output.standardOutput
      .replacingOccurrences(of: "--- \(real)/", with: "--- a/")
      .replacingOccurrences(of: "+++ \(real)/", with: "+++ b/")
    try Support.write(patch, to: "change.patch", in: folder)
    let (check, errors) = try Self.git(["apply", "--check", "change.patch"], in: folder)
    #expect(check == 0, "\(errors)")
  }

  @Test("fix writes in place: the same file, its permissions and its hard links kept")
  func inPlace() async throws {
    let folder = try Support.temporaryFolder()
    defer { try? FileManager.default.removeAll(at: folder) }
    let file = try Support.write(Self.form("\n"), to: "Form.swift", in: folder)
    let other = folder.appending(path: "Hardlink.swift.txt")
    #expect(link(file.path, other.path) == 0)
    chmod(file.path, 0o604)
    var before = stat()
    #expect(stat(file.path, &before) == 0)
    let (status, _) = await runTool(["fix", file.path])
    #expect(status == 0)
    var after = stat()
    #expect(stat(file.path, &after) == 0)
    #expect(after.st_ino == before.st_ino, "the same file, not a replacement")
    #expect(after.st_nlink == 2)
    #expect(after.st_mode & 0o777 == 0o604)
    let linked = try String(contentsOf: other, encoding: .utf8)
    #expect(linked.contains("$nickname.withDefault(\"\")"), "the other link sees the rewrite")
  }

  @Test("fix leaves a read-only file untouched, says why, and exits 2")
  func readOnly() async throws {
    let folder = try Support.temporaryFolder()
    defer { try? FileManager.default.removeAll(at: folder) }
    let file = try Support.write(Self.form("\n"), to: "Form.swift", in: folder)
    chmod(file.path, 0o444)
    defer { chmod(file.path, 0o644) }
    let (status, output) = await runTool(["fix", file.path])
    #expect(status == 2)
    #expect(
      output.standardOutput.contains(
        "Form.swift:1:1: error: skipped: the file is read-only, so it was left untouched (make it "
          + "writable to rewrite it) [read-only]"))
    #expect(try String(contentsOf: file, encoding: .utf8) == Self.form("\n"))
    #expect(output.standardOutput.contains("0 closure bindings rewritten in 0 files"))
    let json = await runTool(["fix", "--json", file.path])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.output.standardOutput.utf8))
        as? [String: Any])
    let findings = try #require(object["findings"] as? [[String: Any]])
    #expect(findings.first?["refusal"] as? String == "rewrite-conflict")
    #expect(findings.first?["reason"] as? String == "the file was not written")
  }

  @Test("a file that changed after it was read is not overwritten")
  func changedOnDisk() throws {
    let folder = try Support.temporaryFolder()
    defer { try? FileManager.default.removeAll(at: folder) }
    let file = try Support.write("let a = 1\n", to: "A.swift", in: folder)
    let outcome = SourceReader.store(
      "let a = 2\n", replacing: "let a = 0\n", byteOrderMark: false, at: file.path)
    guard case .refused(let kind, let reason) = outcome else {
      Issue.record("expected a refusal, got \(outcome)")
      return
    }
    #expect(kind == .changedOnDisk)
    #expect(reason.contains("the file changed while the tool ran"))
    #expect(try String(contentsOf: file, encoding: .utf8) == "let a = 1\n")
  }
}
