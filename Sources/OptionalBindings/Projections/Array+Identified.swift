extension Array where Element: Identifiable {
  /// The first element whose `id` is `id`, or nil if none has it.
  ///
  /// Setting nil removes that element; setting a value replaces it. Setting a value when no
  /// element has the id changes nothing, so a write through a binding to a deleted element cannot
  /// bring it back.
  ///
  /// - Complexity: O(*n*), a linear search for the id.
  subscript(identifiedBy id: Element.ID) -> Element? {
    get { first { $0.id == id } }
    set {
      guard let index = firstIndex(where: { $0.id == id }) else { return }
      if let newValue {
        self[index] = newValue
      } else {
        remove(at: index)
      }
    }
  }

  /// The key path `subscript(id:)` on an array binding projects through.
  @usableFromInline
  static func elementKeyPath(_ id: Element.ID) -> WritableKeyPath<Self, Element?> & Sendable
  where Element.ID: Sendable {
    let keyPath = KeyPathCache.shared.keyPath(.element, id, scope: Element.self) {
      \Self[identifiedBy: id]
    }
    return unsafeDowncast(keyPath, to: (WritableKeyPath<Self, Element?> & Sendable).self)
  }
}
