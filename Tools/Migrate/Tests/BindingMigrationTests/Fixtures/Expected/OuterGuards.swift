// swift-format-ignore-file
// (Laid out as apps are written: the tool keeps each file's own layout around its edits.)
// Fixture: a force-unwrapping closure binding guarded by `if x != nil` one or more closures
// further out (a stack's content, a `ForEach` row), or by `if let _ = x`, becomes
// `if let … = Binding(unwrapping: $x)`; `$0 ? () : (x = nil)` is `isPresent()`, since `()`
// does nothing.
#if canImport(SwiftUI)
  import Foundation
  import Observation
  import OptionalBindings
  import SwiftUI

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  enum OuterGuardsFixture {
    @Observable final class Trip {
      var notes: String?
      var returnDate: Date?
      var stops: [String] = []
      var error: String?
    }

    struct TripView: View {
      @Bindable var trip: Trip
      @State private var caption: String?

      var body: some View {
        if let notes = Binding(unwrapping: $trip.notes) {
          VStack {
            TextField("Notes", text: notes)
          }
        }
        if let returnDate = Binding(unwrapping: $trip.returnDate) {
          DatePicker(
            "Return",
            selection: returnDate)
        }
        if let caption = Binding(unwrapping: $caption) {
          VStack {
            ForEach(trip.stops, id: \.self) { stop in
              Text(stop)
              TextField("Caption", text: caption)
            }
          }
        }
        Toggle("Show error", isOn: $trip.error.isPresent())
      }
    }
  }
#endif
