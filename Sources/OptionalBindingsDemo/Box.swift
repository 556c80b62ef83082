#if !canImport(SwiftUI)
  import Observation
  import OptionalBindings

  /// One observable value, standing in for a view's `@State` in the walkthrough.
  @Observable
  final class Box<Value> {
    var value: Value

    init(_ value: Value) { self.value = value }

    /// A binding to the value, as `$state` would be in a view.
    var binding: Binding<Value> { Bindable(self).value }
  }

  extension Box: CustomStringConvertible {
    var description: String {
      if let dictionary = value as? [String: Bool] {
        return "["
          + dictionary.keys.sorted().map { "\($0): \(dictionary[$0] ?? false)" }
          .joined(separator: ", ") + "]"
      }
      if let text = value as? String? { return quoted(text) }
      return "\(value)"
    }
  }
#endif
