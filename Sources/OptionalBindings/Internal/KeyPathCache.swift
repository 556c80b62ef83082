/// The projections a cached key path can be for.
///
/// Part of the cache key, because two projections can share a root type, a value type and an
/// argument type.
enum ProjectionKind: UInt8 {
  case defaultValue
  case identifiedDefault
  case replacingNil
  case unwrapping
  case presence
  case presenceStoring
  case dictionaryEntry
  case setMembership
  case selection
  case sameValue
  case element
}

/// The argument of a projection that takes none, such as `isPresent()`, whose key path still
/// needs caching because a key-path literal in generic code is made anew on every evaluation.
struct NoArgument: Hashable, Sendable {}

/// A bounded, thread-safe cache of projection key paths, keyed by projection, types and argument.
///
/// Forming a key path that captures an argument, or any key path in generic code, allocates and
/// instantiates it (1.5 to 2.5 µs on the Linux build machine); finding one here costs one hash of
/// the argument, a lock, and one comparison. The cache is direct-mapped: each key has exactly one
/// slot, a new key evicts whatever held its slot, and so it never holds more than ``capacity``
/// entries, however many distinct arguments pass through it. Entries are immutable and are only
/// ever replaced whole, under the lock.
///
/// The hit path is written to avoid generic metadata lookups, which dominate its cost when the
/// caller is unspecialized generic code (every public helper is): types are compared as
/// `ObjectIdentifier`s of the metadata the caller already passed in, and the argument is compared
/// by a method of the entry, which finds its own type through the object.
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
  /// `scope` is a type that, with `kind` and the arguments' types, determines the key path's root
  /// and value types (the wrapped type for an optional projection, the element type for an
  /// array's); the caller casts the result back to the type `make` produces. Taking the types
  /// this way, rather than as generic parameters, spares an unspecialized caller the metadata
  /// lookups for `Optional<Wrapped>` and `WritableKeyPath<…>` that would otherwise cost more than
  /// the rest of a cache hit together.
  ///
  /// `make` must be a pure function of the arguments: any two key paths it returns for equal
  /// arguments must be interchangeable, because the cache returns the first one it kept.
  func keyPath<Primary: Hashable & Sendable, Secondary: Hashable & Sendable>(
    _ kind: ProjectionKind,
    _ primary: Primary,
    _ secondary: Secondary,
    scope: Any.Type,
    make: () -> AnyKeyPath & Sendable
  ) -> AnyKeyPath & Sendable {
    let types = EntryTypes(
      primary: ObjectIdentifier(Primary.self),
      secondary: ObjectIdentifier(Secondary.self),
      scope: ObjectIdentifier(scope)
    )
    var hash = primary.hashValue
    if Secondary.self != NoArgument.self { hash = hash &* 31 &+ secondary.hashValue }
    let index = slotIndex(kind, types, hash)
    lock.lock()
    let candidate = slots[index]
    lock.unlock()
    // Compared outside the lock: the entry is immutable, and `==` is the argument type's own
    // code, which must not run while this cache is locked.
    if let candidate, candidate.kind == kind, candidate.types == types,
      candidate.holds(primary, secondary)
    {
      return candidate.keyPath
    }
    // Made outside the lock: making is the slow part, and two threads racing to make the same key
    // path both get a correct one; the later store wins the slot.
    let keyPath = make()
    let entry = Entry(
      kind: kind, types: types, primary: primary, secondary: secondary, keyPath: keyPath)
    lock.lock()
    slots[index] = entry
    lock.unlock()
    return keyPath
  }

  /// The key path for `kind` with one argument; see ``keyPath(_:_:_:scope:make:)``.
  func keyPath<Argument: Hashable & Sendable>(
    _ kind: ProjectionKind,
    _ argument: Argument,
    scope: Any.Type,
    make: () -> AnyKeyPath & Sendable
  ) -> AnyKeyPath & Sendable {
    keyPath(kind, argument, NoArgument(), scope: scope, make: make)
  }

  /// The cache's figures now; hits and misses are not counted by this cache.
  var statistics: _KeyPathCacheStatistics {
    _KeyPathCacheStatistics(
      entries: count, capacity: capacity,
      pinnedBytes: capacity * MemoryLayout<(any CacheEntry)?>.stride, hits: 0, misses: 0)
  }

  /// How many slots hold an entry now, for tests.
  var count: Int {
    lock.lock()
    defer { lock.unlock() }
    return (0..<capacity).reduce(0) { $0 + (slots[$1] == nil ? 0 : 1) }
  }

  /// Empties the cache, for tests.
  func removeAll() {
    lock.lock()
    defer { lock.unlock() }
    for index in 0..<capacity { slots[index] = nil }
  }

  private func slotIndex(_ kind: ProjectionKind, _ types: EntryTypes, _ hash: Int) -> Int {
    // The arguments' hash, with the projection and the scope type folded in by multiplication,
    // so that `isPresent()` on two types, or one argument used by two projections, land in
    // different slots.
    let scope = UInt(bitPattern: types.scope) >> 4
    let mixed =
      UInt(bitPattern: hash)
      &+ UInt(kind.rawValue) &* 0x9E37_79B9_7F4A_7C15
      &+ scope &* 0xC2B2_AE3D_27D4_EB4F
    return Int(mixed & UInt(capacity - 1))
  }
}

/// The types one cached key path is for, as the identities of their metadata.
struct EntryTypes: Equatable, Sendable {
  let primary: ObjectIdentifier
  let secondary: ObjectIdentifier
  let scope: ObjectIdentifier
}

/// One cached key path, seen without its argument types.
protocol CacheEntry: AnyObject, Sendable {
  var kind: ProjectionKind { get }
  var types: EntryTypes { get }
  var keyPath: AnyKeyPath & Sendable { get }

  /// Whether the entry's arguments equal `primary` and `secondary`.
  ///
  /// Call it only after `types` has matched, so that the arguments have the entry's types.
  func holds<Primary, Secondary>(_ primary: Primary, _ secondary: Secondary) -> Bool
}

/// One cached key path and the arguments it was made for.
///
/// Everything in it is immutable and `Sendable`, so handing the same entry to callers on
/// different threads shares nothing mutable.
final class Entry<Primary: Hashable & Sendable, Secondary: Hashable & Sendable>: CacheEntry {
  let kind: ProjectionKind
  let types: EntryTypes
  let primary: Primary
  let secondary: Secondary
  let keyPath: AnyKeyPath & Sendable

  init(
    kind: ProjectionKind,
    types: EntryTypes,
    primary: Primary,
    secondary: Secondary,
    keyPath: AnyKeyPath & Sendable
  ) {
    self.kind = kind
    self.types = types
    self.primary = primary
    self.secondary = secondary
    self.keyPath = keyPath
  }

  func holds<OtherPrimary, OtherSecondary>(
    _ primary: OtherPrimary,
    _ secondary: OtherSecondary
  ) -> Bool {
    // The caller matched `types` first, so these casts are from a type to itself; a mismatch
    // would be a bug in the cache, and the checks make it a trap rather than a misread.
    precondition(OtherPrimary.self == Primary.self && OtherSecondary.self == Secondary.self)
    return unsafeBitCast(primary, to: Primary.self) == self.primary
      && unsafeBitCast(secondary, to: Secondary.self) == self.secondary
  }
}

/// Fixed storage for the slots, allocated once and never resized.
///
/// `@unchecked Sendable` is sound: the pointer never changes after `init`; the memory it points
/// at is read and written only by `KeyPathCache`, and only between its lock's `lock()` and
/// `unlock()`, so no two threads touch a slot at once; and every value stored in a slot is itself
/// `Sendable` (the element type says so), so handing an entry to another thread is safe once it
/// is read.
private final class Slots: @unchecked Sendable {
  private let base: UnsafeMutablePointer<(any CacheEntry)?>
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

  subscript(index: Int) -> (any CacheEntry)? {
    get { base[index] }
    set { base[index] = newValue }
  }
}
