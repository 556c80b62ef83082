#if !canImport(SwiftUI)
  import Foundation

  /// Everything one scale run produced, as written to the JSON file.
  struct ScaleResults: BenchmarkResults, Codable {
    var run: RunInfo
    var settings: ScaleSettings
    var rows: [ScaleRow]
    /// Each family's goals, their names starting with the family's.
    var goals: [GoalSummary]

    /// A run's results, each family's goals tallied over its rows.
    @MainActor
    init(run: RunInfo, settings: ScaleSettings, rows: [ScaleRow]) {
      self.run = run
      self.settings = settings
      self.rows = rows
      goals = Self.families(of: rows).flatMap { family, rows in
        family.goals(rows, settings: settings).map { goal in
          var goal = goal
          goal.name = "\(family.name): \(goal.name)"
          return goal
        }
      }
    }

    /// The families that have rows, in the runner's order, with their rows.
    @MainActor
    static func families(of rows: [ScaleRow]) -> [(family: any ScaleFamily.Type, rows: [ScaleRow])]
    {
      ScaleRunner.families.map { family in (family, rows.filter { $0.family == family.name }) }
        .filter { !$0.rows.isEmpty }
    }
  }

  /// How long the cache took to pin at most 1 MiB after the list was gone, in words.
  func untilSmall(_ row: ScaleRow, limit: Double) -> String {
    guard let lookups = row.lookupsUntilSmall, let seconds = row.secondsUntilSmall else {
      return "still \(format(bytes: row.cacheAfterLookups?.pinnedBytes)) after "
        + "\(String(format: "%.0f", limit)) s of a 10-row list rendered 60 times a second"
    }
    return lookups == 0
      ? "at once"
      : "under 1 MiB after \(String(format: "%.1f", seconds)) s (\(grouped(lookups)) lookups) "
        + "of a 10-row list rendered 60 times a second"
  }

  // MARK: - Report

  extension ScaleResults {
    /// For each family: the timing and memory tables, the competitors and the goals.
    ///
    /// The text has a line per side (ours, the closure, the reference) and the cache at every
    /// size; the Markdown, for the README, puts ours and the closure side by side in one row and
    /// the cache at the largest size only.
    @MainActor var report: Report {
      var report = Report()
      report.add(
        .prose(
          """
          OptionalBindings scale benchmark (\(run.mode)): lists of N rows through a @MainActor \
          @Observable model via Bindable; \(run.machine); \(String(format: "%.1f", run.seconds)) s.
          cold = the first render of a list whose ids, keys and tags no earlier render used; \
          steady = median [interquartile range] of \(settings.minSteadyRenders)–\
          \(settings.maxSteadyRenders) later renders, interleaved with the other sides; per row \
          = steady ÷ N; ÷closure = ours (or the reference) ÷ the closure, per row, same run; \
          hits = rows whose key paths were the identical objects in two renders in a row; one \
          write = one write through the middle row's binding, median of \
          \(settings.writeSamples) samples.
          """), in: [.text])
      for (family, rows) in Self.families(of: rows) {
        report.add(.prose("\(family.name): \(family.summary)."))
        report.add(.table(timingBySide(rows)), in: [.text])
        report.add(.table(timingSideBySide(rows)), in: [.markdown])
        let skipped = rows.compactMap { row in
          row.result(.ours)?.skipped.map { "`\(row.helper)` at N = \(grouped(row.count)): \($0)" }
        }
        if !skipped.isEmpty {
          report.add(.prose("Not run: " + skipped.joined(separator: "; ") + "."), in: [.markdown])
        }
        report.add(
          .prose(
            """
            entries and pinned: the key-path cache before the list was made → with it alive → \
            after it was released and a
            10-row list rendered \(settings.renderAfterGone) times; hits/misses: counted by the \
            cache during the steady renders; RSS: resident growth
            since before the list was made, with it alive and after it is gone.
            """), in: [.text])
        report.add(.table(memoryAtEverySize(rows)), in: [.text])
        let largest = rows.map(\.count).max() ?? 0
        report.add(
          .prose(
            """
            The key-path cache and resident memory at N = \(grouped(largest)): before the list, \
            with it alive, and after it is gone (released, then a 10-row list rendered \
            \(settings.renderAfterGone) times).
            """), in: [.markdown])
        report.add(.table(memoryAtLargest(rows)), in: [.markdown])
        var competitors = "closure competitors (ScaleModel.swift):"
        let helpers = Set(rows.map(\.helper))
        for scenario in family.scenarios where helpers.contains(scenario.helper) {
          competitors += "\n  \(scenario.helper): \(scenario.competitor)"
          if let reference = scenario.referenceCompetitor {
            competitors += "\n  \(scenario.helper), reference: \(reference)"
          }
        }
        report.add(.prose(competitors), in: [.text])
        report.add(.goals(goals.filter { $0.name.hasPrefix(family.name + ": ") }))
      }
      report.add(
        .prose(
          "(the other goals, creation, access and identity, are checked by the run without "
            + "--scale)"), in: [.text])
      return report
    }

    /// Every side of every row on a line of its own, with the reason where one was skipped.
    private func timingBySide(_ rows: [ScaleRow]) -> Table {
      var timing = Table([
        ("helper", 30, true), ("N", 7, false), ("side", 9, true), ("cold render", 11, false),
        ("steady render [IQR]", 29, false), ("per row", 9, false), ("÷closure", 8, false),
        ("cold/row", 9, false), ("hits", 5, false), ("one write", 9, false),
        ("÷closure", 8, false),
      ])
      var previous: String?
      for row in rows {
        if let previous, previous != row.helper { timing.separate() }
        previous = row.helper
        let closure = row.result(.closure)
        for result in row.sides {
          let name = result.side == .ours ? row.helper : ""
          let size = result.side == .ours ? grouped(row.count) : ""
          let write = format(duration: result.write?.median)
          let writeRatio = result.write.flatMap { own in
            closure?.write.map { own.median / $0.median }
          }
          if let reason = result.skipped {
            timing.add([
              name, size, result.side.rawValue, "skipped", "", "", "", "", "", write,
              result.side == .closure ? "" : format(ratio: writeRatio),
            ])
            timing.note(reason, indent: 52)
            continue
          }
          let steady = result.steady.map {
            "\(format(duration: $0.median)) [\(format(duration: $0.lowerQuartile))–"
              + "\(format(duration: $0.upperQuartile))]"
          }
          let ratio = row.perRow(result.side).flatMap { own in
            row.perRow(.closure).map { own / $0 }
          }
          timing.add([
            name, size, result.side.rawValue, format(duration: result.coldNanoseconds),
            steady ?? "—", format(duration: row.perRow(result.side)),
            result.side == .closure ? "" : format(ratio: ratio),
            format(duration: row.coldPerRow(result.side)), format(percent: result.hitRate),
            write, result.side == .closure ? "" : format(ratio: writeRatio),
          ])
        }
      }
      return timing
    }

    /// Ours and the closure in one row per helper and size, as the README shows them.
    private func timingSideBySide(_ rows: [ScaleRow]) -> Table {
      var table = Table([
        ("Helper", 0, true), ("N", 0, false), ("Steady render, ours / closure", 0, false),
        ("Per row, ours / closure", 0, false), ("÷ closure", 0, false),
        ("Cold per row, ours", 0, false), ("Hits", 0, false),
        ("One write, ours / closure", 0, false),
      ])
      for row in rows {
        guard let ours = row.result(.ours), let closure = row.result(.closure) else { continue }
        let first = row.count == rows.first(where: { $0.helper == row.helper })?.count
        let ratio = row.perRow(.ours).flatMap { own in row.perRow(.closure).map { own / $0 } }
        let render =
          ours.skipped == nil
          ? "\(format(duration: ours.steady?.median)) / \(format(duration: closure.steady?.median))"
          : "not run / \(format(duration: closure.steady?.median))"
        table.add([
          first ? "`\(row.helper)`" : "", grouped(row.count), render,
          "\(format(duration: row.perRow(.ours))) / \(format(duration: row.perRow(.closure)))",
          format(ratio: ratio), format(duration: row.coldPerRow(.ours)),
          format(percent: ours.hitRate),
          "\(format(duration: ours.write?.median)) / \(format(duration: closure.write?.median))",
        ])
      }
      return table
    }

    /// The cache and resident memory of every row.
    private func memoryAtEverySize(_ rows: [ScaleRow]) -> Table {
      var memory = Table([
        ("cache and memory", 30, true), ("N", 7, false), ("entries", 17, false),
        ("pinned", 26, false), ("hits/misses", 15, false), ("RSS +alive", 10, false),
        ("RSS +gone", 10, false), ("pinned ≤ 1 MiB", 44, true),
      ])
      var previous: String?
      for row in rows {
        if let previous, previous != row.helper { memory.separate() }
        let name = previous == row.helper ? "" : row.helper
        previous = row.helper
        let entries =
          "\(row.cacheBefore.entries)→\(row.cacheAfter.entries)→\(row.cacheAfterGone.entries)"
        let pinned =
          "\(format(bytes: row.cacheBefore.pinnedBytes))→\(format(bytes: row.cacheAfter.pinnedBytes))"
          + "→\(format(bytes: row.cacheAfterGone.pinnedBytes))"
        memory.add([
          name, grouped(row.count), entries, pinned,
          "\(row.cacheHitsDuringSteady)/\(row.cacheMissesDuringSteady)",
          format(bytes: row.residentGrowthAlive), format(bytes: row.residentGrowthGone),
          untilSmall(row, limit: settings.shrinkSecondsLimit),
        ])
      }
      return memory
    }

    /// The cache and resident memory at the largest size, one row per helper.
    private func memoryAtLargest(_ rows: [ScaleRow]) -> Table {
      var table = Table([
        ("Helper", 0, true), ("Cache entries", 0, false), ("Cache pinned bytes", 0, false),
        ("Cache hits / misses, steady renders", 0, false),
        ("Resident growth, alive / gone", 0, false), ("Cache back under 1 MiB", 0, true),
      ])
      let largest = rows.map(\.count).max() ?? 0
      for row in rows where row.count == largest {
        table.add([
          "`\(row.helper)`",
          "\(row.cacheBefore.entries) → \(row.cacheAfter.entries) → \(row.cacheAfterGone.entries)",
          "\(format(bytes: row.cacheBefore.pinnedBytes)) → "
            + "\(format(bytes: row.cacheAfter.pinnedBytes)) → "
            + "\(format(bytes: row.cacheAfterGone.pinnedBytes))",
          "\(row.cacheHitsDuringSteady) / \(row.cacheMissesDuringSteady)",
          "\(format(bytes: row.residentGrowthAlive)) / \(format(bytes: row.residentGrowthGone))",
          untilSmall(row, limit: settings.shrinkSecondsLimit),
        ])
      }
      return table
    }
  }

  extension ScaleRow {
    /// Resident growth since before the list was made, with the list alive.
    var residentGrowthAlive: Int? {
      residentAfter.flatMap { after in residentBefore.map { after - $0 } }
    }

    /// Resident growth since before the list was made, after it is gone.
    var residentGrowthGone: Int? {
      residentAfterGone.flatMap { after in residentBefore.map { after - $0 } }
    }
  }
#endif
