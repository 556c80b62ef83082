import OptionalBindingsExamplesUI
@_spi(Inspection) import SwiftUI
import Testing

/// The root of the example app.
@MainActor
@Suite("Example: the list of screens")
struct ExamplesViewTests {
  @Test("lists one screen per problem, and each screen shows the helper it demonstrates")
  func screens() throws {
    let root = inspect(ExamplesView())
    let expected: [(title: String, helper: String)] = [
      ("Optional fields", "OptionalTextField"),
      ("Alert and sheet", "isPresent() for an alert"),
      ("Sheet editing an item", "sheet(item:) { $note in … }"),
      ("With or without a binding", "@StateUnlessBound, outside binding"),
      ("Dictionary of toggles", "$dict[key, default:]"),
      ("Set of tags", "$set.contains(_:)"),
      ("List edited by id", "ForEach(byID:)"),
    ]
    #expect(root.linkTitles == expected.map(\.title))
    for (title, helper) in expected {
      #expect(try root.destination(of: title).texts.contains(helper), "\(title)")
    }
  }

  @Test("the person form edits the root's person, which outlives the form")
  func personOutlivesForm() throws {
    let root = ExamplesView()
    try inspect(root).destination(of: "Optional fields").press("Remove Last name")
    #expect(try inspect(root).destination(of: "Optional fields").shown("Last name") == "nil")
  }
}
