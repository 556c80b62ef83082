#if canImport(SwiftUI)
  import SwiftUI

  // The bindings the presentation modifiers (View+Sheet.swift and its siblings) hand their
  // content. Each is `Binding(unwrapping:)` of the presenting optional while that optional still
  // holds the presented item; once it does not (the presentation is going away, or another item
  // replaced it), a constant binding that reads the item SwiftUI presented and ignores writes.
  // Neither is a closure binding: the first is the package's key-path projection, the second
  // SwiftUI's `Binding.constant(_:)`.

  extension Binding where Value: Identifiable {
    /// The binding content presented for `presented` receives: `Binding(unwrapping: source)` while
    /// `source` holds an item with the same `id`, otherwise one that reads `presented` and drops
    /// writes.
    static func presentedContent(
      of source: Binding<Value?>, presenting presented: Value
    ) -> Binding<Value> where Value: Hashable & Sendable {
      guard source.wrappedValue?.id == presented.id, let live = Binding(unwrapping: source) else {
        return .constant(presented)
      }
      return live
    }

    /// The binding content presented for `presented` receives, for an item that is not `Hashable`
    /// and `Sendable`; as the overload above, with the identity of that `Binding(unwrapping:)`.
    static func presentedContent(
      of source: Binding<Value?>, presenting presented: Value
    ) -> Binding<Value> {
      guard source.wrappedValue?.id == presented.id, let live = Binding(unwrapping: source) else {
        return .constant(presented)
      }
      return live
    }
  }

  extension Binding where Value: Hashable {
    /// The binding a navigation destination for `presented` receives: `Binding(unwrapping:
    /// source)` while `source` holds a value, otherwise one that reads `presented` and drops
    /// writes.
    ///
    /// A destination has no `id` to compare: an edit through the binding changes the value
    /// itself, so a value that differs from `presented` may be the same item, edited.
    static func presentedDestination(
      of source: Binding<Value?>, presenting presented: Value
    ) -> Binding<Value> where Value: Sendable {
      Binding(unwrapping: source) ?? .constant(presented)
    }

    /// The binding a navigation destination for `presented` receives, for a value that is not
    /// `Sendable`; as the overload above, with the identity of that `Binding(unwrapping:)`.
    static func presentedDestination(
      of source: Binding<Value?>, presenting presented: Value
    ) -> Binding<Value> {
      Binding(unwrapping: source) ?? .constant(presented)
    }
  }
#endif
