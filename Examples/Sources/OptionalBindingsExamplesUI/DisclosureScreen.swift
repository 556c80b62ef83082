import OptionalBindings
import SwiftUI

/// One disclosure-style view used twice: once keeping its own state, once driven from outside.
public struct DisclosureScreen: View {
  @State private var showsDetails = false

  /// Creates the screen.
  public init() {}

  /// The two disclosures, and the toggle that shares the second one's state.
  public var body: some View {
    Form {
      Section {
        Disclosure("Notes") {
          Text("Nothing outside this disclosure knows whether it is open.")
        }
      } header: {
        Text("@StateUnlessBound, own state")
      } footer: {
        Text("Made without a binding, the disclosure keeps its state itself.")
      }

      Section {
        Toggle("Show details", isOn: $showsDetails)
        Disclosure("Details", isExpanded: $showsDetails) {
          Text("The toggle above and this disclosure share one binding.")
        }
      } header: {
        Text("@StateUnlessBound, outside binding")
      } footer: {
        Text("Made with a binding, the disclosure reads and writes the parent's state.")
      }
    }
    .navigationTitle("With or without a binding")
  }
}

/// A button that shows or hides some content, like SwiftUI's `DisclosureGroup`: it keeps its
/// expansion state itself unless a parent hands it a binding.
struct Disclosure<Content: View>: View {
  @StateUnlessBound private var isExpanded: Bool
  private let title: String
  private let content: Content

  /// A disclosure that keeps its own state, starting closed.
  init(_ title: String, @ViewBuilder content: () -> Content) {
    _isExpanded = StateUnlessBound(wrappedValue: false)
    self.title = title
    self.content = content()
  }

  /// A disclosure whose state is the parent's.
  init(_ title: String, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
    _isExpanded = StateUnlessBound(isExpanded)
    self.title = title
    self.content = content()
  }

  var body: some View {
    Button(buttonTitle) { isExpanded.toggle() }
    if isExpanded {
      content
    }
  }

  private var buttonTitle: LocalizedStringKey {
    isExpanded ? "Hide \(title)" : "Show \(title)"
  }
}
