import Foundation
import Testing

@testable import BindingMigration

/// A row's element that is an object (issue 34, finding 5c): `ForEach(store.items) { item in … }`
/// over @Observable objects hands each row the object itself, not a copy, and
/// `Bindable(item).title` is its binding.
@Suite("Roots: a row's element that is an object")
struct RowObjectTests {
  /// A list over `items` of the element declared by `element`, with `body` around `rows`.
  static func screen(_ rows: String, element: String) -> String {
    """
    import SwiftUI
    \(element)
    @Observable final class Store { var items: [Item] = [] }
    struct Screen: View {
      let store: Store
      var body: some View {
        \(rows)
      }
    }
    """
  }

  static let observable = "@Observable final class Item: Identifiable { var title: String? }"
  static let row =
    "ForEach(store.items) { item in TextField(\"\", text: Binding(get: { item.title ?? \"\" }, set: { item.title = $0 })) }"

  @Test("an element of an @Observable class is bound through Bindable, as a constant is")
  func observableElement() throws {
    let (findings, rewritten) = try Support.migrate(
      Self.screen(Self.row, element: Self.observable))
    let finding = try #require(findings.first)
    #expect(finding.isRewritable, "\(finding.message)")
    #expect(rewritten.contains("TextField(\"\", text: Bindable(item).title.withDefault(\"\"))"))
  }

  @Test("a parameter whose type is written is judged by that type")
  func writtenType() throws {
    let rows =
      "ForEach(store.items) { (item: Item) in TextField(\"\", text: Binding(get: { item.title ?? \"\" }, set: { item.title = $0 })) }"
    let (findings, _) = try Support.migrate(Self.screen(rows, element: Self.observable))
    #expect(findings.first?.isRewritable == true, "\(findings.first?.message ?? "")")
  }

  @Test(
    "an element that is a value is a copy; one whose type is not seen is said to be unseen",
    arguments: [
      (
        "struct Item: Identifiable { var id = 0; var title: String? }", row,
        "a copy of the value rather than a binding"
      ),
      (
        observable,
        "ForEach(store.items.filter { $0.title != nil }) { item in TextField(\"\", text: Binding(get: { item.title ?? \"\" }, set: { item.title = $0 })) }",
        "the tool cannot see its type, and an @Observable object's binding would be"
      ),
    ])
  func refused(_ element: String, _ rows: String, _ reason: String) throws {
    let source = Self.screen(rows, element: element)
    let (findings, rewritten) = try Support.migrate(source)
    #expect(rewritten == source)
    let finding = try #require(findings.first)
    #expect(!finding.isRewritable)
    #expect(finding.message.contains(reason), "\(finding.message)")
  }
}
