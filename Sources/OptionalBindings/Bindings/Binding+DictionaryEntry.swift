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
  /// Keys and defaults that are trivially copyable or strings of up to 15 UTF-8 bytes come from
  /// the package's cache after first use; others form their key path on each derivation.
  ///
  /// Reading costs one dictionary lookup. Writing copies the dictionary when it lives in an
  /// `@Observable` model: the write goes through the key path to the model's property, whose
  /// setter the Swift runtime calls with a modified copy. That costs O(*n*) (about 0.2 ms for
  /// 10,000 entries and 2 ms for 100,000 in the benchmark's `--scale` run on the Linux build
  /// machine), as it does for any binding SwiftUI derives through a key path; a binding built
  /// from closures that write `model.toggles[key] = $0` edits in place.
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
  /// its key path. Identity comes from the default's `Hashable` conformance if it has one at run
  /// time (which is what unconstrained generic code gets): equal keys and equal defaults give the
  /// same binding. A default that cannot be compared makes every derivation a new binding, as
  /// with a binding built from closures.
  ///
  /// - Parameters:
  ///   - key: The key to bind to.
  ///   - value: What to read while the key is missing.
  public subscript<Key, Entry>(key: Key, default value: Entry) -> Binding<Entry>
  where Value == [Key: Entry] {
    self[dynamicMember: Value.entryKeyPath(key, defaultComparedAtRunTime: value)]
  }
}
