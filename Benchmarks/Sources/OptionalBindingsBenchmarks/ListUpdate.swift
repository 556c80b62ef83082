#if !canImport(SwiftUI)
  @_spi(Testing) import OptionalBindings

  /// A `List` update, as SwiftUI makes one: the id of every row read, the content of the rows on
  /// screen evaluated, their bindings held until the next update, and the screen's window moving
  /// between updates.
  enum ListUpdate: ScaleFamily {
    static let name = "list update"
    static let summary =
      "one update of a List of N rows: the id of every row read (SwiftUI's identity scan), the "
      + "content of a window of \(window) rows evaluated and its bindings held until the next "
      + "update, the window moving \(step) rows an update; per row = the update ÷ N"
    static let scenarios: [any ListScenario.Type] = [ListUpdateRows.self]

    /// The rows on screen.
    static let window = 20
    /// How far the window moves between two updates, so that most of its rows stay.
    static let step = 7

    static func evaluatedRows(count: Int, pass: Int) -> Range<Int> {
      let size = min(window, count)
      let start = (pass * step) % (count - size + 1)
      return start..<(start + size)
    }

    static func sameBindingShare<S: ListScenario>(
      _ side: ScaleSide, _ scenario: S, _ model: ListModel, count: Int, pass: Int
    ) -> Double? {
      guard let scenario = scenario as? ListUpdateRows else { return nil }
      render(side, scenario, model, count: count, pass: pass)
      let earlier = scenario.held(side)
      render(side, scenario, model, count: count, pass: pass + 1)
      let later = scenario.held(side)
      let both = evaluatedRows(count: count, pass: pass).clamped(
        to: evaluatedRows(count: count, pass: pass + 1))
      let same = both.filter { row in
        guard let before = earlier[row], let after = later[row] else { return false }
        return before._isSameLocation(as: after)
      }
      return Double(same.count) / Double(max(both.count, 1))
    }
  }

  /// SwiftUI's identity scan, as its generic code runs it: the id of every element of a
  /// `ForEach`'s data read through the `ForEach`'s id key path, and hashed.
  ///
  /// Not specialized, since SwiftUI's own code is compiled without knowing the data's type; both
  /// sides of ``ListUpdateRows`` call it alike.
  @_semantics("optimize.sil.specialize.generic.never")
  @inline(never)
  func identityScan<Data: RandomAccessCollection, ID: Hashable>(
    _ data: Data, id: KeyPath<Data.Element, ID>
  ) -> Int {
    var hashes = 0
    for element in data { hashes &+= element[keyPath: id].hashValue }
    return hashes
  }

  /// `List { ForEach(byID: $model.items) { $item in TextField("Title", text: $item.title) } }`,
  /// updated as SwiftUI updates it, against SwiftUI's own `ForEach($model.items)`.
  ///
  /// SwiftUI's side is the body of `ForEach.init(_:id:content:)` over a `Binding<C>` in Apple's
  /// iOS 26.2 SDK (SwiftUICore, an `@_alwaysEmitIntoClient` initializer, so its body is in the
  /// interface): its data is `data.wrappedValue.indices.lazy.map { index in (index,
  /// data.wrappedValue[index][keyPath: id]) }`, identified by `\.1`, and a row's content gets
  /// `Binding { data.wrappedValue[index] } set: { data.wrappedValue[index] = $0 }`. Ours is
  /// `ForEach(byID:)`'s: ``RowsByID`` made from the binding, identified by each row's `id`, and a
  /// row's content gets `rows.binding(for: row)`.
  struct ListUpdateRows: ListScenario {
    static let helper = "ForEach(byID: $items)"
    static let competitor =
      "SwiftUI's ForEach($items): the iOS 26.2 SDK's ForEach.init(_:id:content:) over a "
      + "Binding (SwiftUICore), a lazy map of the indices to (index, id) and a "
      + "Binding(get:set:) of data.wrappedValue[index] for each row evaluated"
    static let steadyGoal = 1.5
    static let goalCompetitor = "SwiftUI's ForEach($items)"

    private let heldOurs: HeldRows<ListItem>
    private let heldSwiftUI: HeldRows<ListItem>

    init(model: ListModel, count: Int, base: Int) {
      model.items = (base..<(base + count)).map { ListItem(id: $0, title: "Item \($0)") }
      heldOurs = HeldRows(count: count)
      heldSwiftUI = HeldRows(count: count)
    }

    /// The bindings `side` holds from its last update.
    func held(_ side: ScaleSide) -> [Binding<ListItem>?] {
      (side == .ours ? heldOurs : heldSwiftUI).rows
    }

    func touch(_ model: ListModel) -> Int {
      model.items.reduce(0) { $0 &+ $1.id &+ $1.title.utf8.count }
    }

    func ours(_ model: Bindable<ListModel>, row: Int) -> Binding<String> {
      let rows = RowsByID(model.items)
      return rows.binding(for: rows[row]).title
    }

    func closure(_ model: ListModel, row: Int) -> Binding<String> {
      Self.swiftUIRow(Bindable(model).items, index: row).title
    }

    /// The data of `ForEach(byID:)`, and SwiftUI's identity scan of it.
    @inline(__always) func beginOurs(_ model: Bindable<ListModel>)
      -> RowsByID<[ListItem], Int>
    {
      let rows = RowsByID(model.items)
      blackHole(identityScan(rows, id: \.id))
      return rows
    }

    /// One row's content: its binding, held, and its title read as a `TextField` reads it.
    @inline(__always) func ourRow(
      _ rows: RowsByID<[ListItem], Int>, row: Int
    ) -> String {
      let binding = rows.binding(for: rows[row])
      heldOurs.rows[row] = binding
      return binding.title.wrappedValue
    }

    /// SwiftUI's data for `ForEach($items)`, and its identity scan.
    @inline(__always) func beginClosure(_ model: ListModel) -> SwiftUIRows {
      let data = Bindable(model).items
      let id = \ListItem.id
      let elementIDs = data.wrappedValue.indices.lazy.map { index in
        (index, data.wrappedValue[index][keyPath: id])
      }
      blackHole(identityScan(elementIDs, id: \.1))
      return SwiftUIRows(data: data, elementIDs: elementIDs)
    }

    /// One row's content as SwiftUI's body makes it: the element of its data, then a binding
    /// to the index.
    @inline(__always) func closureRow(_ rows: SwiftUIRows, row: Int) -> String {
      let (index, _) = rows.elementIDs[row]
      let binding = Self.swiftUIRow(rows.data, index: index)
      heldSwiftUI.rows[row] = binding
      return binding.title.wrappedValue
    }

    /// The binding SwiftUI's body hands a row's content.
    @inline(__always) static func swiftUIRow(_ data: Binding<[ListItem]>, index: Int)
      -> Binding<ListItem>
    {
      Binding {
        data.wrappedValue[index]
      } set: {
        data.wrappedValue[index] = $0
      }
    }

    /// The row's own key path: the one that must be found again.
    func keyPaths(_ model: Bindable<ListModel>, row: Int) -> [AnyKeyPath?] {
      let rows = RowsByID(model.items)
      return [rows.binding(for: rows[row])._keyPath]
    }

    func written(row: Int, flip: Bool) -> String { flip ? "Renamed" : "Item" }
  }

  /// The bindings of the last render's rows, held as SwiftUI's view graph holds each row view's
  /// binding until the next render replaces it.
  ///
  /// Rows by id find their key path again only while a binding holds it; SwiftUI's rows by
  /// index hold no key path at all. Both sides hold their rows the same way, at the same cost.
  final class HeldRows<Element> {
    var rows: [Binding<Element>?]

    init(count: Int) { rows = Array(repeating: nil, count: count) }
  }

  /// What SwiftUI's `ForEach($items)` keeps for one update: the binding and its lazy data.
  struct SwiftUIRows {
    let data: Binding<[ListItem]>
    let elementIDs: LazyMapSequence<Range<Int>, (Int, Int)>
  }
#endif
