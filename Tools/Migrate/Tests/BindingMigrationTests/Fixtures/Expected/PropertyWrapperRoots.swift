// swift-format-ignore-file
// (Laid out as apps are written: the tool keeps each file's own layout around its edits.)
// Fixture: a property wrapper the code base declares, whose `projectedValue` is a
// `Binding<Value>` of its `wrappedValue: Value`, gives `$property` like `@State`; one whose
// projected value is something else gives nothing, and is left alone.
#if canImport(SwiftUI)
  import OptionalBindings
  import SwiftUI

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  enum PropertyWrapperRootsFixture {
    /// A value kept for the view, with a binding to it.
    @propertyWrapper
    struct Draft<Value>: DynamicProperty {
      @State private var value: Value

      init(wrappedValue: Value) {
        _value = State(initialValue: wrappedValue)
      }

      var wrappedValue: Value {
        get { value }
        nonmutating set { value = newValue }
      }

      var projectedValue: Binding<Value> { $value }
    }

    /// A value that counts its writes; its projection is the count, not a binding.
    @propertyWrapper
    struct Counted<Value>: DynamicProperty {
      @State private var value: Value
      @State private var writes = 0

      init(wrappedValue: Value) {
        _value = State(initialValue: wrappedValue)
      }

      var wrappedValue: Value {
        get { value }
        nonmutating set {
          value = newValue
          writes += 1
        }
      }

      var projectedValue: Int { writes }
    }

    struct ComposeView: View {
      @Draft var subject: String? = nil
      @Draft var isUrgent = false
      @Counted var signature: String? = nil

      var body: some View {
        TextField("Subject", text: $subject.withDefault(""))
        Toggle("Urgent", isOn: $isUrgent)
        TextField("Signature", text: Binding(get: { @MainActor in signature ?? "" }, set: { @MainActor in signature = $0 }))
      }
    }
  }
#endif
