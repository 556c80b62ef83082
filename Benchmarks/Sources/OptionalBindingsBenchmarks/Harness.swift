#if !canImport(SwiftUI)
  import Foundation

  /// Hands `value` to code the optimizer cannot see into, so the work that produced it is kept.
  ///
  /// `@_optimize(none)` keeps the optimizer from noticing that the body ignores its argument and
  /// dropping it (and then the work that made it) at the call site.
  @inline(never) @_optimize(none)
  func blackHole<T>(_ value: T) {}

  /// Returns `value` through code the optimizer cannot see into, so a constant cannot be folded.
  @inline(never) @_optimize(none)
  func opaque<T>(_ value: T) -> T { value }

  /// The timed loop of every workload: runs `body` once for each index in `range` and hands what
  /// it returns to ``blackHole(_:)``.
  ///
  /// Every measurement, ours and the closure binding alike, times this one loop. It is inlined
  /// into each workload and specialized for its `body`, and `body` is a non-escaping closure
  /// written at the workload, so after inlining each iteration runs only the work in `body`: no
  /// call through a function pointer, on either side. A `body` that returns nothing (a write)
  /// hands nothing to the black hole: the comparison of `Result` with `Void` is folded away when
  /// the loop is specialized.
  ///
  /// - Parameters:
  ///   - range: The argument indices of the round.
  ///   - body: One iteration's work, given its argument index.
  @inline(__always)
  func timedLoop<Result>(_ range: Range<Int>, _ body: (Int) -> Result) {
    for index in range {
      let result = body(index)
      if Result.self != Void.self { blackHole(result) }
    }
  }

  /// How long and how often each measurement runs.
  struct Settings: Codable {
    /// Timed rounds per measurement; the median and spread are taken over these.
    var rounds: Int
    /// Untimed rounds run first, to fill caches and settle the allocator.
    var warmupRounds: Int
    /// The duration one round of the slowest workload in a measurement aims at.
    var targetRoundNanoseconds: Double
    /// The most iterations in one round (and the size of the pool of unwrapping sources).
    var maxIterationsPerRound: Int
    /// Derivations per memory measurement.
    var memoryIterations: Int
    /// Distinct arguments prepared for the ever-new scenarios.
    var distinctArguments: Int

    /// The full run: at least 15 rounds, long enough rounds for a stable median.
    static let full = Settings(
      rounds: 25, warmupRounds: 3, targetRoundNanoseconds: 3_000_000,
      maxIterationsPerRound: 16_384, memoryIterations: 1_000_000,
      distinctArguments: 1_000_000)

    /// The CI run: same shape, tiny rounds, so it finishes in seconds even in a debug build.
    static let quick = Settings(
      rounds: 15, warmupRounds: 1, targetRoundNanoseconds: 40_000,
      maxIterationsPerRound: 512, memoryIterations: 20_000, distinctArguments: 50_000)
  }

  /// Median and spread of one workload's per-iteration cost, in nanoseconds.
  struct Stats: Codable {
    var median: Double
    var lowerQuartile: Double
    var upperQuartile: Double
    var min: Double
    var max: Double
    var rounds: Int
    var iterationsPerRound: Int

    init(samples: [Double], iterationsPerRound: Int) {
      let sorted = samples.sorted()
      func quantile(_ q: Double) -> Double {
        let position = q * Double(sorted.count - 1)
        let lower = Int(position.rounded(.down))
        let upper = Swift.min(lower + 1, sorted.count - 1)
        let fraction = position - Double(lower)
        return sorted[lower] * (1 - fraction) + sorted[upper] * fraction
      }
      median = quantile(0.5)
      lowerQuartile = quantile(0.25)
      upperQuartile = quantile(0.75)
      min = sorted.first ?? .nan
      max = sorted.last ?? .nan
      rounds = samples.count
      self.iterationsPerRound = iterationsPerRound
    }
  }

  /// A piece of work timed in rounds: it runs one iteration for every index in the range it is
  /// given, and uses the index to pick its argument when the argument changes per iteration.
  struct Workload {
    let run: (Range<Int>) -> Void
  }

  /// Times workloads against each other, interleaved, on the same inputs.
  ///
  /// Every round gives each workload the same index range, so a workload that takes a new
  /// argument per iteration sees exactly the arguments its competitors see. The order of the
  /// workloads rotates from round to round, so that a burst of load from another process, or
  /// one workload warming a cache for the next, does not always favour the same side.
  final class Harness {
    let settings: Settings
    /// The next unused argument index; advanced by every round, so "ever-new" stays new.
    private var cursor = 0

    init(settings: Settings) {
      self.settings = settings
    }

    /// Times each workload, interleaved round by round.
    ///
    /// - Parameters:
    ///   - workloads: What to time.
    ///   - prepare: Runs, untimed, before every round with that round's index range.
    /// - Returns: One `Stats` per workload, in order.
    func measure(_ workloads: [Workload], prepare: ((Range<Int>) -> Void)? = nil) -> [Stats] {
      let iterations = calibrate(workloads, prepare: prepare)
      for _ in 0..<settings.warmupRounds {
        let range = nextRange(iterations)
        prepare?(range)
        for workload in workloads { workload.run(range) }
      }
      var samples = Array(repeating: [Double](), count: workloads.count)
      for round in 0..<settings.rounds {
        let range = nextRange(iterations)
        prepare?(range)
        for offset in 0..<workloads.count {
          let index = (round + offset) % workloads.count
          let elapsed = time { workloads[index].run(range) }
          samples[index].append(elapsed / Double(iterations))
        }
      }
      return samples.map { Stats(samples: $0, iterationsPerRound: iterations) }
    }

    /// Starts the argument indices over from zero, so a long loop sees every argument once.
    func rewind() { cursor = 0 }

    /// A range of `count` argument indices not used since the arguments last wrapped around.
    func nextRange(_ count: Int) -> Range<Int> {
      if cursor + count > settings.distinctArguments { cursor = 0 }
      defer { cursor += count }
      return cursor..<(cursor + count)
    }

    /// Iterations per round so that the slowest workload's round takes about the target time.
    private func calibrate(_ workloads: [Workload], prepare: ((Range<Int>) -> Void)?) -> Int {
      let probe = Swift.min(64, settings.maxIterationsPerRound)
      var slowest = 0.0
      for _ in 0..<2 {
        let range = nextRange(probe)
        prepare?(range)
        for workload in workloads {
          slowest = Swift.max(slowest, time { workload.run(range) } / Double(probe))
        }
      }
      let wanted = Int(settings.targetRoundNanoseconds / Swift.max(slowest, 0.1))
      return Swift.max(16, Swift.min(settings.maxIterationsPerRound, wanted))
    }
  }

  /// Nanoseconds `body` takes.
  func time(_ body: () -> Void) -> Double {
    ContinuousClock().measure(body).nanoseconds
  }

  extension Duration {
    /// The duration in nanoseconds.
    var nanoseconds: Double {
      let (seconds, attoseconds) = components
      return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
    }
  }

  /// The resident set size of this process in bytes, from `/proc/self/statm`, or nil where there
  /// is no such file.
  func residentBytes() -> Int? {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
      return nil
    }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
  }

  /// Hands the allocator's free memory back to the system where the C library can (glibc's
  /// `malloc_trim`, looked up at run time because Swift does not import it), so that the
  /// resident set size read next counts live memory rather than freed memory the allocator kept.
  func returnFreeMemory() {
    typealias Trim = @convention(c) (Int) -> Int32
    guard let symbol = dlsym(nil, "malloc_trim") else { return }
    _ = unsafeBitCast(symbol, to: Trim.self)(0)
  }

  /// The 1-minute load average, from `/proc/loadavg`, to record how busy the machine was.
  func loadAverage() -> Double? {
    guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else {
      return nil
    }
    return text.split(separator: " ").first.flatMap { Double($0) }
  }
#endif
