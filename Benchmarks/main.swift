// Benchmarks every OptionalBindings helper against the `Binding(get:set:)` closure binding a user
// writes by hand for the same job, in one process: creation, access, identity and memory; with
// --scale, lists of 10 to 100,000 rows instead. See Benchmarks/README.md.
//
//   swift run -c release OptionalBindingsBenchmarks [--quick] [--scale] [--json <path>]
//     [--markdown <path>] [--svg <path>]
//
// Every output is written by Report.swift: the text on standard output, the JSON, the Markdown
// and (with --scale) the chart.

#if canImport(SwiftUI)
  print(
    """
    The benchmark measures the portable Binding, which is compiled only where SwiftUI is not \
    (Linux, Windows); it uses the portable Binding's _isSameLocation(as:) and _keyPath hooks, \
    which SwiftUI's Binding does not have. Run it on Linux.
    """)
#else
  import Foundation

  /// The command line, parsed by hand.
  struct Options {
    var quick = false
    var scale = false
    var jsonPath: String?
    var svgPath: String?
    var markdownPath: String?
    var only: String?

    /// Where a full `--scale` run draws its chart unless `--svg` says otherwise.
    ///
    /// The documentation catalog's resources, which the performance article and
    /// Benchmarks/README.md show; relative to the package root, where `swift run` is run.
    static let defaultChartPath =
      "Sources/OptionalBindings/OptionalBindings.docc/Resources/scale.svg"

    static let usage = """
      usage: OptionalBindingsBenchmarks [--quick] [--scale] [--json <path>] [--svg <path>]
                                        [--markdown <path>] [--only <text>]
        --quick        a short run for CI: few iterations, a small memory loop; with --scale,
                       lists of 10 to 1,000 rows
        --scale        lists of 10 to 100,000 rows, each row deriving a binding per render,
                       instead of the per-helper measurements
        --json <path>  where to write the figures (default: benchmark-results.json, or
                       scale-results.json with --scale)
        --svg <path>   with --scale, where to draw the chart (default for a full run:
                       \(defaultChartPath); a --quick run draws one only when asked)
        --markdown <path>
                       also write the tables as Markdown, for the README
        --only <text>  measure only the helpers whose name contains <text> (for profiling)
      """

    init(_ arguments: [String]) throws(UsageError) {
      var remaining = arguments[...]
      while let argument = remaining.popFirst() {
        switch argument {
        case "--quick":
          quick = true
        case "--scale":
          scale = true
        case "--json":
          guard let path = remaining.popFirst(), !path.hasPrefix("--") else {
            throw UsageError(message: "--json needs a path")
          }
          jsonPath = path
        case "--svg":
          guard let path = remaining.popFirst(), !path.hasPrefix("--") else {
            throw UsageError(message: "--svg needs a path")
          }
          svgPath = path
        case "--markdown":
          guard let path = remaining.popFirst(), !path.hasPrefix("--") else {
            throw UsageError(message: "--markdown needs a path")
          }
          markdownPath = path
        case "--only":
          guard let text = remaining.popFirst() else {
            throw UsageError(message: "--only needs a helper name")
          }
          only = text
        case "--help", "-h":
          throw UsageError(message: nil)
        case let option where option.hasPrefix("-X"):
          throw UsageError(
            message: """
              \(option) reached the benchmark, so it was not passed to the compiler: \
              `swift run` hands everything after the product name to the program. Put build \
              options before it: swift run -c release -Xswiftc -warnings-as-errors \
              OptionalBindingsBenchmarks --quick
              """)
        default:
          throw UsageError(message: "unknown argument \(argument)")
        }
      }
      if svgPath != nil && !scale {
        throw UsageError(message: "--svg is for --scale, the run that draws a chart; add --scale")
      }
    }
  }

  /// A command line the benchmark does not understand; nil message for `--help`.
  struct UsageError: Error {
    let message: String?
  }

  /// Writes a line to standard error, keeping standard output for the table.
  func log(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }

  let options: Options
  do {
    options = try Options(Array(CommandLine.arguments.dropFirst()))
  } catch {
    if let message = error.message { log("error: \(message)") }
    log(Options.usage)
    exit(error.message == nil ? 0 : 2)
  }

  /// The per-helper benchmark: creation, access, identity and memory.
  @MainActor
  func runHelpers(_ options: Options) {
    let settings = options.quick ? Settings.quick : Settings.full
    let (run, measured) = RunInfo.recording(quick: options.quick) {
      log("preparing \(settings.distinctArguments) distinct arguments…")
      let scenarios = Scenarios(settings: settings)
      let runner = Runner(
        harness: Harness(settings: settings),
        progress: { log("  \($0)") })

      let selected = { (helper: String) in options.only.map { helper.contains($0) } ?? true }
      let creationCases = scenarios.creationCases().filter { selected($0.helper) }
      // Memory first, before anything else has touched the key-path cache, so the first
      // ever-new loop shows what filling the cache costs. (Making the cases derives nothing.)
      let memory = runner.memoryRows(creationCases) ?? []
      let accessCases = scenarios.accessCases().filter { selected($0.helper) }
      let order = Dictionary(
        creationCases.enumerated().map { ($1.helper, $0) }, uniquingKeysWith: { first, _ in first }
      )
      let rows = (runner.creationRows(creationCases) + runner.accessRows(accessCases))
        .enumerated()
        .sorted {
          (order[$0.element.helper] ?? .max, $0.offset) < (
            order[$1.element.helper] ?? .max, $1.offset
          )
        }
        .map(\.element)
      return (rows, memory)
    }
    let (rows, memory) = measured
    let results = Results(
      run: run, settings: settings, rows: rows, memory: memory,
      identity: Results.identitySummary(rows), goals: Results.goalSummaries(rows, memory),
      cacheAtEnd: CacheFigures.now())
    publish(
      results,
      to: OutputPaths(
        json: options.jsonPath ?? "benchmark-results.json", markdown: options.markdownPath,
        svg: nil))
  }

  /// The scale benchmark: lists of growing size, every row deriving a binding per render.
  @MainActor
  func runScale(_ options: Options) {
    let settings = options.quick ? ScaleSettings.quick : ScaleSettings.full
    let (run, rows) = RunInfo.recording(quick: options.quick) {
      ScaleRunner(settings: settings, progress: { log("  \($0)") }).run(only: options.only)
    }
    let results = ScaleResults(
      run: run, settings: settings, rows: rows,
      goals: ScaleResults.goalSummaries(rows, settings: settings))
    let chartPath =
      options.svgPath ?? (options.quick || options.only != nil ? nil : Options.defaultChartPath)
    publish(
      results,
      to: OutputPaths(
        json: options.jsonPath ?? "scale-results.json", markdown: options.markdownPath,
        svg: chartPath),
      chart: { ScaleChart(results: $0).svg })
  }

  if options.scale {
    runScale(options)
  } else {
    runHelpers(options)
  }
#endif
