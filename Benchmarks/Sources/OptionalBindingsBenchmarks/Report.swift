#if !canImport(SwiftUI)
  import Foundation

  // The one report writer. The run (Results.swift) describes what it measured as a `Report`, a
  // list of blocks: prose, tables and goal tallies. This file renders that report as the text the
  // run prints and as Markdown (`--markdown`), and writes the results as JSON (`--json`). A new
  // row or column is data for these blocks; the rendering stays here. The list-scale figures are
  // swift-collections-benchmark's results files (OptionalBindingsScale), not this report's.

  /// Where, when and how a run ran: every output starts with it.
  struct RunInfo: Codable {
    var generatedAt: String
    /// The command line after the program name.
    var arguments: [String]
    /// `quick` or `full`.
    var mode: String
    var processors: Int
    var loadAverageAtStart: Double?
    var loadAverageAtEnd: Double?
    /// Seconds the measurements took.
    var seconds: Double

    /// Runs `measure`, recording the time, the load average before and after, and the machine.
    static func recording<Measured>(
      quick: Bool, _ measure: () -> Measured
    ) -> (run: RunInfo, measured: Measured) {
      let loadAtStart = loadAverage()
      let started = ContinuousClock.now
      let measured = measure()
      let run = RunInfo(
        generatedAt: ISO8601DateFormatter().string(from: Date()),
        arguments: Array(CommandLine.arguments.dropFirst()),
        mode: quick ? "quick" : "full",
        processors: ProcessInfo.processInfo.activeProcessorCount,
        loadAverageAtStart: loadAtStart, loadAverageAtEnd: loadAverage(),
        seconds: started.duration(to: .now).nanoseconds / 1e9)
      return (run, measured)
    }

    /// The cores and the load average at start and end, as the text's first line gives them.
    var machine: String {
      let load = { (load: Double?) in load.map { String(format: "%.2f", $0) } ?? "?" }
      return "\(processors) cores, load average \(load(loadAverageAtStart)) at start, "
        + "\(load(loadAverageAtEnd)) at end"
    }
  }

  /// How many of the rows held to one goal met it, and which did not.
  struct GoalSummary: Codable {
    var name: String
    var met = 0
    var total = 0
    var misses: [String] = []

    /// Counts one row held to the goal: met, or missed as `miss` says.
    mutating func tally(_ isMet: Bool, _ miss: @autoclosure () -> String) {
      if isMet {
        met += 1
        total += 1
      } else {
        self.miss(miss())
      }
    }

    /// Counts one row that missed the goal, as `description` says.
    mutating func miss(_ description: String) {
      total += 1
      misses.append(description)
    }
  }

  extension Array where Element: Hashable {
    /// The elements in order, each only the first time it occurs.
    func uniqued() -> [Element] {
      var seen: Set<Element> = []
      return filter { seen.insert($0).inserted }
    }
  }

  /// What a mode hands the writer: its results, which are also its JSON, and its report.
  protocol BenchmarkResults: Encodable {
    var run: RunInfo { get }
    /// The report, block by block, in the order printed.
    @MainActor var report: Report { get }
  }

  /// A run's report: blocks of prose, tables and goal tallies, each shown in the text the run
  /// prints, in the Markdown `--markdown` writes, or in both.
  struct Report {
    /// The two renderings of a report.
    enum Output {
      /// What the run prints: aligned columns, for a terminal and for a `text` block in a README.
      case text
      /// Markdown tables, for pasting into a README.
      case markdown
    }

    /// One block's content.
    enum Content {
      /// A paragraph, printed as written (its line breaks kept in text, joined by Markdown).
      case prose(String)
      case table(Table)
      /// Each goal's tally: `goal …: 3/4 met; missed: …` in text, a `- Met:` list in Markdown.
      case goals([GoalSummary])
    }

    private var blocks: [(content: Content, outputs: Set<Output>)] = []

    /// Adds `content` at the end, shown in `outputs` (both unless told).
    mutating func add(_ content: Content, in outputs: Set<Output> = [.text, .markdown]) {
      blocks.append((content, outputs))
    }

    /// The report as `output`, blocks separated by a blank line.
    ///
    /// The Markdown starts with a comment naming the command, day, machine and duration of
    /// `run`, so a table pasted into a README says where it came from.
    func rendered(as output: Output, run: RunInfo) -> String {
      var parts: [String] = []
      if output == .markdown {
        parts.append(
          "<!-- \(run.arguments.joined(separator: " ")): \(run.generatedAt.prefix(10)), "
            + "\(run.machine), \(String(format: "%.0f", run.seconds)) s -->")
      }
      for block in blocks where block.outputs.contains(output) {
        switch block.content {
        case .prose(let text): parts.append(text)
        case .table(let table): parts.append(table.rendered(as: output))
        case .goals(let goals): parts.append(Self.render(goals, as: output))
        }
      }
      return parts.joined(separator: "\n\n") + "\n"
    }

    private static func render(_ goals: [GoalSummary], as output: Output) -> String {
      goals.map { goal in
        let misses = goal.misses.isEmpty ? "" : "; missed: " + goal.misses.joined(separator: "; ")
        switch output {
        case .text:
          return "goal \(goal.name): \(goal.met)/\(goal.total) met\(misses)"
        case .markdown:
          let verdict = goal.met == goal.total ? "Met" : "Missed"
          return "- \(verdict): \(goal.name) (\(goal.met) of \(goal.total))\(misses)."
        }
      }.joined(separator: "\n")
    }
  }

  /// A table of cells, aligned in text and piped in Markdown.
  struct Table {
    /// One column: its title, the characters a cell is padded to in text (a longer cell pushes
    /// the columns after it), and which side its cells keep to.
    typealias Column = (title: String, width: Int, alignLeft: Bool)

    /// A line of the table.
    enum Line {
      case cells([String])
      /// A rule between groups of rows, in text; Markdown has none.
      case rule
      /// A line of its own below a row, indented by `indent` (text only).
      case note(String, indent: Int)
    }

    var columns: [Column]
    var lines: [Line] = []
    /// Whether the text starts with the titles and a rule.
    ///
    /// A list of names and values leaves them out; Markdown always has them.
    var showsTitlesInText = true
    /// Spaces before every text line.
    var indent = 0

    init(_ columns: [Column]) { self.columns = columns }

    mutating func add(_ cells: [String]) { lines.append(.cells(cells)) }

    mutating func separate() { lines.append(.rule) }

    mutating func note(_ text: String, indent: Int) { lines.append(.note(text, indent: indent)) }

    /// The table as `output`.
    func rendered(as output: Report.Output) -> String { output == .text ? text : markdown }

    private var text: String {
      let margin = String(repeating: " ", count: indent)
      let titles = aligned(columns.map(\.title))
      let rule = String(repeating: "─", count: titles.count)
      var out = showsTitlesInText ? [titles, rule] : []
      for line in lines {
        switch line {
        case .cells(let cells): out.append(margin + aligned(cells))
        case .rule: out.append(rule)
        case .note(let text, let indent): out.append(String(repeating: " ", count: indent) + text)
        }
      }
      return out.joined(separator: "\n")
    }

    private var markdown: String {
      func row(_ cells: [String]) -> String {
        "| "
          + cells.map { $0.replacingOccurrences(of: "|", with: "\\|") }
          .joined(separator: " | ") + " |"
      }
      var out = [
        row(columns.map(\.title)),
        "| " + columns.map { $0.alignLeft ? "---" : "---:" }.joined(separator: " | ") + " |",
      ]
      for case .cells(let cells) in lines { out.append(row(cells)) }
      return out.joined(separator: "\n")
    }

    private func aligned(_ cells: [String]) -> String {
      zip(columns, cells).map { column, cell in
        let padding = String(repeating: " ", count: max(0, column.width - cell.count))
        return column.alignLeft ? cell + padding : padding + cell
      }.joined(separator: "  ")
    }
  }

  // MARK: - Writing the outputs

  /// Prints the text report, then writes the JSON, and the Markdown where asked for.
  ///
  /// - Parameters:
  ///   - results: The run's results, which are also its JSON.
  ///   - json: Where the JSON goes.
  ///   - markdown: Where the Markdown goes; nil for none.
  /// - Throws: The error of a file that could not be written, which ends the run with status 1.
  @MainActor
  func publish<Results: BenchmarkResults>(
    _ results: Results, json: String, markdown: String?
  ) throws {
    let report = results.report
    print(report.rendered(as: .text, run: results.run), terminator: "")
    func write(_ path: String, _ contents: Data) throws {
      try contents.write(to: URL(fileURLWithPath: path))
      log("wrote \(path)")
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    encoder.nonConformingFloatEncodingStrategy = .convertToString(
      positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    try write(json, try encoder.encode(results))
    if let markdown {
      try write(markdown, Data(report.rendered(as: .markdown, run: results.run).utf8))
    }
  }

  // MARK: - Formatting

  /// Formats nanoseconds with one decimal below 100 and none above.
  func format(ns value: Double?) -> String {
    guard let value, value.isFinite else { return "—" }
    return value < 100 ? String(format: "%.1f", value) : String(format: "%.0f", value)
  }

  /// Formats nanoseconds with a unit that keeps three significant digits: `850 ns`, `1.73 ms`.
  func format(duration nanoseconds: Double?) -> String {
    guard let nanoseconds, nanoseconds.isFinite else { return "—" }
    let (value, unit): (Double, String) =
      switch nanoseconds {
      case ..<1e3: (nanoseconds, "ns")
      case ..<1e6: (nanoseconds / 1e3, "µs")
      case ..<1e9: (nanoseconds / 1e6, "ms")
      default: (nanoseconds / 1e9, "s")
      }
    let digits = value < 10 ? 2 : value < 100 ? 1 : 0
    return String(format: "%.\(digits)f", value) + " " + unit
  }

  /// Formats a ratio as `1.23×`.
  func format(ratio value: Double?) -> String {
    guard let value, value.isFinite else { return "—" }
    return value < 10 ? String(format: "%.2f×", value) : String(format: "%.1f×", value)
  }

  /// Formats a yes/no answer, or a dash when there is none.
  func format(_ answer: Bool?) -> String {
    guard let answer else { return "—" }
    return answer ? "yes" : "no"
  }

  /// Formats a byte count in KiB or MiB.
  func format(bytes: Int?) -> String {
    guard let bytes else { return "—" }
    let magnitude = abs(bytes)
    if magnitude < 1 << 20 { return String(format: "%.0f KiB", Double(bytes) / 1024) }
    return String(format: "%.1f MiB", Double(bytes) / Double(1 << 20))
  }
#endif
