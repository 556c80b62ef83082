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
    /// writing nil to `item` pops it. SwiftUI writes nil when the user goes back, and that write
    /// clears `item` only while it still holds the value that was pushed, by its `id`, so a late
    /// one never clears a newer `Identifiable` value (a value that is not `Identifiable` has no
    /// `id` to tell, so the write clears whatever `item` holds). Editing the value through
    /// the binding, or replacing it by another, keeps the destination where it is (SwiftUI's
    /// `navigationDestination(item:destination:)`, from iOS 17, sees an edited `Hashable` value
    /// as another one).
    ///
    /// The destination's binding belongs to the value it was built for. For an `Identifiable`
    /// value, while `item` holds a value with that `id` the binding reads and writes it; once
    /// `item` is nil or holds a value with another `id`, a binding the destination still holds
    /// reads the value as it last read or wrote it, and drops writes. A value that is not
    /// `Identifiable` has no identity of its own, so its binding reaches whatever value `item`
    /// holds, and only once `item` is nil does it keep the last value and drop writes. Nothing
    /// traps, and a value popped does not come back. The destination is built from the value
    /// `item` holds each time this modifier is evaluated, and is empty while there is none; the
    /// binding is the same, evaluation after evaluation, for the same `id`.
    ///
    /// A destination closure that takes the value still gets SwiftUI's modifier (from iOS 17, for
    /// a `Hashable` value); in a file that also imports swift-navigation's SwiftUINavigation, one
    /// that takes a binding gets that module's: its destination closure is escaping and this
    /// one's is not (this modifier calls it right away), so Swift ranks that module's the more
    /// specific.
    ///
    /// - Parameters:
    ///   - item: A binding to the optional value. The destination is pushed while it holds one.
    ///   - destination: A view builder that makes the destination from a binding to the value.
    /// - Returns: A view that pushes the destination.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    @_disfavoredOverload  // `.navigationDestination(item: $trip) { _ in … }` reaches SwiftUI's
    nonisolated public func navigationDestination<D, C: View>(
      item: Binding<D?>, @ViewBuilder destination: (Binding<D>) -> C
    ) -> some View {
      let shown = item.shownItem()
      return navigationDestination(isPresented: shown.isPresented) {
        if let binding = shown.binding { destination(binding) }
      }
    }
  }
#endif
