// The scale benchmark: one update of a `List` of N rows, and one render of a list whose every row
// derives a binding, through each helper, against SwiftUI's own `ForEach($items)` and the closure
// bindings a user writes. swift-collections-benchmark times them over N, keeps the figures in a
// results file, renders them as a chart and compares two results files; Benchmarks/README.md says
// how, and `--help` lists its commands.

import CollectionsBenchmark

#if canImport(SwiftUI)
  print(
    """
    The benchmark measures the portable Binding, which is compiled only where SwiftUI is not \
    (Linux, Windows). Run it on Linux.
    """)
#else
  import Foundation
  import OptionalBindings

  /// The three sides a scenario is measured on: the helper, the closure binding a user writes (for
  /// a list update, SwiftUI's `ForEach($items)`), and a second closure binding for reference.
  enum Side: CaseIterable {
    case ours, closure, reference
  }

  /// Registers `scenario`'s sides on `benchmark`, a task each, named "`family`: `side`".
  ///
  /// A task times one render of an N-row list (a ``ListRender``), the rows shown in update `pass`
  /// being `shown(N, pass)`. The model is filled before the timing starts.
  @MainActor
  func register<S: ListScenario>(
    _ scenario: S.Type, _ family: String, on benchmark: inout Benchmark,
    shown: @escaping @Sendable (Int, Int) -> Range<Int> = { count, _ in 0..<count }
  ) {
    let sides: [(Side, String)] =
      [(.ours, S.helper), (.closure, S.competitor)]
      + (S.referenceCompetitor.map { [(.reference, $0)] } ?? [])
    for (side, name) in sides {
      benchmark.add(title: "\(family): \(name)", input: Int.self) { count in
        let list = MainActor.assumeIsolated { ListRender<S>(side, count: count, shown: shown) }
        return { _ in MainActor.assumeIsolated { list.render() } }
      }
    }
  }

  /// An N-row list of one scenario, and the renders of it on one side.
  ///
  /// The benchmark calls its tasks outside any actor, on the main thread; a list is made and
  /// rendered through `MainActor.assumeIsolated`, as the model is a main-actor class.
  @MainActor
  final class ListRender<S: ListScenario> {
    let side: Side
    let count: Int
    let shown: (Int, Int) -> Range<Int>
    let model = ListModel()
    let scenario: S
    var pass = 0

    init(_ side: Side, count: Int, shown: @escaping (Int, Int) -> Range<Int>) {
      (self.side, self.count, self.shown) = (side, count, shown)
      scenario = S(model: model, count: count)
    }

    /// One render: what the side makes once (a `ForEach`'s data), then each shown row's binding
    /// derived and read.
    func render() {
      let rows = shown(count, pass)
      pass += 1
      switch side {
      case .ours:
        let render = scenario.beginOurs(Bindable(model))
        for row in rows { blackHole(scenario.ourRow(render, row: row)) }
      case .closure:
        let render = scenario.beginClosure(model)
        for row in rows { blackHole(scenario.closureRow(render, row: row)) }
      case .reference:
        for row in rows { blackHole(scenario.reference(model, row: row).wrappedValue) }
      }
    }
  }

  /// Runs `profile-list-update <ours|swiftui> <rows> <updates>`, if that is the command.
  ///
  /// That many updates of the list family on one side, untimed, for `valgrind --tool=callgrind`
  /// or `perf` (Benchmarks/README.md, the list update). Anything else goes to
  /// swift-collections-benchmark's command line.
  @MainActor
  func profileListUpdate(_ arguments: [String]) -> Bool {
    guard arguments.count == 5, arguments[1] == "profile-list-update",
      let side: Side = ["ours": .ours, "swiftui": .closure][arguments[2]],
      let count = Int(arguments[3]), count > 0, let updates = Int(arguments[4]), updates >= 0
    else { return false }
    let list = ListRender<ListUpdateRows>(side, count: count, shown: ListUpdate.shownRows)
    for _ in 0..<updates { list.render() }
    print("\(ListUpdate.family), \(arguments[2]), \(count) rows: \(updates) updates")
    return true
  }

  if MainActor.assumeIsolated({ profileListUpdate(CommandLine.arguments) }) { exit(0) }

  var benchmark = Benchmark(title: "OptionalBindings at list scale")
  register(ListUpdateRows.self, ListUpdate.family, on: &benchmark, shown: ListUpdate.shownRows)
  register(IdentifiedRows.self, "every row", on: &benchmark)
  register(ToggleRows.self, "every row", on: &benchmark)
  register(TagRows.self, "every row", on: &benchmark)
  register(NoteRows.self, "every row", on: &benchmark)
  register(HelpersPerRow<One>.self, "every row", on: &benchmark)
  register(HelpersPerRow<Two>.self, "every row", on: &benchmark)
  register(HelpersPerRow<Three>.self, "every row", on: &benchmark)
  benchmark.main()
#endif
