import Observation
import OptionalBindings
import SwiftUI

/// A sign-in model that decides which field has focus, as TCA-style and `@Observable` models do:
/// it moves focus to the first empty field when the user submits.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@Observable
final class SignInModel {
  /// The form's fields, as the focus state names them.
  enum Field: Hashable {
    case email, password
  }

  var email = ""
  var password = ""
  var focusedField: Field?
  private(set) var signedIn = false

  init(focusedField: Field? = .email) {
    self.focusedField = focusedField
  }

  /// Focuses the first empty field, or signs in when there is none.
  func submit() {
    if email.isEmpty {
      focusedField = .email
    } else if password.isEmpty {
      focusedField = .password
    } else {
      focusedField = nil
      signedIn = true
    }
  }
}

/// The form: the focus lives in `@FocusState`, the model's copy is kept in step with it.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
struct SignInForm: View {
  @Bindable var model: SignInModel
  @FocusState private var focusedField: SignInModel.Field?

  var body: some View {
    VStack {
      TextField("Email", text: $model.email)
        .focused($focusedField, equals: .email)
      TextField("Password", text: $model.password)
        .focused($focusedField, equals: .password)
      Button("Sign in") { model.submit() }
    }
    .syncing($model.focusedField, with: $focusedField)
  }
}

/// A reader whose model keeps a value a parent holds in `@State`, kept in step through its
/// binding as an `@AppStorage` value would be.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@Observable
final class ReaderModel {
  var fontSize: Double

  init(fontSize: Double) {
    self.fontSize = fontSize
  }
}

/// The reader: its own `@State` value and the model's follow each other.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
struct ReaderSettings: View {
  @Bindable var model: ReaderModel
  @State private var fontSize = 17.0

  var body: some View {
    Stepper("Size", value: $fontSize, in: 10...40)
      .syncing($model.fontSize, with: $fontSize)
    Text("Model size \(Int(model.fontSize))")
  }
}
