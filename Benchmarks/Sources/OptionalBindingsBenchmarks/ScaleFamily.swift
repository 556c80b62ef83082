#if !canImport(SwiftUI)
  import OptionalBindings

  /// A family of scenarios of the scale benchmark: what one render of a list does, the helpers it
  /// is measured with, and the goals its rows are held to.
  ///
  /// The runner measures every family alike: a cold render, steady renders interleaved with the
  /// competitors', the hit rate, one write, and the key-path cache and memory before, during and
  /// after the list. The report gives each family a section and the chart a panel per helper. A
  /// new family is a type conforming to this protocol, listed in ``ScaleRunner/families``: its
  /// ``render(_:_:_:count:pass:)`` is one update of the list, and its ``ListScenario`` types (these
  /// or new ones) say what a row derives and reads.
  @MainActor
  protocol ScaleFamily {
    /// The family's name in the report, the JSON and the chart, and what `--only` matches.
    static var name: String { get }
    /// What one render does, completing "OptionalBindings scale benchmark, <name>: …".
    static var summary: String { get }
    /// The helpers measured, in the order the report and the chart show them.
    static var scenarios: [any ListScenario.Type] { get }

    /// The rows whose content render number `pass` of a `count`-row list evaluates: those the
    /// default ``render(_:_:_:count:pass:)`` visits and the hit rate counts.
    static func evaluatedRows(count: Int, pass: Int) -> Range<Int>

    /// Render number `pass` of `scenario`'s list on `side`, as a `List` would do it on one update.
    ///
    /// By default, makes what the side makes once per render (a `ForEach`'s data) and then
    /// derives and reads each evaluated row, in one ``timedLoop(_:_:)``.
    static func render<S: ListScenario>(
      _ side: ScaleSide, _ scenario: S, _ model: ListModel, count: Int, pass: Int)

    /// The family's goals, tallied over its rows (by default, ``ScaleGoal``'s four).
    static func goals(_ rows: [ScaleRow], settings: ScaleSettings) -> [GoalSummary]

    /// Share of the rows evaluated in both of two untimed renders in a row, numbers `pass` and
    /// `pass + 1`, whose binding on `side` was the same binding in both; nil for a family that
    /// counts hits by key path instead (the default).
    static func sameBindingShare<S: ListScenario>(
      _ side: ScaleSide, _ scenario: S, _ model: ListModel, count: Int, pass: Int
    ) -> Double?
  }

  /// Every row derives its binding and reads it once per render: a list whose rows are all
  /// evaluated on each update.
  enum EveryRow: ScaleFamily {
    static let name = "every row"
    static let summary =
      "a list of N rows, each deriving one binding and reading it once per render"
    static let scenarios: [any ListScenario.Type] = [
      IdentifiedRows.self, ToggleRows.self, TagRows.self, NoteRows.self,
      HelpersPerRow<One>.self, HelpersPerRow<Two>.self, HelpersPerRow<Three>.self,
    ]
  }

  extension ScaleFamily {
    static func evaluatedRows(count: Int, pass: Int) -> Range<Int> { 0..<count }

    static func sameBindingShare<S: ListScenario>(
      _ side: ScaleSide, _ scenario: S, _ model: ListModel, count: Int, pass: Int
    ) -> Double? { nil }

    static func render<S: ListScenario>(
      _ side: ScaleSide, _ scenario: S, _ model: ListModel, count: Int, pass: Int
    ) {
      let rows = evaluatedRows(count: count, pass: pass)
      switch side {
      case .ours:
        let render = scenario.beginOurs(Bindable(model))
        timedLoop(rows) { scenario.ourRow(render, row: $0) }
      case .closure:
        let render = scenario.beginClosure(model)
        timedLoop(rows) { scenario.closureRow(render, row: $0) }
      case .reference:
        timedLoop(rows) { scenario.reference(model, row: $0).wrappedValue }
      }
    }

    static func goals(_ rows: [ScaleRow], settings: ScaleSettings) -> [GoalSummary] {
      let steadyGoal = { (helper: String) in
        scenarios.first { $0.helper == helper }?.steadyGoal ?? ScaleGoal.steadyOverClosure
      }
      let exceptions = scenarios.filter { $0.steadyGoal != ScaleGoal.steadyOverClosure }
        .map { "≤ \(format(ratio: $0.steadyGoal)) \($0.goalCompetitor) for \($0.helper)" }
      var steady = GoalSummary(
        name: "steady render ≤ \(format(ratio: ScaleGoal.steadyOverClosure)) the closure, per row, "
          + "at every N" + (exceptions.isEmpty ? "" : " (\(exceptions.joined(separator: "; ")))"))
      for row in rows {
        let label = "\(row.helper) N=\(row.count)"
        if let reason = row.result(.ours)?.skipped {
          steady.miss("\(label) not measured (\(reason))")
        } else if let ours = row.perRow(.ours), let closure = row.perRow(.closure) {
          steady.tally(
            ours / closure <= steadyGoal(row.helper), "\(label) \(format(ratio: ours / closure))")
        } else {
          steady.miss("\(label) closure not measured")
        }
      }

      // From 1,000 rows, or in a run that stops there (--quick), from a tenth of the largest.
      let largest = rows.map(\.count).max() ?? 0
      let from = largest > ScaleGoal.coldGrowthFrom ? ScaleGoal.coldGrowthFrom : largest / 10
      var cold = GoalSummary(
        name: "cold render O(N): cold cost per row at N=\(largest) ≤ "
          + "\(format(ratio: ScaleGoal.coldGrowth)) that at N=\(from)")
      var growth = GoalSummary(
        name: "cache growth while the N=\(largest) list is alive ≤ "
          + "\(ScaleGoal.cacheGrowthBytes >> 20) MiB (bytes the cache reports pinned)")
      var gone = GoalSummary(
        name: "cache under \(ScaleGoal.cacheAfterGoneBytes >> 20) MiB pinned within "
          + "\(String(format: "%.0f", ScaleGoal.cacheAfterGoneSeconds)) s of the list being gone, "
          + "while a 10-row list renders 60 times a second")
      for helper in rows.map(\.helper).uniqued() {
        guard let top = rows.first(where: { $0.helper == helper && $0.count == largest }),
          let start = rows.first(where: { $0.helper == helper && $0.count == from })
        else { continue }
        if let reason = top.result(.ours)?.skipped {
          cold.miss("\(helper) not measured at N=\(largest) (\(reason))")
        } else if let high = top.coldPerRow(.ours), let low = start.coldPerRow(.ours) {
          cold.tally(high / low <= ScaleGoal.coldGrowth, "\(helper) \(format(ratio: high / low))")
        } else {
          cold.miss("\(helper) cold render not measured")
        }
        let grew = top.cacheAfter.pinnedBytes - top.cacheBefore.pinnedBytes
        growth.tally(grew <= ScaleGoal.cacheGrowthBytes, "\(helper) \(format(bytes: grew))")
        gone.tally(
          (top.secondsUntilSmall ?? .infinity) <= ScaleGoal.cacheAfterGoneSeconds,
          "\(helper) \(format(bytes: top.cacheAfterGone.pinnedBytes)) "
            + "(\(untilSmall(top, limit: settings.shrinkSecondsLimit)))")
      }
      return [steady, cold, growth, gone]
    }
  }

  /// The goals of the scale benchmark, as numbers.
  enum ScaleGoal {
    /// A steady render may cost at most this many closure renders, per row, at every size.
    static let steadyOverClosure = 2.0
    /// Cold cost per row at the largest size may be at most this many times that at 1,000 rows.
    static let coldGrowth = 1.5
    /// The size the cold-growth goal starts from.
    static let coldGrowthFrom = 1_000
    /// The most the cache may grow, in bytes it reports pinned, while the largest list is alive.
    static let cacheGrowthBytes = 32 << 20
    /// The most the cache may keep pinned once the list is gone.
    static let cacheAfterGoneBytes = 1 << 20
    /// How long after the list is gone the cache may take to get there.
    ///
    /// The app goes on deriving bindings meanwhile. The cache has no thread of its own and no way
    /// to learn that a list is gone: it lets a grown table's unused entries go at the end of the
    /// first epoch (at most a second) in which they were not used, so within two epochs, plus the
    /// 16 lookups between two readings of its clock.
    static let cacheAfterGoneSeconds = 3.0
  }
#endif
