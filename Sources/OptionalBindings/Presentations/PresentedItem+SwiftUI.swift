#if canImport(SwiftUI)
  import OptionalBindingsIdentity
  import SwiftUI

  // A kind of identity of its own: the binding a presentation hands its content belongs to the
  // item it was presented for. Its key path captures the presented item's identity (so it is
  // equal, render after render, for as long as that item is presented) and a memory of the value
  // it last read or wrote (so a binding held after the item went away reads that value).
  //
  // Which identity: an item's `id` where its type is `Identifiable` (read at run time, so that the
  // modifiers can take any item), the value at the key path passed as `id:`, or none at all (an
  // item that is not `Identifiable`, presented for as long as the optional holds a value).
  //
  // Nothing here is cached or registered: the memory holds the user's value, so it lives exactly
  // as long as the key path that captures it. Forming one costs what forming any key path with
  // an argument costs (about 2 µs), once per evaluation of a presentation's content.

  /// The identity of one presentation: what the item shown has to keep for the presentation, and
  /// the bindings handed to its content, to stay its own.
  struct PresentationID: Hashable {
    /// The id, or nil for an item with no identity of its own.
    private let id: AnyHashable?

    /// The identity of an item that has none: every such item is the same presentation.
    static var withoutIdentity: PresentationID { PresentationID(id: nil) }

    private init(id: AnyHashable?) { self.id = id }

    /// The identity `id` gives: its own `==` and, when it is `Hashable`, its hash.
    ///
    /// An id that is only `Equatable` is compared with `==` and hashes like every other such id.
    init<ID: Equatable>(_ id: ID) {
      if let hashable = id as? AnyHashable {
        self.id = hashable
      } else {
        self.id = AnyHashable(OnlyEquatable(id: id))
      }
    }

    /// The identity of `item`: its `id` when its type is `Identifiable`, found at run time, and
    /// otherwise ``withoutIdentity``.
    init<Item>(identityOf item: Item) {
      guard let identifiable = item as? any Identifiable else {
        self = .withoutIdentity
        return
      }
      id = Self.id(of: identifiable)
    }

    /// The `id` of an `Identifiable` value, opened from its existential.
    private static func id<Value: Identifiable>(of value: Value) -> AnyHashable {
      AnyHashable(value.id)
    }
  }

  /// An id that is `Equatable` but not `Hashable`, made `Hashable` for `AnyHashable`: equal by
  /// `==`, one hash for all.
  private struct OnlyEquatable<ID: Equatable>: Hashable {
    let id: ID
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) {}
  }

  /// How a presentation tells one item from another: part of the identity of the key paths that
  /// project through it, so two rules are equal when they read the same identity.
  protocol ItemIdentity<Item>: Hashable {
    /// The type of the items told apart.
    associatedtype Item

    /// The identity of `item` under this rule.
    func presentationID(of item: Item) -> PresentationID
  }

  /// The item's own `id` when its type is `Identifiable`, read at run time, and no identity
  /// otherwise: the rule of `sheet(item:)` and the other modifiers without an `id:`.
  struct OwnIdentity<Item>: ItemIdentity, Sendable {
    func presentationID(of item: Item) -> PresentationID { PresentationID(identityOf: item) }
  }

  /// The value at `keyPath`: the rule of `sheet(item:id:)` and its siblings.
  struct IdentityAtKeyPath<Item, ID: Equatable>: ItemIdentity {
    let keyPath: KeyPath<Item, ID>
    func presentationID(of item: Item) -> PresentationID { PresentationID(item[keyPath: keyPath]) }
  }

  /// A presentation: the rule that identifies its items, and the identity of the one shown.
  struct Presentation<Identity: ItemIdentity>: Hashable {
    let identity: Identity
    let id: PresentationID

    /// The presentation of an item with the identity `id` under `identity`.
    init(identity: Identity, id: PresentationID) {
      self.identity = identity
      self.id = id
    }

    /// The presentation of `item`.
    init(of item: Identity.Item, identifiedBy identity: Identity) {
      self.init(identity: identity, id: identity.presentationID(of: item))
    }

    /// Whether `item` is the one this presentation shows: it has the same identity.
    ///
    /// Calls the id's `==` and its key path's getter, so never with a lock held.
    func shows(_ item: Identity.Item) -> Bool { identity.presentationID(of: item) == id }
  }

  /// What the binding a presentation hands its content remembers: the presentation it belongs
  /// to, and the value it last read or wrote there, for reads once the item is gone.
  ///
  /// `lastSeen` is locked: a binding may be read on any thread. Not `Sendable`, since it holds an
  /// item of any type; no user code runs under the lock (a value replaced is released after
  /// unlocking).
  final class PresentedItemMemory<Identity: ItemIdentity> {
    let presentation: Presentation<Identity>
    // The wall's memory of a value (its lock, and the old value released after it).
    private let lastSeen: LastValue<Identity.Item>

    init(_ presentation: Presentation<Identity>, lastSeen: Identity.Item) {
      self.presentation = presentation
      self.lastSeen = LastValue(lastSeen)
    }

    /// The value last read or written through the binding, or the item it was made for.
    var value: Identity.Item { lastSeen.value }

    /// Records `item` as the value last read or written.
    func remember(_ item: Identity.Item) { lastSeen.remember(item) }
  }

  /// The argument of a presented item's key path: equal, and hashed alike, for the same
  /// presentation, whatever the memories hold.
  struct PresentedItem<Identity: ItemIdentity>: Hashable {
    let memory: PresentedItemMemory<Identity>

    static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.memory.presentation == rhs.memory.presentation
    }

    func hash(into hasher: inout Hasher) { hasher.combine(memory.presentation) }
  }

  extension Optional {
    /// The presented item while the optional holds an item with its identity, and afterwards the
    /// value last read or written here.
    ///
    /// Reading an item with the presented identity remembers it. Writing stores the new value
    /// only while the optional holds such an item (and remembers it); once it is nil or holds
    /// another item, a write changes nothing.
    subscript<Identity: ItemIdentity>(presented presented: PresentedItem<Identity>) -> Wrapped
    where Identity.Item == Wrapped {
      get {
        guard let item = self, presented.memory.presentation.shows(item) else {
          return presented.memory.value
        }
        presented.memory.remember(item)
        return item
      }
      set {
        guard let item = self, presented.memory.presentation.shows(item) else { return }
        self = newValue
        presented.memory.remember(newValue)
      }
    }

    /// Whether the optional holds an item of `presentation`'s identity.
    ///
    /// Writing false stores nil only while it does (a dismissal that arrives after another item
    /// replaced the shown one leaves the new one alone); writing true changes nothing.
    subscript<Identity: ItemIdentity>(isShowing presentation: Presentation<Identity>) -> Bool
    where Identity.Item == Wrapped {
      get { map(presentation.shows) ?? false }
      set {
        guard !newValue, let item = self, presentation.shows(item) else { return }
        self = nil
      }
    }
  }

  extension Binding {
    /// A binding to the item `presentation` shows: the content's binding, which belongs to it.
    ///
    /// A key-path projection equal, render after render, for the same presentation.
    func presenting<Identity: ItemIdentity>(
      _ item: Identity.Item, in presentation: Presentation<Identity>
    ) -> Binding<Identity.Item> where Value == Identity.Item? {
      let memory = PresentedItemMemory(presentation, lastSeen: item)
      return self[dynamicMember: \Value[presented: PresentedItem(memory: memory)]]
    }

    /// A binding to whether the optional holds an item of `presentation`'s identity, for the
    /// modifiers built on a Boolean: a dismissal stores nil only while it does.
    func isShowing<Identity: ItemIdentity>(_ presentation: Presentation<Identity>)
      -> Binding<Bool> where Value == Identity.Item?
    {
      self[dynamicMember: \Value[isShowing: presentation]]
    }
  }
#endif
