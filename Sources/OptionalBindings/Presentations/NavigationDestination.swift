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
    /// While `item` holds a value, the destination's binding reads and writes it; a value has no
    /// `id` to tell an edited value from another one. Once `item` is nil (the destination is
    /// being popped), a binding the destination still holds reads the value as it was when that
    /// binding was made and drops writes: nothing traps, and the value does not come back. A
    /// destination evaluated again then gets a binding that reads the value SwiftUI presented
    /// and drops writes. The binding keeps the identity of `Binding(unwrapping:)`: equal values
    /// give equal bindings.
    ///
    /// A destination closure that takes the value still gets SwiftUI's modifier; in a file that
    /// also imports swift-navigation's SwiftUINavigation, one that takes a binding gets that
    /// module's. Available where SwiftUI's `navigationDestination(item:destination:)` is: iOS 17,
    /// macOS 14, tvOS 17, watchOS 10 and visionOS 1.
    ///
    /// - Parameters:
    ///   - item: A binding to the optional value. The destination is pushed while it holds one.
    ///   - rank: Leave it out: its default only ranks this modifier below SwiftUINavigation's.
    ///   - destination: A view builder that makes the destination from a binding to the value.
    /// - Returns: A view that pushes the destination.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @_disfavoredOverload
    nonisolated public func navigationDestination<D: Hashable, C: View>(
      item: Binding<D?>, _ rank: Void = (),
      @ViewBuilder destination: @escaping (Binding<D>) -> C
    ) -> some View where D: Sendable {
      let presented = item.presentingValue(destination, unwrap: { Binding(unwrapping: $0) })
      return navigationDestination(item: item, destination: presented)
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
    /// The destination gets the same binding in every evaluation, whatever the value. For a value
    /// that holds a class instance, a write to the instance's properties after the pop still
    /// changes it. Available from iOS 17, macOS 14, tvOS 17, watchOS 10 and visionOS 1.
    ///
    /// - Parameters:
    ///   - item: A binding to the optional value. The destination is pushed while it holds one.
    ///   - rank: Leave it out: its default only ranks this modifier below SwiftUINavigation's.
    ///   - destination: A view builder that makes the destination from a binding to the value.
    /// - Returns: A view that pushes the destination.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @_disfavoredOverload
    nonisolated public func navigationDestination<D: Hashable, C: View>(
      item: Binding<D?>, _ rank: Void = (),
      @ViewBuilder destination: @escaping (Binding<D>) -> C
    ) -> some View {
      let presented = item.presentingValue(destination, unwrap: { Binding(unwrapping: $0) })
      return navigationDestination(item: item, destination: presented)
    }
  }
#endif
