import ArgumentParser
import BindingMigration
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `optionalbindings-migrate` command line: the commands, their options and help, parsed by
/// swift-argument-parser.
public struct MigrateCommand: AsyncParsableCommand {
  /// The tool's version, printed by `--version`.
  public static let version = "0.2.0"

  /// The command's name, help text, version and subcommands.
  public static let configuration = CommandConfiguration(
    commandName: "optionalbindings-migrate",
    abstract:
      "Rewrite Binding(get:set:) closures into OptionalBindings' helpers where they do exactly "
      + "what a helper does.",
    discussion: """
      Every other closure binding is reported with the reason it was left alone. Paths may be \
      files or folders; folders are searched for .swift files, skipping .build, .swiftpm, \
      DerivedData and .git.

      Crash fixes (ForEach($items) to ForEach(byID: $items), Binding($x) and force-unwrapping \
      closure bindings to Binding(unwrapping: $x)) change what a binding does where it would \
      crash, so they are reported always and applied only with --crash-fixes.

      Exit status: 0 nothing to do; 1 check or diff found something to rewrite (with \
      --crash-fixes, a crash to fix); 2 a file could \
      not be checked (it does not parse, cannot be read, is over --max-file-size, or for fix \
      cannot be written), a folder holds no Swift file, or the app's deployment target is below \
      OptionalBindings' (see --ignore-deployment-target); 3 both 1 and 2; 64 the command line \
      cannot be understood.

      Shell completions: optionalbindings-migrate --generate-completion-script <bash | zsh | fish>.
      """,
    version: MigrateCommand.version,
    subcommands: [Check.self, Fix.self, Diff.self, Cases.self])

  /// A command with no subcommand, which the parser makes for the bare program name.
  public init() {}

  /// The options every command takes.
  public struct Options: ParsableArguments {
    @Flag(help: "Print the result as JSON instead.")
    var json = false

    @Option(
      help: ArgumentHelp(
        "Skip files larger than this, with a message (K and M suffixes).",
        valueName: "size"))
    var maxFileSize = ByteSize(bytes: Migration.defaultMaximumFileSize)

    @Option(
      help: ArgumentHelp(
        "Files parsed at once (default: the number of processors).", valueName: "n"))
    var jobs: Int?

    @Flag(
      name: [.short, .long],
      help: ArgumentHelp(
        "Print only what needs action: rewrites, crash fixes, skipped files and the summary, not "
          + "the closure bindings left alone."))
    var quiet = false

    @Flag(
      help: ArgumentHelp(
        "Also apply the crash fixes (fix, diff), and exit 1 for one (check).",
        discussion:
          "A crash fix changes what a binding does where it would crash: ForEach($items) "
          + "becomes ForEach(byID: $items), SwiftUI's Binding($x) and a force-unwrapping "
          + "closure binding become Binding(unwrapping: $x). Where the original traps (a row "
          + "evaluated after a delete, a binding read after its value became nil), the fix "
          + "reads the last value; where it writes a removed value back, or into the element "
          + "that took a deleted one's index, the fix drops the write. Without this flag, "
          + "check reports them and fix and diff leave them."))
    var crashFixes = false

    @Flag(
      help: ArgumentHelp(
        "Go ahead even where the app's deployment target is below OptionalBindings' minimum.",
        discussion:
          "OptionalBindings needs iOS 15, macOS 12, tvOS 15, watchOS 8 and visionOS 1. Where "
          + "a Package.swift's platforms:, a project.pbxproj or an .xcconfig under the paths "
          + "states a lower minimum deployment target (test bundles' settings excepted), the "
          + "tool rewrites nothing, applies no crash fix and names the setting (exit 2); "
          + "this flag turns that check off."))
    var ignoreDeploymentTarget = false

    @Argument(
      help: ArgumentHelp("Swift files or folders to search.", valueName: "path"),
      completion: .file(extensions: ["swift"]))
    var paths: [String]

    /// Options with their defaults, which the parser then fills in.
    public init() {}

    /// Checks what the types cannot: at least one path, a positive number of jobs.
    public func validate() throws {
      if paths.isEmpty { throw ValidationError("give at least one file or folder") }
      if let jobs, jobs < 1 { throw ValidationError("--jobs needs a positive number") }
    }
  }

  /// Reports every closure binding.
  public struct Check: AsyncParsableCommand, MigrationCommand {
    /// The command\'s help text.
    public static let configuration = CommandConfiguration(
      abstract: "Print one line per finding (file:line:column: warning: … [rule]).",
      discussion: "Exits 1 when something can be rewritten, so it can guard CI.")
    @OptionGroup var options: Options
    static let mode = Mode.check
    /// A command with default options, which the parser then fills in.
    public init() {}
    /// Runs on the process's standard output and error, and exits with the run's status.
    public func run() async throws { try await runOnProcess() }
  }

  /// Rewrites in place.
  public struct Fix: AsyncParsableCommand, MigrationCommand {
    /// The command\'s help text.
    public static let configuration = CommandConfiguration(
      abstract:
        "Rewrite the files in place, adding import OptionalBindings where a helper is used.",
      discussion:
        "Files are written in place, keeping their permissions and hard links; read-only files "
        + "are left untouched with a message.")
    @OptionGroup var options: Options
    static let mode = Mode.fix
    /// A command with default options, which the parser then fills in.
    public init() {}
    /// Runs on the process's standard output and error, and exits with the run's status.
    public func run() async throws { try await runOnProcess() }
  }

  /// Prints the rewrite as a patch.
  public struct Diff: AsyncParsableCommand, MigrationCommand {
    /// The command\'s help text.
    public static let configuration = CommandConfiguration(
      abstract: "Print the rewrite as a unified diff (git apply, patch -p1); change nothing.",
      discussion:
        "The patch goes to standard output; the findings left alone and the summary go to "
        + "standard error.")
    @OptionGroup var options: Options
    static let mode = Mode.diff
    /// A command with default options, which the parser then fills in.
    public init() {}
    /// Runs on the process's standard output and error, and exits with the run's status.
    public func run() async throws { try await runOnProcess() }
  }
}

/// A size in bytes from `4M`, `512K` or `1000000`.
struct ByteSize: ExpressibleByArgument, CustomStringConvertible {
  var bytes: Int

  init(bytes: Int) {
    self.bytes = bytes
  }

  init?(argument: String) {
    let units: [Character: Int] = ["K": 1024, "k": 1024, "M": 1_048_576, "m": 1_048_576]
    var value: Int?
    if let last = argument.last, let unit = units[last] {
      value = Int(argument.dropLast()).map { $0 * unit }
    } else {
      value = Int(argument)
    }
    guard let value, value > 0 else { return nil }
    bytes = value
  }

  var description: String {
    bytes % 1_048_576 == 0
      ? "\(bytes / 1_048_576)M" : bytes % 1024 == 0 ? "\(bytes / 1024)K" : "\(bytes)"
  }
}

/// A command that runs the migration in one mode.
protocol MigrationCommand {
  static var mode: Mode { get }
  var options: MigrateCommand.Options { get }
}

extension MigrationCommand {
  /// Runs on the process's own output and exits with the run's status.
  func runOnProcess() async throws {
    let status = await CommandLineTool.execute(Self.mode, options, output: .process)
    if status != 0 { throw ExitCode(status) }
  }
}

/// Runs the command line and gives the exit status, with the output going where it is told: the
/// process's own standard output and error, or a test's capture.
public enum CommandLineTool {
  /// The exit status for a command line that cannot be understood (sysexits' `EX_USAGE`).
  public static let usageStatus: Int32 = 64

  /// Where the tool writes, and whether that is a terminal.
  public struct Output: Sendable {
    /// Writes to standard output.
    public var standardOutput: @Sendable (String) -> Void
    /// Writes to standard error.
    public var standardError: @Sendable (String) -> Void
    /// Whether both are terminals, which turns the progress line on.
    public var isTerminal: Bool
    /// How long a run goes before the progress line appears, in seconds.
    public var progressDelay: Double

    /// Output to given sinks.
    public init(
      standardOutput: @escaping @Sendable (String) -> Void,
      standardError: @escaping @Sendable (String) -> Void,
      isTerminal: Bool, progressDelay: Double = 0.5
    ) {
      self.standardOutput = standardOutput
      self.standardError = standardError
      self.isTerminal = isTerminal
      self.progressDelay = progressDelay
    }

    /// The process's own standard output and error.
    public static var process: Output {
      Output(
        standardOutput: { FileHandle.standardOutput.write(Data($0.utf8)) },
        standardError: { FileHandle.standardError.write(Data($0.utf8)) },
        isTerminal: isatty(STDOUT_FILENO) == 1 && isatty(STDERR_FILENO) == 1)
    }
  }

  /// Parses `arguments` (without the program name), runs, and returns the exit status.
  ///
  /// Help, `--version` and completion scripts go to standard output with status 0; a command line
  /// that cannot be understood gets its error and the usage on standard error, with status 64.
  public static func run(_ arguments: [String], output: Output = .process) async -> Int32 {
    func report(_ error: any Error) -> Int32 {
      let status = MigrateCommand.exitCode(for: error).rawValue
      let message = MigrateCommand.fullMessage(for: error)
      if status == 0 {
        output.standardOutput(message + (message.hasSuffix("\n") ? "" : "\n"))
      } else {
        output.standardError(message + "\n")
      }
      return status
    }
    var command: any ParsableCommand
    do {
      command = try MigrateCommand.parseAsRoot(arguments)
    } catch {
      return report(error)
    }
    if let migration = command as? any MigrationCommand {
      return await execute(type(of: migration).mode, migration.options, output: output)
    }
    if let cases = command as? any CasesCommand { return cases.execute(output: output) }
    if command is MigrateCommand.Cases {
      output.standardError(
        "Error: give a mode: cases check, cases diff or cases fix.\n\n"
          + MigrateCommand.helpMessage(for: MigrateCommand.Cases.self) + "\n")
      return usageStatus
    }
    if command is MigrateCommand {
      output.standardError(
        "Error: give a command: check, fix, diff or cases.\n\n" + MigrateCommand.helpMessage()
          + "\n")
      return usageStatus
    }
    // `help` and `help <command>`, which the parser answers with a command of its own.
    do {
      try command.run()
      return 0
    } catch {
      return report(error)
    }
  }

  /// Runs the migration with parsed options.
  static func execute(_ mode: Mode, _ options: MigrateCommand.Options, output: Output) async
    -> Int32
  {
    let migration = Migration(
      mode: mode, paths: options.paths, maximumFileSize: options.maxFileSize.bytes,
      concurrency: options.jobs ?? ProcessInfo.processInfo.activeProcessorCount,
      crashFixes: options.crashFixes, ignoreDeploymentTarget: options.ignoreDeploymentTarget)
    let progress = ProgressLine(
      enabled: output.isTerminal && !options.json && !options.quiet, delay: output.progressDelay,
      write: output.standardError)
    let report = await migration.run { pass, done, total, path in
      progress.update(pass: pass, done: done, total: total, path: path)
    }
    progress.finish()
    print(report, json: options.json, quiet: options.quiet, output: output)
    return report.exitStatus
  }

  /// Prints the report: JSON, or diagnostics and a summary (to standard error for `diff`, whose
  /// standard output is the patch alone).
  private static func print(_ report: MigrationReport, json: Bool, quiet: Bool, output: Output) {
    if json {
      output.standardOutput(ReportFormatter.json(for: report) + "\n")
      return
    }
    // `diff` keeps standard output for the patch alone.
    let diagnostics = report.mode == .diff ? output.standardError : output.standardOutput
    var lines = report.deploymentTargetFindings.map(ReportFormatter.diagnostic)
    for file in report.files {
      for finding in file.findings {
        let applied = finding.crashFix?.isApplied == true
        if report.mode == .diff && (finding.isRewritable || applied) { continue }
        if quiet && !finding.isRewritable && finding.crashFix?.isFixable != true { continue }
        lines += ReportFormatter.diagnostics(for: finding, in: file.path, mode: report.mode)
      }
    }
    lines += report.allSkipped.filter { !quiet || $0.kind.isError }.map(ReportFormatter.diagnostic)
    if let note = ReportFormatter.deploymentTargetNote(for: report) { lines.append(note) }
    if !lines.isEmpty { diagnostics(lines.joined(separator: "\n") + "\n") }
    if report.mode == .diff {
      let patch = report.files.map(\.diff).joined()
      if !patch.isEmpty { output.standardOutput(patch) }
    }
    diagnostics(ReportFormatter.summary(of: report) + "\n")
  }
}
