// What the shared `Binding` (Binding.swift) leaves to the module that compiles it, as the library
// answers on platforms without SwiftUI. The SwiftUI stand-in answers in its own
// Binding+SwiftUI.swift; this file compiles to nothing there, because inside the module named
// `SwiftUI` `canImport(SwiftUI)` is true (a second answer would not compile).
#if !canImport(SwiftUI)
  import OptionalBindingsIdentity

  /// What a binding hands on to the bindings derived from it: nothing, where no view graph gives
  /// a transaction a meaning.
  @usableFromInline
  struct DerivationContext {
    @usableFromInline init() {}
  }

  extension Binding {
    /// `Binding.init?(_:)` for a source that holds `value`.
    ///
    /// A projection that reads the source's value while it holds one and `value` afterwards, and
    /// drops writes once it is nil, instead of trapping. Every one is equal to every other for
    /// the same source, as `Binding(unwrapping:)` makes them for a value it cannot compare.
    func unwrapping<Wrapped>(lastRead value: Wrapped) -> Binding<Wrapped>
    where Value == Wrapped? {
      self[dynamicMember: \Value[portableUnwrapped: Interchangeable(value)]]
    }
  }

  extension Optional {
    /// The wrapped value, or `lastRead.value` once nil; setting stores only while non-nil.
    subscript(portableUnwrapped lastRead: Interchangeable<Wrapped>) -> Wrapped {
      get { self ?? lastRead.value }
      set {
        if case .some = self { self = newValue }
      }
    }
  }
#endif
