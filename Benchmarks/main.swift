// Benchmarks every OptionalBindings helper against the `Binding(get:set:)` closure binding a user
// writes by hand for the same job, in one process: creation, access, identity and memory; with
// --scale, lists of 10 to 100,000 rows instead. See Benchmarks/README.md.
//
//   swift run -c release OptionalBindingsBenchmarks [--quick] [--scale] [--json <path>]

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
                       with --scale, also write the tables as Markdown, for the README
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
      if (svgPath != nil || markdownPath != nil) && !scale {
        throw UsageError(message: "--svg and --markdown are for --scale; add --scale")
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
    let jsonPath = options.jsonPath ?? "benchmark-results.json"
    let settings = options.quick ? Settings.quick : Settings.full
    let loadAtStart = loadAverage()
    let started = ContinuousClock.now
    log("preparing \(settings.distinctArguments) distinct arguments…")
    let scenarios = Scenarios(settings: settings)
    let runner = Runner(
      harness: Harness(settings: settings),
      progress: { log("  \($0)") })

    let selected = { (helper: String) in options.only.map { helper.contains($0) } ?? true }
    let creationCases = scenarios.creationCases().filter { selected($0.helper) }
    // Memory first, before anything else has touched the key-path cache, so the first ever-new
    // loop shows what filling the cache costs. (Making the cases derives nothing.)
    let memory = runner.memoryRows(creationCases) ?? []
    let accessCases = scenarios.accessCases().filter { selected($0.helper) }
    let order = Dictionary(
      creationCases.enumerated().map { ($1.helper, $0) }, uniquingKeysWith: { first, _ in first })
    let rows = (runner.creationRows(creationCases) + runner.accessRows(accessCases))
      .enumerated()
      .sorted {
        (order[$0.element.helper] ?? .max, $0.offset) < (
          order[$1.element.helper] ?? .max, $1.offset
        )
      }
      .map(\.element)

    let results = Results(
      generatedAt: ISO8601DateFormatter().string(from: Date()),
      arguments: Array(CommandLine.arguments.dropFirst()),
      mode: options.quick ? "quick" : "full",
      settings: settings,
      processors: ProcessInfo.processInfo.activeProcessorCount,
      loadAverageAtStart: loadAtStart,
      loadAverageAtEnd: loadAverage(),
      rows: rows,
      memory: memory,
      identity: Results.identitySummary(rows),
      goals: Results.goalSummaries(rows, memory),
      cacheAtEnd: CacheFigures.now())
    print(results.text)
    do {
      try results.write(to: jsonPath)
      log("wrote \(jsonPath) in \(ContinuousClock.now - started)")
    } catch {
      log("error: could not write \(jsonPath): \(error)")
      exit(1)
    }
  }

  /// The scale benchmark: lists of growing size, every row deriving a binding per render.
  @MainActor
  func runScale(_ options: Options) {
    let jsonPath = options.jsonPath ?? "scale-results.json"
    let settings = options.quick ? ScaleSettings.quick : ScaleSettings.full
    let loadAtStart = loadAverage()
    let started = ContinuousClock.now
    let runner = ScaleRunner(settings: settings, progress: { log("  \($0)") })
    let rows = runner.run(only: options.only)
    let elapsed = ContinuousClock.now - started
    let results = ScaleResults(
      generatedAt: ISO8601DateFormatter().string(from: Date()),
      arguments: Array(CommandLine.arguments.dropFirst()),
      mode: options.quick ? "quick" : "full",
      settings: settings,
      processors: ProcessInfo.processInfo.activeProcessorCount,
      loadAverageAtStart: loadAtStart,
      loadAverageAtEnd: loadAverage(),
      seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18,
      rows: rows,
      goals: ScaleResults.goalSummaries(rows, settings: settings))
    print(results.text)
    do {
      try results.write(to: jsonPath)
      log("wrote \(jsonPath) in \(elapsed)")
    } catch {
      log("error: could not write \(jsonPath): \(error)")
      exit(1)
    }
    if let markdownPath = options.markdownPath {
      do {
        try results.markdown.write(toFile: markdownPath, atomically: true, encoding: .utf8)
        log("wrote \(markdownPath)")
      } catch {
        log("error: could not write \(markdownPath): \(error)")
        exit(1)
      }
    }
    let chartPath =
      options.svgPath ?? (options.quick || options.only != nil ? nil : Options.defaultChartPath)
    guard let chartPath else { return }
    do {
      try ScaleChart(results: results).svg.write(
        toFile: chartPath, atomically: true, encoding: .utf8)
      log("wrote \(chartPath)")
    } catch {
      log(
        "error: could not write \(chartPath): \(error) (run from the package root, or pass --svg)")
      exit(1)
    }
  }

  if options.scale {
    runScale(options)
  } else {
    runHelpers(options)
  }
#endif
