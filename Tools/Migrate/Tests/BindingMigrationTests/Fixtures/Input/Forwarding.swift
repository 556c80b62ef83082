// swift-format-ignore-file
// (Laid out as apps are written: the tool keeps each file's own layout around its edits.)
// Fixture: closure bindings that only forward become the binding they forward to.
#if canImport(SwiftUI)
  import Observation
  import SwiftUI

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  enum ForwardingFixture {
    @Observable final class Settings {
      var name = ""
      var isOn = false

      /// A binding to `isOn`, for views that take one.
      var isOnBinding: Binding<Bool> {
        Binding(get: { self.isOn }, set: { self.isOn = $0 })
      }
    }

    struct Form: View {
      @State private var name = ""
      @Binding var isOn: Bool
      @Bindable var settings: Settings
      let model: Settings

      var body: some View {
        // The name, forwarded.
        TextField("Name", text: Binding(get: { name }, set: { name = $0 }))
        Toggle(
          "On",
          isOn: Binding<Bool>(
            get: { self.isOn },
            set: { newValue in self.isOn = newValue }
          ))  // the toggle
        TextField("Settings", text: .init(get: { settings.name }, set: { settings.name = $0 }))
        TextField("Model", text: Binding { model.name } set: { model.name = $0 })
        TextField(
          "Again",
          text: Binding(
            get: {
              return settings.name
            },
            set: { value in
              settings.name = value
            }
          ))
      }
    }
  }
#endif
