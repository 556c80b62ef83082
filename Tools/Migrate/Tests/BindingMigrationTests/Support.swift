import Foundation
import Testing

@testable import BindingMigration
@testable import MigrateCommandLine

/// Paths and helpers the suites share.
enum Support {
  /// `Tools/Migrate/Tests/BindingMigrationTests`.
  static let testsDirectory = URL(filePath: #filePath).deletingLastPathComponent()

  /// The repository's root, four levels above this file.
  static let repositoryRoot =
    testsDirectory
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The findings and the rewritten text for `source`, judged with what `source` itself declares;
  /// with `crashFixes`, the crash fixes are applied too.
  static func migrate(_ source: String, crashFixes: Bool = false) throws -> (
    findings: [Finding], rewritten: String
  ) {
    var index = ProjectIndex()
    if let facts = SourceAnalyzer.indexFacts(of: source) { index.merge(facts) }
    index.finalize()
    let analysis = try FileMigration.analyze(source, index: index, crashFixes: crashFixes).get()
    return (analysis.findings, SourceEditing.apply(analysis.edits, to: source))
  }

  /// A new, empty folder under the temporary directory, removed by the caller.
  static func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appending(path: "migrate-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// Writes `text` to `name` under `folder`, creating intermediate folders.
  @discardableResult
  static func write(_ text: String, to name: String, in folder: URL) throws -> URL {
    let file = folder.appending(path: name)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: file)
    return file
  }
}

/// Captures what a command-line run prints.
final class CapturedOutput: @unchecked Sendable {
  // Safe: the tool writes to these sinks from the task that runs it only, and the tests read
  // them after `run` returns; `lock` guards the buffers anyway, in case that ever changes.
  private let lock = NSLock()
  private var out = ""
  private var err = ""

  var standardOutput: String { lock.withLock { out } }
  var standardError: String { lock.withLock { err } }

  /// An `Output` that writes into this capture.
  func output(isTerminal: Bool = false, progressDelay: Double = 0.5)
    -> CommandLineTool.Output
  {
    CommandLineTool.Output(
      standardOutput: { text in self.lock.withLock { self.out += text } },
      standardError: { text in self.lock.withLock { self.err += text } },
      isTerminal: isTerminal, progressDelay: progressDelay)
  }
}

/// Runs the command line and captures its output.
func runTool(_ arguments: [String], isTerminal: Bool = false, progressDelay: Double = 0.5)
  async -> (status: Int32, output: CapturedOutput)
{
  let captured = CapturedOutput()
  let status = await CommandLineTool.run(
    arguments, output: captured.output(isTerminal: isTerminal, progressDelay: progressDelay))
  return (status, captured)
}
