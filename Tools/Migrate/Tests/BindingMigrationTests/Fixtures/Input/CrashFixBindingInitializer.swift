// swift-format-ignore-file
// (Laid out as apps are written: the tool keeps each file's own layout around its edits.)
// Fixture, crash fixes (applied with --crash-fixes): SwiftUI's `Binding($x)`, which force-unwraps
// on every read, becomes `Binding(unwrapping: $x)` where its result is used as the optional it
// is: bound by `if let` or `guard let` (guarded), force-unwrapped or given a fallback
// (unguarded). Where it may be SwiftUI's other initializer, it is not reported.
#if canImport(SwiftUI)
  import SwiftUI

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  enum CrashFixBindingInitializerFixture {
    struct NameEditor: View {
      @State private var nickname: String?
      @State private var lastName: String?
      @State private var title: String?
      @State private var code = ""

      var body: some View {
        if let nickname = Binding($nickname) {
          TextField("Nickname", text: nickname)
        }
        TextField("Title", text: Binding($title) ?? .constant(""))
        Text(Binding($nickname)?.wrappedValue ?? "")
        OptionalCodeField(code: Binding($code))
      }

      func lastNameField() -> AnyView {
        guard let lastName = Binding($lastName) else { return AnyView(EmptyView()) }
        return AnyView(TextField("Last name", text: lastName))
      }

      func titleField() -> some View {
        TextField("Title", text: Binding($title)!)
      }
    }

    struct OptionalCodeField: View {
      @Binding var code: String?

      var body: some View {
        Text(code ?? "")
      }
    }
  }
#endif
