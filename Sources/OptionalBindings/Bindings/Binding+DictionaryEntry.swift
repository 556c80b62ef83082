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
  /// Keys and defaults that are trivially copyable or strings of up to 15 UTF-8 bytes (10 on
  /// 32-bit platforms) come from the package's cache after first use, which may keep them for
  /// about two seconds of lookups after their last use: a dictionary's keys are treated as
  /// identifiers, like the ids of `subscript(id:)`. Others form their key path on each
  /// derivation.
  ///
  /// Reading costs one dictionary lookup. Writing copies the dictionary when it lives in an
  /// `@Observable` model: the write goes through the key path to the model's property, whose
  /// setter the Swift runtime calls with a modified copy. That costs O(*n*), as it does for any
  /// binding SwiftUI derives through a key path; a binding built from closures that write
  /// `model.toggles[key] = $0` edits in place. The benchmark's `--scale` run measures it
  /// (`Benchmarks/README.md`).
  ///
  /// - Parameters:
  ///   - key: The key to bind to.
  ///   - value: What to read while the key is missing.
  @inlinable
  public subscript<Key, Entry>(key: Key, default value: Entry) -> Binding<Entry>
  where Value == [Key: Entry], Key: Sendable, Entry: Hashable & Sendable {
    self[dynamicMember: Value.entryKeyPath(key, default: value)]
  }

  /// A binding to the entry for `key`, reading `value` while the key is missing, for keys that
  /// are not `Sendable` or entries that are not `Hashable` and `Sendable`.
  ///
  /// Reads and writes behave as in the other overload. Nothing is cached: each derivation forms
  /// its key path. Identity comes from the default's dynamic type and its `Hashable` conformance
  /// if it has one at run time (which is what unconstrained generic code and `Any` entries get):
  /// equal keys and equal defaults of one type give the same binding, and defaults of different
  /// types never do (`Int8(1)` and `1`). A default that cannot be compared makes every derivation
  /// a new binding, as with a binding built from closures.
  ///
  /// - Parameters:
  ///   - key: The key to bind to.
  ///   - value: What to read while the key is missing.
  public subscript<Key, Entry>(key: Key, default value: Entry) -> Binding<Entry>
  where Value == [Key: Entry] {
    self[dynamicMember: Value.entryKeyPath(key, defaultComparedAtRunTime: value)]
  }
}
