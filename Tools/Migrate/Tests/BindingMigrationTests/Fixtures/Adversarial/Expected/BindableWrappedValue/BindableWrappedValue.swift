// swift-format-ignore-file
// Adversarial case: `wrappedValue` on an `@Observable` model held by `@Bindable`, and `animation` through `Bindable(self)`.
import Observation
import OptionalBindings
import SwiftUI

@MainActor
@Observable
private final class Gauge {
  var wrappedValue: Double?
  var animation: Bool?

  func animates() -> Binding<Bool> {
    Bindable(self)[dynamicMember: \.animation].withDefault(false)
  }
}

private struct GaugeScreen: View {
  @Bindable var gauge: Gauge

  var body: some View {
    Slider(value: $gauge[dynamicMember: \.wrappedValue].withDefault(0))
    Toggle("Animates", isOn: gauge.animates())
  }
}
