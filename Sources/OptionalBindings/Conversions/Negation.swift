#if canImport(SwiftUI)
  import SwiftUI
#endif

extension Binding where Value == Bool {
  /// A binding to the negation of a Boolean.
  ///
  /// Use it where a control's sense is the opposite of the model's, such as a toggle that shows
  /// what the model hides:
  ///
  /// ```swift
  /// Toggle("Show completed", isOn: $settings.hidesCompleted.negated())
  /// ```
  ///
  /// Reading gives `!value`; writing `x` stores `!x`. It is a key-path projection: deriving it
  /// again gives the same binding, and negating twice reads and writes the source's value.
  ///
  /// It is disfavored: in an app that declares its own `negated()` on `Binding<Bool>` (a common
  /// helper), the app's is the one its calls reach. The package declares no `!` on `Binding`,
  /// so the `prefix func !` apps carry keeps working too.
  ///
  /// - Returns: A binding to the negated value.
  @_disfavoredOverload  // an app's own `$isHidden.negated()` reaches the app's
  public func negated() -> Binding<Bool> {
    self[dynamicMember: \Bool.negation]
  }
}

extension Bool {
  /// The negation of the value; setting it stores the negation of what was set.
  var negation: Bool {
    get { !self }
    set { self = !newValue }
  }
}
