#if canImport(SwiftUI)
  import SwiftUI

  extension View {
    /// Pushes a destination while an optional holds a value, and hands the destination a
    /// binding to it.
    ///
    /// Use it inside a `NavigationStack` for a detail view that edits the value it shows:
    ///
    /// ```swift
    /// .navigationDestination(item: $editedTrip) { $trip in
    ///   TripEditor(trip: $trip)
    /// }
    /// ```
    ///
    /// Underneath it is SwiftUI's `navigationDestination(isPresented:destination:)`, so it works
    /// from iOS 16, macOS 13, tvOS 16 and watchOS 9, and the value needs to be neither
    /// `Identifiable` nor `Hashable`. The destination is pushed while `item` holds a value;
    /// writing nil to `item` pops it, and SwiftUI writes nil when the user goes back. Editing the
    /// value through the binding keeps the destination where it is (SwiftUI's
    /// `navigationDestination(item:destination:)`, from iOS 17, sees an edited `Hashable` value
    /// as another one).
    ///
    /// While `item` holds a value, the destination's binding reads and writes it. Once `item` is
    /// nil, a binding the destination still holds reads the value as it was when that binding was
    /// made and drops writes: nothing traps, and the value does not come back. The destination
    /// evaluated again then is empty, since there is no value to show. The binding keeps the
    /// identity of `Binding(unwrapping:)`: equal values give equal bindings.
    ///
    /// A destination closure that takes the value still gets SwiftUI's modifier (from iOS 17);
    /// in a file that also imports swift-navigation's SwiftUINavigation, one that takes a binding
    /// gets that module's.
    ///
    /// - Parameters:
    ///   - item: A binding to the optional value. The destination is pushed while it holds one.
    ///   - rank: Leave it out: its default only ranks this modifier below SwiftUINavigation's.
    ///   - destination: A view builder that makes the destination from a binding to the value.
    /// - Returns: A view that pushes the destination.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    @_disfavoredOverload
    nonisolated public func navigationDestination<D: Hashable, C: View>(
      item: Binding<D?>, _ rank: Void = (),
      @ViewBuilder destination: @escaping (Binding<D>) -> C
    ) -> some View where D: Sendable {
      navigationDestination(isPresented: item.isPresent()) {
        if let live = Binding(unwrapping: item) { destination(live) }
      }
    }

    /// Pushes a destination while an optional holds a value that is not `Hashable` and
    /// `Sendable`, and hands the destination a binding to it.
    ///
    /// Reads and writes behave as in the `Hashable` overload:
    ///
    /// ```swift
    /// .navigationDestination(item: $editedReport) { $report in
    ///   ReportEditor(report: $report)
    /// }
    /// ```
    ///
    /// The destination gets the same binding in every evaluation, whatever the value. For a value
    /// that holds a class instance, a write to the instance's properties after the pop still
    /// changes it. From iOS 16, macOS 13, tvOS 16 and watchOS 9.
    ///
    /// - Parameters:
    ///   - item: A binding to the optional value. The destination is pushed while it holds one.
    ///   - rank: Leave it out: its default only ranks this modifier below SwiftUINavigation's.
    ///   - destination: A view builder that makes the destination from a binding to the value.
    /// - Returns: A view that pushes the destination.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    @_disfavoredOverload
    nonisolated public func navigationDestination<D, C: View>(
      item: Binding<D?>, _ rank: Void = (),
      @ViewBuilder destination: @escaping (Binding<D>) -> C
    ) -> some View {
      navigationDestination(isPresented: item.isPresent()) {
        if let live = Binding(unwrapping: item) { destination(live) }
      }
    }
  }
#endif
