// swift-format-ignore-file
// Adversarial case: `wrappedValue` on an `@Observable` model held by `@Bindable`, and `animation` through `Bindable(self)`.
import Observation
import SwiftUI

@MainActor
@Observable
private final class Gauge {
  var wrappedValue: Double?
  var animation: Bool?

  func animates() -> Binding<Bool> {
    Binding(get: { self.animation ?? false }, set: { self.animation = $0 })
  }
}

private struct GaugeScreen: View {
  @Bindable var gauge: Gauge

  var body: some View {
    Slider(value: Binding(get: { gauge.wrappedValue ?? 0 }, set: { gauge.wrappedValue = $0 }))
    Toggle("Animates", isOn: gauge.animates())
  }
}
