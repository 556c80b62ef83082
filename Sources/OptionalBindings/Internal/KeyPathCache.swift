/// The projections a cached key path can be for.
///
/// Part of the cache key, because two projections can share a root type, a value type and an
/// argument type.
enum ProjectionKind: UInt8 {
  case defaultValue
  case replacingNil
  case unwrapping
  case presence
  case dictionaryEntry
  case setMembership
  case selection
  case sameValue
  case element
}

/// A bounded, thread-safe cache of projection key paths, keyed by projection, types and argument.
///
/// Forming a key path that captures an argument allocates and instantiates it (about 1.5 µs on the
/// Linux build machine); finding one here costs a hash of the argument and one comparison. The
/// cache is direct-mapped: each key has exactly one slot, a new key evicts whatever held its slot,
/// and so it never holds more than ``capacity`` entries, however many distinct arguments pass
/// through it. Entries are only ever replaced whole, under the lock.
final class KeyPathCache: Sendable {
  /// The cache every helper uses.
  static let shared = KeyPathCache(capacity: 1024)

  /// The most entries the cache holds at once.
  let capacity: Int

  private let lock = Lock()
  private let slots: Slots

  /// Makes an empty cache; `capacity` is rounded up to a power of two.
  init(capacity: Int) {
    var rounded = 1
    while rounded < capacity { rounded <<= 1 }
    self.capacity = rounded
    self.slots = Slots(count: rounded)
  }

  /// The key path for `kind` with `argument`, from the cache, or made by `make` and stored.
  ///
  /// `make` must be a pure function of `argument`: any two key paths it returns for equal
  /// arguments must be interchangeable, because the cache returns the first one it kept.
  func keyPath<Argument: Hashable & Sendable, Root, Value>(
    _ kind: ProjectionKind,
    _ argument: Argument,
    make: (Argument) -> WritableKeyPath<Root, Value> & Sendable
  ) -> WritableKeyPath<Root, Value> & Sendable {
    let index = slotIndex(kind, argument)
    let cached: (WritableKeyPath<Root, Value> & Sendable)? = lock.withLock {
      guard let entry = slots[index], type(of: entry) == Entry<Argument, Root, Value>.self else {
        return nil
      }
      let typed = unsafeDowncast(entry, to: Entry<Argument, Root, Value>.self)
      return typed.kind == kind && typed.argument == argument ? typed.keyPath : nil
    }
    if let cached { return cached }
    // Made outside the lock: making is the slow part, and two threads racing to make the same key
    // path both get a correct one; the later store wins the slot.
    let keyPath = make(argument)
    let entry = Entry(kind: kind, argument: argument, keyPath: keyPath)
    lock.withLock { slots[index] = entry }
    return keyPath
  }

  /// How many slots hold an entry now, for tests.
  var count: Int {
    lock.withLock { (0..<capacity).reduce(0) { $0 + (slots[$1] == nil ? 0 : 1) } }
  }

  /// Empties the cache, for tests.
  func removeAll() {
    lock.withLock { for index in 0..<capacity { slots[index] = nil } }
  }

  private func slotIndex<Argument: Hashable>(_ kind: ProjectionKind, _ argument: Argument) -> Int {
    // One SipHash of the argument; the kind is folded in with a multiply so that the same
    // argument used by two projections lands in two different slots.
    let mixed = argument.hashValue &+ Int(kind.rawValue) &* 0x1F35_A9C3_7F4A_7C15
    return mixed & (capacity - 1)
  }

  /// One cached key path.
  ///
  /// Everything in it is immutable and `Sendable`, so handing the same entry to callers on
  /// different threads shares nothing mutable.
  private final class Entry<Argument: Hashable & Sendable, Root, Value>: Sendable {
    let kind: ProjectionKind
    let argument: Argument
    let keyPath: WritableKeyPath<Root, Value> & Sendable

    init(
      kind: ProjectionKind,
      argument: Argument,
      keyPath: WritableKeyPath<Root, Value> & Sendable
    ) {
      self.kind = kind
      self.argument = argument
      self.keyPath = keyPath
    }
  }

  /// Fixed storage for the slots, allocated once and never resized.
  ///
  /// `@unchecked Sendable` is sound: the pointer never changes after `init`; the memory it points
  /// at is read and written only by `KeyPathCache`, and only inside `lock.withLock`, so no two
  /// threads touch a slot at once; and every value stored in a slot is itself `Sendable` (the
  /// element type says so), so handing an entry to another thread is safe once it is read.
  private final class Slots: @unchecked Sendable {
    private let base: UnsafeMutablePointer<(any AnyObject & Sendable)?>
    private let count: Int

    init(count: Int) {
      self.count = count
      base = .allocate(capacity: count)
      base.initialize(repeating: nil, count: count)
    }

    deinit {
      base.deinitialize(count: count)
      base.deallocate()
    }

    subscript(index: Int) -> (any AnyObject & Sendable)? {
      get { base[index] }
      set { base[index] = newValue }
    }
  }
}
