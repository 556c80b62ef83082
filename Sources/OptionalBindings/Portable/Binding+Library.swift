// What the shared `Binding` (Binding.swift) leaves to the module that compiles it, as the library
// answers on platforms without SwiftUI. The SwiftUI stand-in answers in its own
// Binding+SwiftUI.swift; this file compiles to nothing there, because inside the module named
// `SwiftUI` `canImport(SwiftUI)` is true (a second answer would not compile).
#if !canImport(SwiftUI)
  /// What a binding hands on to the bindings derived from it: nothing, where no view graph gives
  /// a transaction a meaning.
  @usableFromInline
  struct DerivationContext {
    @usableFromInline init() {}
  }

  extension Binding {
    /// `Binding.init?(_:)` for a source that holds `value`: the projection through the
    /// unwrapping key path `Binding(unwrapping:)` uses, so the two are the same binding, and a
    /// stale one reads `value` and drops writes instead of trapping.
    func unwrapping<Wrapped>(lastRead value: Wrapped) -> Binding<Wrapped>
    where Value == Wrapped? {
      self[dynamicMember: Value.unwrappedKeyPath(interchangeable: value)]
    }
  }
#endif
