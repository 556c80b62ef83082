#if canImport(SwiftUI)
  import OptionalBindingsIdentity
  import SwiftUI

  extension View {
    /// Keeps a value of your model and the view's focus state equal, both ways.
    ///
    /// Use it when the model decides which field has focus (a form that moves to the next empty
    /// field, a validation error that focuses the field at fault) and the user moves focus too:
    ///
    /// ```swift
    /// struct SignInForm: View {
    ///   @Bindable var model: SignInModel
    ///   @FocusState private var focusedField: SignInModel.Field?
    ///
    ///   var body: some View {
    ///     Form {
    ///       TextField("Email", text: $model.email)
    ///         .focused($focusedField, equals: .email)
    ///       SecureField("Password", text: $model.password)
    ///         .focused($focusedField, equals: .password)
    ///     }
    ///     .syncing($model.focusedField, with: $focusedField)
    ///   }
    /// }
    /// ```
    ///
    /// `@FocusState` can only live in a view, so a model cannot hold focus itself; this modifier
    /// keeps the two in step:
    ///
    /// - On appear, the model's value is the start-up value: the focus state takes it. If the two
    ///   are already equal, nothing is written.
    /// - When the model's value changes, the focus state takes the new value; when the focus
    ///   changes (the user taps another field, or focus is lost), the model takes it.
    /// - Each side is written only when its value differs from the other's, and a change is
    ///   passed on only while the side that changed still holds the value, so passing a value on
    ///   never triggers a write back: no write loop. If both change in the same update to
    ///   different values, one of them is passed on and the other is dropped (which one follows
    ///   the order SwiftUI runs change actions in); each side is written at most once.
    /// - Nil is a value like any other: a nil model value clears the focus, and focus lost writes
    ///   nil to the model.
    ///
    /// If SwiftUI does not take a value (a focus state write for a field that is not on screen,
    /// for instance), the two stay different until one of them changes again; nothing retries.
    ///
    /// The name is not swift-navigation's `bind(_:to:)`, nor the `synchronize(_:_:)` and
    /// `sync(_:with:)` helpers apps commonly carry, so it sits beside any of them. From iOS 17,
    /// macOS 14, tvOS 17 and watchOS 10: it is built on SwiftUI's `onChange(of:initial:_:)`, and
    /// serves `@Observable` models, which need those systems too.
    ///
    /// - Parameters:
    ///   - model: A binding to the model's value; it gives the value on appear.
    ///   - focus: The binding of a `@FocusState` property (`$focusedField`).
    /// - Returns: A view that keeps the two equal.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    nonisolated public func syncing<Value: Hashable>(
      _ model: Binding<Value>, with focus: FocusState<Value>.Binding
    ) -> some View {
      keepingInStep(model, read: { focus.wrappedValue }, write: { focus.wrappedValue = $0 })
    }

    /// Keeps a value of your model and a value the view owns equal, both ways.
    ///
    /// Use it for state that only a view can hold, such as `@AppStorage`, `@SceneStorage` or
    /// `@State`, when the model must see it too, through the wrapper's `$` binding:
    ///
    /// ```swift
    /// struct ReaderView: View {
    ///   @Bindable var model: ReaderModel
    ///   @AppStorage("fontSize") private var fontSize = 17.0
    ///
    ///   var body: some View {
    ///     ArticleText(model.article, size: model.fontSize)
    ///       .syncing($model.fontSize, with: $fontSize)
    ///   }
    /// }
    /// ```
    ///
    /// On appear the view's value takes the model's (so a stored `@AppStorage` value is replaced
    /// by the model's when they differ: give the model its value from the storage if the storage
    /// should win). Afterwards each change of either side is passed to the other; each side is
    /// written only when the values differ, and a change is passed on only while the side that
    /// changed still holds it, so there is no write loop. If both change in the same update to
    /// different values, one is passed on and the other dropped; each side is written at most
    /// once. Nil, for optional values, is passed on like any other value.
    ///
    /// From iOS 17, macOS 14, tvOS 17 and watchOS 10, as the focus state overload.
    ///
    /// - Parameters:
    ///   - model: A binding to the model's value; it gives the value on appear.
    ///   - other: The binding of the view's own value (`$fontSize`).
    /// - Returns: A view that keeps the two equal.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    nonisolated public func syncing<Value: Equatable>(
      _ model: Binding<Value>, with other: Binding<Value>
    ) -> some View {
      keepingInStep(model, read: { other.wrappedValue }, write: { other.wrappedValue = $0 })
    }

    /// The two change actions both overloads install: the model's runs on appear too.
    ///
    /// Invariant: an action writes the other side only while its own side still holds the value
    /// it was called with (otherwise the other action already overwrote it in this update), and
    /// only when the other side holds another value; so a value passed on comes back the same and
    /// stops. "The same" is ``isSame(_:_:)``, so a NaN is passed on like any value.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    nonisolated private func keepingInStep<Value: Equatable>(
      _ model: Binding<Value>, read: @escaping () -> Value, write: @escaping (Value) -> Void
    ) -> some View {
      onChange(of: model.wrappedValue, initial: true) { _, newValue in
        if isSame(model.wrappedValue, newValue), !isSame(read(), newValue) { write(newValue) }
      }
      .onChange(of: read()) { _, newValue in
        if isSame(read(), newValue), !isSame(model.wrappedValue, newValue) {
          model.wrappedValue = newValue
        }
      }
    }
  }

  /// Whether `a` and `b` are the same value: equal, or both unequal to themselves (a NaN, or a
  /// value holding one) with the same bytes.
  ///
  /// `==` alone calls a NaN different from itself, so a NaN would never count as held and never
  /// be passed on. Two values that are each unequal to themselves are the same when their bytes
  /// are (the same NaN, in the same field); otherwise they differ, so a value that holds a NaN
  /// and changed in another field is still passed on.
  func isSame<Value: Equatable>(_ a: Value, _ b: Value) -> Bool {
    if a == b { return true }
    guard a != a, b != b else { return false }
    return haveSameBytes(a, b)
  }
#endif
