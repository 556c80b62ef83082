#if !canImport(SwiftUI)
  import Foundation
  @_spi(Testing) import OptionalBindings

  /// How the scale benchmark runs: which list sizes, how many renders, and how long one
  /// measurement may take before a side is skipped.
  struct ScaleSettings: Codable {
    /// The list sizes, smallest first.
    var counts: [Int]
    /// Steady renders per side: as many as fit in ``steadySeconds``, within these bounds.
    var minSteadyRenders: Int
    var maxSteadyRenders: Int
    /// The time the steady renders of one side aim at, judged from its cold render.
    var steadySeconds: Double
    /// A side whose predicted time for one measurement (its cold and fewest steady renders)
    /// exceeds this is skipped at that size and every larger one; a third of it for the
    /// reference competitor.
    var budgetSeconds: Double
    /// Timed samples of one write, per side.
    var writeSamples: Int
    /// Renders of a 10-row list after the measured list is gone, before the cache is read again.
    var renderAfterGone: Int
    /// While the cache still pins more than ``ScaleGoal/cacheAfterGoneBytes`` after that, the
    /// longest to keep rendering the 10-row list, 60 times a second, waiting for it to shrink.
    var shrinkSecondsLimit: Double

    /// The full run: N = 10 to 100,000.
    static let full = ScaleSettings(
      counts: [10, 100, 1_000, 10_000, 100_000], minSteadyRenders: 3, maxSteadyRenders: 15,
      steadySeconds: 2, budgetSeconds: 60, writeSamples: 15, renderAfterGone: 5,
      shrinkSecondsLimit: 5)

    /// The CI run: N = 10 to 1,000, a few renders each, seconds in all.
    static let quick = ScaleSettings(
      counts: [10, 100, 1_000], minSteadyRenders: 2, maxSteadyRenders: 5,
      steadySeconds: 0.05, budgetSeconds: 5, writeSamples: 5, renderAfterGone: 2,
      shrinkSecondsLimit: 3)
  }

  /// Who derives a row's binding: the helper, the closure competitor, or a second closure
  /// competitor measured for reference.
  enum ScaleSide: String, Codable, CaseIterable {
    case ours
    case closure
    case reference
  }

  /// One side of one helper at one list size.
  struct ScaleSideResult: Codable {
    var side: ScaleSide
    /// Why this side's renders were not timed at this size; nil when they were.
    var skipped: String?
    /// The first render of a list whose arguments no earlier render used, in nanoseconds.
    var coldNanoseconds: Double?
    /// Later renders of the same list, in nanoseconds per render.
    var steady: Stats?
    /// One write through a row's binding, derived untimed, in nanoseconds.
    var write: Stats?
    /// Share of rows that kept their binding over two untimed renders in a row: the same binding,
    /// on every side, in a family that counts that
    /// (``ScaleFamily/sameBindingShare(_:_:_:count:pass:)``); otherwise, on ours only, the
    /// identical key path objects.
    var hitRate: Double?
  }

  /// One helper of one family at one list size: every side, and the cache and memory around the
  /// measurement.
  struct ScaleRow: Codable {
    /// The ``ScaleFamily/name`` of the family measured.
    var family: String
    var helper: String
    var count: Int
    var sides: [ScaleSideResult]
    /// Before the list was made.
    var cacheBefore: CacheFigures
    /// After its steady and probe renders, with the list still alive.
    var cacheAfter: CacheFigures
    /// After the list was released and a 10-row list rendered a few times.
    var cacheAfterGone: CacheFigures
    /// Hits and misses the cache counted during the steady renders.
    var cacheHitsDuringSteady: Int
    var cacheMissesDuringSteady: Int
    /// How long, and how many more lookups (rows of a 10-row list rendered 60 times a second), it
    /// took the cache to pin no more than ``ScaleGoal/cacheAfterGoneBytes`` after the list was
    /// gone: zero when it already did, nil when it had not within
    /// ``ScaleSettings/shrinkSecondsLimit``.
    var secondsUntilSmall: Double?
    var lookupsUntilSmall: Int?
    /// The cache after those lookups (or after the limit).
    var cacheAfterLookups: CacheFigures?
    /// Resident set size in bytes at the same three moments.
    var residentBefore: Int?
    var residentAfter: Int?
    var residentAfterGone: Int?

    /// The result of `side`, if it was measured at all.
    func result(_ side: ScaleSide) -> ScaleSideResult? { sides.first { $0.side == side } }

    /// Steady nanoseconds per row of `side`.
    func perRow(_ side: ScaleSide) -> Double? {
      result(side)?.steady.map { $0.median / Double(count) }
    }

    /// Cold nanoseconds per row of `side`.
    func coldPerRow(_ side: ScaleSide) -> Double? {
      result(side)?.coldNanoseconds.map { $0 / Double(count) }
    }
  }

  /// Renders lists of growing size through each family's helpers and their closure competitors.
  @MainActor
  final class ScaleRunner {
    /// The families the scale run measures, in order; a new family is added here.
    static let families: [any ScaleFamily.Type] = [ListUpdate.self, EveryRow.self]

    let settings: ScaleSettings
    /// Called with a short line before each measurement.
    let progress: (String) -> Void
    /// The first id, key or tag of the next list, so that every list's arguments are new.
    private var nextBase = 1_000_000
    /// Cold nanoseconds per row already measured, per family, helper and side, for predicting
    /// the next.
    private var coldHistory: [String: [(count: Int, perRow: Double)]] = [:]

    init(settings: ScaleSettings, progress: @escaping (String) -> Void) {
      self.settings = settings
      self.progress = progress
    }

    /// Every helper whose name, or whose family's, contains `only` (all when nil), at every list
    /// size.
    func run(only: String?) -> [ScaleRow] {
      var rows: [ScaleRow] = []
      for family in Self.families {
        for scenario in family.scenarios
        where only.map({ scenario.helper.contains($0) || family.name.contains($0) }) ?? true {
          for count in settings.counts {
            rows.append(measure(family, scenario, count: count))
          }
        }
      }
      return rows
    }

    /// Measures one helper of one family at one list size.
    ///
    /// In order: make the list and read its data once; one cold render per side; steady renders,
    /// interleaved with the order rotating each round; two untimed derivations of the evaluated
    /// rows for the hit rate; the cache and memory; one write per side, interleaved; then release
    /// the list, render a 10-row list a few times, and read the cache and memory again.
    private func measure<F: ScaleFamily, S: ListScenario>(
      _: F.Type, _: S.Type, count: Int
    ) -> ScaleRow {
      let sides: [ScaleSide] =
        [.ours, .closure] + (S.referenceCompetitor == nil ? [] : [.reference])
      var skipped: [ScaleSide: String] = [:]
      for side in sides {
        skipped[side] = skipReason("\(F.name) \(S.helper) \(side)", side, count: count)
      }
      progress("scale  \(S.helper)  N = \(count)\(skipped.isEmpty ? "" : " (skipping some)")")

      let cacheBefore = CacheFigures.now()
      returnFreeMemory()
      let residentBefore = residentBytes()
      var row = measureAlive(F.self, S.self, count: count, sides: sides, skipped: skipped)
      // The list and everything derived from it are gone now: the next screen renders.
      let small = ListModel()
      let next = S(model: small, count: 10, base: takeBase(10))
      for _ in 0..<settings.renderAfterGone { F.render(.ours, next, small, count: 10, pass: 0) }
      row.cacheBefore = cacheBefore
      row.residentBefore = residentBefore
      row.cacheAfterGone = CacheFigures.now()
      returnFreeMemory()
      row.residentAfterGone = residentBytes()
      // And keeps rendering, 60 times a second as a screen would, until the cache lets the
      // list's key paths go or the time limit is reached.
      var lookups = 0
      var cache = row.cacheAfterGone
      let start = ContinuousClock.now
      var elapsed = Duration.zero
      while cache.pinnedBytes > ScaleGoal.cacheAfterGoneBytes
        && elapsed < .seconds(settings.shrinkSecondsLimit)
      {
        Thread.sleep(forTimeInterval: 1.0 / 60)
        F.render(.ours, next, small, count: 10, pass: 0)
        lookups += 10
        cache = CacheFigures.now()
        elapsed = start.duration(to: .now)
      }
      let shrank = cache.pinnedBytes <= ScaleGoal.cacheAfterGoneBytes
      row.lookupsUntilSmall = shrank ? lookups : nil
      row.secondsUntilSmall = shrank ? elapsed.nanoseconds / 1e9 : nil
      row.cacheAfterLookups = cache
      return row
    }

    /// The part of ``measure(_:_:count:)`` done while the list is alive, which is released when
    /// it returns; the caller fills in the figures from before and after.
    private func measureAlive<F: ScaleFamily, S: ListScenario>(
      _: F.Type, _: S.Type, count: Int, sides: [ScaleSide], skipped: [ScaleSide: String]
    ) -> ScaleRow {
      let active = sides.filter { skipped[$0] == nil }
      let model = ListModel()
      let scenario = S(model: model, count: count, base: takeBase(count))
      blackHole(scenario.touch(model))

      var pass = 0
      var cold: [ScaleSide: Double] = [:]
      for side in active {
        cold[side] = timedRender(F.self, side, scenario, model, count: count, pass: pass)
        coldHistory["\(F.name) \(S.helper) \(side)", default: []].append(
          (count, cold[side]! / Double(count)))
      }
      let slowest = cold.values.max() ?? 0
      let renders = max(
        settings.minSteadyRenders,
        min(settings.maxSteadyRenders, Int(settings.steadySeconds * 1e9 / max(slowest, 1))))
      let cacheSteadyStart = CacheFigures.now()
      var samples: [ScaleSide: [Double]] = [:]
      for round in 0..<renders {
        pass += 1
        for offset in 0..<active.count {
          let side = active[(round + offset) % active.count]
          samples[side, default: []].append(
            timedRender(F.self, side, scenario, model, count: count, pass: pass))
        }
      }
      let cacheSteadyEnd = CacheFigures.now()
      // Derivations only, no reads: cheap even where ours' renders were too slow to time. A
      // family that counts the bindings kept from one update to the next does so instead.
      var hitRates: [ScaleSide: Double] = [:]
      for side in active {
        hitRates[side] = F.sameBindingShare(side, scenario, model, count: count, pass: pass + 1)
      }
      if hitRates[.ours] == nil {
        hitRates[.ours] = hitRate(scenario, model, rows: F.evaluatedRows(count: count, pass: pass))
      }
      let cacheAfter = CacheFigures.now()
      returnFreeMemory()
      let residentAfter = residentBytes()
      let writes = writeStats(
        scenario, model, count: count,
        sides: sides.filter { $0 != .reference || skipped[$0] == nil })

      return ScaleRow(
        family: F.name, helper: S.helper, count: count,
        sides: sides.map { side in
          ScaleSideResult(
            side: side, skipped: skipped[side], coldNanoseconds: cold[side],
            steady: samples[side].map { Stats(samples: $0, iterationsPerRound: count) },
            write: writes[side], hitRate: hitRates[side])
        },
        cacheBefore: cacheAfter, cacheAfter: cacheAfter, cacheAfterGone: cacheAfter,
        cacheHitsDuringSteady: cacheSteadyEnd.hits - cacheSteadyStart.hits,
        cacheMissesDuringSteady: cacheSteadyEnd.misses - cacheSteadyStart.misses,
        residentAfter: residentAfter)
    }

    /// Nanoseconds one render takes.
    private func timedRender<F: ScaleFamily, S: ListScenario>(
      _: F.Type, _ side: ScaleSide, _ scenario: S, _ model: ListModel, count: Int, pass: Int
    ) -> Double {
      let start = ContinuousClock.now
      F.render(side, scenario, model, count: count, pass: pass)
      return (ContinuousClock.now - start).nanoseconds
    }

    /// Share of `rows` whose key paths were the identical objects in two untimed derivations in a
    /// row.
    private func hitRate<S: ListScenario>(_ scenario: S, _ model: ListModel, rows: Range<Int>)
      -> Double
    {
      func keyPaths() -> [[AnyKeyPath?]] {
        let bindable = Bindable(model)
        return rows.map { scenario.keyPaths(bindable, row: $0) }
      }
      let first = keyPaths()
      let second = keyPaths()
      let hits = zip(first, second).filter { earlier, later in
        earlier.count == later.count && zip(earlier, later).allSatisfy { $0 === $1 }
      }.count
      return Double(hits) / Double(max(rows.count, 1))
    }

    /// The cost of one write through the binding of the middle row, per side, interleaved.
    ///
    /// Each side's binding is derived once, untimed; a sample times a batch of writes
    /// alternating between two values, sized to take about 20 µs, so that sub-microsecond
    /// writes are not lost in the clock's resolution.
    private func writeStats<S: ListScenario>(
      _ scenario: S, _ model: ListModel, count: Int, sides: [ScaleSide]
    ) -> [ScaleSide: Stats] {
      let row = count / 2
      let values = [
        scenario.written(row: row, flip: true), scenario.written(row: row, flip: false),
      ]
      var bindings: [ScaleSide: Binding<S.Value>] = [:]
      var batch: [ScaleSide: Int] = [:]
      for side in sides {
        let binding =
          switch side {
          case .ours: scenario.ours(Bindable(model), row: row)
          case .closure: scenario.closure(model, row: row)
          case .reference: scenario.reference(model, row: row)
          }
        bindings[side] = binding
        let single = time { binding.wrappedValue = values[0] }
        batch[side] = max(1, min(1_000, Int(20_000 / max(single, 1))))
      }
      var samples: [ScaleSide: [Double]] = [:]
      for round in 0..<settings.writeSamples {
        for offset in 0..<sides.count {
          let side = sides[(round + offset) % sides.count]
          let binding = bindings[side]!
          let writes = batch[side]!
          let elapsed = time { timedLoop(0..<writes) { binding.wrappedValue = values[$0 & 1] } }
          samples[side, default: []].append(elapsed / Double(writes))
        }
      }
      return samples.mapValues { Stats(samples: $0, iterationsPerRound: 1) }
    }

    /// Why `side` (keyed `key` in the history) is skipped at `count`, or nil to measure it.
    ///
    /// The prediction extends the cold cost per row measured at the two previous sizes: per-row
    /// cost grows as a power of N (a linear search per row makes it N¹), with the exponent
    /// taken from those two sizes and kept between 0 and 1. A side is skipped when the renders
    /// one measurement needs (one cold and the fewest steady) are predicted to take longer than
    /// the budget, a third of it for the reference competitor.
    private func skipReason(_ key: String, _ side: ScaleSide, count: Int) -> String? {
      guard let points = coldHistory[key], let last = points.last else { return nil }
      var exponent = 0.0
      if points.count > 1 {
        let previous = points[points.count - 2]
        exponent =
          log(last.perRow / previous.perRow) / log(Double(last.count) / Double(previous.count))
        exponent = min(max(exponent, 0), 1)
      }
      let perRow = last.perRow * pow(Double(count) / Double(last.count), exponent)
      let renders = 1 + settings.minSteadyRenders
      let seconds = perRow * Double(count) * Double(renders) / 1e9
      let budget = settings.budgetSeconds / (side == .reference ? 3 : 1)
      guard seconds > budget else { return nil }
      return "predicted \(format(duration: perRow * Double(count))) per render "
        + "(\(format(duration: perRow)) per row, growing as N^\(String(format: "%.2f", exponent))), "
        + "\(format(duration: seconds * 1e9)) for the \(renders) renders, over the "
        + "\(format(duration: budget * 1e9)) budget"
    }

    /// A base for `count` new ids, keys or tags.
    private func takeBase(_ count: Int) -> Int {
      defer { nextBase += count + 1 }
      return nextBase
    }
  }
#endif
