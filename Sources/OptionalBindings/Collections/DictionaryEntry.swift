import OptionalBindingsIdentity

#if canImport(SwiftUI)
  import SwiftUI
#endif

extension Binding {
  /// A binding to the entry for `key`, reading `value` while the key is missing.
  ///
  /// Use it to bind a control to a dictionary entry that may not exist yet:
  ///
  /// ```swift
  /// ForEach(toggles.keys.sorted(), id: \.self) { key in
  ///   Toggle(key, isOn: $toggles[key, default: false])
  /// }
  /// ```
  ///
  /// Reading gives the entry, or `value` while the key is missing (never created, or removed
  /// since). Writing stores the new value under `key`, adding the entry if it is missing; a write
  /// through a binding whose key was removed therefore adds the key back, as a write to a
  /// dictionary subscript would. `$toggles[key]`, a binding to an optional entry, keeps working
  /// through dynamic member lookup.
  ///
  /// Deriving it again from the same source with an equal key and default gives the same binding.
  ///
  /// - Parameters:
  ///   - key: The key to bind to.
  ///   - value: What to read while the key is missing.
  /// - Complexity: Reading is one dictionary lookup. Writing into an `@Observable` model copies
  ///   the dictionary, O(*n*), as any binding SwiftUI derives through a key path does
  ///   (<doc:WhyThePackageUsesKeyPaths> has the figures).
  @inlinable
  public subscript<Key, Entry>(key: Key, default value: Entry) -> Binding<Entry>
  where Value == [Key: Entry], Key: Sendable, Entry: Hashable & Sendable {
    self[dynamicMember: Value.entryKeyPath(key, default: value)]
  }

  /// A binding to the entry for `key`, reading `value` while the key is missing, for keys that
  /// are not `Sendable` or entries that are not `Hashable` and `Sendable`.
  ///
  /// Reads and writes behave as in the other overload. Identity comes from the default's dynamic
  /// type and its `Hashable` conformance
  /// if it has one at run time (which is what unconstrained generic code and `Any` entries get):
  /// equal keys and equal defaults of one type give the same binding, and defaults of different
  /// types never do (`Int8(1)` and `1`). A default that cannot be compared makes every derivation
  /// a new binding, as with a binding built from closures.
  ///
  /// A value of your own type comes here in an app whose default isolation is `MainActor` (a new
  /// Xcode 26 app target): its `Hashable` conformance is the main actor's, which cannot meet
  /// `Sendable`. On the main actor, where views derive their bindings, that conformance is found at
  /// run time as any other.
  ///
  /// - Parameters:
  ///   - key: The key to bind to.
  ///   - value: What to read while the key is missing.
  public subscript<Key, Entry>(key: Key, default value: Entry) -> Binding<Entry>
  where Value == [Key: Entry] {
    self[dynamicMember: Value.entryKeyPath(key, defaultComparedAtRunTime: value)]
  }
}

extension Dictionary {
  /// The entry for `key`, or the argument's value while the key is missing.
  ///
  /// Setting stores the new value under `key`, adding the entry if it was missing.
  subscript<Default: ProjectionArgument<Value>>(entry key: Key, default fallback: Default)
    -> Value
  {
    get { self[key] ?? fallback.value }
    set { self[key] = newValue }
  }

  /// The key path `subscript(_:default:)` on a dictionary binding projects through.
  @usableFromInline
  static func entryKeyPath(_ key: Key, default value: Value)
    -> WritableKeyPath<Self, Value> & Sendable
  where Key: Sendable, Value: Hashable & Sendable {
    Identity.constant(EntryProjection.self, key, value)
  }

  /// The key path `subscript(_:default:)` projects through for a key that is not `Sendable` or
  /// a default of a type that promises nothing: the default compared by its dynamic type and a
  /// `Hashable` conformance found at run time (``ByDynamicValue``); never cached.
  static func entryKeyPath(_ key: Key, defaultComparedAtRunTime value: Value)
    -> WritableKeyPath<Self, Value>
  {
    \Self[entry: key, default: ByDynamicValue(value)]
  }
}

/// The cached key paths of `Dictionary.subscript(entry:default:)`.
enum EntryProjection<Key: Hashable & Sendable, Value: Hashable & Sendable>: CachedProjection {
  typealias Root = [Key: Value]
  typealias Primary = Key
  typealias Secondary = Value

  static func keyPath(_ key: Key, _ value: Value) -> FormedKeyPath {
    \[Key: Value][entry: key, default: ByValue(value)]
  }
}
