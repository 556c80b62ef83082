// swift-format-ignore-file
// (Laid out as apps are written: the tool keeps each file's own layout around its edits.)
// Fixture: a force-unwrapping closure binding guarded by `if x != nil` one or more closures
// further out (a stack's content, a `ForEach` row), or by `if let _ = x`, becomes
// `if let … = Binding(unwrapping: $x)`; `$0 ? () : (x = nil)` is `isPresent()`, since `()`
// does nothing.
#if canImport(SwiftUI)
  import Foundation
  import Observation
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
        if trip.notes != nil {
          VStack {
            TextField("Notes", text: Binding(get: { trip.notes! }, set: { if trip.notes != nil { trip.notes = $0 } }))
          }
        }
        if let _ = trip.returnDate {
          DatePicker(
            "Return",
            selection: Binding(
              get: { trip.returnDate! },
              set: { newDate in
                guard trip.returnDate != nil else { return }
                trip.returnDate = newDate
              }
            ))
        }
        if caption != nil {
          VStack {
            ForEach(trip.stops, id: \.self) { stop in
              Text(stop)
              TextField("Caption", text: Binding(get: { caption! }, set: { if caption != nil { caption = $0 } }))
            }
          }
        }
        Toggle("Show error", isOn: Binding(get: { trip.error != nil }, set: { $0 ? () : (trip.error = nil) }))
      }
    }
  }
#endif
