import BindingMigration
import Foundation

/// Writes a run's outcome for people (the compiler's diagnostic format) or for tools (JSON).
enum ReportFormatter {
  /// The diagnostic lines for one finding: the finding, then its notes.
  static func diagnostics(for finding: Finding, in path: String, mode: Mode) -> [String] {
    let location = "\(path):\(finding.line):\(finding.column)"
    let tag = "[\(finding.rule.rawValue)]"
    var lines: [String] = []
    if mode == .fix, let replacement = finding.replacement {
      lines.append("\(location): remark: rewrote closure binding as `\(replacement)` \(tag)")
    } else if mode == .fix, finding.crashFix?.isApplied == true {
      lines.append("\(location): remark: applied \(finding.message) \(tag)")
    } else {
      lines.append("\(location): warning: \(finding.message) \(tag)")
    }
    for note in finding.notes {
      lines.append("\(location): note: \(note) \(tag)")
    }
    return lines
  }

  /// The diagnostic line for a skipped file: an error, or a note for a link not followed.
  static func diagnostic(for skipped: SkippedFile) -> String {
    let location = "\(skipped.path):\(skipped.line ?? 1):\(skipped.column ?? 1)"
    if !skipped.kind.isError {
      return "\(location): note: \(skipped.reason) [\(skipped.kind.rawValue)]"
    }
    return "\(location): error: skipped: \(skipped.reason) [\(skipped.kind.rawValue)]"
  }

  /// The diagnostic line for a deployment target below the package's minimum: an error at the
  /// setting.
  static func diagnostic(for finding: DeploymentTargetFinding) -> String {
    "\(finding.stated.file):\(finding.stated.line):1: error: \(finding.message) "
      + "[deployment-target]"
  }

  /// The note printed once when no file under the paths states a deployment target.
  static func deploymentTargetNote(for report: MigrationReport) -> String? {
    report.deploymentTargetUnseen ? unseenTargetNote : nil
  }

  /// The line that says no file under the paths states a deployment target; `cases` prints it
  /// too.
  static let unseenTargetNote =
    "optionalbindings-migrate: note: \(DeploymentTargets.unseenNote) [deployment-target]"

  /// The summary line printed after the diagnostics.
  static func summary(of report: MigrationReport) -> String {
    let below = report.deploymentTargetFindings.count
    if below > 0 {
      return "optionalbindings-migrate: stopped: \(below) deployment "
        + "\(plural(below, "target")) below OptionalBindings' minimum; no file was checked or "
        + "rewritten (--ignore-deployment-target goes ahead)"
    }
    let files = report.checkedFileCount
    let lines = report.lineCount
    let rewritable = report.rewritableCount
    let leftAlone = report.leftAloneCount
    let empty = report.errors.filter { $0.kind == .noSwiftFiles }.count
    let skipped = report.errors.count - empty
    let notFollowed = report.allSkipped.count - report.errors.count
    var parts: [String] = []
    switch report.mode {
    case .check, .diff:
      parts.append(
        rewritable == 0
          ? "nothing to rewrite"
          : "\(rewritable) closure \(plural(rewritable, "binding")) can be rewritten")
    case .fix:
      let rewrittenFiles = report.files.filter(\.rewritten).count
      let applied = report.appliedCrashFixCount
      let fixes = applied == 0 ? "" : " and \(applied) crash \(plural(applied, "fix")) applied"
      parts.append(
        "\(rewritable) closure \(plural(rewritable, "binding")) rewritten\(fixes) in "
          + "\(rewrittenFiles) \(plural(rewrittenFiles, "file"))")
    }
    if leftAlone > 0 { parts.append("\(leftAlone) left alone") }
    let helpers = report.files.flatMap(\.findings).filter { $0.rule == .appHelper }.count
    if helpers > 0 {
      parts.append(
        "\(helpers) app \(plural(helpers, "helper")) on Binding replaceable by the package's "
          + "(\(helpers == 1 ? "its declaration is" : "their declarations are") left for you "
          + "to delete)")
    }
    parts += crashSummary(of: report)
    if skipped > 0 { parts.append("\(skipped) \(plural(skipped, "file")) skipped") }
    if empty > 0 { parts.append("no Swift files found") }
    if notFollowed > 0 {
      parts.append("\(notFollowed) \(plural(notFollowed, "link")) not followed")
    }
    return "optionalbindings-migrate: \(files) \(plural(files, "file")), \(lines) "
      + "\(plural(lines, "line")): " + parts.joined(separator: ", ")
  }

  /// The crash fixes' part of the summary: how many were found and can be fixed, or were
  /// fixed.
  private static func crashSummary(of report: MigrationReport) -> [String] {
    let found = report.crashFindings.count
    guard found > 0 else { return [] }
    let fixable = report.fixableCrashCount
    let applied = report.appliedCrashFixCount
    let crashes = "\(found) can crash"
    switch (report.mode, report.crashFixes) {
    case (.fix, true):
      return [
        found == applied ? "\(crashes), all fixed" : "\(crashes): \(found - applied) not fixed"
      ]
    case (_, true):
      return ["\(crashes): \(fixable) crash \(plural(fixable, "fix")) to apply"]
    case (_, false):
      return ["\(crashes): \(fixable) with a crash fix (--crash-fixes)"]
    }
  }

  private static func plural(_ count: Int, _ word: String) -> String {
    count == 1 ? word : word.hasSuffix("x") ? word + "es" : word + "s"
  }

  /// The run as JSON: every finding, every skipped file, the totals and the exit status.
  static func json(for report: MigrationReport) -> String {
    /// A finding with its file, as the JSON shows it.
    struct JSONFinding: Encodable {
      var file: String
      var line: Int
      var column: Int
      var rule: String
      var rewritable: Bool
      var message: String
      var replacement: String?
      var reason: String?
      var refusal: String?
      var suggestion: String?
      var notes: [String]
      var closureBinding: Bool
      var crashFix: CrashFix?
    }
    /// A deployment target below the package's, as the JSON shows it.
    struct JSONDeploymentTarget: Encodable {
      var file: String
      var line: Int
      var platform: String
      var setting: String
      var appMinimum: String
      var packageMinimum: String
      var message: String
    }
    /// The whole run, as the JSON shows it.
    struct JSONReport: Encodable {
      var tool = "optionalbindings-migrate"
      var mode: String
      var files: Int
      var lines: Int
      var closureBindings: Int
      var rewritable: Int
      var leftAlone: Int
      var refusals: [String: Int]
      var crashes: Int
      var crashFixable: Int
      var crashFixesApplied: Int
      var crashesByKind: [String: Int]
      var exitStatus: Int32
      var findings: [JSONFinding]
      var skipped: [SkippedFile]
      var deploymentTargets: [JSONDeploymentTarget]
      /// Present when nothing under the paths states a deployment target.
      var deploymentTargetNote: String?
      var rewrittenFiles: [String]?
      var diff: String?
    }
    let findings = report.files.flatMap { file in
      file.findings.map {
        JSONFinding(
          file: file.path, line: $0.line, column: $0.column, rule: $0.rule.rawValue,
          rewritable: $0.isRewritable, message: $0.message, replacement: $0.replacement,
          reason: $0.reason, refusal: $0.refusal?.rawValue, suggestion: $0.suggestion,
          notes: $0.notes, closureBinding: $0.isClosureBinding, crashFix: $0.crashFix)
      }
    }
    let value = JSONReport(
      mode: report.mode.rawValue, files: report.checkedFileCount, lines: report.lineCount,
      closureBindings: report.closureBindingCount,
      rewritable: report.rewritableCount, leftAlone: report.leftAloneCount,
      refusals: Dictionary(
        uniqueKeysWithValues: report.refusalsByKind.map { ($0.key.rawValue, $0.value) }),
      crashes: report.crashFindings.count, crashFixable: report.fixableCrashCount,
      crashFixesApplied: report.appliedCrashFixCount,
      crashesByKind: Dictionary(
        uniqueKeysWithValues: report.crashesByKind.map { ($0.key.rawValue, $0.value) }),
      exitStatus: report.exitStatus, findings: findings, skipped: report.allSkipped,
      deploymentTargets: report.deploymentTargetFindings.map {
        JSONDeploymentTarget(
          file: $0.stated.file, line: $0.stated.line, platform: $0.stated.platform.rawValue,
          setting: $0.stated.setting, appMinimum: $0.stated.version.description,
          packageMinimum: $0.packageMinimum.description, message: $0.message)
      },
      deploymentTargetNote: report.deploymentTargetUnseen ? DeploymentTargets.unseenNote : nil,
      rewrittenFiles: report.mode == .fix ? report.files.filter(\.rewritten).map(\.path) : nil,
      diff: report.mode == .diff ? report.files.map(\.diff).joined() : nil)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(value) else { return "{}" }
    return String(decoding: data, as: UTF8.self)
  }
}
