#if !canImport(SwiftUI)
  import Observation
  import OptionalBindings

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
  /// needs (its id, key, tag or index). ``register(_:_:on:shown:)`` is generic over it, so each
  /// render is one specialized loop over the rows, with the row's derivation inlined.
  @MainActor
  protocol ListScenario {
    /// The value a row's binding gives.
    associatedtype Value

    /// The helper, as the chart names its task.
    static var helper: String { get }
    /// The closure competitor, as the chart names its task.
    static var competitor: String { get }
    /// A second closure competitor measured for reference, or nil.
    static var referenceCompetitor: String? { get }

    /// Fills `model` with `count` rows.
    init(model: ListModel, count: Int)

    /// Row `row`'s binding, derived with the helper from the view's `$model`.
    func ours(_ model: Bindable<ListModel>, row: Int) -> Binding<Value>

    /// Row `row`'s binding, built from closures over the model.
    func closure(_ model: ListModel, row: Int) -> Binding<Value>

    /// Row `row`'s binding from the reference competitor; only called when there is one.
    func reference(_ model: ListModel, row: Int) -> Binding<Value>

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

    func reference(_ model: ListModel, row: Int) -> Binding<Value> { closure(model, row: row) }
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
    static let competitor = "closure, element(in:id:): a nonisolated firstIndex(where:)"
    static let referenceCompetitor: String? = "closure, model.items.first { $0.id == id } inline"

    let ids: [Int]

    init(model: ListModel, count: Int) {
      ids = Array(0..<count)
      model.items = ids.map { ListItem(id: $0, title: "Item \($0)") }
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
  }

  /// `$model.toggles[row.key, default: false]`; half the keys are in the dictionary.
  struct ToggleRows: ListScenario {
    static let helper = "$toggles[key, default: false]"
    static let competitor = "closure, model.toggles[key] ?? false"

    let keys: [String]

    init(model: ListModel, count: Int) {
      keys = (0..<count).map { "k\($0)" }
      model.toggles = Dictionary(
        uniqueKeysWithValues: keys.enumerated().filter { $0.offset.isMultiple(of: 2) }.map {
          ($0.element, true)
        })
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
  }

  /// `$model.selectedTags.contains(row.tag)`; half the tags are selected.
  struct TagRows: ListScenario {
    static let helper = "$selectedTags.contains(tag)"
    static let competitor = "closure, model.selectedTags.contains(tag)"

    let tags: [Int]

    init(model: ListModel, count: Int) {
      tags = Array(0..<count)
      model.selectedTags = Set(tags.filter { $0.isMultiple(of: 2) })
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
  }

  /// `$model.rows[i].note.withDefault("")`; a third of the notes are set.
  struct NoteRows: ListScenario {
    static let helper = "$rows[i].note.withDefault(\"\")"
    static let competitor = "closure, model.rows[i].note ?? \"\""

    init(model: ListModel, count: Int) {
      model.rows = (0..<count).map { ListRow(note: $0.isMultiple(of: 3) ? "Note \($0)" : nil) }
    }

    @inline(__always) func ours(_ model: Bindable<ListModel>, row: Int) -> Binding<String> {
      model.rows[row].note.withDefault("")
    }

    @inline(__always) func closure(_ model: ListModel, row: Int) -> Binding<String> {
      Binding(
        get: { @MainActor in model.rows[row].note ?? "" },
        set: { @MainActor in model.rows[row].note = $0 })
    }
  }

  /// Rows that each derive one, two or three helpers with arguments of their own: a dictionary
  /// entry, a set membership and an element by id, so that N rows make up to 3N cache keys.
  ///
  /// `Count` says how many: ``One`` (N keys), ``Two`` (2N) or ``Three`` (3N, more than the cache's
  /// 4,096 entries from 1,366 rows).
  struct HelpersPerRow<Count: HelperCount>: ListScenario {
    static var helper: String { "\(Count.value) helper\(Count.value == 1 ? "" : "s") per row" }
    static var competitor: String { "closure, the same \(Count.value)" }

    /// How many helpers each row derives: `Count.value`, kept here so a row reads a stored value.
    let helpers = Count.value
    let keys: [String]
    let ids: [Int]

    init(model: ListModel, count: Int) {
      ids = Array(0..<count)
      keys = ids.map { "k\($0)" }
      model.toggles = Dictionary(
        uniqueKeysWithValues: keys.enumerated().filter { $0.offset.isMultiple(of: 2) }.map {
          ($0.element, true)
        })
      model.selectedTags = Set(ids.filter { $0.isMultiple(of: 3) })
      model.items = ids.map { ListItem(id: $0, title: "Item \($0)") }
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
  }

  /// How many helpers a row of ``HelpersPerRow`` derives.
  protocol HelperCount {
    static var value: Int { get }
  }

  enum One: HelperCount { static let value = 1 }
  enum Two: HelperCount { static let value = 2 }
  enum Three: HelperCount { static let value = 3 }
#endif
