// swift-format-ignore-file
// (Laid out as apps are written: the tool keeps each file's own layout around its edits.)
// Fixture: Dictionary's own `dict[key, default: d]` read with `dict[key] = $0` written is
// `$dict[key, default: d]`; an entry or an element forwarded as it is, `dict[key]` or
// `array[index]`, is SwiftUI's `$dict[key]` or `$array[index]`.
#if canImport(SwiftUI)
  import SwiftUI

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  enum SubscriptFormsFixture {
    struct FilterList: View {
      @State private var text: [String: String] = [:]
      @State private var lowerBounds: [String: Double] = [:]
      @State private var ascending: [String: Bool] = [:]
      @State private var ratings = [3, 4, 5]

      private func textBinding(for id: String) -> Binding<String> {
        Binding(
          get: { text[id, default: ""] },
          set: { text[id] = $0 }
        )
      }

      private func lowerBound(for id: String) -> Binding<Double?> {
        Binding(
          get: { lowerBounds[id] },
          set: { lowerBounds[id] = $0 }
        )
      }

      private func ascendingBinding(for id: String, default fallback: Bool) -> Binding<Bool> {
        Binding(get: { ascending[id, default: fallback] }, set: { ascending[id] = $0 })
      }

      private func rating(_ index: Int) -> Binding<Int> {
        Binding(get: { ratings[index] }, set: { ratings[index] = $0 })
      }

      var body: some View {
        TextField("Name", text: textBinding(for: "name"))
        Toggle("Ascending", isOn: ascendingBinding(for: "date", default: true))
        Stepper("Rating", value: rating(0), in: 1...5)
        Text(lowerBound(for: "price").wrappedValue.map { "\($0)" } ?? "any")
      }
    }
  }
#endif
