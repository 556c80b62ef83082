#if canImport(SwiftUI)
  import OptionalBindingsIdentity
  import SwiftUI

  // What the presentation modifiers (Sheet+SwiftUI.swift and its siblings) hand SwiftUI's: SwiftUI's item
  // presentations want an `Identifiable` item and hand their content its value; the user's
  // content takes a binding. So the optional is handed over as an `IdentifiedItem` with the
  // identity of its presentation (PresentedItem+SwiftUI.swift), and the content gets a binding that
  // belongs to the item SwiftUI presents. Both are key-path projections.

  /// An item with the identity of its presentation: what the presentation modifiers hand
  /// SwiftUI's, which want an `Identifiable` item.
  struct IdentifiedItem<Item, ID: Hashable>: Identifiable {
    let value: Item
    let id: ID
  }

  /// The cached key paths of `Optional.subscript(identifiedBy:)` for ``OwnIdentity``, which
  /// captures nothing but a constant of its type.
  enum OwnIdentityProjection<Item>: CachedProjection {
    typealias Root = Item?
    typealias Value = IdentifiedItem<Item, PresentationID>?

    static func keyPath(_ primary: Nothing, _ secondary: Nothing) -> FormedKeyPath {
      \Item?[identifiedBy: OwnIdentity<Item>()]
    }
  }

  extension Optional {
    /// The wrapped value with the identity `identity` reads from it, or nil: what SwiftUI's item
    /// presentations are handed, since they want an `Identifiable` item.
    ///
    /// Setting nil stores nil (SwiftUI's dismissal); setting an item stores its value.
    subscript<Identity: ItemIdentity>(identifiedBy identity: Identity)
      -> IdentifiedItem<Wrapped, PresentationID>?
    where Identity.Item == Wrapped {
      get { map { IdentifiedItem(value: $0, id: identity.presentationID(of: $0)) } }
      set { self = newValue?.value }
    }
  }

  extension Binding {
    /// This optional as SwiftUI's item presentations want it, identified by `identity`.
    func identified<Identity: ItemIdentity>(by identity: Identity)
      -> Binding<IdentifiedItem<Identity.Item, PresentationID>?>
    where Value == Identity.Item? {
      self[dynamicMember: \Value[identifiedBy: identity]]
    }

    /// This optional as SwiftUI's item presentations want it, identified by the item's own `id`
    /// where it has one: a key path found again in the cache.
    func identifiedByOwnID<Item>() -> Binding<IdentifiedItem<Item, PresentationID>?>
    where Value == Item? {
      self[dynamicMember: Identity.constant(OwnIdentityProjection<Item>.self)]
    }

    /// The content closure SwiftUI's item presentations are handed: it makes `content` from a
    /// binding that belongs to the item SwiftUI presents.
    func presentingContent<Identity: ItemIdentity, Content>(
      _ content: @escaping (Binding<Identity.Item>) -> Content, identifiedBy identity: Identity
    ) -> (IdentifiedItem<Identity.Item, PresentationID>) -> Content
    where Value == Identity.Item? {
      { shown in
        content(presenting(shown.value, in: Presentation(identity: identity, id: shown.id)))
      }
    }
  }

  extension View {
    /// The presentation `attach` puts on a clear view in the background whose identity is the
    /// item's, given what is shown of `item` (an alert or a dialog): SwiftUI sees another view,
    /// with another presentation, when an item with another `id` replaces the one shown.
    nonisolated func presenting<Item, Presenter: View>(
      _ item: Binding<Item?>, @ViewBuilder attach: (Color, ShownItem<Item>) -> Presenter
    ) -> some View {
      let shown = item.shownItem()
      return background { attach(Color.clear, shown).id(shown.id) }
    }
  }

  /// What a presentation built on a Boolean (an alert, a dialog, a pushed destination) shows of
  /// an optional, as one evaluation of its modifier finds it.
  struct ShownItem<Item> {
    /// Whether it is presented: true while the optional holds the item shown (by its identity);
    /// writing false stores nil only then.
    let isPresented: Binding<Bool>
    /// The binding handed to the content, which belongs to the item shown; nil when none is.
    let binding: Binding<Item>?
    /// The identity of the item shown, or nil when none is.
    let id: PresentationID?
  }

  extension Binding {
    /// The item this optional holds now, as a presentation built on a Boolean shows it,
    /// identified by its own `id` where it has one.
    func shownItem<Item>() -> ShownItem<Item> where Value == Item? {
      guard let item = wrappedValue else {
        return ShownItem(isPresented: .constant(false), binding: nil, id: nil)
      }
      let presentation = Presentation(of: item, identifiedBy: OwnIdentity())
      return ShownItem(
        isPresented: isShowing(presentation), binding: presenting(item, in: presentation),
        id: presentation.id)
    }
  }
#endif
