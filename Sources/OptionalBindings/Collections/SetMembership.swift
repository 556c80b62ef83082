import OptionalBindingsIdentity

#if canImport(SwiftUI)
  import SwiftUI
#endif

extension Binding {
  /// A binding to whether the set contains `element`.
  ///
  /// Use it to drive a checklist or tag picker from a set:
  ///
  /// ```swift
  /// ForEach(Tag.allCases) { tag in
  ///   Toggle(tag.name, isOn: $selectedTags.contains(tag))
  /// }
  /// ```
  ///
  /// Reading gives whether `element` is in the set now. Writing `true` inserts it and writing
  /// `false` removes it; either is a no-op when the set already agrees, so a write through a
  /// binding made before the element was removed elsewhere is still exactly what it says.
  ///
  /// Deriving it again from the same source with an equal element gives the same binding.
  ///
  /// - Parameter element: The element whose membership to bind to.
  /// - Returns: A binding to a Boolean.
  @inlinable
  public func contains<Element>(_ element: Element) -> Binding<Bool>
  where Value == Set<Element>, Element: Sendable {
    self[dynamicMember: Value.membershipKeyPath(element)]
  }

  /// A binding to whether the set contains `element`, for an `Element` that is not `Sendable`.
  ///
  /// Reads and writes behave as in the other overload, and derivations with equal elements are
  /// the same binding.
  ///
  /// A value of your own type comes here in an app whose default isolation is `MainActor` (a new
  /// Xcode 26 app target): its conformance is the main actor's, which cannot meet `Sendable`.
  ///
  /// - Parameter element: The element whose membership to bind to.
  /// - Returns: A binding to a Boolean.
  public func contains<Element>(_ element: Element) -> Binding<Bool>
  where Value == Set<Element> {
    self[dynamicMember: Value.membershipKeyPath(uncached: element)]
  }
}

extension Set {
  /// Whether the set contains `element`.
  ///
  /// Setting true inserts it; setting false removes it.
  subscript(containing element: Element) -> Bool {
    get { contains(element) }
    set {
      if newValue {
        insert(element)
      } else {
        remove(element)
      }
    }
  }

  /// The key path `contains(_:)` on a set binding projects through.
  @usableFromInline
  static func membershipKeyPath(_ element: Element) -> WritableKeyPath<Self, Bool> & Sendable
  where Element: Sendable {
    Identity.constant(MembershipProjection.self, element)
  }

  /// The key path `contains(_:)` projects through for an element that is not `Sendable`; never
  /// cached.
  static func membershipKeyPath(uncached element: Element) -> WritableKeyPath<Self, Bool> {
    \Self[containing: element]
  }
}

/// The cached key paths of `Set.subscript(containing:)`.
enum MembershipProjection<Element: Hashable & Sendable>: CachedProjection {
  typealias Root = Set<Element>
  typealias Value = Bool
  typealias Primary = Element

  static func keyPath(_ element: Element, _: Nothing) -> FormedKeyPath {
    \Set<Element>[containing: element]
  }
}
