#if !canImport(SwiftUI)
  import Foundation

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
    /// The app goes on deriving bindings meanwhile. The cache has no thread of its own and no way to learn that a list is
    /// gone: it lets a grown table's unused entries go at the end of the first epoch (at most a
    /// second) in which they were not used, so within two epochs, plus the 16 lookups between
    /// two readings of its clock.
    static let cacheAfterGoneSeconds = 3.0
  }

  /// Everything one scale run produced, as written to the JSON file.
  struct ScaleResults: BenchmarkResults, Codable {
    var run: RunInfo
    var settings: ScaleSettings
    var rows: [ScaleRow]
    var goals: [GoalSummary]

    /// The helpers in the order they were measured.
    var helpers: [String] {
      rows.map(\.helper).reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
    }

    /// The closure competitors, by helper, for the text: every scenario the runner knows.
    @MainActor static var competitors: [(helper: String, closure: String, reference: String?)] {
      ScaleRunner.scenarios.map { ($0.helper, $0.competitor, $0.referenceCompetitor) }
    }
  }

  extension ScaleResults {
    /// Tallies the scale goals over the rows.
    @MainActor
    static func goalSummaries(_ rows: [ScaleRow], settings: ScaleSettings) -> [GoalSummary] {
      var steady = GoalSummary(
        name: "steady render ≤ \(format(ratio: ScaleGoal.steadyOverClosure)) the closure, per row, "
          + "at every N (≤ \(format(ratio: RowsByID.steadyGoal)) SwiftUI's index rows for "
          + "\(RowsByID.helper))", met: 0, total: 0, misses: [])
      for row in rows {
        steady.total += 1
        let label = "\(row.helper) N=\(row.count)"
        let goal =
          ScaleRunner.scenarios.first { $0.helper == row.helper }?.steadyGoal
          ?? ScaleGoal.steadyOverClosure
        if let reason = row.result(.ours)?.skipped {
          steady.misses.append("\(label) not measured (\(reason))")
        } else if let ours = row.perRow(.ours), let closure = row.perRow(.closure) {
          if ours / closure <= goal {
            steady.met += 1
          } else {
            steady.misses.append("\(label) \(format(ratio: ours / closure))")
          }
        } else {
          steady.misses.append("\(label) closure not measured")
        }
      }

      // From 1,000 rows, or in a run that stops there (--quick), from a tenth of the largest.
      let largest = rows.map(\.count).max() ?? 0
      let from = largest > ScaleGoal.coldGrowthFrom ? ScaleGoal.coldGrowthFrom : largest / 10
      var cold = GoalSummary(
        name: "cold render O(N): cold cost per row at N=\(largest) ≤ "
          + "\(format(ratio: ScaleGoal.coldGrowth)) that at N=\(from)", met: 0, total: 0,
        misses: [])
      var growth = GoalSummary(
        name: "cache growth while the N=\(largest) list is alive ≤ "
          + "\(ScaleGoal.cacheGrowthBytes >> 20) MiB (bytes the cache reports pinned)",
        met: 0, total: 0, misses: [])
      var gone = GoalSummary(
        name: "cache under \(ScaleGoal.cacheAfterGoneBytes >> 20) MiB pinned within "
          + "\(String(format: "%.0f", ScaleGoal.cacheAfterGoneSeconds)) s of the list being gone, "
          + "while a 10-row list renders 60 times a second",
        met: 0, total: 0, misses: [])
      for helper in rows.map(\.helper).reduce(
        into: [String](), { if !$0.contains($1) { $0.append($1) } })
      {
        guard let top = rows.first(where: { $0.helper == helper && $0.count == largest }),
          let start = rows.first(where: { $0.helper == helper && $0.count == from })
        else { continue }
        cold.total += 1
        if let reason = top.result(.ours)?.skipped {
          cold.misses.append("\(helper) not measured at N=\(largest) (\(reason))")
        } else if let high = top.coldPerRow(.ours), let low = start.coldPerRow(.ours) {
          if high / low <= ScaleGoal.coldGrowth {
            cold.met += 1
          } else {
            cold.misses.append("\(helper) \(format(ratio: high / low))")
          }
        }
        growth.total += 1
        let grew = top.cacheAfter.pinnedBytes - top.cacheBefore.pinnedBytes
        if grew <= ScaleGoal.cacheGrowthBytes {
          growth.met += 1
        } else {
          growth.misses.append("\(helper) \(format(bytes: grew))")
        }
        gone.total += 1
        if let seconds = top.secondsUntilSmall, seconds <= ScaleGoal.cacheAfterGoneSeconds {
          gone.met += 1
        } else {
          gone.misses.append(
            "\(helper) \(format(bytes: top.cacheAfterGone.pinnedBytes)) "
              + "(\(untilSmall(top, limit: settings.shrinkSecondsLimit)))")
        }
      }
      return [steady, cold, growth, gone]
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
    /// The timing and memory tables, the competitors and the goals.
    ///
    /// The text has a line per side (ours, the closure, the reference) and the cache at every
    /// size; the Markdown, for the README, puts ours and the closure side by side in one row and
    /// the cache at the largest size only.
    @MainActor var report: Report {
      var report = Report()
      report.add(
        .prose(
          """
          OptionalBindings scale benchmark (\(run.mode)): a list of N rows, each deriving one \
          binding and reading it once per render, through a @MainActor @Observable model via \
          Bindable; \(run.machine); \(String(format: "%.1f", run.seconds)) s.
          cold = the first render of a list whose ids, keys and tags no earlier render used; \
          steady = median [interquartile range] of \(settings.minSteadyRenders)–\
          \(settings.maxSteadyRenders) later renders, interleaved with the other sides; per row \
          = steady ÷ N; ÷closure = ours (or the reference) ÷ the closure, per row, same run; \
          hits = rows whose key paths were the identical objects in two renders in a row; one \
          write = one write through the middle row's binding, median of \
          \(settings.writeSamples) samples.
          """), in: [.text])
      report.add(.table(timingBySide), in: [.text])
      report.add(.table(timingSideBySide), in: [.markdown])
      let skipped = rows.compactMap { row in
        row.result(.ours)?.skipped.map { "`\(row.helper)` at N = \(grouped(row.count)): \($0)" }
      }
      if !skipped.isEmpty {
        report.add(.prose("Not run: " + skipped.joined(separator: "; ") + "."), in: [.markdown])
      }
      report.add(
        .prose(
          """
          entries and pinned: the key-path cache before the list was made → with it alive → after \
          it was released and a
          10-row list rendered \(settings.renderAfterGone) times; hits/misses: counted by the \
          cache during the steady renders; RSS: resident growth
          since before the list was made, with it alive and after it is gone.
          """), in: [.text])
      report.add(.table(memoryAtEverySize), in: [.text])
      let largest = rows.map(\.count).max() ?? 0
      report.add(
        .prose(
          """
          The key-path cache and resident memory at N = \(grouped(largest)): before the list, \
          with it alive, and after it is gone (released, then a 10-row list rendered \
          \(settings.renderAfterGone) times).
          """), in: [.markdown])
      report.add(.table(memoryAtLargest), in: [.markdown])
      var competitors = "closure competitors (Benchmarks/ScaleModel.swift):"
      for competitor in Self.competitors where helpers.contains(competitor.helper) {
        competitors += "\n  \(competitor.helper): \(competitor.closure)"
        if let reference = competitor.reference {
          competitors += "\n  \(competitor.helper), reference: \(reference)"
        }
      }
      report.add(.prose(competitors), in: [.text])
      report.add(.goals(goals))
      report.add(
        .prose(
          "(the other goals, creation, access and identity, are checked by the run without "
            + "--scale)"), in: [.text])
      return report
    }

    /// Every side of every row on a line of its own, with the reason where one was skipped.
    private var timingBySide: Table {
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
    private var timingSideBySide: Table {
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
    private var memoryAtEverySize: Table {
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
    private var memoryAtLargest: Table {
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
