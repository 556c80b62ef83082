import Foundation
import Testing

@testable import BindingMigration

/// The rule `index-rows`: its fixtures, and the rows it reports without changing them.
///
/// `ForEach($items) { $item in … }` and `List($items)`: rows bound by index, whose crash fix binds
/// them by id.
@Suite("Rule: index-rows")
struct IndexRowsTests {
  /// This rule's fixtures: its crash fixes, applied with `--crash-fixes`, and the rows reported.
  static let fixtures: [String: [FixtureTests.Outcome]] = [
    "CrashFixIndexRows.swift": [
      .crash(.indexRows, .indexRows, applied: true),
      .crash(.forceUnwrappingInitializer, .forceUnwrappingInitializer, applied: true),
      .crash(.indexRows, .indexRows, applied: true),
    ]
      + Array(repeating: .crash(.indexRows, .indexRows, applied: true), count: 5)
      + Array(repeating: .crash(.indexRows, .indexRows, applied: false), count: 2)
  ]

  /// Closure bindings reported under this rule that must be left alone: none (its findings are
  /// not closure bindings).
  static let refusals: [RefusalTests.Case] = []

  @Test(
    "its crash fixes are applied exactly into the expected files", arguments: fixtures.keys.sorted()
  )
  func rewritesIntoExpected(_ name: String) throws {
    try FixtureTests.checkRewrite(name, expecting: Self.fixtures[name])
  }

  /// A view with `@State var items: [Item]` and `body` around `rows`.
  static func screen(_ rows: String, declarations: String = "") -> String {
    """
    import SwiftUI
    \(declarations)
    struct Item: Identifiable { var id = 0; var title = "" }
    struct Screen: View {
      @State private var items: [Item] = []
      var body: some View {
        \(rows)
      }
    }
    """
  }

  @Test(
    "rows reported and left as they are, with the reason",
    arguments: [
      (
        "ForEach($items, editActions: .all) { $item in TextField(\"\", text: $item.title) }",
        "rows by id take no `editActions:`"
      ),
      ("ForEach($items, content: makeRow)", "the rows are made by `makeRow`"),
      (
        "ForEach($items, id: idPath) { $item in Text(item.title) }",
        "where rows by id take a key path"
      ),
      ("ForEach($items) { $item in Button(\"\") { item = Item() } }", "the row writes `item`"),
      ("ForEach($items) { $item in Button(\"\") { item.id = 1 } }", "the row writes `item.id`"),
      (
        "ForEach($items, id: \\.title) { $item in TextField(\"\", text: $item.title) }",
        "the row writes `$item.title`"
      ),
      (
        "List($items, selection: $selection) { $item in Text(item.title) }",
        "rows by id take no `selection:`"
      ),
    ])
  func reported(_ rows: String, _ reason: String) throws {
    let source = Self.screen(rows)
    let (findings, rewritten) = try Support.migrate(source, crashFixes: true)
    #expect(rewritten == source)
    let finding = try #require(findings.first { $0.rule == .indexRows })
    #expect(finding.crashFix?.kind == .indexRows)
    #expect(finding.crashFix?.isFixable == false)
    #expect(finding.reason?.contains(reason) == true, "\(finding.reason ?? "")")
    #expect(!finding.message.contains("\n"))
  }

  @Test("rows over a model's array of a type nested in the model find the element's declaration")
  func elementsOfATypeNestedInTheModel() throws {
    // The element type is written as the model sees it (`Field`, nested in `EditModel`), not as
    // the view does; found in the view's scope only, it was "not declared" and the fix withheld.
    let source = """
      import SwiftUI
      @Observable final class EditModel {
        struct Field: Identifiable { let id = UUID(); var name = "" }
        var fields: [Field] = []
      }
      struct EditScreen: View {
        @Bindable var model: EditModel
        var body: some View {
          ForEach($model.fields) { $field in TextField("Name", text: $field.name) }
        }
      }
      """
    let (findings, rewritten) = try Support.migrate(source, crashFixes: true)
    let finding = try #require(findings.first { $0.rule == .indexRows })
    #expect(finding.crashFix?.isFixable == true, "\(finding.reason ?? "")")
    #expect(rewritten.contains("ForEach(byID: $model.fields) { $field in"))
  }

  @Test("rows that never use their binding are not reported, nor are rows already bound by id")
  func notReported() throws {
    for rows in [
      "ForEach($items) { _ in Text(\"row\") }",
      "List(byID: $items) { $item in Text(item.title) }",
      "ForEach(byID: $items) { $item in Text(item.title) }",
      "ForEach(items) { item in Text(item.title) }",
    ] {
      let (findings, _) = try Support.migrate(Self.screen(rows), crashFixes: true)
      #expect(findings.isEmpty, "\(rows): \(findings)")
    }
  }

  @Test("a code base that declares its own ForEach type gets the report, not the fix")
  func ownForEach() throws {
    let source = Self.screen(
      "ForEach($items) { $item in Text(item.title) }",
      declarations: "struct ForEach<Data, ID, Content> {}")
    let (findings, rewritten) = try Support.migrate(source, crashFixes: true)
    #expect(rewritten == source)
    #expect(findings.first?.reason?.contains("declares a type named `ForEach`") == true)
  }

  /// A view with an optional array `list` and an array of arrays `groups`, `body` around `rows`.
  static func optionalScreen(_ rows: String) -> String {
    """
    import SwiftUI
    struct Item: Identifiable { var id = 0; var title = "" }
    struct Screen: View {
      @State private var list: [Item]? = nil
      @State private var groups: [[Item]] = []
      var body: some View {
        \(rows)
      }
    }
    """
  }

  /// Rows over `Identifiable` elements (no `id:`) that read their id through the binding:
  /// SwiftUI's `Binding` is `Identifiable` where its value is, and its own read-only `id` wins
  /// over dynamic member lookup, so `row.id` and `$item.id` are the element's id, read.
  @Test(
    "a row that reads its id through its binding (Binding's own id) gets the fix",
    arguments: [
      (
        "ForEach($items) { row in Text(row.wrappedValue.title).tag(row.id) }",
        "ForEach(byID: $items) { row in"
      ),
      (
        "ForEach($items) { $item in Button(item.title) { print($item.id.description) } }",
        "ForEach(byID: $items) { $item in"
      ),
    ])
  func rowReadingBindingID(_ rows: String, _ expected: String) throws {
    let source = Self.screen(rows)
    let (findings, rewritten) = try Support.migrate(source, crashFixes: true)
    let finding = try #require(findings.first { $0.rule == .indexRows })
    #expect(finding.crashFix?.isFixable == true, "\(finding.reason ?? "")")
    #expect(rewritten.contains(expected), "\(rewritten)")
  }

  /// Issue 44, item 4: rows that change the id they would be found by, which the README
  /// promises to refuse, in the shapes apps write.
  static let identityDeclarations = """
    struct Voucher: Identifiable { var id: String; var amount = 0 }
    struct Ticket: Identifiable { let id: String; var seat = "" }
    struct Tag: Identifiable { var name: String; var id: String { name } }
    struct Customer: Identifiable { var id = UUID(); var name = "" }
    struct Order { var customer: Customer; var total = 0 }
    struct CustomerEditor: View {
      @Binding var customer: Customer
      var body: some View { TextField("", text: $customer.name) }
    }
    struct CustomerReplacer: View {
      @Binding var customer: Customer
      var body: some View { Button("New") { customer = Customer() } }
    }
    struct ItemEditor: View {
      @Binding var item: Item
      var body: some View { TextField("", text: $item.title); Button("Reset") { item = Item() } }
    }
    struct ItemRow: View {
      @Binding var item: Item
      var body: some View { TextField("", text: $item.title) }
    }
    struct ItemCard: View {
      @Binding var item: Item
      var body: some View { ItemEditor(item: $item) }
    }
    struct ItemBadge: View {
      @Binding var item: Item
      var body: some View { Text(item.title) }
    }
    extension ItemBadge { func renumber() { item.id += 1 } }
    struct Screen2: View {
      @State private var vouchers: [Voucher] = []
      @State private var tickets: [Ticket] = []
      @State private var tags: [Tag] = []
      @State private var orders: [Order] = []
      var body: some View { EmptyView() }
    }
    """

  @Test(
    "rows that change their id, by themselves or through a view they hand their binding to, are reported with the reason",
    arguments: [
      (
        "ForEach($vouchers) { $voucher in TextField(\"Code\", text: $voucher.id) }",
        "the row writes `$voucher.id` (handed to `TextField`), the id it would be found by"
      ),
      ("ForEach($tags) { $tag in TextField(\"\", text: $tag.name) }", "`Tag.id` is computed"),
      (
        "ForEach($orders, id: \\.customer.id) { $order in CustomerReplacer(customer: $order.customer) }",
        "the row hands `$order.customer` to `CustomerReplacer`, which writes `customer`"
      ),
      (
        "ForEach($items) { $item in ItemEditor(item: $item) }",
        "the row hands `$item` to `ItemEditor`, which writes `item` (in `ItemEditor`)"
      ),
      (
        "ForEach($items) { $item in ItemCard(item: $item) }",
        "the row hands `$item` to `ItemCard`, which hands `$item` to `ItemEditor`, which writes `item`"
      ),
      (
        "ForEach($items) { $item in ItemBadge(item: $item) }",
        "whose extensions hold code the tool does not read for writes"
      ),
      (
        "ForEach($items) { $item in SomeRow(item: $item) }",
        "the row hands `$item` to `SomeRow`, which the tool cannot see into"
      ),
    ])
  func rowsThatChangeTheirID(_ rows: String, _ reason: String) throws {
    let source = Self.screen(rows, declarations: Self.identityDeclarations)
      .replacingOccurrences(
        of: "@State private var items: [Item] = []",
        with: """
          @State private var items: [Item] = []
            @State private var vouchers: [Voucher] = []
            @State private var tags: [Tag] = []
            @State private var orders: [Order] = []
          """)
    let (findings, rewritten) = try Support.migrate(source, crashFixes: true)
    #expect(!rewritten.contains("byID"), "\(rewritten)")
    let finding = try #require(findings.first { $0.rule == .indexRows })
    #expect(finding.crashFix?.isFixable == false)
    #expect(finding.reason?.contains(reason) == true, "\(finding.reason ?? "")")
  }

  @Test(
    "rows that only read their id, or hand their binding to views that edit other fields, get the fix",
    arguments: [
      "ForEach($tickets) { $ticket in TextField(\"Seat\", text: $ticket.seat); Text(ticket.id) }",
      "ForEach($orders, id: \\.customer.id) { $order in CustomerEditor(customer: $order.customer) }",
      "ForEach($items) { $item in ItemRow(item: $item).tag(item.id) }",
      "ForEach($vouchers) { $voucher in Stepper(\"\", value: $voucher.amount).id($voucher.id) }",
    ])
  func rowsThatKeepTheirID(_ rows: String) throws {
    let source = Self.screen(rows, declarations: Self.identityDeclarations)
      .replacingOccurrences(
        of: "@State private var items: [Item] = []",
        with: """
          @State private var items: [Item] = []
            @State private var vouchers: [Voucher] = []
            @State private var tickets: [Ticket] = []
            @State private var orders: [Order] = []
          """)
    let (findings, rewritten) = try Support.migrate(source, crashFixes: true)
    let finding = try #require(findings.first { $0.rule == .indexRows })
    #expect(finding.crashFix?.isApplied == true, "\(finding.reason ?? "")")
    #expect(rewritten.contains("ForEach(byID: $"), "\(rewritten)")
  }

  @Test("a child view in another file that writes the row's id is seen through the whole code base")
  func childViewInAnotherFile() async throws {
    let folder = try Support.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Support.write(
      Self.screen("ForEach($items) { $item in Renamer(item: $item) }"), to: "Screen.swift",
      in: folder)
    try Support.write(
      """
      import SwiftUI
      struct Renamer: View {
        @Binding var item: Item
        var body: some View { Button("Renumber") { item.id += 1 } }
      }
      """, to: "Renamer.swift", in: folder)
    let (status, output) = await runTool(["check", "--crash-fixes", folder.path])
    #expect(status == 0)
    #expect(
      output.standardOutput.contains(
        "the row hands `$item` to `Renamer`, which writes `item.id` (in `Renamer`)"),
      "\(output.standardOutput)")
  }

  @Test("a name bound to a Binding by while let gives rows bound by index, which get the fix")
  func rowsOverANameBoundByWhileLet() throws {
    let source = Self.optionalScreen(
      "while let items = Binding($list) { ForEach(items) { $item in Text(item.title) } }")
    let (findings, rewritten) = try Support.migrate(source, crashFixes: true)
    #expect(findings.contains { $0.rule == .indexRows }, "\(findings)")
    #expect(rewritten.contains("ForEach(byID: items) { $item in"), "\(rewritten)")
  }

  @Test("a loop's name that shadows a binding bound by if let is a plain array: no rows reported")
  func aLoopNameShadowingABindingIsNotRows() throws {
    let source = Self.optionalScreen(
      """
      if let items = Binding($list) {
            Text("\\(items.wrappedValue.count)")
            ForEach(groups.indices, id: \\.self) { group in
              for items in groups { ForEach(items) { item in Text(item.title) } }
            }
          }
      """)
    let (findings, rewritten) = try Support.migrate(source, crashFixes: true)
    #expect(!findings.contains { $0.rule == .indexRows }, "\(findings)")
    #expect(!rewritten.contains("byID"))
  }
}
