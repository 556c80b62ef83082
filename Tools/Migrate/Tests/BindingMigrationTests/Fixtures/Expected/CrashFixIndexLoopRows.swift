// swift-format-ignore-file
// (Laid out as apps are written: the tool keeps each file's own layout around its edits.)
// Fixture, crash fixes (applied with --crash-fixes): rows over a collection's indices
// (`ForEach(items.indices, id: \.self)`, `ForEach(0..<items.count, id: \.self)`) that bind
// `$items[i]` by the index become rows bound by id where the index is used for nothing else and
// the elements are identified. A row that also removes by its index, and rows over elements
// that are not `Identifiable`, are reported and left as they are.
#if canImport(SwiftUI)
  import OptionalBindings
  import SwiftUI

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  enum CrashFixIndexLoopRowsFixture {
    struct GroceryItem: Identifiable, Sendable {
      let id: Int
      var name: String
      var isChecked = false
      var quantity = 1
    }

    struct Note: Identifiable, Sendable {
      var id: Int
      var body: String
    }

    @MainActor final class GroceryList: ObservableObject {
      @Published var items: [GroceryItem] = []
      @Published var aisles: [String] = []
    }

    struct GroceryListScreen: View {
      @ObservedObject var list: GroceryList
      @State private var notes: [Note] = []

      var body: some View {
        Form {
          Section("To buy") {
            ForEach(list.items.indices, id: \.self) { i in
              HStack {
                TextField("", text: $list.items[i].name)
                Button("Remove") { list.items.remove(at: i) }
              }
            }
          }
          Section("Checked") {
            ForEach(byID: $list.items) { $groceryItem in
              HStack {
                Toggle(groceryItem.name, isOn: $groceryItem.isChecked)
                Stepper("Quantity", value: $groceryItem.quantity, in: 0...99)
              }
            }
          }
          Section("Notes") {
            ForEach(byID: $notes) { $note in
              TextField("Body", text: $note.body)
            }
          }
          Section("Aisles") {
            ForEach(list.aisles.indices, id: \.self) { i in
              TextField("Aisle", text: $list.aisles[i])
            }
          }
        }
      }
    }
  }
#endif
