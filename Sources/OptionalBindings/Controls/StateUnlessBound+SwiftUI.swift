#if canImport(SwiftUI)
  import SwiftUI

  /// A property wrapper for view state that the view keeps itself unless it was handed a binding.
  ///
  /// Use it for a view that, like `DisclosureGroup`, offers two initializers: one that takes a
  /// binding, for callers who want to read or drive the state, and one without, for callers who
  /// don't care. Declare the property once and set it up in each initializer; the body reads and
  /// writes it the same way in both cases.
  ///
  /// ```swift
  /// struct ExpandableSection<Content: View>: View {
  ///   @StateUnlessBound private var isExpanded: Bool
  ///   private let title: LocalizedStringKey
  ///   private let content: Content
  ///
  ///   /// The caller owns whether the section is expanded.
  ///   init(
  ///     _ title: LocalizedStringKey, isExpanded: Binding<Bool>,
  ///     @ViewBuilder content: () -> Content
  ///   ) {
  ///     _isExpanded = StateUnlessBound(isExpanded)
  ///     self.title = title
  ///     self.content = content()
  ///   }
  ///
  ///   /// The section owns whether it is expanded, starting collapsed.
  ///   init(_ title: LocalizedStringKey, @ViewBuilder content: () -> Content) {
  ///     _isExpanded = StateUnlessBound(wrappedValue: false)
  ///     self.title = title
  ///     self.content = content()
  ///   }
  ///
  ///   var body: some View {
  ///     Button(title) { isExpanded.toggle() }
  ///     if isExpanded { content }
  ///   }
  /// }
  /// ```
  ///
  /// Two initializers read better at the call site than one optional binding parameter: a caller
  /// never has to wonder what `isExpanded: nil` means.
  ///
  /// With a binding, reads and writes go through the binding, and the view's own state is never
  /// used. Without one, they go to state the view keeps, as `@State` would. The wrapper does not
  /// switch between the two after it is made.
  ///
  /// Its name is its own: SwiftUIX declares a `StateOrBinding`, so an app that imports both
  /// packages names each without its module.
  @propertyWrapper
  public struct StateUnlessBound<Value>: DynamicProperty {
    // Both stored as the property types SwiftUI installs, so SwiftUI finds and updates them: the
    // state through `State` (not the `@State` attribute, which Xcode 27 expands as a macro), the
    // binding as a non-optional `Binding<Value>` (a constant of the initial value stands in when
    // there is none). The state is optional so that the binding's initializer can make it
    // without reading the binding: a read there would happen in the parent's body, and make the
    // parent depend on the bound value. It holds nil with a binding, and a value without, but
    // for one case: SwiftUI keeps a view's state storage from its first evaluation and ignores a
    // later initial value, so a view whose parent first handed it a binding and then none keeps
    // the nil. Reads then give the initial value, and writes store into the state.
    private let state: State<Value?>
    private let binding: Binding<Value>
    private let usesBinding: Bool

    /// Creates a wrapper that keeps its own state, starting at `wrappedValue`.
    ///
    /// Use it in the initializer that takes no binding, or give the property an initial value:
    ///
    /// ```swift
    /// @StateUnlessBound private var isExpanded = false
    /// ```
    ///
    /// - Parameter wrappedValue: The initial value of the view's own state.
    public init(wrappedValue: Value) {
      state = State(initialValue: wrappedValue)
      binding = .constant(wrappedValue)
      usesBinding = false
    }

    /// Creates a wrapper that reads and writes `binding`.
    ///
    /// Use it in the initializer that takes a binding:
    ///
    /// ```swift
    /// _isExpanded = StateUnlessBound(isExpanded)
    /// ```
    ///
    /// Nothing is read from `binding` here: the view reads it when its body does, so the view
    /// that makes this one does not come to depend on the bound value.
    ///
    /// - Parameter binding: The binding to read and write; the view keeps no state of its own.
    public init(_ binding: Binding<Value>) {
      state = State(initialValue: nil)
      self.binding = binding
      usesBinding = true
    }

    /// Creates a wrapper that reads and writes `binding` if there is one, and otherwise keeps its
    /// own state, starting at `initialValue`.
    ///
    /// Use it when one initializer forwards an optional binding:
    ///
    /// ```swift
    /// _isExpanded = StateUnlessBound(isExpanded, initialValue: false)
    /// ```
    ///
    /// - Parameters:
    ///   - binding: The binding to read and write, or nil to keep state in the view.
    ///   - initialValue: The initial value of the view's own state, used only when `binding` is
    ///     nil.
    public init(_ binding: Binding<Value>?, initialValue: Value) {
      if let binding {
        self.init(binding)
      } else {
        self.init(wrappedValue: initialValue)
      }
    }

    /// The value: the binding's when the wrapper was given one, the view's own state otherwise.
    ///
    /// Read and write it like any stored property; the setter is `nonmutating`, so a button's
    /// action can change it:
    ///
    /// ```swift
    /// Button("Toggle") { isExpanded.toggle() }
    /// ```
    ///
    /// Reading asks the binding or the state; writing stores into the same place.
    public var wrappedValue: Value {
      get {
        guard !usesBinding else { return binding.wrappedValue }
        // Without a binding, `binding` is the constant of the initial value.
        return state.wrappedValue ?? binding.wrappedValue
      }
      nonmutating set {
        if usesBinding {
          binding.wrappedValue = newValue
        } else {
          state.wrappedValue = newValue
        }
      }
    }

    /// A binding to the value, to pass to a child view: the given binding itself, or a binding
    /// to the view's own state.
    ///
    /// ```swift
    /// Toggle("Expanded", isOn: $isExpanded)
    /// ```
    public var projectedValue: Binding<Value> {
      guard !usesBinding else { return binding }
      // A binding to the state that reads nothing here, and where the state holds nil (see the
      // stored properties) reads the initial value and stores what is written; `binding` is the
      // constant of the initial value, whose read observes nothing.
      return state.projectedValue.withDefault(binding.wrappedValue)
    }
  }
#endif
