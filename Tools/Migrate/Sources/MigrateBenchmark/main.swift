// The migration benchmark: over a generated tree of SwiftUI views (`@Observable` screens and
// `ObservableObject` screens, half each), the closure bindings found, rewritten and left alone by
// kind of reason, how many of those a helper expresses exactly were rewritten, how many rewrites
// were wrong, lines per second and peak memory as the tree grows.
//
//   swift run -c release MigrateBenchmark [--quick] [--lines N] [--sizes A,B,…] [--jobs N]
//                                         [--json <path>] [--write <folder>]
//
// Each size is measured in a child process of its own, so each peak memory figure belongs to
// one run only. Nothing here asserts a time; the figures are for reading. `--write` only writes
// a tree and its labels (`labels.json`: each closure binding's file, line and expected rewrite),
// for running another build of the tool over the same tree.
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
  var writePath: String?

  static let usage = """
    usage: MigrateBenchmark [--quick] [--lines N] [--sizes A,B,...] [--jobs N] [--json <path>]
                            [--write <folder>]
      --quick            one small tree (5,000 lines), for CI
      --lines N          one tree of about N lines, in this process
      --sizes A,B,...    trees of these sizes, each in a child process (default 25k,50k,100k,200k)
      --jobs N           files parsed at once (default: the number of processors)
      --json <path>      also write the figures as JSON
      --write <folder>   only write a tree of --lines lines (default 100,000) and its labels
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
      case "--write":
        guard let path = remaining.popFirst() else { throw UsageError() }
        writePath = path
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
  var observableObjectFiles: Int
  var megabytes: Double
  var seconds: Double
  var linesPerSecond: Double
  var filesPerSecond: Double
  /// Closure bindings found.
  var closureBindings: Int
  /// Closure bindings rewritten (that `fix` would rewrite).
  var rewritten: Int
  /// Closure bindings left alone, by kind of reason.
  var refused: [String: Int]
  /// Closure bindings a helper expresses exactly, by the generator's labels.
  var expressible: Int
  /// Of those, how many were rewritten into exactly the expected helper call.
  var expressibleRewritten: Int
  /// Rewrites of a closure binding no helper expresses, or into something other than the
  /// expected call.
  var wrong: Int
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
  precondition(tree.labels.count > 0)
  let clock = ContinuousClock()
  let start = clock.now
  let report = await Migration(mode: .check, paths: [root.path], concurrency: jobs).run()
  let elapsed = clock.now - start
  let seconds =
    Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
  precondition(report.allSkipped.isEmpty, "the generated tree must parse: \(report.allSkipped)")
  precondition(report.lineCount == tree.lines, "every generated line must be read")
  var found: [String: [Int: Finding]] = [:]
  for file in report.files {
    for finding in file.findings where finding.isClosureBinding {
      found[file.path, default: [:]][finding.line] = finding
    }
  }
  var expressible = 0
  var expressibleRewritten = 0
  var wrong = 0
  for label in tree.labels {
    let finding = found[label.file]?[label.line]
    precondition(finding != nil, "no finding at \(label.file):\(label.line)")
    if let rewrite = label.rewrite {
      expressible += 1
      if finding?.replacement == rewrite {
        expressibleRewritten += 1
      } else if finding?.replacement != nil {
        wrong += 1
      }
    } else if finding?.replacement != nil {
      wrong += 1
    }
  }
  return Measurement(
    lines: tree.lines, files: tree.files, observableObjectFiles: tree.observableObjectFiles,
    megabytes: Double(tree.bytes) / 1_048_576, seconds: seconds,
    linesPerSecond: Double(tree.lines) / seconds, filesPerSecond: Double(tree.files) / seconds,
    closureBindings: report.closureBindingCount, rewritten: report.rewritableCount,
    refused: Dictionary(
      uniqueKeysWithValues: report.refusalsByKind.map { ($0.key.rawValue, $0.value) }),
    expressible: expressible, expressibleRewritten: expressibleRewritten, wrong: wrong,
    peakMemoryMegabytes: peakMemoryMegabytes(), jobs: jobs)
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

/// One row of the speed table.
func format(_ measurement: Measurement) -> String {
  func number(_ value: Double, _ digits: Int = 0) -> String {
    String(format: "%.\(digits)f", value)
  }
  return "| \(measurement.lines) | \(measurement.files) | \(number(measurement.megabytes, 1)) MB "
    + "| \(number(measurement.seconds, 2)) s | \(number(measurement.filesPerSecond)) "
    + "| \(number(measurement.linesPerSecond)) | \(number(measurement.peakMemoryMegabytes, 1)) MB |"
}

/// The closure bindings of one run: found, rewritten, left alone by kind, and how many of those
/// a helper expresses were rewritten.
func quality(_ measurement: Measurement) -> String {
  let refused = measurement.refused.sorted { ($1.value, $0.key) < ($0.value, $1.key) }
    .map { "\($0.key) \($0.value)" }.joined(separator: ", ")
  let share =
    measurement.expressible == 0
    ? 0 : 100 * Double(measurement.expressibleRewritten) / Double(measurement.expressible)
  return """
    closure bindings: \(measurement.closureBindings) found, \(measurement.rewritten) rewritten, \
    \(measurement.closureBindings - measurement.rewritten) left alone (\(refused))
    exactly expressible: \(measurement.expressible), rewritten as expected: \
    \(measurement.expressibleRewritten) (\(String(format: "%.1f", share)) %), wrong rewrites: \
    \(measurement.wrong)
    """
}

let options: Options
do {
  options = try Options(Array(CommandLine.arguments.dropFirst()))
} catch {
  print(Options.usage)
  exit(64)
}

if let path = options.writePath {
  let root = URL(filePath: path)
  let tree = try TreeGenerator(root: root, lineTarget: options.single ?? 100_000).write()
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
  try encoder.encode(tree.labels).write(to: root.appending(path: "labels.json"))
  print(
    "wrote \(tree.files) files, \(tree.lines) lines, \(tree.labels.count) closure bindings to \(path)"
  )
  exit(0)
}

var load = [Double](repeating: 0, count: 3)
getloadavg(&load, 3)
var results: [Measurement] = []
let header = """
  | Lines | Files | Size | Time | Files/s | Lines/s | Peak memory |
  | --- | --- | --- | --- | --- | --- | --- |
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
  if let largest = results.max(by: { $0.lines < $1.lines }) {
    print(
      "\nAt \(largest.lines) lines (\(largest.observableObjectFiles) of \(largest.files) files over ObservableObject models):"
    )
    print(quality(largest))
  }
}
if let path = options.jsonPath {
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
  try encoder.encode(results).write(to: URL(filePath: path))
}
// Wrong rewrites are a bug in the tool, not a slow run: they fail the benchmark.
if results.contains(where: { $0.wrong > 0 }) {
  FileHandle.standardError.write(Data("wrong rewrites in the generated tree\n".utf8))
  exit(1)
}
