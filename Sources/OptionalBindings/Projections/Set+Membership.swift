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
    let keyPath = KeyPathCache.shared.keyPath(.setMembership, element, scope: Element.self) {
      element in \Self[containing: element]
    }
    return unsafeDowncast(keyPath, to: (WritableKeyPath<Self, Bool> & Sendable).self)
  }
}
