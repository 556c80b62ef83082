// The wall's one door. A helper (OptionalBindings' Optionals/, Collections/, Conversions/, Rows/,
// Presentations/) reads this file and nothing else of this module: what it names is declared
// here, and what it calls leads, behind this file, into Machinery/, which no helper names.
//
// Three kinds of identity, one entry point each:
//
// 1. A constant argument (a default, a key, an id, a placeholder, a property's key path): the
//    key path is kept in a cache of fixed size and found again by the argument's bytes or
//    object. `Identity.constant(_:…)`.
// 2. A value that must be found again while held (the value `Binding(unwrapping:)` was made
//    with): the key path captures the user's value, so it is never cached; it is found again
//    while a binding holds it. `Identity.held(_:by:form:)`.
// 3. A row (`ForEach(byID:)`): the key path remembers the row's last value and where its element
//    was; found again while held, or formed anew when the element, the id or the id's key path
//    is not `Sendable`. `Identity.row(_:access:form:)`, `Identity.row(_:through:form:)`, and
//    `Identity.row(formingAnew:…)`.
//
// Beside them: the argument rules (which overload keeps which is tabled at `ProjectionArgument`),
// `LastValue` and `RememberedValue` (a value a key path remembers for its reads), and
// `haveSameBytes`. Which helper uses which is the table in README.md beside this file.

/// The three entry points of the wall, one per kind of identity; see the top of this file.
@usableFromInline
package enum Identity {}

// MARK: - 1. Constant arguments

/// A type that names the key paths one helper forms: generic over what their type depends on, so
/// that a key path found again under it has its ``FormedKeyPath`` type.
@usableFromInline
package protocol KeyPathProjection {
  /// The type the key path starts from.
  associatedtype Root
  /// The type the key path reaches.
  associatedtype Value

  /// The type of the key paths the projection forms.
  typealias FormedKeyPath = WritableKeyPath<Root, Value> & Sendable
}

/// A projection whose key paths are formed from their arguments, and found again by the
/// arguments' bytes.
///
/// Only ``keyPath(_:_:)`` forms a key path kept under a conforming type: the proof behind the
/// cache's one downcast.
@usableFromInline
package protocol CachedProjection: KeyPathProjection {
  /// The first argument the key path captures, or ``Nothing``.
  associatedtype Primary = Nothing
  /// The second argument the key path captures, or ``Nothing``.
  associatedtype Secondary = Nothing

  /// Forms the key path for the arguments: a pure function of them, since the cache hands out
  /// the first key path it kept for equal arguments.
  static func keyPath(_ primary: Primary, _ secondary: Secondary) -> FormedKeyPath
}

/// The argument of a key path that takes fewer than two: no bytes.
@usableFromInline
package struct Nothing {
  /// The one value.
  @inlinable package init() {}
}

extension Identity {
  /// The key path `projection` forms from two constants of the calling code, found again while
  /// the cache keeps it.
  ///
  /// Arguments that own nothing (trivially copyable values, strings Swift stores inline) key the
  /// cache by their bytes; others are formed into a key path on every call and never kept. The
  /// cache is a fixed table: `Machinery/KeyPathCache.swift` and README.md say how it is bounded
  /// and what it evicts. A miss costs the lookup and the key path's formation.
  @inlinable @inline(__always)
  package static func constant<P: CachedProjection>(
    _ projection: P.Type, _ primary: P.Primary, _ secondary: P.Secondary
  ) -> P.FormedKeyPath {
    KeyPathCache.shared.keyPath(projection, primary, secondary)
  }

  /// The key path `projection` forms from one constant; see ``constant(_:_:_:)``.
  @inlinable @inline(__always)
  package static func constant<P: CachedProjection>(_ projection: P.Type, _ primary: P.Primary)
    -> P.FormedKeyPath
  where P.Secondary == Nothing {
    KeyPathCache.shared.keyPath(projection, primary)
  }

  /// The key path `projection` forms without arguments; see ``constant(_:_:_:)``. (A key-path
  /// literal in generic code is a new object on every evaluation.)
  @inlinable @inline(__always)
  package static func constant<P: CachedProjection>(_ projection: P.Type) -> P.FormedKeyPath
  where P.Primary == Nothing, P.Secondary == Nothing {
    KeyPathCache.shared.keyPath(projection)
  }

  /// The key path `projection` forms from `value`, or `literal` when `value` is the empty
  /// string: a key path on `String?` that captures no argument, which the runtime makes once.
  ///
  /// For the commonest call of all, `withDefault("")` on a text field. `literal` is evaluated
  /// only for the empty string.
  @inlinable @inline(__always)
  package static func constant<P: CachedProjection>(
    _ projection: P.Type, _ value: P.Primary,
    emptyString literal: @autoclosure () -> WritableKeyPath<String?, String> & Sendable
  ) -> P.FormedKeyPath
  where P.Secondary == Nothing, P.Root == P.Primary?, P.Value == P.Primary {
    if let literal = EmptyStringLiteral.keyPath(for: value, literal) { return literal }
    return KeyPathCache.shared.keyPath(projection, value)
  }

  /// The key path `form` makes from `object` (a property's key path, say), found again by the
  /// object's address while the cache keeps it.
  ///
  /// `form` must be a pure function of `object`, and only `projection`'s own helper may call
  /// this with `projection`: what is found again under it has its type.
  @inlinable @inline(__always)
  package static func constant<P: KeyPathProjection>(
    _ projection: P.Type, capturing object: AnyObject, form: () -> P.FormedKeyPath
  ) -> P.FormedKeyPath {
    KeyPathCache.shared.keyPath(projection, capturing: object, form: form)
  }
}

// MARK: - The argument rules

/// A value captured by a projection key path, together with the rule that decides when two
/// captures make equal key paths.
///
/// Key-path subscript arguments must be `Hashable`, and key-path equality is what SwiftUI uses to
/// tell that a derived binding is the same as last time. Each conforming type is one identity
/// rule, and the helpers pick one by overload, at compile time:
///
/// | Rule | Two key paths are equal when | The overloads that keep it |
/// | --- | --- | --- |
/// | ``ByValue`` | the values are `==` | `withDefault(_:)`, `isPresent(default:)`, `$dict[key, default:]`, `replacingNil(with:)`: the `Hashable & Sendable` overloads (cached) |
/// | ``ByEquality`` | the values are `==`; every one hashes alike | `replacingNil(with:)` for an only `Equatable` value |
/// | ``ByIdentifier`` | the caller's ids are `==`, whatever the values | `withDefault(_:id:)`, both overloads |
/// | ``ByDynamicValue`` | same dynamic type and `==` by a `Hashable` conformance found at run time; otherwise only copies of itself | `withDefault(_:)`, `??`, `isPresent(default:)`, `$dict[key, default:]`: the overloads for any type |
/// | ``HeldValue`` | the values are `==`; the key path is found again only for the very same value | `Binding(unwrapping:)` for a `Hashable & Sendable` value |
/// | ``Interchangeable`` | always | `Binding(unwrapping:)` for any value; the portable `Binding.init?(_:)` |
/// | ``ElementIdentity`` | the ids are `==`; the position hint is ignored | `$items[id:]`, both overloads |
/// | ``RowIdentity`` | the ids are `==`, read through the same id key path | `ForEach(byID:)` and `List(byID:)` rows |
/// | ``RememberedValue`` | the case properties are `==`; each remembers its own value | `unwrappingCase(_:remembering:)` (the bindings of `$enum.cases`) |
///
/// Helpers whose argument is itself `Hashable` and compared by `==` (`contains(_:)`,
/// `equals(_:)`) capture it directly, with no rule of this file.
@usableFromInline
package protocol ProjectionArgument<Value>: Hashable {
  /// The type of the captured value.
  associatedtype Value
  /// The captured value.
  var value: Value { get }
}

/// Equal when the values are equal: the rule for `Hashable` values.
@usableFromInline
package struct ByValue<Value: Hashable>: ProjectionArgument {
  /// The captured value.
  @usableFromInline
  package let value: Value
  /// Captures `value`.
  @inlinable package init(_ value: Value) { self.value = value }
}

/// Equal when the values are `==`.
///
/// Every instance hashes the same. The rule for values that are `Equatable` but not `Hashable`.
@usableFromInline
package struct ByEquality<Value: Equatable>: ProjectionArgument {
  /// The captured value.
  @usableFromInline
  package let value: Value
  /// Captures `value`.
  @inlinable package init(_ value: Value) { self.value = value }
  /// Whether the values are `==`.
  @usableFromInline
  package static func == (lhs: Self, rhs: Self) -> Bool { lhs.value == rhs.value }
  /// Hashes nothing: equal values may hash differently otherwise.
  @usableFromInline
  package func hash(into hasher: inout Hasher) {}
}

/// Equal when the caller-supplied identifiers are equal, whatever the values: the rule for a
/// default that is recomputed on every render (`Date()`), or that cannot be compared at all.
@usableFromInline
package struct ByIdentifier<Value, ID: Hashable>: ProjectionArgument {
  /// The captured value.
  @usableFromInline
  package let value: Value
  /// What decides equality.
  @usableFromInline
  package let id: ID
  /// Captures `value`, identified by `id`.
  @inlinable package init(value: Value, id: ID) {
    self.value = value
    self.id = id
  }
  /// Whether the ids are `==`.
  @usableFromInline
  package static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
  /// Hashes the id.
  @usableFromInline
  package func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// Equal when the values have the same dynamic type and are equal by a `Hashable` conformance
/// found at run time, and otherwise equal only to copies of itself: the rule for a value whose
/// static type promises nothing.
///
/// The general overloads take it, which is where unconstrained generic code lands (a
/// `func f<T>(_ field: Binding<T?>, _ fallback: T)` calling `withDefault(fallback)`), and where a
/// model's `Any?` field lands, so a type that is `Hashable` keeps its identity there too. The
/// dynamic type is part of the identity because `AnyHashable` alone is looser than a binding can
/// be: it makes `Int8(1)`, `UInt64(1)`, `1.0` and `1` equal, and `Optional(1)` equal to `1`, yet
/// each reads back as a different type through an `Any` binding. A value the package cannot
/// compare at all gets a token of its own: its difference would change what the binding does.
@usableFromInline
package struct ByDynamicValue<Value>: ProjectionArgument {
  /// The captured value.
  @usableFromInline
  package let value: Value
  private let type: ObjectIdentifier
  private let identity: AnyHashable

  /// Captures `value`, compared by its dynamic type and run-time `Hashable` conformance.
  @usableFromInline
  package init(_ value: Value) {
    self.value = value
    type = ObjectIdentifier(Swift.type(of: value as Any))
    if let hashable = value as? any Hashable {
      identity = AnyHashable(hashable)
    } else {
      identity = AnyHashable(Token())
    }
  }

  /// Whether the values have the same dynamic type and are equal by that type's `==`.
  @usableFromInline
  package static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.type == rhs.type && lhs.identity == rhs.identity
  }

  /// Hashes the dynamic type and the value.
  @usableFromInline
  package func hash(into hasher: inout Hasher) {
    hasher.combine(type)
    hasher.combine(identity)
  }

  /// Equal only to itself.
  private final class Token: Hashable {
    static func == (lhs: Token, rhs: Token) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
  }
}

/// Always equal: the rule for a value that only matters after the source has gone, such as the
/// value an unwrapped binding keeps showing once its source is nil.
@usableFromInline
package struct Interchangeable<Value>: ProjectionArgument {
  /// The captured value.
  @usableFromInline
  package let value: Value
  /// Captures `value`.
  @inlinable package init(_ value: Value) { self.value = value }
  /// Always true.
  @usableFromInline
  package static func == (lhs: Self, rhs: Self) -> Bool { true }
  /// Hashes nothing.
  @usableFromInline
  package func hash(into hasher: inout Hasher) {}
}

/// The argument of the `$items[id:]` key path: the id to find, and where it was found last.
///
/// Compares and hashes by `id` alone, so two key paths for one id are equal whatever their hints
/// say. The hint makes the search fast and decides which of several elements that share the id
/// the binding keeps to: the rule at ``offset(in:identifiedBy:)``.
@usableFromInline
package struct ElementIdentity<ID: Hashable>: Hashable {
  /// The id to find.
  @usableFromInline
  package let id: ID
  /// Where elements with the id were last found.
  @usableFromInline let hint: PositionHint

  /// An identity for `id`, with no position known yet.
  @usableFromInline
  package init(_ id: ID) {
    self.id = id
    hint = PositionHint()
  }

  /// Whether the ids are `==`.
  @usableFromInline
  package static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
  /// Hashes the id.
  @usableFromInline
  package func hash(into hasher: inout Hasher) { hasher.combine(id) }

  /// The offset in `collection` of the element whose id (read with `idOf`) is this identity's,
  /// or nil if none has it.
  ///
  /// Among elements that share the id, the one this identity found last in the same array while
  /// it keeps the id (moved, the one nearest to where it was); in another array, or this one
  /// copied or grown into new storage, that very element if it came along unchanged; otherwise
  /// the first found searching outward from where the latest search in that array ended (from
  /// the start, in an array not searched lately). Other arrays never change which one.
  ///
  /// - Complexity: O(1) when the element is where it was last found, O(*k*) when it moved *k*
  ///   places since, O(*n*) when it is gone, moved far, or changed in an array copied since.
  @inlinable
  package func offset<C: RandomAccessCollection>(
    in collection: C, identifiedBy idOf: (C.Element) -> ID
  ) -> Int? {
    collection.offset(ofElementWith: id, hint: hint, lastSearch: .lastSearch, identifiedBy: idOf)
  }

  /// Records that the element at `offset` of `array` was just written: the one this identity
  /// keeps to, wherever the write left the array's storage.
  @inlinable
  package func recordStored<Element>(at offset: Int, in array: [Element]) {
    hint.record(
      offset, in: array.storageAddress, fingerprint: fingerprint(of: array[offset]),
      replacing: nil)
  }

  /// The same search, with the record of the latest search given; for the tests.
  func offset<C: RandomAccessCollection>(
    in collection: C, lastSearch: PositionHint, identifiedBy idOf: (C.Element) -> ID
  ) -> Int? {
    collection.offset(ofElementWith: id, hint: hint, lastSearch: lastSearch, identifiedBy: idOf)
  }
}

extension ElementIdentity: Sendable where ID: Sendable {}

extension ByValue: Sendable where Value: Sendable {}
extension ByEquality: Sendable where Value: Sendable {}
extension ByIdentifier: Sendable where Value: Sendable, ID: Sendable {}
extension Interchangeable: Sendable where Value: Sendable {}

// MARK: - Bytes

/// Whether two values have the same bytes: the same value, or the same buffers and objects.
///
/// Stricter than `==` (`0.0` and `-0.0` differ) and looser where `==` is partial (a NaN has the
/// bytes of a NaN); it never calls the values' own code.
@inlinable
package func haveSameBytes<Value>(_ first: Value, _ second: Value) -> Bool {
  // Safe: each buffer is read only inside its closure, within its `count` bytes.
  withUnsafeBytes(of: first) { one in withUnsafeBytes(of: second) { one.elementsEqual($0) } }
}

// MARK: - Values a key path remembers

/// A value a key path remembers for its reads once its source no longer has one: the value a
/// binding last read or wrote.
///
/// Each instance is its own memory, owned by the key path that captures it (directly or in an
/// argument), so it lives exactly as long as that key path, and a binding SwiftUI holds on to
/// keeps remembering its own reads and writes, never another's. Reads and writes take one of the
/// shared striped locks; the value replaced is released after the lock, so no user code (its
/// `deinit`) runs under it.
@usableFromInline
package final class LastValue<Value> {
  // Read and written only between `lock.lock()` and `lock.unlock()`.
  private var last: Value

  /// A memory that starts with `value`.
  @usableFromInline
  package init(_ value: Value) { last = value }

  /// The value last remembered.
  @usableFromInline
  package var value: Value {
    let lock = Lock.striped(for: self)
    lock.lock()
    defer { lock.unlock() }
    return last
  }

  /// Remembers `value`; the value it replaces is released after the lock.
  @usableFromInline
  package func remember(_ value: Value) {
    var replaced = value
    let lock = Lock.striped(for: self)
    lock.lock()
    swap(&last, &replaced)
    lock.unlock()
    // `replaced` is released here, after unlocking.
  }
}

// `@unchecked Sendable` is sound: `last`, the only stored property, is read and written only
// inside `value` and `remember(_:)`, each holding `Lock.striped(for: self)` (always the same lock
// for one object) for the whole access, and the values moved in and out are `Sendable` under
// this conformance's condition; the value replaced is released after the lock.
extension LastValue: @unchecked Sendable where Value: Sendable {}

/// The argument of a key path that reads a value through an optional property and, while the
/// property reads nil, gives the value it last read or wrote there instead.
///
/// Two are equal when their properties are equal, whatever they remember, so a key path formed
/// again for the same property on the next render equals the one before; each keeps its own
/// memory (``LastValue``).
///
/// Not `Sendable`, whatever `Value` is: its property need not be. A case property of an enum
/// isolated to the main actor (any enum of a module whose default isolation is `MainActor`, as
/// in a new Xcode 26 app) has a key path that is not `Sendable`, since applying it runs the
/// property's main-actor code. Nothing here shares one: the key path that captures it is formed
/// on every derivation, never cached or registered, and applied only where the binding that
/// holds it is read and written.
@usableFromInline
package struct RememberedValue<Root, Value>: Hashable {
  /// The optional property read and written through; equality is its equality.
  @usableFromInline
  package let property: WritableKeyPath<Root, Value?>
  @usableFromInline let memory: LastValue<Value>

  /// A memory of `property` that starts with `value`.
  @usableFromInline
  package init(_ property: WritableKeyPath<Root, Value?>, startingAt value: Value) {
    self.property = property
    memory = LastValue(value)
  }

  /// The value last remembered.
  @usableFromInline
  package var value: Value { memory.value }

  /// Remembers `value`.
  @usableFromInline
  package func remember(_ value: Value) { memory.remember(value) }

  /// Whether the properties are equal.
  @usableFromInline
  package static func == (lhs: Self, rhs: Self) -> Bool { lhs.property == rhs.property }

  /// Hashes the property.
  @usableFromInline
  package func hash(into hasher: inout Hasher) { hasher.combine(property) }
}

@available(*, unavailable, message: "its property's key path need not be Sendable")
extension RememberedValue: Sendable {}

// MARK: - 2. Values found again while held

extension Identity {
  /// The key path `form` makes from `value`, a user's value the key path keeps (the value
  /// `Binding(unwrapping:)` shows once its source is nil): found again while a binding holds a
  /// key path made for this very value, formed and registered otherwise.
  ///
  /// The registry keeps a hash of the value, a weak reference to the key path and its memory's
  /// address, never the value; the entry goes with the key path (`Machinery/HeldKeyPaths.swift`).
  /// "This very value" is the same bytes (``HeldValue``), so a type whose `==` ignores some
  /// properties never hands one source's value to another's binding. `projection` tells the
  /// helpers that hold values apart.
  @inlinable
  package static func held<P: KeyPathProjection, Held: Hashable & Sendable>(
    _ value: Held, by projection: P.Type, form: (HeldValue<Held>) -> P.FormedKeyPath
  ) -> P.FormedKeyPath {
    let kind = ObjectIdentifier(projection)
    let hash = HeldKeyPaths.hash {
      $0.combine(kind)
      $0.combine(value)
    }
    return HeldKeyPaths.shared.keyPath(
      hash: hash,
      matching: { (memory: HeldValueMemory<Held>) in memory.kind == kind && memory.holds(value) },
      make: { registry, hash in
        let memory = HeldValueMemory(value, kind: kind, registry: registry, hash: hash)
        return (form(HeldValue(memory: memory)), memory)
      }
    ).keyPath
  }
}

/// The argument of a key path made by ``Identity/held(_:by:form:)``: the user's value.
///
/// Owned through its memory, which takes the key path's registry entry out when it goes. Equal
/// when the values are equal.
@usableFromInline
package struct HeldValue<Value: Hashable & Sendable>: ProjectionArgument, Sendable {
  @usableFromInline let memory: HeldValueMemory<Value>

  @usableFromInline init(memory: HeldValueMemory<Value>) { self.memory = memory }

  /// The value the key path was made with.
  @usableFromInline
  package var value: Value { memory.value }

  /// Whether the values are `==`.
  @usableFromInline
  package static func == (lhs: Self, rhs: Self) -> Bool { lhs.value == rhs.value }
  /// Hashes the value.
  @usableFromInline
  package func hash(into hasher: inout Hasher) { hasher.combine(value) }
}

// MARK: - 3. Rows

/// Where the rows of a list saw one row's element: its id, the element, its offset, and the
/// address of the collection's contiguous storage it was read from (0 for none).
@usableFromInline
package struct RowSighting<Element, ID> {
  /// The row's id.
  @usableFromInline
  package let id: ID
  /// The element, as the rows read it.
  @usableFromInline
  package let element: Element
  /// Its offset in the collection.
  @usableFromInline
  package let position: Int
  /// The address of the collection's contiguous storage, or 0.
  @usableFromInline
  package let storage: UInt

  /// A sighting of `element`, with `id`, at `position` of the collection stored at `storage`.
  @inlinable
  package init(id: ID, element: Element, position: Int, storage: UInt) {
    self.id = id
    self.element = element
    self.position = position
    self.storage = storage
  }
}

extension Identity {
  /// The key path `form` makes for the row `sighting` saw, of an `Identifiable` element: found
  /// again while a binding holds one for the same collection type and id, formed from a new
  /// memory and registered otherwise.
  ///
  /// The key path remembers the row's value, the user's data, so it is registered, never
  /// cached: a list's rows get the same key path update after update while the views that show
  /// them hold their bindings, and a deleted row's value lives exactly as long as a view still
  /// holding its binding. A key path found again is told where its element is now.
  /// `access` is how the row reads and writes its element (``RowAccess``).
  @inlinable
  package static func row<Source, ID: Hashable & Sendable>(
    _ sighting: RowSighting<Source.Element, ID>, access: RowAccess<Source, ID>,
    form: (RowIdentity<Source, ID>) -> WritableKeyPath<Source, Source.Element> & Sendable
  ) -> WritableKeyPath<Source, Source.Element> & Sendable where Source.Element: Sendable {
    let hash = HeldKeyPaths.hash(of: Source.self, id: sighting.id, along: nil)
    var isNew = false
    let found:
      (
        keyPath: WritableKeyPath<Source, Source.Element> & Sendable,
        memory: RowMemory<Source.Element, ID>
      ) =
        HeldKeyPaths.shared.keyPath(
          hash: hash, matching: { $0.isRow(sighting.id) },
          make: { registry, hash in
            let memory = RowMemory(sighting, registry: registry, hash: hash)
            isNew = true
            return (form(RowIdentity(memory: memory, access: access)), memory)
          })
    // A new memory recorded where the sighting saw its element as it was made.
    if !isNew { found.memory.recordPosition(of: sighting) }
    return found.keyPath
  }

  /// The key path `form` makes for the row `sighting` saw, identified through `idPath`: found
  /// again while a binding holds one for the same collection type, id and id key path *object*,
  /// formed from a new memory and registered otherwise.
  ///
  /// As ``row(_:access:form:)``, except that the id key path need not be `Sendable` (a key path
  /// to a main-actor property, in a module whose default isolation is `MainActor`). The row's id
  /// holds it (``IDAtPath``), so the key path formed is not `Sendable` either, and the registry
  /// hands it out only to a caller that passes this very key path object
  /// (``HeldKeyPaths/keyPath(hash:holding:heldIn:matching:make:)``): a caller receives nothing it
  /// does not hold already, but the row's memory. The registry's hash already told key path
  /// objects apart, so a row is found again exactly as before for a `Sendable` key path.
  @inlinable
  package static func row<Source, ID: Hashable & Sendable>(
    _ sighting: RowSighting<Source.Element, ID>, through idPath: KeyPath<Source.Element, ID>,
    form: (RowIdentity<Source, IDAtPath<Source.Element, ID>>) -> WritableKeyPath<
      Source, Source.Element
    >
  ) -> WritableKeyPath<Source, Source.Element> where Source.Element: Sendable {
    let hash = HeldKeyPaths.hash(of: Source.self, id: sighting.id, along: idPath)
    let row = sighting.identified(through: idPath)
    var isNew = false
    let found:
      (
        keyPath: WritableKeyPath<Source, Source.Element>,
        memory: RowMemory<Source.Element, IDAtPath<Source.Element, ID>>
      ) =
        HeldKeyPaths.shared.keyPath(
          hash: hash, holding: idPath, heldIn: { $0.id.path },
          matching: { $0.id.id == sighting.id },
          make: { registry, hash in
            let memory = RowMemory(row, registry: registry, hash: hash)
            isNew = true
            return (form(RowIdentity(memory: memory, access: .throughIDPath())), memory)
          })
    if !isNew { found.memory.recordPosition(of: row) }
    return found.keyPath
  }

  /// The key path `form` makes for the row `sighting` saw, for an `Identifiable` element or id
  /// that is not `Sendable`: formed on every call, never registered, since another thread could
  /// find it.
  @inlinable
  package static func row<Source, ID: Hashable>(
    formingAnew sighting: RowSighting<Source.Element, ID>, access: RowAccess<Source, ID>,
    form: (RowIdentity<Source, ID>) -> WritableKeyPath<Source, Source.Element>
  ) -> WritableKeyPath<Source, Source.Element> {
    form(RowIdentity(memory: RowMemory(sighting), access: access))
  }

  /// The key path `form` makes for the row `sighting` saw, identified through `idPath`, for an
  /// element or id that is not `Sendable`: formed on every call, never registered.
  ///
  /// The id key path need not be `Sendable` either: the row's id holds it (``IDAtPath``).
  @inlinable
  package static func row<Source, ID: Hashable>(
    formingAnew sighting: RowSighting<Source.Element, ID>,
    through idPath: KeyPath<Source.Element, ID>,
    form: (RowIdentity<Source, IDAtPath<Source.Element, ID>>) -> WritableKeyPath<
      Source, Source.Element
    >
  ) -> WritableKeyPath<Source, Source.Element> {
    form(
      RowIdentity(
        memory: RowMemory(sighting.identified(through: idPath)), access: .throughIDPath()))
  }
}

extension RowSighting where ID: Hashable {
  /// This sighting, its id read through `idPath`.
  @inlinable
  func identified(through idPath: KeyPath<Element, ID>)
    -> RowSighting<Element, IDAtPath<Element, ID>>
  {
    RowSighting<Element, IDAtPath<Element, ID>>(
      id: IDAtPath(id, readThrough: idPath), element: element, position: position,
      storage: storage)
  }
}

/// A row's id with the key path it was read through: the id of the rows identified through a key
/// path (``Identity/row(_:through:form:)``, ``Identity/row(formingAnew:through:form:)``), which
/// need not be `Sendable`.
///
/// Equal when the key paths and the ids are equal, and hashed by the id, as rows identified
/// through a `Sendable` key path compare (``RowIdentity``), so two rows for one id are equal
/// across renders. Not `Sendable`: it holds the key path, which applies a main-actor property's
/// code when that is what it names.
@usableFromInline
package struct IDAtPath<Element, ID: Hashable>: Hashable {
  /// The id.
  @usableFromInline let id: ID
  /// The key path `id` was read through, and each element's id is read through.
  @usableFromInline let path: KeyPath<Element, ID>

  /// `id`, read through `path`.
  @inlinable
  init(_ id: ID, readThrough path: KeyPath<Element, ID>) {
    self.id = id
    self.path = path
  }

  /// Whether the key paths and the ids are equal; the key paths first, which for one list are
  /// the same object.
  @inlinable
  package static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.path == rhs.path && lhs.id == rhs.id
  }

  /// Hashes the id.
  @inlinable package func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

@available(*, unavailable, message: "it holds a key path that need not be Sendable")
extension IDAtPath: Sendable {}

/// How a row reads and writes its element in the collection: by its id, read from each element
/// as `ForEach(byID:)` was told.
///
/// Two functions made where the collection's type is known (the app's code, which specializes
/// `ForEach(byID:)`), and kept in the key path's argument: the key path's accessors are compiled
/// for any collection, and calling these runs the search compiled for this one.
@usableFromInline
package struct RowAccess<Source: MutableCollection & RandomAccessCollection, ID: Hashable> {
  @usableFromInline let read: (Source, RowMemory<Source.Element, ID>) -> Source.Element
  @usableFromInline let write: (inout Source, Source.Element, RowMemory<Source.Element, ID>) -> Void

  @inlinable
  init(
    read: @escaping (Source, RowMemory<Source.Element, ID>) -> Source.Element,
    write: @escaping (inout Source, Source.Element, RowMemory<Source.Element, ID>) -> Void
  ) {
    self.read = read
    self.write = write
  }
}

// `@unchecked Sendable` is sound: the only values are the two functions, which only
// `identifiable` and `throughIDPath()` make (the initializer is internal), from closures that
// capture nothing, so calling them on any thread touches only their arguments.
extension RowAccess: @unchecked Sendable {}

extension RowAccess {
  /// Rows whose id is an ``IDAtPath``: each element's id read through the key path the row's id
  /// holds.
  @inlinable
  static func throughIDPath<Inner>() -> Self where ID == IDAtPath<Source.Element, Inner> {
    Self(
      read: { source, memory in
        let path = memory.id.path
        return readRow(memory, from: source) { IDAtPath($0[keyPath: path], readThrough: path) }
      },
      write: { source, newValue, memory in
        let path = memory.id.path
        writeRow(memory, newValue, into: &source) {
          IDAtPath($0[keyPath: path], readThrough: path)
        }
      })
  }
}

extension RowAccess where Source.Element: Identifiable, ID == Source.Element.ID {
  /// Rows of `Identifiable` elements, identified by their own `id`.
  @inlinable
  package static var identifiable: Self {
    // Closures, not `\.id`: a key-path literal in generic code is a new object on every use.
    Self(
      read: { source, memory in readRow(memory, from: source) { $0.id } },
      write: { source, newValue, memory in
        writeRow(memory, newValue, into: &source) { $0.id }
      })
  }
}

/// The element of `collection` with the row's id, read with `idOf`, which `memory` remembers;
/// or, once none has the id, the value the row last had.
@inlinable
func readRow<C: RandomAccessCollection, ID>(
  _ memory: RowMemory<C.Element, ID>, from collection: C, identifiedBy idOf: (C.Element) -> ID
) -> C.Element {
  let state = memory.state()
  guard
    let found = collection.position(
      of: memory.id, records: state.records, hint: memory, identifiedBy: idOf)
  else { return memory.value }
  let element = collection[collection.index(collection.startIndex, offsetBy: found.offset)]
  // A read of the element the row last had (and recorded) stores nothing and takes no second
  // lock; "the element" is its 64-bit fingerprint, so a collision, one in 2^64, could leave the
  // value shown after a delete one read older.
  if !found.isRecorded || found.fingerprint != state.lastSeen {
    memory.remember(
      element, fingerprint: found.fingerprint, at: found.offset, in: collection.storageAddress)
  }
  return element
}

/// Stores `newValue` in the element of `collection` with the row's id, read with `idOf`, and
/// has `memory` remember it; once none has the id, changes nothing.
@inlinable
func writeRow<C: MutableCollection & RandomAccessCollection, ID>(
  _ memory: RowMemory<C.Element, ID>, _ newValue: C.Element, into collection: inout C,
  identifiedBy idOf: (C.Element) -> ID
) {
  // No fingerprint check at a hit: the write replaces the element, and its new value's
  // fingerprint is what is recorded.
  guard
    let found = collection.position(
      of: memory.id, records: memory.records(), hint: memory, checksHit: false,
      identifiedBy: idOf)
  else { return }
  collection[collection.index(collection.startIndex, offsetBy: found.offset)] = newValue
  // The write may have moved the array into new storage: record the element there.
  memory.remember(
    newValue, fingerprint: fingerprint(of: newValue), at: found.offset,
    in: collection.storageAddress)
}

/// The argument of a row's key path: the row's memory (its id, where its element was last
/// found, and the value it last had), and how it reads and writes its element.
///
/// Compares and hashes by the id (with the id's key path, for rows identified through one), so
/// that two key paths for a row are equal whatever their memories hold: equal across renders for the same row, whether
/// or not the same key path object was found again.
@usableFromInline
package struct RowIdentity<Source: MutableCollection & RandomAccessCollection, ID: Hashable>:
  Hashable
{
  @usableFromInline let memory: RowMemory<Source.Element, ID>
  @usableFromInline let access: RowAccess<Source, ID>

  @usableFromInline
  init(memory: RowMemory<Source.Element, ID>, access: RowAccess<Source, ID>) {
    self.memory = memory
    self.access = access
  }

  /// The element in `collection` with the row's id, which the row remembers; or, once none has
  /// the id, the value the row last had.
  ///
  /// Among elements that share the id, the rule of ``ElementIdentity/offset(in:identifiedBy:)``.
  ///
  /// - Complexity: O(1) when the element is where it was last found, O(*k*) when it moved *k*
  ///   places since, O(*n*) when it is gone, moved far, or changed in an array copied since.
  @inlinable
  package func read(from collection: Source) -> Source.Element {
    access.read(collection, memory)
  }

  /// Stores `newValue` in the element of `collection` with the row's id, and remembers it; once
  /// none has the id, changes nothing.
  @inlinable
  package func write(_ newValue: Source.Element, into collection: inout Source) {
    access.write(&collection, newValue, memory)
  }

  /// Whether the memories are for the same id (an ``IDAtPath`` for rows identified through a
  /// key path: the same id, read through an equal key path).
  @inlinable
  package static func == (lhs: Self, rhs: Self) -> Bool { lhs.memory.isRow(rhs.memory.id) }

  /// Hashes the id.
  @inlinable package func hash(into hasher: inout Hasher) { hasher.combine(memory.id) }
}

extension RowIdentity: Sendable where Source.Element: Sendable, ID: Sendable {}
