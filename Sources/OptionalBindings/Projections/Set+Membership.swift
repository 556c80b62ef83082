/// Marks the cached key paths of `Set.subscript(containing:)`.
enum MembershipProjection {}

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
    KeyPathCache.shared.keyPath(through: MembershipProjection.self, in: Element.self, element) {
      element in
      \Self[containing: element]
    }
  }

  /// The key path `contains(_:)` projects through for an element that is not `Sendable`; never
  /// cached.
  static func membershipKeyPath(uncached element: Element) -> WritableKeyPath<Self, Bool> {
    \Self[containing: element]
  }
}
