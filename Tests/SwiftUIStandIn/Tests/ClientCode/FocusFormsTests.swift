import OptionalBindings
@_spi(Inspection) import SwiftUI
import Testing

/// The focus-driven views of this target, with their change actions run by the stand-in's host.
///
/// The host runs `onChange` actions as its file describes, not as SwiftUI schedules them; these
/// tests show the client code is wired as written.
@MainActor
@Suite("Client code kept in step with @FocusState and @State")
struct FocusFormsTests {
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test("the sign-in form focuses the model's field, and submitting moves focus to the empty one")
  func signInFormFollowsTheModel() throws {
    let model = SignInModel()
    let form = SignInForm(model: model)
    let host = ChangeActionHost { form }
    var shown = try host.appear()
    #expect(try #require(shown.focusTarget(labeled: "Email")).isFocused)

    let email = try #require(shown.all(.textField).first { $0.label == "Email" })
    try email.binding(of: String.self).wrappedValue = "ada@example.com"
    try #require(shown.first(.button, labeled: "Sign in")).press()
    shown = try host.update()
    #expect(model.focusedField == .password)
    #expect(try #require(shown.focusTarget(labeled: "Password")).isFocused)

    try #require(shown.focusTarget(labeled: "Email")).focus()
    try host.update()
    #expect(model.focusedField == .email, "the user's tap reaches the model")
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test("the reader's own @State size takes the model's, and the stepper's edits reach the model")
  func readerSettingsFollowEachOther() throws {
    let model = ReaderModel(fontSize: 22)
    let settings = ReaderSettings(model: model)
    let host = ChangeActionHost { settings }
    var shown = try host.appear()
    let stepper = try #require(shown.all(.stepper).first)
    #expect(try stepper.binding(of: Double.self).wrappedValue == 22)

    try stepper.binding(of: Double.self).wrappedValue = 25
    shown = try host.update()
    #expect(model.fontSize == 25)
    #expect(shown.texts.contains("Model size 25"))
  }
}
