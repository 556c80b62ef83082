#if !canImport(SwiftUI)
  import Observation
  @_spi(Testing) import OptionalBindings

  /// The state of a list screen, made as apps make it: a main-actor `@Observable` class that the
  /// view reaches through `@Bindable`.
  @MainActor @Observable
  final class ListModel {
    var items: [ListItem] = []
    var toggles: [String: Bool] = [:]
    var selectedTags: Set<Int> = []
    var rows: [ListRow] = []
  }

  /// An element of the identified list.
  struct ListItem: Identifiable, Hashable, Sendable {
    let id: Int
    var title: String
  }

  /// An element of the list edited by index: a row with an optional note.
  struct ListRow: Hashable, Sendable {
    var note: String?
  }

  /// The element whose id is `id`, found with `firstIndex(where:)` outside any actor.
  ///
  /// The closure competitor of `$items[id:]` calls this from its main-actor getter. Written as a
  /// nonisolated function, the search's predicate runs without an executor check per element;
  /// the same search written inline in a `@MainActor` closure is much slower (see
  /// ``IdentifiedRows/reference(_:row:)``).
  nonisolated func element(in items: [ListItem], id: Int) -> ListItem? {
    guard let index = items.firstIndex(where: { $0.id == id }) else { return nil }
    return items[index]
  }

  /// Replaces the element whose id is `id` with `newValue`, or removes it when `newValue` is nil.
  ///
  /// Changes nothing when no element has the id. The setter of `element(in:id:)`'s binding.
  nonisolated func replaceElement(in items: inout [ListItem], id: Int, with newValue: ListItem?) {
    guard let index = items.firstIndex(where: { $0.id == id }) else { return }
    if let newValue {
      items[index] = newValue
    } else {
      items.remove(at: index)
    }
  }

  /// One helper of the scale benchmark: the list it renders, and how a row derives its binding
  /// with the helper and with the closure binding a user writes instead.
  ///
  /// A conforming type fills the model with `count` rows when it is made and keeps what each row
  /// needs (its id, key, tag or index). The runner is generic over it, so each render is one
  /// specialized ``timedLoop(_:_:)`` over the rows, with the row's derivation inlined.
  @MainActor
  protocol ListScenario {
    /// The value a row's binding gives.
    associatedtype Value

    /// The helper as the table names it.
    static var helper: String { get }
    /// The closure competitor, as the pattern a user writes.
    static var competitor: String { get }
    /// A second closure competitor measured for reference, or nil.
    static var referenceCompetitor: String? { get }

    /// Fills `model` with `count` rows whose ids, keys or tags start at `base`, so that no
    /// earlier measurement used them.
    init(model: ListModel, count: Int, base: Int)

    /// Reads every row's data once, without bindings, so the first timed render finds it in the
    /// processor's caches as later renders do; O(`count`).
    func touch(_ model: ListModel) -> Int

    /// Row `row`'s binding, derived with the helper from the view's `$model`.
    func ours(_ model: Bindable<ListModel>, row: Int) -> Binding<Value>

    /// Row `row`'s binding, built from closures over the model.
    func closure(_ model: ListModel, row: Int) -> Binding<Value>

    /// Row `row`'s binding from the reference competitor; only called when there is one.
    func reference(_ model: ListModel, row: Int) -> Binding<Value>

    /// The key paths along row `row`'s derivation with the helper, from the model down: what must
    /// be the identical objects in two renders for the row to hit.
    func keyPaths(_ model: Bindable<ListModel>, row: Int) -> [AnyKeyPath?]

    /// A value to write through row `row`'s binding; `flip` alternates between two.
    func written(row: Int, flip: Bool) -> Value

    /// The most a steady render of ours may cost, per row, as a multiple of the competitor's.
    static var steadyGoal: Double { get }
    /// The competitor as the goal names it: "the closure" unless it is something else.
    static var goalCompetitor: String { get }

    /// What a render of ours makes once, before its rows (a `ForEach`'s data), and what a row
    /// reads through it; by default, the model itself and row `row`'s ``ours(_:row:)`` read once.
    associatedtype OursRender = Bindable<ListModel>
    /// The same for the closure competitor; by default, row `row`'s ``closure(_:row:)`` read once.
    associatedtype ClosureRender = ListModel
    /// What one row of a render reads.
    associatedtype RowRead = Value

    func beginOurs(_ model: Bindable<ListModel>) -> OursRender
    func ourRow(_ render: OursRender, row: Int) -> RowRead
    func beginClosure(_ model: ListModel) -> ClosureRender
    func closureRow(_ render: ClosureRender, row: Int) -> RowRead
  }

  extension ListScenario {
    static var referenceCompetitor: String? { nil }

    static var steadyGoal: Double { ScaleGoal.steadyOverClosure }

    static var goalCompetitor: String { "the closure" }

    func reference(_ model: ListModel, row: Int) -> Binding<Value> { closure(model, row: row) }

    func keyPaths(_ model: Bindable<ListModel>, row: Int) -> [AnyKeyPath?] {
      [ours(model, row: row)._keyPath]
    }
  }

  extension ListScenario
  where OursRender == Bindable<ListModel>, ClosureRender == ListModel, RowRead == Value {
    @inline(__always) func beginOurs(_ model: Bindable<ListModel>) -> Bindable<ListModel> { model }

    @inline(__always) func ourRow(_ render: Bindable<ListModel>, row: Int) -> Value {
      ours(render, row: row).wrappedValue
    }

    @inline(__always) func beginClosure(_ model: ListModel) -> ListModel { model }

    @inline(__always) func closureRow(_ render: ListModel, row: Int) -> Value {
      closure(render, row: row).wrappedValue
    }
  }

  /// `$model.items[id: item.id]`, read as an optional.
  struct IdentifiedRows: ListScenario {
    static let helper = "$items[id:]"
    static let competitor =
      "get: { element(in: model.items, id: id) }, a nonisolated firstIndex(where:) search"
    static let referenceCompetitor: String? =
      "get: { model.items.first { $0.id == id } }, the search inline in the @MainActor closure"

    let ids: [Int]

    init(model: ListModel, count: Int, base: Int) {
      ids = Array(base..<(base + count))
      model.items = ids.map { ListItem(id: $0, title: "Item \($0)") }
    }

    func touch(_ model: ListModel) -> Int {
      model.items.reduce(0) { $0 &+ $1.id &+ $1.title.utf8.count }
    }

    @inline(__always) func ours(_ model: Bindable<ListModel>, row: Int) -> Binding<ListItem?> {
      model.items[id: ids[row]]
    }

    @inline(__always) func closure(_ model: ListModel, row: Int) -> Binding<ListItem?> {
      let id = ids[row]
      return Binding(
        get: { @MainActor in element(in: model.items, id: id) },
        set: { @MainActor in replaceElement(in: &model.items, id: id, with: $0) })
    }

    /// The same closure binding with the search written inline, where its predicate is a
    /// main-actor closure.
    @inline(__always) func reference(_ model: ListModel, row: Int) -> Binding<ListItem?> {
      let id = ids[row]
      return Binding(
        get: { @MainActor in model.items.first { $0.id == id } },
        set: { @MainActor newValue in
          guard let index = model.items.firstIndex(where: { $0.id == id }) else { return }
          if let newValue {
            model.items[index] = newValue
          } else {
            model.items.remove(at: index)
          }
        })
    }

    func written(row: Int, flip: Bool) -> ListItem? {
      ListItem(id: ids[row], title: flip ? "Renamed" : "Item")
    }
  }

  /// `$model.toggles[row.key, default: false]`; half the keys are in the dictionary.
  struct ToggleRows: ListScenario {
    static let helper = "$toggles[key, default: false]"
    static let competitor = "get: { model.toggles[key] ?? false }, set: { model.toggles[key] = $0 }"

    let keys: [String]

    init(model: ListModel, count: Int, base: Int) {
      keys = (base..<(base + count)).map { "k\($0)" }
      model.toggles = Dictionary(
        uniqueKeysWithValues: keys.enumerated().filter { $0.offset.isMultiple(of: 2) }.map {
          ($0.element, true)
        })
    }

    func touch(_ model: ListModel) -> Int {
      keys.reduce(0) { $0 &+ (model.toggles[$1] == true ? 1 : 0) }
    }

    @inline(__always) func ours(_ model: Bindable<ListModel>, row: Int) -> Binding<Bool> {
      model.toggles[keys[row], default: false]
    }

    @inline(__always) func closure(_ model: ListModel, row: Int) -> Binding<Bool> {
      let key = keys[row]
      return Binding(
        get: { @MainActor in model.toggles[key] ?? false },
        set: { @MainActor in model.toggles[key] = $0 })
    }

    func written(row: Int, flip: Bool) -> Bool { flip }
  }

  /// `$model.selectedTags.contains(row.tag)`; half the tags are selected.
  struct TagRows: ListScenario {
    static let helper = "$selectedTags.contains(tag)"
    static let competitor =
      "get: { model.selectedTags.contains(tag) }, set: { insert or remove tag }"

    let tags: [Int]

    init(model: ListModel, count: Int, base: Int) {
      tags = Array(base..<(base + count))
      model.selectedTags = Set(tags.filter { $0.isMultiple(of: 2) })
    }

    func touch(_ model: ListModel) -> Int {
      tags.reduce(0) { $0 &+ (model.selectedTags.contains($1) ? 1 : 0) }
    }

    @inline(__always) func ours(_ model: Bindable<ListModel>, row: Int) -> Binding<Bool> {
      model.selectedTags.contains(tags[row])
    }

    @inline(__always) func closure(_ model: ListModel, row: Int) -> Binding<Bool> {
      let tag = tags[row]
      return Binding(
        get: { @MainActor in model.selectedTags.contains(tag) },
        set: { @MainActor isSelected in
          if isSelected {
            model.selectedTags.insert(tag)
          } else {
            model.selectedTags.remove(tag)
          }
        })
    }

    func written(row: Int, flip: Bool) -> Bool { flip }
  }

  /// `$model.rows[i].note.withDefault("")`; a third of the notes are set.
  struct NoteRows: ListScenario {
    static let helper = "$rows[i].note.withDefault(\"\")"
    static let competitor = "get: { model.rows[i].note ?? \"\" }, set: { model.rows[i].note = $0 }"

    init(model: ListModel, count: Int, base: Int) {
      model.rows = (0..<count).map { ListRow(note: $0.isMultiple(of: 3) ? "Note \($0)" : nil) }
    }

    func touch(_ model: ListModel) -> Int {
      model.rows.reduce(0) { $0 &+ ($1.note?.utf8.count ?? 0) }
    }

    @inline(__always) func ours(_ model: Bindable<ListModel>, row: Int) -> Binding<String> {
      model.rows[row].note.withDefault("")
    }

    @inline(__always) func closure(_ model: ListModel, row: Int) -> Binding<String> {
      Binding(
        get: { @MainActor in model.rows[row].note ?? "" },
        set: { @MainActor in model.rows[row].note = $0 })
    }

    /// Three key paths: `\[ListRow][i]`, `\ListRow.note` and the `withDefault("")` projection.
    func keyPaths(_ model: Bindable<ListModel>, row: Int) -> [AnyKeyPath?] {
      let element = model.rows[row]
      let note = element.note
      return [element._keyPath, note._keyPath, note.withDefault("")._keyPath]
    }

    func written(row: Int, flip: Bool) -> String { flip ? "Edited" : "" }
  }

  /// Rows that each derive one, two or three helpers with arguments of their own: a dictionary
  /// entry, a set membership and an element by id, so that N rows make up to 3N cache keys.
  ///
  /// `Count` says how many: ``One`` (N keys), ``Two`` (2N) or ``Three`` (3N, more than the cache's
  /// 131,072 at 100,000 rows).
  struct HelpersPerRow<Count: HelperCount>: ListScenario {
    static var helper: String { "\(Count.value) helper\(Count.value == 1 ? "" : "s") per row" }
    static var competitor: String { "the same \(Count.value) as closure bindings" }

    /// How many helpers each row derives: `Count.value`, kept here so a row reads a stored value.
    let helpers = Count.value
    let keys: [String]
    let ids: [Int]

    init(model: ListModel, count: Int, base: Int) {
      ids = Array(base..<(base + count))
      keys = ids.map { "k\($0)" }
      model.toggles = Dictionary(
        uniqueKeysWithValues: keys.enumerated().filter { $0.offset.isMultiple(of: 2) }.map {
          ($0.element, true)
        })
      model.selectedTags = Set(ids.filter { $0.isMultiple(of: 3) })
      model.items = ids.map { ListItem(id: $0, title: "Item \($0)") }
    }

    func touch(_ model: ListModel) -> Int {
      keys.reduce(0) { $0 &+ (model.toggles[$1] == true ? 1 : 0) }
        &+ model.selectedTags.count &+ model.items.count
    }

    func ours(_ model: Bindable<ListModel>, row: Int) -> Binding<Bool> {
      model.toggles[keys[row], default: false]
    }

    func closure(_ model: ListModel, row: Int) -> Binding<Bool> {
      let key = keys[row]
      return Binding(
        get: { @MainActor in model.toggles[key] ?? false },
        set: { @MainActor in model.toggles[key] = $0 })
    }

    func beginOurs(_ model: Bindable<ListModel>) -> Bindable<ListModel> { model }
    func beginClosure(_ model: ListModel) -> ListModel { model }

    @inline(__always) func ourRow(_ model: Bindable<ListModel>, row: Int) -> Int {
      var read = model.toggles[keys[row], default: false].wrappedValue ? 1 : 0
      if helpers > 1, model.selectedTags.contains(ids[row]).wrappedValue { read += 2 }
      if helpers > 2, model.items[id: ids[row]].wrappedValue != nil { read += 4 }
      return read
    }

    @inline(__always) func closureRow(_ model: ListModel, row: Int) -> Int {
      var read = closure(model, row: row).wrappedValue ? 1 : 0
      if helpers > 1 {
        let tag = ids[row]
        let member = Binding(
          get: { @MainActor in model.selectedTags.contains(tag) },
          set: { @MainActor in
            if $0 { model.selectedTags.insert(tag) } else { model.selectedTags.remove(tag) }
          })
        if member.wrappedValue { read += 2 }
      }
      if helpers > 2 {
        let id = ids[row]
        let found = Binding(
          get: { @MainActor in element(in: model.items, id: id) },
          set: { @MainActor in replaceElement(in: &model.items, id: id, with: $0) })
        if found.wrappedValue != nil { read += 4 }
      }
      return read
    }

    func keyPaths(_ model: Bindable<ListModel>, row: Int) -> [AnyKeyPath?] {
      [
        model.toggles[keys[row], default: false]._keyPath,
        helpers > 1 ? model.selectedTags.contains(ids[row])._keyPath : nil,
        helpers > 2 ? model.items[id: ids[row]]._keyPath : nil,
      ]
    }

    func written(row: Int, flip: Bool) -> Bool { flip }
  }

  /// How many helpers a row of ``HelpersPerRow`` derives.
  protocol HelperCount {
    static var value: Int { get }
  }

  enum One: HelperCount { static let value = 1 }
  enum Two: HelperCount { static let value = 2 }
  enum Three: HelperCount { static let value = 3 }
#endif
