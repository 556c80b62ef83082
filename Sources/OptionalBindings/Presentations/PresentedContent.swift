#if canImport(SwiftUI)
  import SwiftUI

  // The content closures the presentation modifiers (View+Sheet.swift and its siblings) hand
  // SwiftUI's: SwiftUI's modifier gives the presented item; the user's content takes a binding.
  // The binding is `unwrap(source)`, which is `Binding(unwrapping:)` as the modifier's constraints
  // choose it (so the binding has that overload's identity), while the optional still holds the
  // presented item; otherwise, as the presentation goes away or another item replaces it, a
  // binding that reads the presented item and drops writes. Neither is a closure binding: the
  // first is the package's key-path projection, the second SwiftUI's `Binding.constant(_:)`.

  extension Binding {
    /// The content for a presentation of an identified item: the optional holds the presented
    /// item while it holds one with the same `id`.
    func presentingItem<Item: Identifiable, Content>(
      _ content: @escaping (Binding<Item>) -> Content,
      unwrap: @escaping (Binding<Item?>) -> Binding<Item>?
    ) -> (Item) -> Content where Value == Item? {
      presenting(content, unwrap: unwrap) { current, presented in current.id == presented.id }
    }

    /// The content for a navigation destination: a value has no `id`, and an edit through the
    /// binding changes the value itself, so the optional holds the presented value while it holds
    /// any value.
    func presentingValue<Item, Content>(
      _ content: @escaping (Binding<Item>) -> Content,
      unwrap: @escaping (Binding<Item?>) -> Binding<Item>?
    ) -> (Item) -> Content where Value == Item? {
      presenting(content, unwrap: unwrap) { _, _ in true }
    }

    private func presenting<Item, Content>(
      _ content: @escaping (Binding<Item>) -> Content,
      unwrap: @escaping (Binding<Item?>) -> Binding<Item>?,
      isPresented: @escaping (_ current: Item, _ presented: Item) -> Bool
    ) -> (Item) -> Content where Value == Item? {
      { presented in
        guard let current = wrappedValue, isPresented(current, presented), let live = unwrap(self)
        else { return content(.constant(presented)) }
        return content(live)
      }
    }
  }
#endif
