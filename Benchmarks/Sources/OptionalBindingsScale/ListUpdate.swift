#if !canImport(SwiftUI)
  import CollectionsBenchmark
  import Foundation
  @_spi(Testing) import OptionalBindings

  /// A `List` update, as SwiftUI makes one: the id of every row read, the content of the rows on
  /// screen evaluated, their bindings held until the next update, and the screen's window moving
  /// between updates.
  ///
  /// The window's size and step are the benchmark's two parameters, named in the family's title
  /// (so in the chart and the results file): 20 rows moving 7 an update unless the environment
  /// says otherwise, `OPTIONALBINDINGS_LIST_WINDOW=<rows>` and `OPTIONALBINDINGS_LIST_STEP=<rows>`.
  enum ListUpdate {
    /// The rows on screen.
    static let window = parameter("OPTIONALBINDINGS_LIST_WINDOW", default: 20)
    /// How far the window moves between two updates, so that most of its rows stay.
    static let step = parameter("OPTIONALBINDINGS_LIST_STEP", default: 7)

    /// The family's title, naming its parameters.
    static var family: String { "list update (window \(window), step \(step))" }

    /// The rows whose content update number `pass` of a `count`-row list evaluates.
    static func shownRows(count: Int, pass: Int) -> Range<Int> {
      let size = min(window, count)
      let start = (pass * step) % (count - size + 1)
      return start..<(start + size)
    }

    /// The positive number the environment variable `name` holds, or `value`.
    static func parameter(_ name: String, default value: Int) -> Int {
      guard let text = ProcessInfo.processInfo.environment[name], let number = Int(text),
        number > 0
      else { return value }
      return number
    }
  }

  /// The element at `offset` of a `ForEach`'s data, read as SwiftUI's generic code reads the
  /// element of a row whose content it evaluates: not specialized, as for the scan below.
  @_semantics("optimize.sil.specialize.generic.never")
  @inline(never)
  func element<Data: RandomAccessCollection>(_ data: Data, at offset: Int) -> Data.Element {
    data[data.index(data.startIndex, offsetBy: offset)]
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
  /// row's content gets `rows.binding(for: row)`. Both sides read a shown row's element from
  /// their data through one generic function, as SwiftUI's code does, and hold the window's
  /// bindings until the next update (``HeldRows``).
  struct ListUpdateRows: ListScenario {
    static let helper = "ForEach(byID: $items)"
    static let competitor = "SwiftUI's ForEach($items)"

    private let heldOurs: HeldRows<ListItem>
    private let heldSwiftUI: HeldRows<ListItem>

    init(model: ListModel, count: Int) {
      model.items = (0..<count).map { ListItem(id: $0, title: "Item \($0)") }
      heldOurs = HeldRows()
      heldSwiftUI = HeldRows()
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
      heldOurs.beginUpdate()
      let rows = RowsByID(model.items)
      blackHole(identityScan(rows, id: \.id))
      return rows
    }

    /// One row's content: its row read from the data, its binding, held, and its title read as
    /// a `TextField` reads it.
    @inline(__always) func ourRow(
      _ rows: RowsByID<[ListItem], Int>, row: Int
    ) -> String {
      let binding = rows.binding(for: element(rows, at: row))
      heldOurs.hold(binding)
      return binding.title.wrappedValue
    }

    /// SwiftUI's data for `ForEach($items)`, and its identity scan.
    @inline(__always) func beginClosure(_ model: ListModel) -> SwiftUIRows {
      heldSwiftUI.beginUpdate()
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
      let (index, _) = element(rows.elementIDs, at: row)
      let binding = Self.swiftUIRow(rows.data, index: index)
      heldSwiftUI.hold(binding)
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
  }

  /// The bindings of the rows on screen, held as SwiftUI's view graph holds each row view's
  /// binding: those of one update until the next update is done, so a row that stays on screen
  /// finds its binding held when it is evaluated again, and one that scrolled off lets it go.
  ///
  /// Rows by id find their key path again only while a binding holds it; SwiftUI's rows by
  /// index hold no key path at all. Both sides hold their rows the same way, at the same cost.
  /// A class, as the view graph is: its stores are effects the optimizer keeps, where a local
  /// array never read again could be released early (and the key paths with it).
  final class HeldRows<Element> {
    /// The bindings of the update under way.
    private var current: [Binding<Element>] = []
    /// The bindings of the update before, let go when the next one begins.
    private var previous: [Binding<Element>] = []

    /// Starts an update: the one before the last lets its bindings go.
    func beginUpdate() {
      previous = current
      current = []
      current.reserveCapacity(previous.count)
    }

    /// Holds `binding` until the update after this one.
    func hold(_ binding: Binding<Element>) { current.append(binding) }
  }

  /// What SwiftUI's `ForEach($items)` keeps for one update: the binding and its lazy data.
  struct SwiftUIRows {
    let data: Binding<[ListItem]>
    let elementIDs: LazyMapSequence<Range<Int>, (Int, Int)>
  }
#endif
