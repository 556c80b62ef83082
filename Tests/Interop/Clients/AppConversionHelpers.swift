// An app that carries its own `negated()` and `converted(to:)` on `Binding`, under the package's
// names, and then adds OptionalBindings: the calls the package's `@_disfavoredOverload` on
// `negated()` and on each `converted(to:)` exists for. The app's calls keep reaching the app's
// declarations (the package's, with more specific constraints, would otherwise take them), in
// the Swift 5 and Swift 6 modes, against the iOS 17.4 and 26.2 SDKs; the app's module is
// `InteropAppConversionHelpers`. A `// resolves:` line names the module whose declaration the call
// on the next line reaches (Tests/Interop/README.md).

import OptionalBindings
import SwiftUI

extension Binding where Value == Bool {
  /// The app's: the negation of a Boolean binding.
  func negated() -> Binding<Bool> {
    Binding<Bool>(get: { !wrappedValue }, set: { wrappedValue = !$0 })
  }
}

extension Binding where Value: BinaryInteger & Sendable {
  /// The app's: an integer as a floating-point value, truncating what is written.
  func converted<Other: BinaryFloatingPoint & Sendable>(to type: Other.Type = Other.self)
    -> Binding<Other>
  {
    Binding<Other>(get: { Other(wrappedValue) }, set: { wrappedValue = Value($0) })
  }
}

struct ConversionScreen: View {
  @State private var isHidden = false
  @State private var volume = 3

  var body: some View {
    // resolves: negated() in InteropAppConversionHelpers
    Toggle("Shown", isOn: $isHidden.negated())
    // resolves: converted(to:) in InteropAppConversionHelpers
    Slider(value: $volume.converted(to: Double.self), in: 0...10)
  }
}
