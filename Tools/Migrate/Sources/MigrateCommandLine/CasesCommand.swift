import ArgumentParser
import BindingMigration
import Foundation

extension MigrateCommand {
  /// Writes the `SwitchableCases` conformance, a property per case and the case bindings for
  /// optional-enum state.
  public struct Cases: AsyncParsableCommand {
    /// The command's help text and its three modes.
    public static let configuration = CommandConfiguration(
      abstract:
        "Give enums kept as optional state a property per case, so that $destination.edit binds "
        + "to one case, and the case bindings that switch $value.cases needs.",
      discussion: """
        For the enums named with --type, or else the enums the code keeps as optional state \
        (@State, @Published, or a stored var of an @Observable class, of type E? where E is an \
        enum of the scanned code, and the enums that are a case's value in those) and the \
        enums that already adopt BindableCases, writes `extension E: SwitchableCases` right \
        after the enum's file-scope declaration, with one property per case: the case's value \
        (T?), a labelled tuple for several values, Void? for none; it reads nil in every other \
        case and stores a value only while the enum is in that case. Beside them, the nested \
        enum CaseBindings and caseBindings(of:), so that `switch $value.cases` is exhaustive \
        with a binding per value (not for an enum whose cases have no values, which then \
        adopts BindableCases; --no-case-bindings leaves them out). An enum private inside a \
        type, which no extension can name, gets them in its own body. `CaseBindable`, the \
        package's former name for BindableCases, is renamed, except in a file that imports \
        swift-navigation (SwiftNavigation, SwiftUINavigation, ComposableArchitecture, …), \
        whose own CaseBindable it is. Members the enum already has are never replaced: a \
        property already there with the same type is kept, any other member of the name is a \
        clash, reported. A second run writes nothing.

        As for check and fix, an app whose Package.swift, project or .xcconfig states a deployment \
        target below OptionalBindings' minimum gets nothing (--ignore-deployment-target goes \
        ahead).

        Exit status: 0 nothing to write; 1 check or diff found something to write; 2 a file \
        could not be read, parsed or written, a --type names no enum, or the app's deployment \
        target is below the package's; 3 both.
        """,
      subcommands: [CasesCheck.self, CasesDiff.self, CasesFix.self])

    /// A command with no mode, which the parser makes for `cases` alone.
    public init() {}
  }

  /// The options of `cases check`, `cases diff` and `cases fix`.
  public struct CasesOptions: ParsableArguments {
    @Option(
      name: .customLong("type"),
      help: ArgumentHelp(
        "An enum to write case properties for (Destination, Screen.Destination); repeatable. "
          + "Without it, the enums kept as optional state.",
        valueName: "name"))
    var types: [String] = []

    @Flag(
      inversion: .prefixedNo,
      help: ArgumentHelp(
        "Write CaseBindings and caseBindings(of:) beside the case properties, for an "
          + "exhaustive switch $value.cases (SwitchableCases); on by default."))
    var caseBindings = true

    @Flag(help: "Print the result as JSON instead.")
    var json = false

    @Flag(
      help: ArgumentHelp(
        "Write even when a Package.swift, project.pbxproj or .xcconfig under the paths states a "
          + "minimum deployment target below OptionalBindings' (iOS 15, macOS 12, tvOS 15, "
          + "watchOS 8, visionOS 1); without it the tool writes nothing and names the setting "
          + "(exit 2)."))
    var ignoreDeploymentTarget = false

    @Option(
      help: ArgumentHelp(
        "Skip files larger than this, with a message (K and M suffixes).",
        valueName: "size"))
    var maxFileSize = ByteSize(bytes: Migration.defaultMaximumFileSize)

    @Argument(
      help: ArgumentHelp("Swift files or folders to search.", valueName: "path"),
      completion: .file(extensions: ["swift"]))
    var paths: [String]

    /// Options with their defaults, which the parser then fills in.
    public init() {}

    /// Checks what the types cannot: at least one path.
    public func validate() throws {
      if paths.isEmpty { throw ValidationError("give at least one file or folder") }
    }
  }

  /// Reports what `cases fix` would write.
  public struct CasesCheck: AsyncParsableCommand, CasesCommand {
    /// The command's help text.
    public static let configuration = CommandConfiguration(
      commandName: "check",
      abstract: "Print one line per enum and per case property to write, clash or skip.",
      discussion: "Exits 1 when something would be written, so it can guard CI.")
    @OptionGroup var options: CasesOptions
    static let mode = Mode.check
    /// A command with default options, which the parser then fills in.
    public init() {}
    /// Runs on the process's standard output and error, and exits with the run's status.
    public func run() async throws { try runOnProcess() }
  }

  /// Prints what `cases fix` would write as a patch.
  public struct CasesDiff: AsyncParsableCommand, CasesCommand {
    /// The command's help text.
    public static let configuration = CommandConfiguration(
      commandName: "diff",
      abstract:
        "Print the case properties as a unified diff (git apply, patch -p1); change nothing.",
      discussion:
        "The patch goes to standard output; the findings and the summary to standard error."
    )
    @OptionGroup var options: CasesOptions
    static let mode = Mode.diff
    /// A command with default options, which the parser then fills in.
    public init() {}
    /// Runs on the process's standard output and error, and exits with the run's status.
    public func run() async throws { try runOnProcess() }
  }

  /// Writes the case properties in place.
  public struct CasesFix: AsyncParsableCommand, CasesCommand {
    /// The command's help text.
    public static let configuration = CommandConfiguration(
      commandName: "fix",
      abstract:
        "Write the conformance, the case properties and the case bindings in place, adding "
        + "import OptionalBindings (and import SwiftUI where Binding needs it).")
    @OptionGroup var options: CasesOptions
    static let mode = Mode.fix
    /// A command with default options, which the parser then fills in.
    public init() {}
    /// Runs on the process's standard output and error, and exits with the run's status.
    public func run() async throws { try runOnProcess() }
  }
}

/// A mode of the `cases` command.
protocol CasesCommand {
  static var mode: Mode { get }
  var options: MigrateCommand.CasesOptions { get }
}

extension CasesCommand {
  /// Runs on the process's own output and exits with the run's status.
  func runOnProcess() throws {
    let status = execute(output: .process)
    if status != 0 { throw ExitCode(status) }
  }

  /// Runs with parsed options and returns the exit status.
  func execute(output: CommandLineTool.Output) -> Int32 {
    let report = CaseMigration(
      mode: Self.mode, paths: options.paths, types: options.types,
      maximumFileSize: options.maxFileSize.bytes, writesCaseBindings: options.caseBindings,
      ignoresDeploymentTarget: options.ignoreDeploymentTarget
    ).run()
    if options.json {
      output.standardOutput(CasesReportFormatter.json(for: report) + "\n")
      return report.exitStatus
    }
    let diagnostics = report.mode == .diff ? output.standardError : output.standardOutput
    let lines = CasesReportFormatter.diagnostics(for: report)
    if !lines.isEmpty { diagnostics(lines.joined(separator: "\n") + "\n") }
    if report.mode == .diff && !report.diff.isEmpty { output.standardOutput(report.diff) }
    diagnostics(CasesReportFormatter.summary(of: report) + "\n")
    return report.exitStatus
  }
}

/// Writes a `cases` run for people (the compiler's diagnostic format) or for tools (JSON).
enum CasesReportFormatter {
  /// The rule name every line ends with.
  static let tag = "[cases]"

  /// Every line: per enum, what is written and why it was chosen; per case, a clash or skip;
  /// the case bindings and the renamed markers; the skipped files; the unknown `--type` names.
  static func diagnostics(for report: CasesReport) -> [String] {
    var lines: [String] = []
    let fix = report.mode == .fix
    for finding in report.findings {
      let location = "\(finding.path):\(finding.line):\(finding.column)"
      let written = finding.properties.filter { $0.status == .write }
      let names = written.map { "\($0.caseName): \($0.type ?? "")" }.joined(separator: ", ")
      if let reason = finding.unextendable {
        lines.append(
          "\(location): warning: \(finding.enumName) gets no case properties: \(reason) \(tag)")
      } else if finding.changes {
        var parts: [String] = []
        let renamed = finding.renames.compactMap(\.replacement)
        // A rename that writes the conformance is said once, as the rename.
        if finding.conformance == .write
          && !renamed.contains(where: { $0.hasSuffix(finding.marker) })
        {
          parts.append("the \(finding.marker) conformance")
        }
        if !written.isEmpty {
          parts.append(
            "\(written.count) case \(written.count == 1 ? "property" : "properties") (\(names))")
        }
        if finding.caseBindings?.status == .write {
          parts.append("the case bindings (CaseBindings, caseBindings(of:))")
        }
        if !renamed.isEmpty {
          parts.append(
            "CaseBindable renamed to \(renamed.joined(separator: " and "))")
        }
        let verb = fix ? "remark: wrote" : "warning: can write"
        var what =
          parts.count > 1
          ? parts.dropLast().joined(separator: ", ") + " and " + parts.last!
          : parts.joined()
        if finding.placement == "body" && (finding.conformance == .write || !written.isEmpty) {
          what += " into its own body"
        }
        lines.append("\(location): \(verb) \(what) for \(finding.enumName) \(tag)")
        if !finding.imports.isEmpty {
          lines.append(
            "\(location): note: \(fix ? "added" : "adds") "
              + finding.imports.map { "`import \($0)`" }.joined(separator: " and ")
              + (finding.imports.contains("SwiftUI")
                ? " (CaseBindings holds SwiftUI's Binding)" : "") + " \(tag)")
        }
        if let package = finding.package {
          lines.append(
            "\(location): note: the file is in the Swift package of \(package): add "
              + "OptionalBindings to its target's dependencies \(tag)")
        }
      } else {
        lines.append("\(location): note: \(finding.enumName) has its case properties \(tag)")
      }
      for reason in finding.reasons { lines.append("\(location): note: \(reason) \(tag)") }
      if finding.placement == "body" && finding.changes, let reason = finding.placementReason {
        lines.append("\(location): note: written into its body: \(reason) \(tag)")
      }
      for property in finding.properties {
        let at = "\(finding.path):\(property.line):\(property.column)"
        switch property.status {
        case .clash:
          lines.append(
            "\(at): warning: no property for case \(property.caseName): \(property.reason ?? "") \(tag)"
          )
        case .skipped where finding.unextendable == nil:
          lines.append(
            "\(at): warning: no property for case \(property.caseName): \(property.reason ?? "") \(tag)"
          )
        case .write:
          if let note = property.note { lines.append("\(at): note: \(note) \(tag)") }
        default:
          break
        }
      }
      if let note = finding.caseBindings?.note {
        lines.append("\(location): note: \(note) \(tag)")
      }
      if let outcome = finding.caseBindings, let reason = outcome.reason {
        // An enum of plain cases needs none: a note. A clash or a case that stops them: a
        // warning, since `switch $value.cases` is then not available.
        let kind = outcome.bindsNothing ? "note" : "warning"
        lines.append(
          "\(location): \(kind): no case bindings for \(finding.enumName): \(reason) \(tag)")
      }
      for rename in finding.renames {
        let at = "\(rename.path):\(rename.line):\(rename.column)"
        if let replacement = rename.replacement {
          if !finding.changes { continue }
          lines.append(
            "\(at): note: `\(rename.spelling)` is the package's former name for BindableCases: "
              + "\(fix ? "renamed" : "renames it") to `\(replacement)` \(tag)")
        } else {
          lines.append(
            "\(at): note: `\(rename.spelling)` left alone: \(rename.reason ?? "") \(tag)")
        }
      }
    }
    for skipped in report.skipped { lines.append(ReportFormatter.diagnostic(for: skipped)) }
    for finding in report.deploymentTargetFindings {
      let stated = finding.stated
      lines.append(
        "\(stated.file):\(stated.line):1: error: the app's minimum \(stated.platform.rawValue) "
          + "deployment target is \(stated.version) (`\(stated.setting)`), below "
          + "OptionalBindings' \(stated.platform.rawValue) \(finding.packageMinimum): nothing was "
          + "written; raise it to \(finding.packageMinimum) or later, or pass "
          + "--ignore-deployment-target [deployment-target]")
    }
    for name in report.unknownTypes {
      lines.append("error: --type \(name): no enum of that name in the scanned code \(tag)")
    }
    if report.deploymentTargetUnseen { lines.append(ReportFormatter.unseenTargetNote) }
    return lines
  }

  /// The summary line.
  static func summary(of report: CasesReport) -> String {
    let below = report.deploymentTargetFindings.count
    if below > 0 {
      return "optionalbindings-migrate cases: stopped: \(below) deployment "
        + "\(below == 1 ? "target" : "targets") below OptionalBindings' minimum; no file was "
        + "read or written (--ignore-deployment-target goes ahead)"
    }
    let enums = report.findings.filter(\.changes).count
    let written = report.writtenCount
    let switches = report.caseBindingsCount
    var parts: [String] = []
    var what: [String] = []
    if written > 0 { what.append("\(written) case \(written == 1 ? "property" : "properties")") }
    if switches > 0 { what.append("\(switches) CaseBindings") }
    if what.isEmpty && report.conformanceCount > 0 {
      let count = report.conformanceCount
      what.append("\(count) \(count == 1 ? "conformance" : "conformances")")
    }
    let enumCount = "\(enums) \(enums == 1 ? "enum" : "enums")"
    if !what.isEmpty {
      switch report.mode {
      case .fix:
        let files = report.rewrittenFiles.count
        parts.append(
          "wrote \(what.joined(separator: " and ")) for \(enumCount) in \(files) "
            + (files == 1 ? "file" : "files"))
      case .check, .diff:
        parts.append("\(what.joined(separator: " and ")) to write for \(enumCount)")
      }
    } else if report.renameCount == 0 {
      parts.append(report.mode == .fix ? "wrote nothing" : "nothing to write")
    }
    if report.renameCount > 0 {
      parts.append(
        "\(report.renameCount) CaseBindable \(report.mode == .fix ? "renamed" : "to rename")")
    }
    if report.clashCount > 0 { parts.append("\(report.clashCount) left alone for a clash") }
    if report.skippedCaseCount > 0 {
      parts.append(
        "\(report.skippedCaseCount) \(report.skippedCaseCount == 1 ? "case" : "cases") skipped")
    }
    if report.errorCount > 0 {
      parts.append("\(report.errorCount) \(report.errorCount == 1 ? "error" : "errors")")
    }
    return "optionalbindings-migrate cases: \(report.fileCount) "
      + "\(report.fileCount == 1 ? "file" : "files"), \(report.lineCount) lines: "
      + parts.joined(separator: ", ")
  }

  /// The run as JSON.
  static func json(for report: CasesReport) -> String {
    /// The whole run, as the JSON shows it.
    struct JSONReport: Encodable {
      var tool = "optionalbindings-migrate cases"
      var mode: String
      var files: Int
      var lines: Int
      var written: Int
      var caseBindings: Int
      var renames: Int
      var conformances: Int
      var clashes: Int
      var skippedCases: Int
      var exitStatus: Int32
      var enums: [CaseEnumFinding]
      var skipped: [SkippedFile]
      var unknownTypes: [String]
      var rewrittenFiles: [String]?
      var diff: String?
      var deploymentTargets: [DeploymentTarget]
      /// Present when nothing under the paths states a deployment target.
      var deploymentTargetNote: String?
    }
    /// A deployment target below the package's, as the other commands' JSON has it.
    struct DeploymentTarget: Encodable {
      var file: String
      var line: Int
      var platform: String
      var setting: String
      var appMinimum: String
      var packageMinimum: String
    }
    let value = JSONReport(
      mode: report.mode.rawValue, files: report.fileCount, lines: report.lineCount,
      written: report.writtenCount, caseBindings: report.caseBindingsCount,
      renames: report.renameCount, conformances: report.conformanceCount,
      clashes: report.clashCount, skippedCases: report.skippedCaseCount,
      exitStatus: report.exitStatus, enums: report.findings, skipped: report.skipped,
      unknownTypes: report.unknownTypes,
      rewrittenFiles: report.mode == .fix ? report.rewrittenFiles : nil,
      diff: report.mode == .diff ? report.diff : nil,
      deploymentTargets: report.deploymentTargetFindings.map {
        DeploymentTarget(
          file: $0.stated.file, line: $0.stated.line, platform: $0.stated.platform.rawValue,
          setting: $0.stated.setting, appMinimum: $0.stated.version.description,
          packageMinimum: $0.packageMinimum.description)
      },
      deploymentTargetNote: report.deploymentTargetUnseen ? DeploymentTargets.unseenNote : nil)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(value) else { return "{}" }
    return String(decoding: data, as: UTF8.self)
  }
}
