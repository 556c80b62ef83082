#if canImport(SwiftUI)
  import SwiftUI

  extension View {
    /// Pushes a destination while an optional holds a value, and hands the destination a
    /// binding to it.
    ///
    /// Use it inside a `NavigationStack` for a detail view that edits the value it shows.
    /// SwiftUI's `navigationDestination(item:destination:)` hands its destination the value; this
    /// one hands it a `Binding<D>`, made with ``SwiftUI/Binding/init(unwrapping:)``:
    ///
    /// ```swift
    /// .navigationDestination(item: $editedTrip) { $trip in
    ///   TripEditor(trip: $trip)
    /// }
    /// ```
    ///
    /// Underneath it is SwiftUI's `navigationDestination(item:destination:)`, so the destination
    /// is pushed and popped as that one's is; writing nil to `item` pops it. SwiftUI compares the
    /// value with `==` and `hash(into:)`, and an edit through the binding changes the value as
    /// any other change would.
    ///
    /// While `item` holds a value, the destination's binding reads and writes it. Once `item` is
    /// nil (the destination is being popped), a binding the destination still holds reads the
    /// value as it was when that binding was made and drops writes: nothing traps, and the value
    /// does not come back. If SwiftUI evaluates the destination again then, it gets a binding
    /// that reads the value SwiftUI presented and drops writes. A value has no `id` to tell an
    /// edited value from another one: while `item` holds any value, the binding reaches it.
    ///
    /// A file that imports SwiftUI and OptionalBindings gets this modifier for a destination
    /// closure that takes a binding (`{ $trip in … }`) and SwiftUI's for one that takes the
    /// value; a file that also imports swift-navigation's SwiftUINavigation gets that module's
    /// modifier of this name, which also hands a binding (the default of `rank` makes this one
    /// the less preferred).
    ///
    /// Available where SwiftUI's `navigationDestination(item:destination:)` is: iOS 17, macOS 14,
    /// tvOS 17, watchOS 10 and visionOS 1.
    ///
    /// - Parameters:
    ///   - item: A binding to the optional value. The destination is pushed while it holds one.
    ///   - rank: Never pass it: its default ranks this modifier below SwiftUINavigation's of
    ///     the same shape (see `_PresentationOverloadRank`).
    ///   - destination: A view builder that makes the destination from a binding to the value.
    /// - Returns: A view that pushes the destination.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @_disfavoredOverload
    nonisolated public func navigationDestination<D: Hashable, C: View>(
      item: Binding<D?>,
      _ rank: _PresentationOverloadRank = _PresentationOverloadRank(),
      @ViewBuilder destination: @escaping (Binding<D>) -> C
    ) -> some View where D: Sendable {
      navigationDestination(item: item) { (presented: D) in
        destination(.presentedDestination(of: item, presenting: presented))
      }
    }

    /// Pushes a destination while an optional holds a value that is not `Sendable`, and hands
    /// the destination a binding to it.
    ///
    /// Reads and writes behave as in the `Sendable` overload:
    ///
    /// ```swift
    /// .navigationDestination(item: $editedReport) { $report in
    ///   ReportEditor(report: $report)
    /// }
    /// ```
    ///
    /// The binding is the unconstrained ``SwiftUI/Binding/init(unwrapping:)``'s: the same binding
    /// in every evaluation, whatever the value. After the value is set to nil, a binding the
    /// destination still holds reads the value as that binding found it, and drops writes. For a
    /// value that holds a class instance, a write to the instance's properties still changes it.
    /// Available from iOS 17, macOS 14, tvOS 17, watchOS 10 and visionOS 1.
    ///
    /// - Parameters:
    ///   - item: A binding to the optional value. The destination is pushed while it holds one.
    ///   - rank: Never pass it: its default ranks this modifier below SwiftUINavigation's of
    ///     the same shape (see `_PresentationOverloadRank`).
    ///   - destination: A view builder that makes the destination from a binding to the value.
    /// - Returns: A view that pushes the destination.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @_disfavoredOverload
    nonisolated public func navigationDestination<D: Hashable, C: View>(
      item: Binding<D?>,
      _ rank: _PresentationOverloadRank = _PresentationOverloadRank(),
      @ViewBuilder destination: @escaping (Binding<D>) -> C
    ) -> some View {
      navigationDestination(item: item) { (presented: D) in
        destination(.presentedDestination(of: item, presenting: presented))
      }
    }
  }
#endif
