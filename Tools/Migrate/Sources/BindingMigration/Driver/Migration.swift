import SwiftParser
import SwiftSyntax

/// What to do with the closure bindings found.
public enum Mode: String, Sendable, Codable, CaseIterable {
  /// Report them; exit 1 when one can be rewritten.
  case check
  /// Rewrite in place the ones that can be rewritten.
  case fix
  /// Print the rewrite as a unified diff and change nothing.
  case diff
}

/// What happened to one file.
public struct FileResult: Sendable {
  /// The path as the user would write it.
  public var path: String
  /// The number of lines read.
  public var lineCount: Int
  /// Every finding, in source order.
  public var findings: [Finding]
  /// Why the file was not checked (or, for `fix`, not written), if it was not.
  public var skipped: SkippedFile?
  /// For `fix`: whether the file was rewritten.
  public var rewritten: Bool
  /// For `diff`: the file's unified diff, empty when nothing changes.
  public var diff: String

  /// The number of findings that `fix` rewrites.
  public var rewritableCount: Int { findings.filter(\.isRewritable).count }
  /// The number of crash fixes applied (`fix` or `diff` with `--crash-fixes`).
  public var appliedCrashFixCount: Int {
    findings.filter { $0.crashFix?.isApplied == true }.count
  }
}

/// The outcome of a whole run.
public struct MigrationReport: Sendable {
  /// The mode the run used.
  public var mode: Mode
  /// Whether the run applies crash fixes (`--crash-fixes`).
  public var crashFixes: Bool = false
  /// Every file checked or skipped, sorted by path.
  public var files: [FileResult]
  /// Paths skipped before reading (loops, missing paths), sorted by path.
  public var skippedPaths: [SkippedFile]
  /// The app's deployment targets below OptionalBindings' minimums; when there is one, the run
  /// read no Swift file, rewrote nothing and applied no crash fix (``Migration/ignoreDeploymentTarget``
  /// turns the check off).
  public var deploymentTargetFindings: [DeploymentTargetFinding] = []
  /// Whether no `Package.swift`, Xcode project or `.xcconfig` under the paths states a target.
  ///
  /// Then the deployment target went unchecked, and the run says so once
  /// (``DeploymentTargets/unseenNote``); false when the check was turned off. The exit status
  /// does not depend on it.
  public var deploymentTargetUnseen = false

  /// Every skipped file, whether it was found unreadable while walking or while checking,
  /// including links not followed (which are not errors).
  public var allSkipped: [SkippedFile] {
    (skippedPaths + files.compactMap(\.skipped)).sorted { $0.path < $1.path }
  }

  /// The skipped files and paths that make the run exit 2: all but links not followed.
  public var errors: [SkippedFile] { allSkipped.filter(\.kind.isError) }

  /// Closure bindings found (`Binding(get:set:)` calls), rewritable or not.
  public var closureBindingCount: Int {
    files.reduce(0) { $0 + $1.findings.filter(\.isClosureBinding).count }
  }

  /// Closure bindings left alone, by kind of reason.
  public var refusalsByKind: [RefusalKind: Int] {
    var counts: [RefusalKind: Int] = [:]
    for file in files {
      for finding in file.findings where finding.isClosureBinding && !finding.isRewritable {
        counts[finding.refusal ?? .getterShape, default: 0] += 1
      }
    }
    return counts
  }

  /// The number of files read and parsed (and, for `fix`, written when they changed).
  public var checkedFileCount: Int { files.filter { $0.skipped == nil }.count }
  /// The number of lines read.
  public var lineCount: Int { files.reduce(0) { $0 + $1.lineCount } }
  /// The number of closure bindings that can be (or, for `fix`, were) rewritten.
  public var rewritableCount: Int { files.reduce(0) { $0 + $1.rewritableCount } }
  /// The number of findings left alone: neither rewritten nor fixed.
  public var leftAloneCount: Int {
    files.reduce(0) {
      $0 + $1.findings.count - $1.rewritableCount - $1.appliedCrashFixCount
    }
  }

  /// Every finding that can crash the app (``Finding/crashFix``), fixable or not.
  public var crashFindings: [Finding] {
    files.flatMap { $0.findings.filter { $0.crashFix != nil } }
  }

  /// The code that can crash, by shape.
  public var crashesByKind: [CrashKind: Int] {
    var counts: [CrashKind: Int] = [:]
    for finding in crashFindings {
      if let kind = finding.crashFix?.kind { counts[kind, default: 0] += 1 }
    }
    return counts
  }

  /// The number of crashes the tool can fix (with `--crash-fixes`).
  public var fixableCrashCount: Int {
    crashFindings.filter { $0.crashFix?.isFixable == true }.count
  }

  /// The number of crash fixes applied.
  public var appliedCrashFixCount: Int { files.reduce(0) { $0 + $1.appliedCrashFixCount } }

  /// The exit status: 0, 1, 2 or 3.
  ///
  /// 1 when `check` or `diff` found something to rewrite (with `--crash-fixes`, a crash to fix
  /// counts), plus 2 when a file or path could not be checked (or, for `fix`, written), a
  /// folder held no Swift file, or the app's deployment target is below the package's; 0
  /// otherwise. A symbolic link that loops is not followed and
  /// changes nothing here.
  public var exitStatus: Int32 {
    var status: Int32 = 0
    if mode != .fix && (rewritableCount > 0 || (crashFixes && fixableCrashCount > 0)) {
      status |= 1
    }
    if !errors.isEmpty || !deploymentTargetFindings.isEmpty { status |= 2 }
    return status
  }
}

/// Runs the tool over a set of paths: finds the files, learns what the code base declares,
/// judges every closure binding, and rewrites or diffs the files when asked.
public struct Migration: Sendable {
  /// What to do.
  public var mode: Mode
  /// Files and folders to check.
  public var paths: [String]
  /// Files larger than this many bytes are skipped with a message.
  public var maximumFileSize: Int
  /// How many files are parsed at once.
  public var concurrency: Int
  /// Whether `fix` and `diff` apply crash fixes too, which change what those bindings do after
  /// their value is gone (``CrashFix``); `check` reports them either way.
  public var crashFixes: Bool
  /// Whether the run goes ahead when the app's deployment target, where its code base states
  /// one, is below OptionalBindings' minimum (``DeploymentTargets/packageMinimums``); without
  /// this, such a run reads no Swift file and reports the setting.
  public var ignoreDeploymentTarget: Bool

  /// The default `maximumFileSize`: 4 MiB, far above any hand-written Swift file.
  public static let defaultMaximumFileSize = 4 * 1_048_576

  /// Creates a run.
  public init(
    mode: Mode, paths: [String], maximumFileSize: Int = Migration.defaultMaximumFileSize,
    concurrency: Int = 2, crashFixes: Bool = false, ignoreDeploymentTarget: Bool = false
  ) {
    self.mode = mode
    self.paths = paths
    self.maximumFileSize = maximumFileSize
    self.concurrency = max(1, concurrency)
    self.crashFixes = crashFixes
    self.ignoreDeploymentTarget = ignoreDeploymentTarget
  }

  /// Runs the migration; `progress` is told of each file as it is done, in each of the two
  /// passes (`pass` is 1 or 2; `done` and `total` count files).
  public func run(
    progress: (_ pass: Int, _ done: Int, _ total: Int, _ path: String) -> Void = { _, _, _, _ in }
  ) async -> MigrationReport {
    let walker = SourceFileWalker(paths: paths)
    // The package cannot be added to an app that deploys below it: nothing is rewritten.
    var unseen = false
    if !ignoreDeploymentTarget {
      let stated = DeploymentTargetReader.statedTargets(under: paths)
      unseen = stated.isEmpty
      let belowMinimum = DeploymentTargets.findings(for: stated)
      if !belowMinimum.isEmpty {
        return MigrationReport(
          mode: mode, crashFixes: crashFixes, files: [],
          skippedPaths: walker.skipped.sorted { $0.path < $1.path },
          deploymentTargetFindings: belowMinimum)
      }
    }
    let files = walker.files
    let limit = maximumFileSize

    // Pass 1: what the code base declares. Files that fail here fail again in pass 2, which
    // reports them.
    var index = ProjectIndex()
    var unparsable: Set<String> = []
    await forEach(
      files,
      progress: { progress(1, $0, files.count, $1) },
      work: { file -> ProjectIndex? in
        guard case .text(let text, _) = SourceReader.load(file.realPath, limit: limit) else {
          return ProjectIndex()
        }
        return SourceAnalyzer.indexFacts(of: text)
      },
      combine: { path, facts in
        if let facts { index.merge(facts) } else { unparsable.insert(path) }
      })
    index.finalize()

    // The app's own Binding helpers, read before pass 2 rewrites their bodies.
    let helpers = AppHelperMigration.plan(files: files, limit: limit, mode: mode)

    // Pass 2: judge, and rewrite or diff.
    let finalIndex = index
    let mode = self.mode
    let crashFixes = self.crashFixes
    var results: [FileResult] = []
    await forEach(
      files,
      progress: { progress(2, $0, files.count, $1) },
      work: { [unparsable] file in
        Self.process(
          file, mode: mode, index: finalIndex, limit: limit,
          parsesCleanly: !unparsable.contains(file.path), crashFixes: crashFixes)
      },
      combine: { _, result in results.append(result) })
    results.sort { $0.path < $1.path }
    AppHelperMigration.apply(helpers, files: files, results: &results, mode: mode, limit: limit)
    return MigrationReport(
      mode: mode, crashFixes: crashFixes, files: results,
      skippedPaths: walker.skipped.sorted { $0.path < $1.path }, deploymentTargetUnseen: unseen)
  }

  /// Runs `work` on every file, at most `concurrency` at a time, and hands each result to
  /// `combine` on the calling task as it arrives.
  private func forEach<Result: Sendable>(
    _ files: [SourceFile],
    progress: (_ done: Int, _ path: String) -> Void,
    work: @escaping @Sendable (SourceFile) -> Result,
    combine: (_ path: String, Result) -> Void
  ) async {
    await withTaskGroup(of: (String, Result).self) { group in
      var next = 0
      var done = 0
      func start() {
        let file = files[next]
        next += 1
        group.addTask { (file.path, work(file)) }
      }
      while next < files.count && next < concurrency { start() }
      while let (path, result) = await group.next() {
        combine(path, result)
        done += 1
        progress(done, path)
        if next < files.count { start() }
      }
    }
  }

  /// Reads, judges and (for `fix` and `diff`) rewrites one file.
  ///
  /// A file that parsed cleanly in the first pass and holds none of the words a finding needs
  /// (``SourceAnalyzer/mayHaveFindings(_:)``) is not parsed again.
  static func process(
    _ file: SourceFile, mode: Mode, index: ProjectIndex, limit: Int, parsesCleanly: Bool = false,
    crashFixes: Bool = false
  ) -> FileResult {
    var result = FileResult(
      path: file.path, lineCount: 0, findings: [], skipped: nil, rewritten: false, diff: "")
    func skip(_ kind: SkipKind, _ reason: String, line: Int? = nil, column: Int? = nil) {
      result.skipped = SkippedFile(
        path: file.path, kind: kind, reason: reason, line: line, column: column)
    }
    let text: String
    let byteOrderMark: Bool
    switch SourceReader.load(file.realPath, limit: limit) {
    case .skipped(let kind, let reason):
      skip(kind, reason)
      return result
    case .text(let read, let mark):
      text = read
      byteOrderMark = mark
    }
    result.lineCount = Self.lineCount(of: text)
    if parsesCleanly && !SourceAnalyzer.mayHaveFindings(text) { return result }
    let planned: FileMigration.Planned
    // `check` writes nothing, so it plans no crash fix; it counts the ones it could write.
    switch FileMigration.plan(text, index: index, crashFixes: crashFixes && mode != .check) {
    case .failure(let failure):
      skip(
        .parseError, "the file does not parse (\(failure.message)); it was left untouched",
        line: failure.line, column: failure.column)
      return result
    case .success(let found):
      planned = found
    }
    // The findings are assembled last, once it is known whether the edits were applied.
    let withdrawn = write(
      planned.rewrites.edits, to: file, text: text, byteOrderMark: byteOrderMark, mode: mode,
      into: &result)
    result.findings = planned.findings(withdrawn: withdrawn)
    return result
  }

  /// Applies `edits` to `text` and, for `fix`, writes the file, or, for `diff`, makes its diff.
  ///
  /// Nothing happens for `check` or without edits. Returns why the edits were not applied, when
  /// they were not (the rewritten file would not parse, or could not be written).
  private static func write(
    _ edits: [SourceEdit], to file: SourceFile, text: String, byteOrderMark: Bool, mode: Mode,
    into result: inout FileResult
  ) -> String? {
    guard !edits.isEmpty, mode != .check else { return nil }
    let rewritten = SourceEditing.apply(edits, to: text)
    // A rewrite that does not parse is never written; it would be a bug in the tool.
    guard !SwiftcSpelling.parse(rewritten).hasError else {
      result.skipped = SkippedFile(
        path: file.path, kind: .parseError,
        reason: "the rewritten file would not parse, so it was left untouched")
      return "the rewrite of this file would not parse"
    }
    switch mode {
    case .check:
      break
    case .diff:
      result.diff = UnifiedDiff.make(path: file.path, original: text, edits: edits)
    case .fix:
      switch SourceReader.store(
        rewritten, replacing: text, byteOrderMark: byteOrderMark, at: file.realPath)
      {
      case .written:
        result.rewritten = true
      case .refused(let kind, let reason):
        result.skipped = SkippedFile(path: file.path, kind: kind, reason: reason)
        return "the file was not written"
      }
    }
    return nil
  }

  /// The number of lines in `text`, counting a last line without a line break.
  static func lineCount(of text: String) -> Int {
    var count = 0
    var last: UInt8 = UInt8(ascii: "\n")
    for byte in text.utf8 {
      if byte == UInt8(ascii: "\n") { count += 1 }
      last = byte
    }
    return last == UInt8(ascii: "\n") ? count : count + 1
  }
}
