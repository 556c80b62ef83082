// Each declaration names the Apple page it follows in an `// Apple:` line (see StandIn.swift).
// `FocusState`, its `Binding` and `focused(_:equals:)` as the iOS 26.2 SDK's SwiftUI declares
// them (17.4's are the same but for the era's `nonisolated`); the audit compares them.
//
// The stand-in moves no focus: nothing here has a focus system. `FocusState` keeps its value in a
// `State` made with the property (so copies of a view share it, as with `State`), and
// `focused(_:equals:)` keeps the binding and the value for the inspector, where a test focuses a
// field as a tap would, by writing the value (`InspectedFocus.focus()`). SwiftUI moves focus, can
// refuse a write (a field that is not on screen), and resets the value when focus leaves; none of
// that is modelled. The stand-in counts the writes to each `FocusState`, for tests that show
// what a modifier writes (`FocusState.Binding.inspectedWrites`, SPI).

// Apple: https://developer.apple.com/documentation/swiftui/focusstate — iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
/// A property wrapper type that can read and write a value that SwiftUI updates as the placement
/// of focus within the scene changes.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
@frozen
@propertyWrapper
public struct FocusState<Value>: DynamicProperty where Value: Hashable {
  // Apple: https://developer.apple.com/documentation/swiftui/focusstate/binding — iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  /// A property wrapper type that can read and write a value that indicates the current focus
  /// location.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  @frozen
  @propertyWrapper
  public struct Binding {
    let storage: FocusStorage<Value>

    // Apple: https://developer.apple.com/documentation/swiftui/focusstate/binding/wrappedvalue — iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
    /// The underlying value referenced by the bound property.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public var wrappedValue: Value {
      get { storage.value }
      nonmutating set { storage.write(newValue) }
    }

    // Apple: https://developer.apple.com/documentation/swiftui/focusstate/binding/projectedvalue — iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
    /// A projection of the binding value that returns a binding.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public var projectedValue: FocusState<Value>.Binding { self }
  }

  let storage: FocusStorage<Value>

  // Apple: https://developer.apple.com/documentation/swiftui/focusstate/wrappedvalue — iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  /// The current state value, taking into account whatever bindings might be in effect due to the
  /// current location of focus.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  public var wrappedValue: Value {
    get { storage.value }
    nonmutating set { storage.write(newValue) }
  }

  // Apple: https://developer.apple.com/documentation/swiftui/focusstate/projectedvalue — iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  /// A projection of the focus state value that returns a binding.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  public var projectedValue: FocusState<Value>.Binding { Binding(storage: storage) }

  // Apple: https://developer.apple.com/documentation/swiftui/focusstate/init() — iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  /// Creates a focus state that binds to a Boolean.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  public init() where Value == Bool {
    storage = FocusStorage(false)
  }

  // Apple: page not found — iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  /// Creates a focus state that binds to an optional type.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  public init<T>() where Value == T?, T: Hashable {
    storage = FocusStorage(nil)
  }
}

// Not `Sendable`: the iOS 26.2 SDK interface declares
// `@available(*, unavailable) extension SwiftUI.FocusState : Swift.Sendable`.
// Apple: page not found — unavailable
@available(*, unavailable)
extension FocusState: Sendable {}

// Apple: page not found — unavailable
@available(*, unavailable)
extension FocusState.Binding: Sendable {}

extension View {
  // Apple: https://developer.apple.com/documentation/swiftui/view/focused(_:equals:) — iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  /// Modifies this view by binding its focus state to the given state value.
  ///
  /// The stand-in moves no focus; see the file's header.
  ///
  /// - Parameters:
  ///   - binding: The state binding to register. When focus moves to the modified view, the
  ///     binding sets the bound value to the corresponding match value.
  ///   - value: The value to match against when determining whether the binding should change.
  /// - Returns: The modified view.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  nonisolated public func focused<Value>(
    _ binding: FocusState<Value>.Binding, equals value: Value
  ) -> some View where Value: Hashable {
    FocusedView(base: self, binding: binding, value: value)
  }
}

/// Where a `FocusState` keeps its value, with the number of writes it took; not SwiftUI API.
@usableFromInline
final class FocusStorage<Value> {
  var value: Value
  var writes = 0

  init(_ value: Value) { self.value = value }

  func write(_ newValue: Value) {
    writes += 1
    value = newValue
  }
}

/// A view that `focused(_:equals:)` returns; not SwiftUI API.
nonisolated struct FocusedView<Base: View, Value: Hashable>: View, InspectablePrimitive {
  let base: Base
  let binding: FocusState<Value>.Binding
  let value: Value

  var body: Never {
    fatalError("FocusedView is a primitive view and has no body.")
  }

  @MainActor func inspectionNode() -> InspectedView {
    let binding = binding
    let value = value
    let focus = InspectedFocus(
      isFocused: { binding.wrappedValue == value }, focus: { binding.wrappedValue = value })
    return InspectedView(kind: .group, children: [inspect(base)], binding: focus)
  }
}

/// A view registered with `focused(_:equals:)`, as the stand-in's inspector sees it.
@_spi(Inspection)
public struct InspectedFocus {
  let isFocusedNow: () -> Bool
  let focusNow: () -> Void

  init(isFocused: @escaping () -> Bool, focus: @escaping () -> Void) {
    isFocusedNow = isFocused
    focusNow = focus
  }

  /// Whether the focus state holds this view's value now.
  public var isFocused: Bool { isFocusedNow() }

  /// Writes this view's value to its focus state, as SwiftUI does when the user taps the view.
  public func focus() { focusNow() }
}

@_spi(Inspection)
extension FocusState.Binding {
  /// How many times the focus state's value was written, through the property or any of its
  /// bindings, since the property was made.
  @_spi(Inspection)
  public var inspectedWrites: Int { storage.writes }
}

@_spi(Inspection)
extension InspectedView {
  /// The focus registration of the first view registered with `focused(_:equals:)` whose
  /// contents include a control labeled `label`, depth first.
  ///
  /// - Parameter label: The label, or spoken label, of the control the registration wraps.
  /// - Returns: The registration, or nil.
  @_spi(Inspection)
  public func focusTarget(labeled label: String) -> InspectedFocus? {
    allViews.first {
      $0.binding is InspectedFocus
        && $0.allViews.contains { $0.label == label || $0.spokenLabel == label }
    }?.binding as? InspectedFocus
  }
}
