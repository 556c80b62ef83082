// The command line, parsed by swift-argument-parser. Benchmarks/README.md says what each mode
// measures and how; `--help` lists the options.

import ArgumentParser
import Foundation

/// Measures every OptionalBindings helper against the `Binding(get:set:)` closure binding a user
/// writes by hand for the same job, in one process: creation, access, identity and memory.
///
/// Lists of 10 to 100,000 rows are the other executable's, OptionalBindingsScale.
@main
struct OptionalBindingsBenchmarks: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "OptionalBindingsBenchmarks",
    abstract: "Every OptionalBindings helper against the Binding(get:set:) closure a user writes.",
    discussion: """
      Prints the tables and writes the figures as JSON. Build options go before the product \
      name, since swift run hands everything after it to the benchmark: swift run -c release \
      -Xswiftc -warnings-as-errors --package-path Benchmarks OptionalBindingsBenchmarks --quick
      """)

  @Flag(
    help: """
      A short run for CI: few iterations, a small memory loop.
      """)
  var quick = false

  @Option(
    help: ArgumentHelp(
      "Where to write the figures (default: benchmark-results.json).", valueName: "path"))
  var json: String?

  @Option(
    help: ArgumentHelp("Also write the tables as Markdown, for the README.", valueName: "path"))
  var markdown: String?

  @Option(
    help: ArgumentHelp(
      "Measure only the helpers whose name contains <text>.",
      valueName: "text"))
  var only: String?

  func run() throws {
    #if canImport(SwiftUI)
      print(
        """
        The benchmark measures the portable Binding, which is compiled only where SwiftUI is not \
        (Linux, Windows); it uses the portable Binding's _isSameLocation(as:) and _keyPath hooks, \
        which SwiftUI's Binding does not have. Run it on Linux.
        """)
    #else
      try MainActor.assumeIsolated { try runHelpers() }
    #endif
  }
}

#if !canImport(SwiftUI)
  extension OptionalBindingsBenchmarks {
    /// The per-helper benchmark: creation, access, identity and memory.
    @MainActor
    func runHelpers() throws {
      let settings = quick ? Settings.quick : Settings.full
      let withCache = only.map { "key-path cache".contains($0) } ?? true
      let (run, measured) = RunInfo.recording(quick: quick) {
        let measured = Runner(settings: settings, progress: { log("  \($0)") }).run(only: only)
        let cacheAtEnd = CacheFigures.now()
        var cache = CacheRunner(
          settings: quick ? .quick : .full, progress: { log("  \($0)") })
        return (measured, cacheAtEnd, withCache ? cache.run() : nil)
      }
      let results = Results(
        run: run, settings: settings, rows: measured.0.rows, memory: measured.0.memory,
        cacheAtEnd: measured.1, cache: measured.2)
      try publish(results, json: json ?? "benchmark-results.json", markdown: markdown)
    }
  }

  /// Writes a line to standard error, keeping standard output for the tables.
  func log(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
#endif
