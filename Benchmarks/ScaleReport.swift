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
    /// second) in which they were not used, so within two epochs, plus the 64 lookups between
    /// two readings of its clock.
    static let cacheAfterGoneSeconds = 3.0
  }

  /// Everything one scale run produced, as written to the JSON file.
  struct ScaleResults: Codable {
    var generatedAt: String
    var arguments: [String]
    var mode: String
    var settings: ScaleSettings
    var processors: Int
    var loadAverageAtStart: Double?
    var loadAverageAtEnd: Double?
    /// Seconds the run took.
    var seconds: Double
    var rows: [ScaleRow]
    var goals: [GoalSummary]

    /// The helpers in the order they were measured.
    var helpers: [String] {
      rows.map(\.helper).reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
    }

    /// The closure competitors, by helper, for the text.
    @MainActor static let competitors: [(helper: String, closure: String, reference: String?)] = [
      (IdentifiedRows.helper, IdentifiedRows.competitor, IdentifiedRows.referenceCompetitor),
      (ToggleRows.helper, ToggleRows.competitor, nil),
      (TagRows.helper, TagRows.competitor, nil),
      (NoteRows.helper, NoteRows.competitor, nil),
    ]
  }

  extension ScaleResults {
    /// Tallies the scale goals over the rows.
    static func goalSummaries(_ rows: [ScaleRow], settings: ScaleSettings) -> [GoalSummary] {
      var steady = GoalSummary(
        name: "steady render ≤ \(format(ratio: ScaleGoal.steadyOverClosure)) the closure, per row, "
          + "at every N", met: 0, total: 0, misses: [])
      for row in rows {
        steady.total += 1
        let label = "\(row.helper) N=\(row.count)"
        if let reason = row.result(.ours)?.skipped {
          steady.misses.append("\(label) not measured (\(reason))")
        } else if let ours = row.perRow(.ours), let closure = row.perRow(.closure) {
          if ours / closure <= ScaleGoal.steadyOverClosure {
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

  /// Formats a byte count in KiB or MiB.
  func format(bytes: Int?) -> String {
    guard let bytes else { return "—" }
    let magnitude = abs(bytes)
    if magnitude < 1 << 20 { return String(format: "%.0f KiB", Double(bytes) / 1024) }
    return String(format: "%.1f MiB", Double(bytes) / Double(1 << 20))
  }

  /// Formats an integer with a comma between groups of three digits: `100,000`.
  func grouped(_ value: Int) -> String {
    let digits = String(value.magnitude)
    var result = ""
    for (offset, digit) in digits.enumerated() {
      if offset > 0 && (digits.count - offset).isMultiple(of: 3) { result += "," }
      result.append(digit)
    }
    return (value < 0 ? "-" : "") + result
  }

  /// Formats a share as a percentage.
  func format(percent share: Double?) -> String {
    guard let share else { return "—" }
    return String(format: "%.0f %%", share * 100)
  }

  extension ScaleResults {
    /// The tables and the goal summary, as printed.
    @MainActor var text: String {
      var timing = TextTable([
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
            timing.lines.append(String(repeating: " ", count: 52) + reason)
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

      var memory = TextTable([
        ("cache and memory", 30, true), ("N", 7, false), ("entries", 17, false),
        ("pinned", 26, false), ("hits/misses", 15, false), ("RSS +alive", 10, false),
        ("RSS +gone", 10, false), ("pinned ≤ 1 MiB", 44, true),
      ])
      previous = nil
      for row in rows {
        if let previous, previous != row.helper { memory.separate() }
        let name = previous == row.helper ? "" : row.helper
        previous = row.helper
        let entries =
          "\(row.cacheBefore.entries)→\(row.cacheAfter.entries)→\(row.cacheAfterGone.entries)"
        let pinned =
          "\(format(bytes: row.cacheBefore.pinnedBytes))→\(format(bytes: row.cacheAfter.pinnedBytes))"
          + "→\(format(bytes: row.cacheAfterGone.pinnedBytes))"
        let alive = row.residentAfter.flatMap { after in row.residentBefore.map { after - $0 } }
        let gone = row.residentAfterGone.flatMap { after in row.residentBefore.map { after - $0 } }
        memory.add([
          name, grouped(row.count), entries, pinned,
          "\(row.cacheHitsDuringSteady)/\(row.cacheMissesDuringSteady)",
          format(bytes: alive), format(bytes: gone),
          untilSmall(row, limit: settings.shrinkSecondsLimit),
        ])
      }

      let load = { (value: Double?) in value.map { String(format: "%.2f", $0) } ?? "?" }
      var text = """
        OptionalBindings scale benchmark (\(mode)): a list of N rows, each deriving one binding \
        and reading it once per render, through a @MainActor @Observable model via Bindable; \
        \(processors) cores, load average \(load(loadAverageAtStart)) at start, \
        \(load(loadAverageAtEnd)) at end; \(String(format: "%.1f", seconds)) s.
        cold = the first render of a list whose ids, keys and tags no earlier render used; steady \
        = median [interquartile range] of \(settings.minSteadyRenders)–\
        \(settings.maxSteadyRenders) later renders, interleaved with the other sides; per row = \
        steady ÷ N; ÷closure = ours (or the reference) ÷ the closure, per row, same run; hits = \
        rows whose key paths were the identical objects in two renders in a row; one write = \
        one write through the middle row's binding, median of \(settings.writeSamples) samples.

        """
      text += timing.text + "\n\n"
      text += "entries and pinned: the key-path cache before the list was made → with it alive "
      text += "→ after it was released and a\n10-row list rendered \(settings.renderAfterGone) "
      text += "times; hits/misses: counted by the cache during the steady renders; RSS: "
      text +=
        "resident growth\nsince before the list was made, with it alive and after it is gone.\n"
      text += memory.text + "\n\n"
      text += "closure competitors (Benchmarks/ScaleModel.swift):\n"
      for competitor in Self.competitors where helpers.contains(competitor.helper) {
        text += "  \(competitor.helper): \(competitor.closure)\n"
        if let reference = competitor.reference {
          text += "  \(competitor.helper), reference: \(reference)\n"
        }
      }
      text += "\n"
      for goal in goals {
        text += "goal \(goal.name): \(goal.met)/\(goal.total) met"
        text += goal.misses.isEmpty ? "\n" : "; missed: \(goal.misses.joined(separator: "; "))\n"
      }
      text += "(the other goals, creation, access and identity, are checked by the run without "
      text += "--scale)\n"
      return text
    }

    /// The timing table, the memory at the largest size and the goals, as Markdown.
    var markdown: String {
      let load = { (value: Double?) in value.map { String(format: "%.2f", $0) } ?? "?" }
      var out = "<!-- \(arguments.joined(separator: " ")): \(generatedAt.prefix(10)), "
      out += "\(processors) cores, load average \(load(loadAverageAtStart)) at start, "
      out += "\(load(loadAverageAtEnd)) at end, \(String(format: "%.0f", seconds)) s -->\n\n"
      out += "| Helper | N | Steady render, ours / closure | Per row, ours / closure | ÷ closure "
      out += "| Cold per row, ours | Hits | One write, ours / closure |\n"
      out += "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n"
      for row in rows {
        guard let ours = row.result(.ours), let closure = row.result(.closure) else { continue }
        let helper =
          row.count == rows.first(where: { $0.helper == row.helper })?.count
          ? "`\(row.helper)`" : ""
        let ratio = row.perRow(.ours).flatMap { own in row.perRow(.closure).map { own / $0 } }
        let render =
          ours.skipped == nil
          ? "\(format(duration: ours.steady?.median)) / \(format(duration: closure.steady?.median))"
          : "not run / \(format(duration: closure.steady?.median))"
        out += "| \(helper) | \(grouped(row.count)) | \(render) "
        out +=
          "| \(format(duration: row.perRow(.ours))) / \(format(duration: row.perRow(.closure))) "
        out += "| \(format(ratio: ratio)) | \(format(duration: row.coldPerRow(.ours))) "
        out += "| \(format(percent: ours.hitRate)) "
        out +=
          "| \(format(duration: ours.write?.median)) / \(format(duration: closure.write?.median)) |\n"
      }
      let skipped = rows.compactMap { row in
        row.result(.ours)?.skipped.map { "`\(row.helper)` at N = \(grouped(row.count)): \($0)" }
      }
      if !skipped.isEmpty {
        out += "\nNot run: " + skipped.joined(separator: "; ") + ".\n"
      }
      let largest = rows.map(\.count).max() ?? 0
      out +=
        "\nThe key-path cache and resident memory at N = \(grouped(largest)): before the list, "
      out += "with it alive, and after it is gone (released, then a 10-row list rendered "
      out += "\(settings.renderAfterGone) times).\n\n"
      out += "| Helper | Cache entries | Cache pinned bytes | Cache hits / misses, steady renders "
      out += "| Resident growth, alive / gone | Cache back under 1 MiB |\n"
      out += "| --- | ---: | ---: | ---: | ---: | --- |\n"
      for row in rows where row.count == largest {
        let alive = row.residentAfter.flatMap { after in row.residentBefore.map { after - $0 } }
        let gone = row.residentAfterGone.flatMap { after in row.residentBefore.map { after - $0 } }
        out += "| `\(row.helper)` "
        out +=
          "| \(row.cacheBefore.entries) → \(row.cacheAfter.entries) → \(row.cacheAfterGone.entries) "
        out +=
          "| \(format(bytes: row.cacheBefore.pinnedBytes)) → \(format(bytes: row.cacheAfter.pinnedBytes))"
        out += " → \(format(bytes: row.cacheAfterGone.pinnedBytes)) "
        out += "| \(row.cacheHitsDuringSteady) / \(row.cacheMissesDuringSteady) "
        out += "| \(format(bytes: alive)) / \(format(bytes: gone)) "
        out += "| \(untilSmall(row, limit: settings.shrinkSecondsLimit)) |\n"
      }
      out += "\n"
      for goal in goals {
        out += "- \(goal.met == goal.total ? "Met" : "Missed"): \(goal.name) (\(goal.met) of "
        out += "\(goal.total))"
        out += goal.misses.isEmpty ? ".\n" : "; missed: \(goal.misses.joined(separator: "; ")).\n"
      }
      return out
    }

    /// Writes the results as pretty-printed JSON.
    func write(to path: String) throws { try writeJSON(self, to: path) }
  }
#endif
