/// The value a held key path (``Identity/held(_:by:form:)``) was made with, kept for its reads;
/// it takes the key path's entry out of ``HeldKeyPaths`` when the key path goes.
@usableFromInline
final class HeldValueMemory<Value: Hashable & Sendable>: Sendable {
  /// The value.
  @usableFromInline let value: Value
  /// The projection the key path was made for.
  @usableFromInline let kind: ObjectIdentifier
  private let registry: HeldKeyPaths
  private let hash: UInt64

  @usableFromInline
  init(_ value: Value, kind: ObjectIdentifier, registry: HeldKeyPaths, hash: UInt64) {
    self.value = value
    self.kind = kind
    self.registry = registry
    self.hash = hash
  }

  deinit { registry.remove(self, hash: hash) }

  /// Whether the memory holds `other` itself, not merely a value `==` to it.
  ///
  /// The same bytes mean the same value, or the same buffers and objects. A type whose `==`
  /// compares only an id would otherwise hand one source's value to another's binding. Equal
  /// values with other bytes (a string rebuilt in another buffer) get a key path of their own,
  /// which is as equal as before.
  @usableFromInline func holds(_ other: Value) -> Bool { haveSameBytes(value, other) }
}
