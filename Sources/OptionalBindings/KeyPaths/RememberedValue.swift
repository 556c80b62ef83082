/// The argument of a key path that reads a value through an optional property and, when the
/// property reads nil, gives the value it last read or wrote there instead.
///
/// Identity: two are equal when their properties are equal, whatever they remember, so a key
/// path formed again for the same property on the next render equals the one before. Each
/// instance keeps its own memory: a binding SwiftUI holds on to keeps remembering its own
/// reads and writes, never another's.
///
/// The memory is behind a lock (a striped one, shared with other small objects), because a
/// binding may be read from any thread. The remembered
/// value is swapped out under the lock and released after it, so that no user code (a
/// `deinit` of the old value) runs while the lock is held.
final class RememberedValue<Root, Value>: Hashable {
  /// The optional property read and written through; equality is its equality.
  let property: WritableKeyPath<Root, Value?> & Sendable
  // Read and written only between `lock.lock()` and `lock.unlock()`.
  private var last: Value

  /// The lock of `last`: one of the shared striped locks, so a memory costs no lock of its own.
  private var lock: Lock { Lock.striped(for: self) }

  /// A memory of `property` that starts with `value`.
  init(_ property: WritableKeyPath<Root, Value?> & Sendable, startingAt value: Value) {
    self.property = property
    last = value
  }

  /// The value last remembered.
  var value: Value {
    lock.lock()
    let value = last
    lock.unlock()
    return value
  }

  /// Remembers `value`; the value it replaces is released after the lock.
  func remember(_ value: Value) {
    var replaced = value
    lock.lock()
    swap(&last, &replaced)
    lock.unlock()
    _ = consume replaced
  }

  static func == (lhs: RememberedValue, rhs: RememberedValue) -> Bool {
    lhs.property == rhs.property
  }

  func hash(into hasher: inout Hasher) { hasher.combine(property) }
}

// `@unchecked Sendable` is sound: for a `Sendable` value, `property` is an immutable `Sendable` key
// path, the striped locks are `Sendable`, and `last`, the one mutable field, is read and written only
// between `lock.lock()` and `lock.unlock()`, so no two threads touch it at once.
extension RememberedValue: @unchecked Sendable where Value: Sendable {}
