import Foundation
import Testing

@testable import BindingMigration

/// The rule `index-rows` over indices: `ForEach(items.indices, id: \.self) { i in … $items[i] … }`
/// and `ForEach(0..<items.count, id: \.self)`, rows that bind their element by index.
@Suite("Rule: index-rows, over indices")
struct IndexLoopRowsTests {
  /// The fixture: a row that removes by its index (reported), two rows fixed, and rows over
  /// strings (reported: not identified).
  static let fixtures: [String: [FixtureTests.Outcome]] = [
    "CrashFixIndexLoopRows.swift": [
      .crash(.indexRows, .indexRows, applied: false),
      .crash(.indexRows, .indexRows, applied: true),
      .crash(.indexRows, .indexRows, applied: true),
      .crash(.indexRows, .indexRows, applied: false),
    ]
  ]

  @Test(
    "its crash fixes are applied exactly into the expected file", arguments: fixtures.keys.sorted()
  )
  func rewritesIntoExpected(_ name: String) throws {
    try FixtureTests.checkRewrite(name, expecting: Self.fixtures[name])
  }

  /// A view over an `ObservableObject` model whose `items` are identified `Item`s, with `body`
  /// around `rows`.
  static func screen(_ rows: String, declarations: String = "") -> String {
    """
    import SwiftUI
    \(declarations)
    struct Item: Identifiable { var id = 0; var name = ""; var isOn = false }
    struct Row: View { @Binding var value: Item; var body: some View { TextField("", text: $value.name) } }
    final class Model: ObservableObject { @Published var items: [Item] = [] }
    struct Screen: View {
      @ObservedObject var model: Model
      @State private var names: [String] = []
      var body: some View {
        \(rows)
      }
    }
    """
  }

  @Test("the issue's row, which removes by its index, is reported with the reason, unchanged")
  func rowThatRemovesByIndex() throws {
    let source = Self.screen(
      """
      ForEach(model.items.indices, id: \\.self) { i in
            TextField("", text: $model.items[i].name)
            Button("Remove") { model.items.remove(at: i) }
          }
      """)
    let (findings, rewritten) = try Support.migrate(source, crashFixes: true)
    #expect(rewritten == source)
    let finding = try #require(findings.first)
    #expect(findings.count == 1)
    #expect(finding.rule == .indexRows)
    #expect(finding.crashFix?.kind == .indexRows)
    #expect(finding.crashFix?.isFixable == false)
    let message = finding.message
    #expect(message.contains("binds `$model.items[i]` by the row's index `i`"), "\(message)")
    #expect(message.contains("the row uses the index itself (`i`)"), "\(message)")
    #expect(message.contains("`ForEach(byID: $model.items) { $item in … }`"), "\(message)")
  }

  @Test(
    "rows bound by index are fixed to rows by id, every use of the index replaced",
    arguments: [
      (
        "ForEach(model.items.indices, id: \\.self) { i in Toggle(model.items[i].name, isOn: $model.items[i].isOn) }",
        "ForEach(byID: $model.items) { $item in Toggle(item.name, isOn: $item.isOn) }"
      ),
      (
        "ForEach(0..<model.items.count, id: \\.self) { i in TextField(\"\", text: $model.items[i].name) }",
        "ForEach(byID: $model.items) { $item in TextField(\"\", text: $item.name) }"
      ),
      (
        "ForEach(self.model.items.indices, id: \\.self) { row in Row(value: $model.items[row]) }",
        "ForEach(byID: $model.items) { $item in Row(value: $item) }"
      ),
      (
        "ForEach(model.items.indices) { i in Button(\"Clear\") { model.items[i].name = \"\" } ; TextField(\"\", text: $model.items[i].name) }",
        "ForEach(byID: $model.items) { $item in Button(\"Clear\") { item.name = \"\" } ; TextField(\"\", text: $item.name) }"
      ),
    ])
  func fixed(_ rows: String, _ expected: String) throws {
    let (findings, rewritten) = try Support.migrate(Self.screen(rows), crashFixes: true)
    #expect(findings.count == 1, "\(findings)")
    #expect(findings.first?.crashFix?.isApplied == true)
    #expect(rewritten.contains(expected), "\(rewritten)")
    // Without --crash-fixes nothing changes.
    let (_, untouched) = try Support.migrate(Self.screen(rows))
    #expect(untouched == Self.screen(rows))
  }

  @Test(
    "rows reported and left as they are, with the reason",
    arguments: [
      (
        "ForEach(names.indices, id: \\.self) { i in TextField(\"\", text: $names[i]) }",
        "cannot see that the elements of `names` are of a type this code base declares `Identifiable`"
      ),
      (
        "ForEach(model.items.indices, id: \\.self) { i in Text(\"\\(i + 1)\"); TextField(\"\", text: $model.items[i].name) }",
        "the row uses the index itself (`i`)"
      ),
      (
        "ForEach(model.items.indices, id: \\.self) { i in Stepper(\"\", value: $model.items[i].id) }",
        "the row writes `$model.items[i].id`, the id it would be found by"
      ),
      (
        "ForEach(model.items.indices, id: \\.self) { i in TextField(\"\", text: $model.items[i].name); Button(\"New\") { model.items[i] = Item() } }",
        "the row writes `model.items[i]`, the id it would be found by"
      ),
      (
        "ForEach(model.items.indices, id: \\.self) { i in TextField(\"\", text: $model.items[i].name).onAppear { model.items[i].id.negate() } }",
        "the row writes `model.items[i].id.negate`"
      ),
      (
        "ForEach(model.items.indices, id: \\.self) { i in TextField(\"\", text: $model.items[i].name); ForEach(0..<2) { i in Text(\"\") } }",
        "the row declares another `i`"
      ),
      (
        "ForEach(model.items.indices, id: \\.self) { (i) in TextField(\"\", text: $model.items[i].name) }",
        "the row's parameter is written `(i)`"
      ),
      (
        "ForEach(model.items.indices, id: \\.hashValue) { i in TextField(\"\", text: $model.items[i].name) }",
        "the rows are found by `\\.hashValue`, not by their index"
      ),
      (
        "ForEach(model.items.indices, id: \\.self, content: { i in TextField(\"\", text: $model.items[i].name) })",
        "the rows are made by `content:`, not a trailing closure"
      ),
      (
        "ForEach(model.items.indices, id: \\.self) { i in TextField(\"\", text: $model.items[i].name); Text(names[i]) }",
        "the row uses the index itself (`names[i]`)"
      ),
    ])
  func reported(_ rows: String, _ reason: String) throws {
    let source = Self.screen(rows)
    let (findings, rewritten) = try Support.migrate(source, crashFixes: true)
    #expect(rewritten == source)
    let finding = try #require(findings.first { $0.rule == .indexRows })
    #expect(finding.crashFix?.isFixable == false)
    #expect(finding.reason?.contains(reason) == true, "\(finding.reason ?? "")")
    #expect(!finding.message.contains("\n"))
  }

  @Test("rows that bind nothing by their index are not reported")
  func notReported() throws {
    for rows in [
      "ForEach(model.items.indices, id: \\.self) { i in Text(model.items[i].name) }",
      "ForEach(model.items.indices, id: \\.self) { _ in Text(\"row\") }",
      "ForEach(byID: $model.items) { $item in TextField(\"\", text: $item.name) }",
      "ForEach(names.indices, id: \\.self) { i in Text(names[i]) }",
    ] {
      let (findings, _) = try Support.migrate(Self.screen(rows), crashFixes: true)
      #expect(findings.isEmpty, "\(rows): \(findings)")
    }
  }

  @Test("a code base that declares its own ForEach type gets the report, not the fix")
  func ownForEach() throws {
    let source = Self.screen(
      "ForEach(model.items.indices, id: \\.self) { i in TextField(\"\", text: $model.items[i].name) }",
      declarations: "struct ForEach<Data, ID, Content> {}")
    let (findings, rewritten) = try Support.migrate(source, crashFixes: true)
    #expect(rewritten == source)
    #expect(findings.first?.reason?.contains("declares a type named `ForEach`") == true)
  }

  @Test("the prefilter keeps rows over indices and over a range of counts")
  func prefilter() {
    #expect(SourceAnalyzer.mayHaveFindings("ForEach(items.indices, id: \\.self) { i in }"))
    #expect(SourceAnalyzer.mayHaveFindings("ForEach (0..<items.count, id: \\.self) { i in }"))
    #expect(!SourceAnalyzer.mayHaveFindings("ForEach(items) { item in Text(item.name) }"))
  }
}
