#if !canImport(SwiftUI)
  import Foundation

  /// Turns the cases into measured rows: timing, identity, memory.
  @MainActor
  struct Runner {
    let harness: Harness
    /// Called with a short line before each measurement.
    let progress: (String) -> Void

    var settings: Settings { harness.settings }

    init(settings: Settings, progress: @escaping (String) -> Void) {
      harness = Harness(settings: settings)
      self.progress = progress
    }

    /// Every case whose helper contains `only` (all when nil): the table's rows, in the order of
    /// the creation cases, and the memory rows.
    func run(only: String?) -> (rows: [Row], memory: [MemoryRow]) {
      progress("preparing \(settings.distinctArguments) distinct arguments…")
      let scenarios = Scenarios(settings: settings)
      let selected = { (helper: String) in only.map { helper.contains($0) } ?? true }
      let creationCases = scenarios.creationCases().filter { selected($0.helper) }
      // Memory first, before anything else has touched the key-path cache, so the first
      // ever-new loop shows what filling the cache costs. (Making the cases derives nothing.)
      let memory = memoryRows(creationCases) ?? []
      let accessCases = scenarios.accessCases().filter { selected($0.helper) }
      let order = Dictionary(
        creationCases.enumerated().map { ($1.helper, $0) }, uniquingKeysWith: { first, _ in first })
      let rows = (creationRows(creationCases) + accessRows(accessCases)).enumerated()
        .sorted {
          (order[$0.element.helper] ?? .max, $0.offset) < (
            order[$1.element.helper] ?? .max, $1.offset
          )
        }
      return (rows.map(\.element), memory)
    }

    /// Times creation for every case, constant and ever-new.
    func creationRows(_ cases: [CreationCase]) -> [Row] {
      var rows: [Row] = []
      for item in cases {
        progress("create  \(item.helper)")
        let constant = harness.measure([item.constant.ours, item.constant.closure])
        rows.append(
          creationRow(
            item, scenario: "create constant", constant, identity: item.identityConstant(),
            goalApplies: item.holdsCreationGoal))
        if let everNew = item.everNew {
          let stats = harness.measure(
            [everNew.ours, everNew.closure], prepare: item.prepareEverNew)
          rows.append(
            creationRow(
              item, scenario: "create ever-new", stats, identity: item.identityEverNew?(),
              goalApplies: false))
        }
      }
      return rows
    }

    private func creationRow(
      _ item: CreationCase, scenario: String, _ stats: [Stats], identity: Identity?,
      goalApplies: Bool
    ) -> Row {
      let ratio = stats[0].median / stats[1].median
      return Row(
        helper: item.helper, scenario: scenario, argument: item.argument,
        competitor: item.competitor, ours: stats[0], closure: stats[1], rawKeyPath: nil,
        keyPathChain: nil, oursOverClosure: ratio, oursOverRawKeyPath: nil,
        oursOverKeyPathChain: nil, identity: identity,
        goal: goalApplies ? "≤\(format(ratio: item.creationGoal)) cl" : nil,
        goalMet: goalApplies ? ratio <= item.creationGoal : nil,
        isHelper: item.isHelper)
    }

    /// Times reads and writes for every case.
    func accessRows(_ cases: [AccessCase]) -> [Row] {
      var rows: [Row] = []
      for item in cases {
        progress("access  \(item.helper)")
        for (scenario, workloads) in [("read", item.reads), ("write", item.writes)] {
          item.reset()
          let stats = harness.measure(
            [workloads.ours, workloads.closure, workloads.raw]
              + (workloads.chain.map { [$0] } ?? []))
          item.reset()
          let overRaw = stats[0].median / stats[2].median
          // The goal's "raw key path application it wraps" is the whole chain the binding
          // applies: the model's key path with the projection appended, applied to the model.
          // The projection alone on a local value (`raw`) leaves out reaching the model, which
          // the binding cannot skip; it stays in the table for comparison.
          let overChain = stats.count > 3 ? stats[0].median / stats[3].median : nil
          let goalApplies = item.isHelper && overChain != nil
          rows.append(
            Row(
              helper: item.helper, scenario: scenario, argument: nil, competitor: nil,
              ours: stats[0], closure: stats[1], rawKeyPath: stats[2],
              keyPathChain: stats.count > 3 ? stats[3] : nil,
              oursOverClosure: stats[0].median / stats[1].median,
              oursOverRawKeyPath: overRaw,
              oursOverKeyPathChain: overChain,
              identity: nil,
              goal: goalApplies ? "≤\(format(ratio: Goal.accessOverKeyPath)) kp" : nil,
              goalMet: goalApplies ? (overChain ?? .infinity) <= Goal.accessOverKeyPath : nil,
              isHelper: item.isHelper))
        }
      }
      return rows
    }

    /// Measures resident growth over the memory loop for every helper.
    func memoryRows(_ cases: [CreationCase]) -> [MemoryRow]? {
      guard residentBytes() != nil else { return nil }
      return cases.filter(\.isHelper).map { item in
        progress("memory  \(item.helper)")
        let oursConstant = growth(item.constant.ours, prepare: nil, everNew: false)
        let closureConstant = growth(item.constant.closure, prepare: nil, everNew: false)
        let oursEverNew = item.everNew.map {
          growth($0.ours, prepare: item.prepareEverNew, everNew: true)
        }
        let closureEverNew = item.everNew.map {
          growth($0.closure, prepare: item.prepareEverNew, everNew: true)
        }
        return MemoryRow(
          helper: item.helper, iterations: settings.memoryIterations,
          oursConstantKiB: oursConstant.total,
          oursConstantLastThreeQuartersKiB: oursConstant.lastThreeQuarters,
          oursEverNewKiB: oursEverNew?.total,
          oursEverNewLastThreeQuartersKiB: oursEverNew?.lastThreeQuarters,
          closureConstantKiB: closureConstant.total, closureEverNewKiB: closureEverNew?.total,
          bounded: max(oursEverNew?.lastThreeQuarters ?? 0, oursConstant.lastThreeQuarters)
            <= Goal.unboundedGrowthKiB)
      }
    }

    /// Resident growth in KiB over `memoryIterations` runs of `workload`, in total and over
    /// the last three quarters.
    private func growth(
      _ workload: Workload, prepare: ((Range<Int>) -> Void)?, everNew: Bool
    ) -> (total: Int, lastThreeQuarters: Int) {
      let chunk = min(4_096, settings.maxIterationsPerRound)
      let total = settings.memoryIterations
      harness.rewind()
      let start = residentBytes() ?? 0
      var quarter = start
      var done = 0
      while done < total {
        let count = min(chunk, total - done)
        let range = everNew ? harness.nextRange(count) : 0..<count
        prepare?(range)
        workload.run(range)
        if done < total / 4 && done + count >= total / 4 { quarter = residentBytes() ?? 0 }
        done += count
      }
      let end = residentBytes() ?? 0
      return ((end - start) / 1024, (end - quarter) / 1024)
    }
  }
#endif
