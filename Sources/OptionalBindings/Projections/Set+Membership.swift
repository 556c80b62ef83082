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
  static func membershipKeyPath(_ element: Element) -> WritableKeyPath<Self, Bool> & Sendable
  where Element: Sendable {
    KeyPathCache.shared.keyPath(.setMembership, element) { \Self[containing: $0] }
  }
}
