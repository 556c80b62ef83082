/// The cached key paths of `Set.subscript(containing:)`.
enum MembershipProjection<Element: Hashable & Sendable>: CachedProjection {
  typealias Root = Set<Element>
  typealias Value = Bool
  typealias Primary = Element

  static func keyPath(_ element: Element, _: Nothing) -> Path { \Set<Element>[containing: element] }
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
    KeyPathCache.shared.keyPath(MembershipProjection.self, element)
  }

  /// The key path `contains(_:)` projects through for an element that is not `Sendable`; never
  /// cached.
  static func membershipKeyPath(uncached element: Element) -> WritableKeyPath<Self, Bool> {
    \Self[containing: element]
  }
}
