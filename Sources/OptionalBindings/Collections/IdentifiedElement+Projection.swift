/// The cached key paths of `Array.subscript(identifiedBy:)`.
enum IdentifiedElementProjection<Element: Identifiable>: CachedProjection
where Element.ID: Sendable {
  typealias Root = [Element]
  typealias Value = Element?
  typealias Primary = Element.ID

  static func keyPath(_ id: Element.ID, _: Nothing) -> Path {
    \[Element][identifiedBy: ElementIdentity(id)]
  }
}

/// The argument of the `$items[id:]` key path: the id to find, and where it was found last.
///
/// Compares and hashes by `id` alone, so two key paths for one id are equal whatever their hints
/// say; the hint only makes the search fast.
struct ElementIdentity<ID: Hashable>: Hashable {
  let id: ID
  let hint: PositionHint

  init(_ id: ID) {
    self.id = id
    hint = PositionHint()
  }

  static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
  func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

extension ElementIdentity: Sendable where ID: Sendable {}

extension Array where Element: Identifiable {
  /// The element whose `id` is the argument's, or nil if none has it.
  ///
  /// Setting nil removes that element; setting a value replaces it. Setting a value when no
  /// element has the id changes nothing, so a write through a binding to a deleted element cannot
  /// bring it back.
  ///
  /// - Complexity: O(1) when the element is where it was last found, or moved *k* places since
  ///   (an insertion or deletion before it): O(*k*). O(*n*) when it is gone or moved far.
  subscript(identifiedBy target: ElementIdentity<Element.ID>) -> Element? {
    get { position(of: target).map { self[$0] } }
    set {
      guard let position = position(of: target) else { return }
      if let newValue {
        self[position] = newValue
      } else {
        remove(at: position)
      }
    }
  }

  /// The position of the element with the target's id, found from the target's hint; see
  /// ``Swift/RandomAccessCollection/offset(ofElementWith:hint:identifiedBy:)``.
  func position(
    of target: ElementIdentity<Element.ID>, lastSearch: PositionHint = .lastSearch
  ) -> Int? {
    offset(ofElementWith: target.id, hint: target.hint, lastSearch: lastSearch) { $0.id }
  }

  /// The key path `subscript(id:)` on an array binding projects through.
  @usableFromInline
  static func elementKeyPath(_ id: Element.ID) -> WritableKeyPath<Self, Element?> & Sendable
  where Element.ID: Sendable {
    KeyPathCache.shared.keyPath(IdentifiedElementProjection.self, id)
  }

  /// The key path `subscript(id:)` projects through for an id that is not `Sendable`; never
  /// cached, so each derivation starts with a hint of its own.
  static func elementKeyPath(uncached id: Element.ID) -> WritableKeyPath<Self, Element?> {
    \Self[identifiedBy: ElementIdentity(id)]
  }
}
