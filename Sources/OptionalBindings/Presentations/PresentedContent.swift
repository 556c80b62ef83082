#if canImport(SwiftUI)
  import SwiftUI
  import OptionalBindingsIdentity

  // The content closures the presentation modifiers (Sheet.swift and its siblings) hand
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

    /// The content for a presentation of an item identified by the id at `id`, as
    /// ``identified(by:)`` hands it to SwiftUI.
    func presentingItem<Item, ID: Hashable, Content>(
      identifiedBy id: KeyPath<Item, ID>, _ content: @escaping (Binding<Item>) -> Content,
      unwrap: @escaping (Binding<Item?>) -> Binding<Item>?
    ) -> (IdentifiedItem<Item, ID>) -> Content where Value == Item? {
      let present = presenting(content, unwrap: unwrap) { current, presented in
        current[keyPath: id] == presented[keyPath: id]
      }
      return { present($0.value) }
    }

    /// This optional as SwiftUI's item presentations want it: an `Identifiable` item.
    ///
    /// The item is identified by the id at `id`; a key-path projection, found again by `id`'s
    /// object.
    func identified<Item, ID: Hashable>(by id: KeyPath<Item, ID> & Sendable)
      -> Binding<IdentifiedItem<Item, ID>?>
    where Value == Item? {
      self[dynamicMember: Value.identifiedKeyPath(id)]
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

  /// An item presented by an id it does not declare itself: what `sheet(item:id:)` and its
  /// siblings hand SwiftUI's modifiers, which want an `Identifiable` item.
  struct IdentifiedItem<Item, ID: Hashable>: Identifiable {
    let value: Item
    let id: ID
  }

  extension Optional {
    /// The wrapped value with its id read through `id`, or nil.
    ///
    /// Setting nil stores nil (SwiftUI's dismissal); setting an item stores its value.
    subscript<ID: Hashable>(identifiedBy id: KeyPath<Wrapped, ID> & Sendable)
      -> IdentifiedItem<Wrapped, ID>?
    {
      get { map { IdentifiedItem(value: $0, id: $0[keyPath: id]) } }
      set { self = newValue?.value }
    }

    /// The key path ``subscript(identifiedBy:)`` projects through, found again by `id`'s object.
    static func identifiedKeyPath<ID: Hashable>(_ id: KeyPath<Wrapped, ID> & Sendable)
      -> WritableKeyPath<Self, IdentifiedItem<Wrapped, ID>?> & Sendable
    {
      Identity.constant(IdentifiedItemProjection<Wrapped, ID>.self, capturing: id) {
        \Self[identifiedBy: id]
      }
    }
  }

  /// The cached key paths of `Optional.subscript(identifiedBy:)`.
  enum IdentifiedItemProjection<Item, ID: Hashable>: KeyPathProjection {
    typealias Root = Item?
    typealias Value = IdentifiedItem<Item, ID>?
  }
#endif
