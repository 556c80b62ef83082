// The migration benchmark: files and lines checked per second over a generated tree of SwiftUI
// views, and the peak memory as the tree grows.
//
//   swift run -c release MigrateBenchmark [--quick] [--lines N] [--sizes A,B,…] [--jobs N]
//                                         [--json <path>]
//
// Each size is measured in a child process of its own, so each peak memory figure belongs to
// one run only. Nothing here asserts a time; the figures are for reading.
import BindingMigration
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The command line, parsed by hand.
struct Options {
  var quick = false
  var sizes = [25_000, 50_000, 100_000, 200_000]
  var single: Int?
  var jobs = ProcessInfo.processInfo.activeProcessorCount
  var jsonPath: String?

  static let usage = """
    usage: MigrateBenchmark [--quick] [--lines N] [--sizes A,B,...] [--jobs N] [--json <path>]
      --quick          one small tree (5,000 lines), for CI
      --lines N        one tree of about N lines, in this process
      --sizes A,B,...  trees of these sizes, each in a child process (default 25k,50k,100k,200k)
      --jobs N         files parsed at once (default: the number of processors)
      --json <path>    also write the figures as JSON
    """

  init(_ arguments: [String]) throws {
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--quick":
        quick = true
        single = 5_000
      case "--lines":
        guard let value = remaining.popFirst().flatMap({ Int($0) }), value > 0 else {
          throw UsageError()
        }
        single = value
      case "--sizes":
        let values = (remaining.popFirst() ?? "").split(separator: ",").compactMap { Int($0) }
        guard !values.isEmpty else { throw UsageError() }
        sizes = values
      case "--jobs":
        guard let value = remaining.popFirst().flatMap({ Int($0) }), value > 0 else {
          throw UsageError()
        }
        jobs = value
      case "--json":
        guard let path = remaining.popFirst() else { throw UsageError() }
        jsonPath = path
      default:
        throw UsageError()
      }
    }
  }
}

/// A command line the benchmark cannot understand.
struct UsageError: Error {}

/// The figures of one run.
struct Measurement: Codable {
  var lines: Int
  var files: Int
  var megabytes: Double
  var seconds: Double
  var linesPerSecond: Double
  var filesPerSecond: Double
  var findings: Int
  var rewritable: Int
  var peakMemoryMegabytes: Double
  var jobs: Int
}

/// The peak resident memory of this process so far, in megabytes.
func peakMemoryMegabytes() -> Double {
  var usage = rusage()
  #if canImport(Darwin)
    getrusage(RUSAGE_SELF, &usage)
    return Double(usage.ru_maxrss) / 1_048_576
  #else
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_maxrss) / 1024
  #endif
}

/// Generates a tree of about `lines` lines, checks it as `check` would, and measures.
func measure(lines: Int, jobs: Int) async throws -> Measurement {
  let root = FileManager.default.temporaryDirectory
    .appending(path: "migrate-benchmark-\(ProcessInfo.processInfo.processIdentifier)-\(lines)")
  try? FileManager.default.removeItem(at: root)
  defer { try? FileManager.default.removeItem(at: root) }
  let tree = try TreeGenerator(root: root, lineTarget: lines).write()
  let clock = ContinuousClock()
  let start = clock.now
  let report = await Migration(mode: .check, paths: [root.path], concurrency: jobs).run()
  let elapsed = clock.now - start
  let seconds =
    Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
  precondition(report.allSkipped.isEmpty, "the generated tree must parse: \(report.allSkipped)")
  precondition(report.lineCount == tree.lines, "every generated line must be read")
  return Measurement(
    lines: tree.lines, files: tree.files, megabytes: Double(tree.bytes) / 1_048_576,
    seconds: seconds, linesPerSecond: Double(tree.lines) / seconds,
    filesPerSecond: Double(tree.files) / seconds,
    findings: report.files.reduce(0) { $0 + $1.findings.count },
    rewritable: report.rewritableCount, peakMemoryMegabytes: peakMemoryMegabytes(), jobs: jobs)
}

/// Runs this program again for one size and reads its JSON.
func measureInChild(lines: Int, jobs: Int) throws -> Measurement {
  let output = FileManager.default.temporaryDirectory
    .appending(path: "migrate-benchmark-\(ProcessInfo.processInfo.processIdentifier)-\(lines).json")
  defer { try? FileManager.default.removeItem(at: output) }
  let child = Process()
  child.executableURL = URL(filePath: "/proc/self/exe").resolvingSymlinksInPath()
  if !FileManager.default.isExecutableFile(atPath: child.executableURL?.path ?? "") {
    child.executableURL = URL(filePath: CommandLine.arguments[0])
  }
  child.arguments = ["--lines", String(lines), "--jobs", String(jobs), "--json", output.path]
  child.standardOutput = FileHandle.nullDevice
  try child.run()
  child.waitUntilExit()
  guard child.terminationStatus == 0 else {
    throw CocoaError(.executableLoad)
  }
  return try JSONDecoder().decode([Measurement].self, from: Data(contentsOf: output))[0]
}

/// One row of the figures table.
func format(_ measurement: Measurement) -> String {
  func number(_ value: Double, _ digits: Int = 0) -> String {
    String(format: "%.\(digits)f", value)
  }
  return "| \(measurement.lines) | \(measurement.files) | \(number(measurement.megabytes, 1)) MB "
    + "| \(number(measurement.seconds, 2)) s | \(number(measurement.filesPerSecond)) "
    + "| \(number(measurement.linesPerSecond)) | \(measurement.findings) "
    + "(\(measurement.rewritable) rewritable) | \(number(measurement.peakMemoryMegabytes, 1)) MB |"
}

let options: Options
do {
  options = try Options(Array(CommandLine.arguments.dropFirst()))
} catch {
  print(Options.usage)
  exit(64)
}

var load = [Double](repeating: 0, count: 3)
getloadavg(&load, 3)
var results: [Measurement] = []
let header = """
  | Lines | Files | Size | Time | Files/s | Lines/s | Findings | Peak memory |
  | --- | --- | --- | --- | --- | --- | --- | --- |
  """
if let single = options.single {
  results = [try await measure(lines: single, jobs: options.jobs)]
} else {
  for size in options.sizes {
    results.append(try measureInChild(lines: size, jobs: options.jobs))
  }
}
if options.jsonPath == nil || options.single == nil || options.quick {
  print(
    "optionalbindings-migrate check, \(options.jobs) \(options.jobs == 1 ? "job" : "jobs") at once, "
      + "load average "
      + String(format: "%.2f %.2f %.2f", load[0], load[1], load[2]) + " at the start")
  print(header)
  for result in results { print(format(result)) }
}
if let path = options.jsonPath {
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
  try encoder.encode(results).write(to: URL(filePath: path))
}
