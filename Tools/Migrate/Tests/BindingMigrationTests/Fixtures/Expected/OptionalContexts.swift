// swift-format-ignore-file
// (Laid out as apps are written: the tool keeps each file's own layout around its edits.)
// Fixture: the type a closure binding's place gives it is kept. `count ?? 0` read into a
// `Binding<Int?>` (declared, a return type, or a view's `@Binding var value: Int?`) reads an
// `Int?`, where `$count.withDefault(0)` is a `Binding<Int>`: those stay. Declared `Binding<Int>`,
// or passed where an `Int` binding is expected, the rewrite keeps the type.
#if canImport(SwiftUI)
  import OptionalBindings
  import SwiftUI

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  enum OptionalContextsFixture {
    struct QuantityField: View {
      @Binding var value: Int?

      var body: some View {
        Text(value.map(String.init) ?? "none")
      }
    }

    struct CountField: View {
      @Binding var value: Int

      var body: some View {
        Text(String(value))
      }
    }

    struct OrderView: View {
      @State private var count: Int?

      /// A binding that reads 0 while there is no count, and stores nil when nil is written.
      @MainActor func optionalCount() -> Binding<Int?> {
        Binding(get: { @MainActor in count ?? 0 }, set: { @MainActor in count = $0 })
      }

      var body: some View {
        QuantityField(value: Binding(get: { @MainActor in count ?? 0 }, set: { @MainActor in count = $0 }))
        QuantityField(value: Binding<Int?>(get: { @MainActor in count ?? 0 }, set: { @MainActor in count = $0 }))
        CountField(value: $count.withDefault(0))
        Stepper("Count", value: $count.withDefault(0), in: 0...99)
      }
    }
  }
#endif
