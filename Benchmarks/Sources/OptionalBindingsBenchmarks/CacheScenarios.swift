#if !canImport(SwiftUI)
  import Foundation
  import Observation
  @_spi(Testing) import OptionalBindings

  /// How the key-path cache's workloads (issue 31) run.
  ///
  /// Screens redrawn after other work, a stream of never-repeated arguments, and a list larger
  /// than the cache. Figures come from the testing SPI's `_keyPathCacheStatistics()`; only the
  /// last workload is timed.
  struct CacheSettings: Codable {
    /// The screens' sizes, in keys.
    var screens: [Int]
    /// Redraws of a screen counted once it is warm (after its first two).
    var warmRedraws: Int
    /// Keys of the long list before a screen, each looked up in three passes.
    var longListKeys: Int
    /// Never-repeated keys before a screen.
    var oneTimeKeys: Int
    /// Never-repeated arguments in the stream.
    var streamKeys: Int
    /// Stream arguments between two redraws of the 40-key screen drawn meanwhile.
    var streamKeysPerRedraw: Int
    /// Rows of the list larger than the cache, each deriving three helpers.
    var overflowRows: Int
    /// Timed renders of that list per side, interleaved.
    var overflowRenders: Int

    static let full = CacheSettings(
      screens: [40, 400, 4_000], warmRedraws: 20, longListKeys: 150_000, oneTimeKeys: 200_000,
      streamKeys: 1_000_000, streamKeysPerRedraw: 1_000, overflowRows: 100_000, overflowRenders: 7)

    static let quick = CacheSettings(
      screens: [40, 400, 4_000], warmRedraws: 5, longListKeys: 20_000, oneTimeKeys: 20_000,
      streamKeys: 50_000, streamKeysPerRedraw: 1_000, overflowRows: 10_000, overflowRenders: 3)
  }

  /// The key-path cache's figures at one moment, as `_keyPathCacheStatistics()` reports them.
  struct CacheFigures: Codable {
    var entries: Int
    var capacity: Int
    var pinnedBytes: Int
    var hits: Int
    var misses: Int
    var evictions: Int

    /// The figures now.
    static func now() -> CacheFigures {
      let statistics = _keyPathCacheStatistics()
      return CacheFigures(
        entries: statistics.entries, capacity: statistics.capacity,
        pinnedBytes: statistics.pinnedBytes, hits: statistics.hits, misses: statistics.misses,
        evictions: statistics.evictions)
    }
  }

  /// A screen of `keys` keys redrawn after `after`.
  struct ScreenResult: Codable {
    var keys: Int
    /// "a long list" or "never-repeated keys".
    var after: String
    /// Misses of the first three redraws, which put the screen in.
    var warmingMisses: Int
    /// Hits ÷ lookups over the redraws after those.
    var warmHitRate: Double
  }

  /// The stream of never-repeated arguments, with a 40-key screen redrawn meanwhile.
  struct StreamResult: Codable {
    var arguments: Int
    /// The most entries and pinned bytes seen, read after every redraw of the screen.
    var maxEntries: Int
    var capacity: Int
    var maxPinnedBytes: Int
    var evictions: Int
    /// The screen's hits ÷ lookups from its fourth redraw on.
    var screenHitRate: Double
  }

  /// A list larger than the cache, every row read each render, against the same key paths
  /// formed anew with no cache.
  struct OverflowResult: Codable {
    var rows: Int
    var helpersPerRow: Int
    /// Nanoseconds per render: ours; the library's own key paths formed anew, no cache (the
    /// goal's peer); and key paths through hand-written concrete subscripts, no cache.
    var ours: Stats
    var noCache: Stats
    var handWritten: Stats
    /// `ours ÷ noCache`, the goal's ratio, and `ours ÷ handWritten`.
    var ratio: Double
    var handWrittenRatio: Double
    var hitRate: Double
  }

  /// Everything the cache workloads measured.
  struct CacheResults: Codable {
    var settings: CacheSettings
    var screens: [ScreenResult]
    var stream: StreamResult
    var overflow: OverflowResult
  }

  /// What the cache workloads are held to.
  enum CacheGoal {
    /// A warm screen's lookups that hit, at least.
    static let warmHitRate = 0.99
    /// The most the cache may pin, in every state.
    static let pinnedBytes = 1 << 20
    /// A steady render of the list larger than the cache, at most this many renders with no
    /// cache.
    static let overflowOverNoCache = 1.1
  }

  /// The model the cache workloads read: per row, a toggle by key, a tag and a selection by id.
  @Observable
  final class CacheModel {
    var toggles: [String: Bool] = [:]
    var tags: Set<Int> = []
    var selected: Int? = nil
    var count: Int? = nil
  }

  extension Dictionary where Value == Bool {
    /// The entry, false while missing, as the library's `[key, default: false]` projects it, for
    /// key paths formed anew.
    subscript(formedEntry key: Key) -> Bool {
      get { self[key] ?? false }
      set { self[key] = newValue }
    }
  }

  extension Set {
    /// Membership as the library's `contains(_:)` projects it, for key paths formed anew.
    subscript(formedMember element: Element) -> Bool {
      get { contains(element) }
      set {
        if newValue { insert(element) } else { remove(element) }
      }
    }
  }

  extension Optional where Wrapped: Equatable {
    /// Selection as the library's `equals(_:)` projects it, for key paths formed anew.
    subscript(formedSelection choice: Wrapped) -> Bool {
      get { self == choice }
      set {
        if newValue {
          self = choice
        } else if self == choice {
          self = nil
        }
      }
    }
  }

  /// Runs the cache workloads.
  @MainActor
  struct CacheRunner {
    let settings: CacheSettings
    let progress: (String) -> Void
    private let model = CacheModel()
    /// The next never-used argument.
    private var next = 10_000_000

    init(settings: CacheSettings, progress: @escaping (String) -> Void) {
      self.settings = settings
      self.progress = progress
    }

    mutating func run() -> CacheResults {
      var screens: [ScreenResult] = []
      for size in settings.screens {
        for after in ["a long list", "never-repeated keys"] {
          progress("cache   \(size)-key screen after \(after)")
          if after == "a long list" { longList() } else { oneTime(settings.oneTimeKeys) }
          screens.append(screen(size, after: after))
        }
      }
      progress("cache   \(settings.streamKeys) never-repeated arguments, a screen meanwhile")
      let stream = self.stream()
      progress("cache   \(settings.overflowRows) rows × 3 helpers against no cache")
      return CacheResults(
        settings: settings, screens: screens, stream: stream, overflow: overflow())
    }

    /// Three passes of a dictionary entry over the long list's keys.
    private mutating func longList() {
      let base = take(settings.longListKeys)
      let source = Bindable(model).toggles
      for _ in 0..<3 {
        timedLoop(base..<(base + settings.longListKeys)) { source["l\($0)", default: false] }
      }
    }

    /// `count` never-repeated arguments, as `withDefault(counter)` redrawn.
    private mutating func oneTime(_ count: Int) {
      let base = take(count)
      let source = Bindable(model).count
      timedLoop(base..<(base + count)) { source.withDefault($0) }
    }

    /// Redraws a screen of `size` keys: its first three redraws (the doorkeeper sees the keys,
    /// the cache keeps them, and keeps again those CLOCK's hand took meanwhile), then the warm
    /// ones, counted.
    private mutating func screen(_ size: Int, after: String) -> ScreenResult {
      let base = take(size)
      let source = Bindable(model).tags
      let redraw = { timedLoop(base..<(base + size)) { source.contains($0) } }
      let start = CacheFigures.now()
      for _ in 0..<3 { redraw() }
      let warm = CacheFigures.now()
      for _ in 0..<settings.warmRedraws { redraw() }
      let end = CacheFigures.now()
      return ScreenResult(
        keys: size, after: after, warmingMisses: warm.misses - start.misses,
        warmHitRate: Double(end.hits - warm.hits)
          / Double(max(end.hits + end.misses - warm.hits - warm.misses, 1)))
    }

    /// The stream, with the 40-key screen redrawn every ``CacheSettings/streamKeysPerRedraw``.
    private mutating func stream() -> StreamResult {
      let screenBase = take(40)
      let screen = Bindable(model).tags
      let streamBase = take(settings.streamKeys)
      let count = Bindable(model).count
      var maxEntries = 0
      var maxPinned = 0
      var screenHits = 0
      var screenLookups = 0
      let start = CacheFigures.now()
      var redraws = 0
      var done = 0
      while done < settings.streamKeys {
        let chunk = min(settings.streamKeysPerRedraw, settings.streamKeys - done)
        let first = streamBase + done
        timedLoop(first..<(first + chunk)) { count.withDefault($0) }
        done += chunk
        let before = CacheFigures.now()
        timedLoop(screenBase..<(screenBase + 40)) { screen.contains($0) }
        let after = CacheFigures.now()
        redraws += 1
        if redraws > 3 {
          screenHits += after.hits - before.hits
          screenLookups += after.hits + after.misses - before.hits - before.misses
        }
        maxEntries = max(maxEntries, before.entries, after.entries)
        maxPinned = max(maxPinned, before.pinnedBytes, after.pinnedBytes)
      }
      let end = CacheFigures.now()
      return StreamResult(
        arguments: settings.streamKeys, maxEntries: maxEntries, capacity: end.capacity,
        maxPinnedBytes: maxPinned, evictions: end.evictions - start.evictions,
        screenHitRate: Double(screenHits) / Double(max(screenLookups, 1)))
    }

    /// The list larger than the cache: renders of ours and of the same key paths formed anew,
    /// interleaved, the order alternating.
    private mutating func overflow() -> OverflowResult {
      let rows = settings.overflowRows
      let base = take(rows)
      let keys = (base..<(base + rows)).map { "o\($0)" }
      model.toggles = Dictionary(uniqueKeysWithValues: keys.enumerated().map { ($1, $0 & 1 == 0) })
      model.tags = Set((base..<(base + rows)).filter { $0.isMultiple(of: 3) })
      model.selected = base + rows / 2
      let bindable = Bindable(model)
      let ours = {
        timedLoop(0..<rows) { row -> Int in
          let id = base + row
          var read = bindable.toggles[keys[row], default: false].wrappedValue ? 1 : 0
          if bindable.tags.contains(id).wrappedValue { read += 2 }
          if bindable.selected.equals(id).wrappedValue { read += 4 }
          return read
        }
      }
      let anew = {
        timedLoop(0..<rows) { row -> Int in
          let id = base + row
          let entry = [String: Bool]._entryKeyPathFormedAnew(keys[row], default: false)
          var read = bindable.toggles[dynamicMember: entry].wrappedValue ? 1 : 0
          let member = Set<Int>._membershipKeyPathFormedAnew(id)
          if bindable.tags[dynamicMember: member].wrappedValue { read += 2 }
          let selection = Int?._selectionKeyPathFormedAnew(id)
          if bindable.selected[dynamicMember: selection].wrappedValue { read += 4 }
          return read
        }
      }
      let formed = {
        timedLoop(0..<rows) { row -> Int in
          let id = base + row
          var read =
            bindable.toggles[dynamicMember: \[String: Bool][formedEntry: keys[row]]].wrappedValue
            ? 1 : 0
          if bindable.tags[dynamicMember: \Set<Int>[formedMember: id]].wrappedValue { read += 2 }
          if bindable.selected[dynamicMember: \Int?[formedSelection: id]].wrappedValue {
            read += 4
          }
          return read
        }
      }
      ours()
      anew()
      formed()
      var samples: [[Double]] = [[], [], []]
      let start = CacheFigures.now()
      for round in 0..<settings.overflowRenders {
        // The three in turn, starting one later each round. Only ours looks up the cache, so
        // the hit rate below is ours.
        for step in 0..<3 {
          let side = (round + step) % 3
          let render = [ours, anew, formed][side]
          samples[side].append(time { render() })
        }
      }
      let end = CacheFigures.now()
      let oursStats = Stats(samples: samples[0], iterationsPerRound: rows)
      let anewStats = Stats(samples: samples[1], iterationsPerRound: rows)
      let formedStats = Stats(samples: samples[2], iterationsPerRound: rows)
      return OverflowResult(
        rows: rows, helpersPerRow: 3, ours: oursStats, noCache: anewStats,
        handWritten: formedStats, ratio: oursStats.median / anewStats.median,
        handWrittenRatio: oursStats.median / formedStats.median,
        hitRate: Double(end.hits - start.hits)
          / Double(max(end.hits + end.misses - start.hits - start.misses, 1)))
    }

    /// A base for `count` arguments no earlier workload used.
    private mutating func take(_ count: Int) -> Int {
      defer { next += count + 1 }
      return next
    }
  }

  extension CacheResults {
    /// The goals, tallied.
    var goals: [GoalSummary] {
      var screen = GoalSummary(
        name: "cache: a screen's lookups once warm ≥ \(percent(CacheGoal.warmHitRate)) hits")
      for result in screens {
        screen.tally(
          result.warmHitRate >= CacheGoal.warmHitRate,
          "\(result.keys) keys after \(result.after) \(percent(result.warmHitRate))")
      }
      var bound = GoalSummary(
        name: "cache: \(stream.arguments) never-repeated arguments: ≤ \(stream.capacity) entries, "
          + "≤ \(format(bytes: CacheGoal.pinnedBytes)) pinned, the screen meanwhile keeps its hits")
      bound.tally(stream.maxEntries <= stream.capacity, "max entries \(stream.maxEntries)")
      bound.tally(
        stream.maxPinnedBytes <= CacheGoal.pinnedBytes,
        "max pinned \(format(bytes: stream.maxPinnedBytes))")
      bound.tally(
        stream.screenHitRate >= CacheGoal.warmHitRate,
        "screen hits \(percent(stream.screenHitRate))")
      var overflowGoal = GoalSummary(
        name: "cache: \(overflow.rows) rows × 3 helpers, steady render ≤ "
          + "\(format(ratio: CacheGoal.overflowOverNoCache)) forming every key path anew")
      overflowGoal.tally(
        overflow.ratio <= CacheGoal.overflowOverNoCache, format(ratio: overflow.ratio))
      return [screen, bound, overflowGoal]
    }

    /// The cache section of the report.
    var blocks: [Report.Content] {
      var screensTable = Table([
        ("key-path cache: screen", 30, true), ("misses, 3 first redraws", 23, false),
        ("hits once warm", 14, false),
      ])
      for result in screens {
        screensTable.add([
          "\(result.keys) keys after \(result.after)", "\(result.warmingMisses)",
          percent(result.warmHitRate),
        ])
      }
      return [
        .prose(
          """
          key-path cache (testing SPI statistics): a screen (set memberships) redrawn \
          \(settings.warmRedraws) times once warm, after a long list (3 passes of \
          \(settings.longListKeys) dictionary entries) or \(settings.oneTimeKeys) never-repeated \
          withDefault arguments:
          """),
        .table(screensTable),
        .prose(
          """
          stream of \(stream.arguments) never-repeated withDefault arguments, a 40-key screen \
          redrawn every \(settings.streamKeysPerRedraw): max \(stream.maxEntries) entries of \
          \(stream.capacity), max \(format(bytes: stream.maxPinnedBytes)) pinned, \
          \(stream.evictions) evictions; the screen's hits from its fourth redraw: \
          \(percent(stream.screenHitRate)).
          \(overflow.rows) rows × 3 helpers (dictionary entry, set membership, selection), every \
          row read each render: ours \(format(duration: overflow.ours.median)) per render \
          against \(format(duration: overflow.noCache.median)) forming the library's key paths \
          anew without a cache (median of \(overflow.ours.rounds), interleaved): \
          \(format(ratio: overflow.ratio)); against key paths through hand-written concrete \
          subscripts, \(format(duration: overflow.handWritten.median)): \
          \(format(ratio: overflow.handWrittenRatio)); cache hits \(percent(overflow.hitRate)).
          """),
      ]
    }
  }

  /// `value` (a share) as a percentage with one decimal.
  func percent(_ value: Double) -> String {
    String(format: "%.1f %%", 100 * value)
  }
#endif
