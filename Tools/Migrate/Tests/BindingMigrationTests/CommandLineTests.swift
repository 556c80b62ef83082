import Foundation
import Testing

@testable import BindingMigration
@testable import MigrateCommandLine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The command line, run in-process over files in a temporary folder: the diagnostic format, the
/// exit status, JSON, `fix` and `diff`, and every way a file can fail to be checked.
@Suite("Command line")
struct CommandLineTests {
  static let rewritable = """
    import SwiftUI

    struct Form: View {
      @State private var nickname: String?

      var body: some View {
        TextField("Nickname", text: Binding(get: { nickname ?? "" }, set: { nickname = $0 }))
      }
    }

    """

  static let leftAlone = """
    import SwiftUI

    struct Alert: View {
      @State private var error: String?
      @State private var message: String?

      var body: some View {
        Text("").alert("Error", isPresented: Binding(get: { error != nil }, set: { if !$0 { error = nil; message = nil } }), presenting: error) { _ in }
      }
    }

    """

  /// A diagnostic line as compilers print them.
  static var diagnostic:
    Regex<(Substring, Substring, Substring, Substring, Substring, Substring, Substring)>
  {
    #/^(.+):(\d+):(\d+): (warning|error|note|remark): (.+) \[([a-z0-9-]+)\]$/#
  }

  @Test("check prints compiler-style diagnostics and exits 1 when something can be rewritten")
  func check() async throws {
    let folder = try Support.temporaryFolder()
    defer { try? FileManager.default.removeAll(at: folder) }
    try Support.write(Self.rewritable, to: "Sources/Form.swift", in: folder)
    try Support.write(Self.leftAlone, to: "Sources/Alert.swift", in: folder)
    let (status, output) = await runTool(["check", folder.path])
    #expect(status == 1)
    let lines = output.standardOutput.split(separator: "\n").map(String.init)
    // The two findings, the note that no project file states a deployment target, the summary.
    #expect(lines.count == 4, "\(lines)")
    #expect(lines[2].contains("states a deployment target"), "\(lines)")
    let rewrite = try #require(
      lines.first { $0.contains("Form.swift") }?.wholeMatch(of: Self.diagnostic))
    #expect(rewrite.output.1 == folder.path + "/Sources/Form.swift")
    #expect(rewrite.output.2 == "7")
    #expect(rewrite.output.3 == "33")
    #expect(rewrite.output.4 == "warning")
    #expect(rewrite.output.5 == "closure binding can be `$nickname.withDefault(\"\")`")
    #expect(rewrite.output.6 == "with-default")
    let refusal = try #require(
      lines.first { $0.contains("Alert.swift") }?.wholeMatch(of: Self.diagnostic))
    #expect(refusal.output.6 == "is-present")
    #expect(refusal.output.5.hasPrefix("closure binding left alone: the setter also assigns"))
    #expect(
      lines.last
        == "optionalbindings-migrate: 2 files, 19 lines: 1 closure binding can be rewritten, 1 left alone"
    )
    #expect(output.standardError.isEmpty)
  }

  @Test("check exits 0 when nothing can be rewritten, even with findings left alone")
  func checkClean() async throws {
    let folder = try Support.temporaryFolder()
    defer { try? FileManager.default.removeAll(at: folder) }
    try Support.write(Self.leftAlone, to: "Alert.swift", in: folder)
    let (status, output) = await runTool(["check", folder.path])
    #expect(status == 0)
    #expect(output.standardOutput.contains("[is-present]"))
  }

  @Test("fix rewrites in place, keeps the file's permissions, and a second check is clean")
  func fix() async throws {
    let folder = try Support.temporaryFolder()
    defer { try? FileManager.default.removeAll(at: folder) }
    let file = try Support.write(Self.rewritable, to: "Form.swift", in: folder)
    chmod(file.path, 0o640)
    let (status, output) = await runTool(["fix", folder.path])
    #expect(status == 0)
    #expect(
      output.standardOutput.contains(
        ": remark: rewrote closure binding as `$nickname.withDefault(\"\")` [with-default]"))
    let text = try String(contentsOf: file, encoding: .utf8)
    #expect(text.contains("TextField(\"Nickname\", text: $nickname.withDefault(\"\"))"))
    #expect(text.hasPrefix("import OptionalBindings\nimport SwiftUI\n"))
    var info = stat()
    #expect(stat(file.path, &info) == 0)
    #expect(info.st_mode & 0o777 == 0o640)
    let again = await runTool(["check", folder.path])
    #expect(again.status == 0)
    #expect(again.output.standardOutput.contains("nothing to rewrite"))
  }

  @Test("fix writes through a symbolic link to the file, and keeps the link")
  func fixThroughLink() async throws {
    let folder = try Support.temporaryFolder()
    defer { try? FileManager.default.removeAll(at: folder) }
    let target = try Support.write(Self.rewritable, to: "real/Form.swift", in: folder)
    try FileManager.default.createDirectory(
      at: folder.appending(path: "linked"), withIntermediateDirectories: true)
    let link = folder.appending(path: "linked/Form.swift")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
    let (status, _) = await runTool(["fix", link.path])
    #expect(status == 0)
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
    #expect(try String(contentsOf: target, encoding: .utf8).contains("$nickname.withDefault"))
  }

  @Test("diff prints a patch that git applies, and changes nothing")
  func diff() async throws {
    let folder = try Support.temporaryFolder()
    defer { try? FileManager.default.removeAll(at: folder) }
    try Support.write(Self.rewritable, to: "Form.swift", in: folder)
    try Support.write(Self.leftAlone, to: "Alert.swift", in: folder)
    let (status, output) = await runTool(["diff", folder.path])
    #expect(status == 1)
    // An absolute path is printed as given; git wants `a/` and `b/` before relative ones.
    let patch = output.standardOutput
      .replacingOccurrences(of: "--- \(folder.path)/", with: "--- a/")
      .replacingOccurrences(of: "+++ \(folder.path)/", with: "+++ b/")
    #expect(
      patch.hasPrefix(
        "--- a/Form.swift\n+++ b/Form.swift\n@@ -1,9 +1,10 @@\n+import OptionalBindings\n"))
    #expect(
      try String(contentsOf: folder.appending(path: "Form.swift"), encoding: .utf8)
        == Self.rewritable)
    // The left-alone finding and the summary go to standard error, so the patch stays clean.
    #expect(output.standardError.contains("[is-present]"))
    #expect(!patch.contains("[is-present]"))
    try Support.write(patch, to: "change.patch", in: folder)
    let git = Process()
    git.executableURL = URL(filePath: "/usr/bin/env")
    git.arguments = ["git", "apply", "change.patch"]
    git.currentDirectoryURL = folder
    try git.run()
    git.waitUntilExit()
    #expect(git.terminationStatus == 0)
    let applied = try String(contentsOf: folder.appending(path: "Form.swift"), encoding: .utf8)
    let fixed = try Support.migrate(Self.rewritable).rewritten
    #expect(applied == fixed)
  }

  @Test("--json gives every finding and the totals")
  func json() async throws {
    let folder = try Support.temporaryFolder()
    defer { try? FileManager.default.removeAll(at: folder) }
    try Support.write(Self.rewritable, to: "Form.swift", in: folder)
    try Support.write("struct {", to: "Broken.swift", in: folder)
    let (status, output) = await runTool(["check", "--json", folder.path])
    #expect(status == 3)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
    #expect(object["tool"] as? String == "optionalbindings-migrate")
    #expect(object["mode"] as? String == "check")
    #expect(object["rewritable"] as? Int == 1)
    #expect(object["exitStatus"] as? Int == 3)
    let findings = try #require(object["findings"] as? [[String: Any]])
    #expect(findings.count == 1)
    #expect(findings.first?["rule"] as? String == "with-default")
    #expect(findings.first?["rewritable"] as? Bool == true)
    #expect(findings.first?["replacement"] as? String == "$nickname.withDefault(\"\")")
    #expect(findings.first?["line"] as? Int == 7)
    let skipped = try #require(object["skipped"] as? [[String: Any]])
    #expect(skipped.first?["kind"] as? String == "parse-error")
  }

  @Test(".build, .swiftpm, DerivedData and .git are not searched; files given by name always are")
  func skippedFolders() async throws {
    let folder = try Support.temporaryFolder()
    defer { try? FileManager.default.removeAll(at: folder) }
    for hidden in [".build", ".swiftpm", "DerivedData", ".git"] {
      try Support.write(Self.rewritable, to: "\(hidden)/checkouts/Form.swift", in: folder)
    }
    try Support.write(Self.rewritable, to: "App/Form.swift", in: folder)
    try Support.write(Self.rewritable, to: "App/notes.txt", in: folder)
    let (status, output) = await runTool(["check", folder.path])
    #expect(status == 1)
    #expect(output.standardOutput.contains("1 file, 9 lines"))
    let named = await runTool(["check", folder.appending(path: ".build/checkouts/Form.swift").path])
    #expect(named.output.standardOutput.contains("1 file, 9 lines"))
  }

  @Test("a file that does not parse is reported, left untouched, and the run goes on")
  func parseError() async throws {
    let folder = try Support.temporaryFolder()
    defer { try? FileManager.default.removeAll(at: folder) }
    let broken =
      "import SwiftUI\nstruct Form: View {\n  var body: some View {\n    Text(\"a\"\n  }\n"
    let brokenFile = try Support.write(broken, to: "Broken.swift", in: folder)
    let good = try Support.write(Self.rewritable, to: "Form.swift", in: folder)
    let (status, output) = await runTool(["fix", folder.path])
    #expect(status == 2)
    let line = try #require(
      output.standardOutput.split(separator: "\n").first { $0.contains("Broken.swift") })
    let match = try #require(String(line).wholeMatch(of: Self.diagnostic))
    #expect(match.output.4 == "error")
    #expect(match.output.6 == "parse-error")
    #expect(match.output.5.contains("the file does not parse"))
    #expect(match.output.2 == "4")
    #expect(match.output.5.contains("expected `)`"))
    #expect(try String(contentsOf: brokenFile, encoding: .utf8) == broken)
    #expect(try String(contentsOf: good, encoding: .utf8).contains("$nickname.withDefault"))
    #expect(output.standardOutput.contains("1 file skipped"))
  }

  @Test("a file that is not UTF-8 is skipped with a message")
  func notUTF8() async throws {
    let folder = try Support.temporaryFolder()
    defer { try? FileManager.default.removeAll(at: folder) }
    try Data([0x6C, 0x65, 0x74, 0x20, 0xFF, 0xFE, 0x0A]).write(
      to: folder.appending(path: "Latin.swift"))
    let (status, output) = await runTool(["check", folder.path])
    #expect(status == 2)
    #expect(
      output.standardOutput.contains(
        "Latin.swift:1:1: error: skipped: the file is not UTF-8 text [not-utf8]"))
  }

  @Test("a broken link is reported; a link that loops is noted and not followed, which is no error")
  func links() async throws {
    let folder = try Support.temporaryFolder()
    defer { try? FileManager.default.removeAll(at: folder) }
    try Support.write(Self.rewritable, to: "App/Form.swift", in: folder)
    let manager = FileManager.default
    try manager.createSymbolicLink(
      atPath: folder.appending(path: "App/Self.swift").path, withDestinationPath: "Self.swift")
    try manager.createSymbolicLink(
      atPath: folder.appending(path: "App/Back").path, withDestinationPath: "..")
    let (status, output) = await runTool(["check", folder.path])
    #expect(status == 1, "loops are not errors")
    let text = output.standardOutput
    #expect(
      text.contains(
        "Self.swift:1:1: note: not followed: the symbolic link loops back on itself [symlink-loop]")
    )
    #expect(
      text.contains(
        "App/Back:1:1: note: not followed: the symbolic link leads back into a folder it is inside [symlink-loop]"
      ))
    #expect(text.contains("1 closure binding can be rewritten"), "the real file is checked once")
    #expect(text.contains("2 links not followed"))
    try manager.createSymbolicLink(
      atPath: folder.appending(path: "App/Missing.swift").path, withDestinationPath: "Nowhere.swift"
    )
    let broken = await runTool(["check", folder.path])
    #expect(broken.status == 3)
    #expect(
      broken.output.standardOutput.contains(
        "Missing.swift:1:1: error: skipped: no such file or directory [unreadable]"))
  }

  @Test("a folder with no Swift file says so and exits 2")
  func noSwiftFiles() async throws {
    let folder = try Support.temporaryFolder()
    defer { try? FileManager.default.removeAll(at: folder) }
    try Support.write("# notes", to: "README.md", in: folder)
    let (status, output) = await runTool(["check", folder.path])
    #expect(status == 2)
    #expect(
      output.standardOutput.contains(
        "\(folder.path):1:1: error: skipped: no Swift files found in this folder [no-swift-files]"))
    #expect(
      output.standardOutput.contains("0 files, 0 lines: nothing to rewrite, no Swift files found"))
  }

  @Test("a 5 MB generated file is skipped with a message; the limit can be raised")
  func largeFile() async throws {
    let folder = try Support.temporaryFolder()
    defer { try? FileManager.default.removeAll(at: folder) }
    let line =
      "let generated\(String(repeating: "X", count: 40)) = \"\(String(repeating: "y", count: 40))\"\n"
    var big = ""
    while big.utf8.count < 5_000_000 { big += line }
    try Support.write(big, to: "Generated.swift", in: folder)
    try Support.write(Self.rewritable, to: "Form.swift", in: folder)
    let (status, output) = await runTool(["check", folder.path])
    #expect(status == 3)
    #expect(
      output.standardOutput.contains(
        "Generated.swift:1:1: error: skipped: 4.8 MB is over the 4.0 MB limit"))
    #expect(output.standardOutput.contains("[too-large]"))
    let small = try Support.write(Self.rewritable, to: "Small/Form.swift", in: folder)
    let limited = await runTool(["check", "--max-file-size", "100", small.path])
    #expect(limited.status == 2)
    #expect(limited.output.standardOutput.contains("[too-large]"))
    let raised = await runTool(["check", "--max-file-size", "1K", small.path])
    #expect(raised.status == 1)
  }

  @Test("a byte order mark survives fix")
  func byteOrderMark() async throws {
    let folder = try Support.temporaryFolder()
    defer { try? FileManager.default.removeAll(at: folder) }
    let file = folder.appending(path: "Form.swift")
    try Data([0xEF, 0xBB, 0xBF] + Array(Self.rewritable.utf8)).write(to: file)
    let (status, _) = await runTool(["fix", file.path])
    #expect(status == 0)
    let bytes = try Data(contentsOf: file)
    #expect(bytes.starts(with: [0xEF, 0xBB, 0xBF]))
    #expect(String(decoding: bytes.dropFirst(3), as: UTF8.self).contains("$nickname.withDefault"))
  }

  @Test("an expression nested past the parser's limit is a parse error, not a crash")
  func deepNesting() async throws {
    let folder = try Support.temporaryFolder()
    defer { try? FileManager.default.removeAll(at: folder) }
    let deep =
      "let x = " + String(repeating: "(", count: 5_000) + "1"
      + String(repeating: ")", count: 5_000) + "\n"
    try Support.write(deep, to: "Deep.swift", in: folder)
    let (status, output) = await runTool(["check", folder.path])
    #expect(status == 2)
    #expect(output.standardOutput.contains("[parse-error]"))
  }

  @Test("a path that does not exist is reported")
  func missingPath() async {
    let (status, output) = await runTool(["check", "/nonexistent/Form.swift"])
    #expect(status == 2)
    #expect(
      output.standardOutput.contains(
        "/nonexistent/Form.swift:1:1: error: skipped: no such file or directory [not-a-file]"))
  }

  @Test("the progress line shows on a terminal only, and is erased before the results")
  func progress() async throws {
    let folder = try Support.temporaryFolder()
    defer { try? FileManager.default.removeAll(at: folder) }
    for number in 0..<3 {
      try Support.write(Self.rewritable, to: "Form\(number).swift", in: folder)
    }
    let terminal = await runTool(["check", folder.path], isTerminal: true, progressDelay: 0)
    #expect(terminal.output.standardError.contains("\r\u{1B}[Kchecking 3/3 "))
    #expect(terminal.output.standardError.hasSuffix("\r\u{1B}[K"))
    #expect(!terminal.output.standardOutput.contains("\r"))
    let piped = await runTool(["check", folder.path], isTerminal: false, progressDelay: 0)
    #expect(piped.output.standardError.isEmpty)
    let json = await runTool(["check", "--json", folder.path], isTerminal: true, progressDelay: 0)
    #expect(json.output.standardError.isEmpty)
  }

  @Test(
    "a command line that cannot be understood exits 64 with the error and the usage",
    arguments: [
      [], ["lint", "."], ["check"], ["check", "--frobnicate", "."], ["check", "--jobs", "0", "."],
      ["diff", "--max-file-size", "lots", "."],
    ])
  func usage(_ arguments: [String]) async {
    let (status, output) = await runTool(arguments)
    #expect(status == 64)
    #expect(output.standardError.hasPrefix("Error: "))
    #expect(output.standardError.contains("optionalbindings-migrate"))
    #expect(output.standardOutput.isEmpty)
  }

  @Test("--help and help <command> print the help and exit 0; each command has its own")
  func help() async {
    let (status, output) = await runTool(["--help"])
    #expect(status == 0)
    #expect(output.standardOutput.hasPrefix("OVERVIEW: Rewrite Binding(get:set:) closures"))
    for command in ["check", "fix", "diff"] {
      #expect(output.standardOutput.contains("  \(command) "))
      let own = await runTool([command, "--help"])
      #expect(own.status == 0)
      #expect(
        own.output.standardOutput.contains(
          "USAGE: optionalbindings-migrate \(command) [--json] [--max-file-size <size>] "
            + "[--jobs <n>] [--quiet] [--crash-fixes] [--ignore-deployment-target] <path> ..."))
      let viaHelp = await runTool(["help", command])
      #expect(viaHelp.status == 0)
      #expect(viaHelp.output.standardOutput == own.output.standardOutput)
    }
  }

  @Test("--version prints the version")
  func version() async {
    let (status, output) = await runTool(["--version"])
    #expect(status == 0)
    #expect(output.standardOutput == MigrateCommand.version + "\n")
  }

  @Test("shell completions are generated for bash, zsh and fish")
  func completions() async {
    for shell in ["bash", "zsh", "fish"] {
      let (status, output) = await runTool(["--generate-completion-script", shell])
      #expect(status == 0, "\(shell)")
      #expect(output.standardOutput.contains("optionalbindings-migrate"), "\(shell)")
      #expect(output.standardOutput.contains("check"), "\(shell)")
      #expect(output.standardOutput.contains("max-file-size"), "\(shell)")
    }
  }

  static let crashing = """
    import SwiftUI

    struct Todo: Identifiable { var id = 0; var title = "" }

    struct Todos: View {
      @State private var todos: [Todo] = []
      @State private var draft: String?

      var body: some View {
        ForEach($todos) { $todo in
          TextField("Title", text: $todo.title)
        }
        if let draft = Binding($draft) {
          TextField("Draft", text: draft)
        }
      }
    }

    """

  @Test(
    "crash fixes: check reports them with a count of their own; --crash-fixes makes check exit 1, diff show them and fix apply them"
  )
  func crashFixes() async throws {
    let folder = try Support.temporaryFolder()
    defer { try? FileManager.default.removeAll(at: folder) }
    let file = try Support.write(Self.crashing, to: "Todos.swift", in: folder)

    let check = await runTool(["check", folder.path])
    #expect(check.status == 0)
    let lines = check.output.standardOutput.split(separator: "\n").map(String.init)
    #expect(
      lines.contains { $0.hasSuffix("[index-rows]") && $0.contains("`ForEach(byID: $todos)`") })
    #expect(lines.contains { $0.hasSuffix("[force-unwrapping-init]") })
    #expect(
      lines.last
        == "optionalbindings-migrate: 1 file, 17 lines: nothing to rewrite, 2 left alone, "
        + "2 can crash: 2 with a crash fix (--crash-fixes)")

    let asked = await runTool(["check", "--crash-fixes", folder.path])
    #expect(asked.status == 1)
    #expect(asked.output.standardOutput.hasSuffix("2 can crash: 2 crash fixes to apply\n"))

    let json = await runTool(["check", "--json", folder.path])
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(json.output.standardOutput.utf8))
        as? [String: Any])
    #expect(report["crashes"] as? Int == 2)
    #expect(report["crashFixable"] as? Int == 2)
    #expect(report["crashFixesApplied"] as? Int == 0)
    #expect(
      report["crashesByKind"] as? [String: Int]
        == ["index-rows": 1, "force-unwrapping-init": 1])
    let findings = try #require(report["findings"] as? [[String: Any]])
    let rows = try #require(findings.first { $0["rule"] as? String == "index-rows" })
    let fix = try #require(rows["crashFix"] as? [String: Any])
    #expect(fix["kind"] as? String == "index-rows")
    #expect(fix["replacement"] as? String == "ForEach(byID: $todos)")
    #expect(fix["isApplied"] as? Bool == false)
    #expect((fix["change"] as? String)?.contains("the fix drops the write") == true)

    let diff = await runTool(["diff", folder.path])
    #expect(diff.output.standardOutput.isEmpty)
    let asDiff = await runTool(["diff", "--crash-fixes", folder.path])
    #expect(asDiff.status == 1)
    #expect(asDiff.output.standardOutput.contains("+    ForEach(byID: $todos) { $todo in"))
    #expect(asDiff.output.standardOutput.contains("+import OptionalBindings"))

    let fix1 = await runTool(["fix", folder.path])
    #expect(fix1.status == 0)
    #expect(try String(contentsOf: file, encoding: .utf8) == Self.crashing)
    let fix2 = await runTool(["fix", "--crash-fixes", folder.path])
    #expect(fix2.status == 0)
    #expect(
      fix2.output.standardOutput.contains("remark: applied crash fix `ForEach(byID: $todos)`"))
    #expect(
      fix2.output.standardOutput.hasSuffix(
        "0 closure bindings rewritten and 2 crash fixes applied in 1 file, 2 can crash, all fixed\n"
      ))
    let fixed = try String(contentsOf: file, encoding: .utf8)
    #expect(fixed.contains("ForEach(byID: $todos) { $todo in"))
    #expect(fixed.contains("if let draft = Binding(unwrapping: $draft) {"))
    let again = await runTool(["check", "--crash-fixes", folder.path])
    #expect(again.status == 0)
  }

  @Test("--quiet leaves out the closure bindings left alone, and keeps rewrites and the summary")
  func quiet() async throws {
    let folder = try Support.temporaryFolder()
    defer { try? FileManager.default.removeAll(at: folder) }
    try Support.write(Self.rewritable, to: "Form.swift", in: folder)
    try Support.write(Self.leftAlone, to: "Alert.swift", in: folder)
    let (status, output) = await runTool(["check", "--quiet", folder.path])
    #expect(status == 1)
    let lines = output.standardOutput.split(separator: "\n")
    // The rewrite, the note that no project file states a deployment target, the summary.
    #expect(lines.count == 3, "\(lines)")
    #expect(lines.first?.contains("[with-default]") == true)
    #expect(lines[1].hasSuffix("[deployment-target]"))
    #expect(!output.standardOutput.contains("[is-present]"))
    #expect(lines.last?.hasSuffix("1 closure binding can be rewritten, 1 left alone") == true)
  }
}

/// The progress line on its own, with a clock the test controls.
@Suite("Progress line")
struct ProgressLineTests {
  final class Clock {
    var now = 0.0
  }

  @Test("it waits for the delay, redraws at most ten times a second, and erases itself")
  func throttled() {
    let clock = Clock()
    var written: [String] = []
    let line = ProgressLine(
      enabled: true, delay: 0.5, write: { written.append($0) }, clock: { clock.now })
    line.update(pass: 2, done: 1, total: 100, path: "A.swift")
    #expect(written.isEmpty, "nothing before the delay")
    clock.now = 0.6
    line.update(pass: 2, done: 2, total: 100, path: "B.swift")
    clock.now = 0.65
    line.update(pass: 2, done: 3, total: 100, path: "C.swift")
    clock.now = 0.8
    line.update(pass: 1, done: 4, total: 100, path: "D.swift")
    #expect(
      written == [
        "\r\u{1B}[Kchecking 2/100 B.swift", "\r\u{1B}[Kreading declarations 4/100 D.swift",
      ])
    line.finish()
    #expect(written.last == "\r\u{1B}[K")
  }

  @Test("disabled, it writes nothing at all")
  func disabled() {
    var written: [String] = []
    let line = ProgressLine(enabled: false, delay: 0, write: { written.append($0) }, clock: { 10 })
    line.update(pass: 2, done: 1, total: 1, path: "A.swift")
    line.finish()
    #expect(written.isEmpty)
  }
}
