import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `optionalbindings-migrate` command: parses arguments, runs the migration, prints the
/// result and gives the exit status.
public enum CommandLineTool {
  /// The exit status for a command line that cannot be understood (sysexits' `EX_USAGE`).
  public static let usageStatus: Int32 = 64

  /// The usage text.
  public static let usage = """
    usage: optionalbindings-migrate <check | fix | diff> [options] <path>...

    Finds Binding(get:set:) closures in Swift files and rewrites those that do exactly what an
    OptionalBindings helper does; reports every other one with the reason it was left alone.

      check   print one line per finding (file:line:column: warning: … [rule])
      fix     rewrite the files in place
      diff    print the rewrite as a unified diff (git apply, patch -p1); change nothing

    Paths may be files or folders; folders are searched for .swift files, skipping .build,
    .swiftpm, DerivedData and .git.

    options:
      --json                  print the result as JSON instead
      --max-file-size <size>  skip larger files with a message (default 4M; K and M suffixes)
      --jobs <n>              files parsed at once (default: the number of processors)
      --help                  show this text

    exit status: 0 nothing to do; 1 check or diff found something to rewrite; 2 a file was
    skipped (it does not parse, cannot be read, ...); 3 both; 64 bad command line.
    """

  /// Where the tool writes, and whether that is a terminal.
  public struct Output {
    /// Writes to standard output.
    public var standardOutput: (String) -> Void
    /// Writes to standard error.
    public var standardError: (String) -> Void
    /// Whether both are terminals, which turns the progress line on.
    public var isTerminal: Bool
    /// How long a run goes before the progress line appears, in seconds.
    public var progressDelay: Double

    /// Output to given sinks.
    public init(
      standardOutput: @escaping (String) -> Void, standardError: @escaping (String) -> Void,
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

  /// The parsed command line.
  struct Options: Equatable {
    var mode: Mode
    var paths: [String]
    var json = false
    var maximumFileSize = Migration.defaultMaximumFileSize
    var jobs = ProcessInfo.processInfo.activeProcessorCount
  }

  /// What the command line asks for: a run, the help text, or a mistake to report.
  enum Parsed: Equatable {
    case run(Options)
    case help
    case mistake(String)
  }

  /// Parses `arguments` (without the program name).
  static func parse(_ arguments: [String]) -> Parsed {
    var remaining = arguments[...]
    if remaining.contains("--help") || remaining.contains("-h") { return .help }
    guard let first = remaining.popFirst() else { return .mistake("no command given") }
    guard let mode = Mode(rawValue: first) else {
      return .mistake("unknown command '\(first)'; expected check, fix or diff")
    }
    var options = Options(mode: mode, paths: [])
    var onlyPaths = false
    while let argument = remaining.popFirst() {
      if onlyPaths || !argument.hasPrefix("-") || argument == "-" {
        options.paths.append(argument)
        continue
      }
      switch argument {
      case "--":
        onlyPaths = true
      case "--json":
        options.json = true
      case "--max-file-size":
        guard let value = remaining.popFirst(), let size = byteCount(value), size > 0 else {
          return .mistake("--max-file-size needs a size such as 4M, 512K or 1000000")
        }
        options.maximumFileSize = size
      case "--jobs":
        guard let value = remaining.popFirst(), let jobs = Int(value), jobs > 0 else {
          return .mistake("--jobs needs a positive number")
        }
        options.jobs = jobs
      default:
        return .mistake("unknown option '\(argument)'")
      }
    }
    if options.paths.isEmpty { return .mistake("no path given") }
    return .run(options)
  }

  /// A size in bytes from `4M`, `512K` or `1000000`.
  private static func byteCount(_ text: String) -> Int? {
    let units: [Character: Int] = ["K": 1024, "k": 1024, "M": 1_048_576, "m": 1_048_576]
    if let last = text.last, let unit = units[last] {
      return Int(text.dropLast()).map { $0 * unit }
    }
    return Int(text)
  }

  /// Runs the command line `arguments` and returns the exit status.
  public static func run(_ arguments: [String], output: Output = .process) async -> Int32 {
    let options: Options
    switch parse(arguments) {
    case .help:
      output.standardOutput(usage + "\n")
      return 0
    case .mistake(let message):
      output.standardError("optionalbindings-migrate: \(message)\n\n\(usage)\n")
      return usageStatus
    case .run(let parsed):
      options = parsed
    }
    let migration = Migration(
      mode: options.mode, paths: options.paths, maximumFileSize: options.maximumFileSize,
      concurrency: options.jobs)
    let progress = ProgressLine(
      enabled: output.isTerminal && !options.json, delay: output.progressDelay,
      write: output.standardError)
    let report = await migration.run { pass, done, total, path in
      progress.update(pass: pass, done: done, total: total, path: path)
    }
    progress.finish()
    print(report, options: options, output: output)
    return report.exitStatus
  }

  /// Prints the report: JSON, or diagnostics and a summary (to standard error for `diff`, whose
  /// standard output is the patch alone).
  private static func print(_ report: MigrationReport, options: Options, output: Output) {
    if options.json {
      output.standardOutput(ReportFormatter.json(for: report) + "\n")
      return
    }
    // `diff` keeps standard output for the patch alone.
    let diagnostics = options.mode == .diff ? output.standardError : output.standardOutput
    var lines: [String] = []
    for file in report.files {
      for finding in file.findings {
        if options.mode == .diff && finding.isRewritable { continue }
        lines += ReportFormatter.diagnostics(for: finding, in: file.path, mode: options.mode)
      }
    }
    lines += report.allSkipped.map(ReportFormatter.diagnostic)
    if !lines.isEmpty { diagnostics(lines.joined(separator: "\n") + "\n") }
    if options.mode == .diff {
      let patch = report.files.map(\.diff).joined()
      if !patch.isEmpty { output.standardOutput(patch) }
    }
    diagnostics(ReportFormatter.summary(of: report) + "\n")
  }
}
