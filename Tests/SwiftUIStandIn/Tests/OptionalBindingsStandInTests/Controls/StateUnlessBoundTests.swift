import Observation
import OptionalBindings
@_spi(Inspection) import SwiftUI
import Testing

/// A model whose property a parent hands a section as a binding.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@Observable
final class DisclosureModel {
  var isExpanded = false
}

/// The two-initializer pattern the `StateUnlessBound` documentation describes.
struct ExpandableSection<Content: View>: View {
  @StateUnlessBound private var isExpanded: Bool
  private let title: String
  private let content: Content

  init(_ title: String, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
    _isExpanded = StateUnlessBound(isExpanded)
    self.title = title
    self.content = content()
  }

  init(_ title: String, @ViewBuilder content: () -> Content) {
    _isExpanded = StateUnlessBound(wrappedValue: false)
    self.title = title
    self.content = content()
  }

  var body: some View {
    Button(title) { isExpanded.toggle() }
    if isExpanded {
      content
    }
  }
}

/// A view that hands its wrapper's projected value to a child control.
struct ProjectingView: View {
  @StateUnlessBound var count = 1

  var body: some View {
    Stepper("Count", value: $count, in: 0...10)
  }
}

@MainActor
@Suite("StateUnlessBound")
struct StateUnlessBoundTests {
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test("made with a binding, the wrapper reads nothing: the parent does not depend on the value")
  func bindingIsNotReadWhenMade() async throws {
    let model = DisclosureModel()
    // What a parent's body does: make the child, handing it a binding.
    await confirmation("a change of the bound value reaches the parent", expectedCount: 0) {
      changed in
      withObservationTracking {
        _ = ExpandableSection("Details", isExpanded: Bindable(model).isExpanded) {
          Text("Secret")
        }
      } onChange: {
        changed()
      }
      model.isExpanded = true
    }

    // The control: evaluating the child's body does read it, and that is seen.
    let section = ExpandableSection("Details", isExpanded: Bindable(model).isExpanded) {
      Text("Secret")
    }
    await confirmation("a change of the value the body read is seen", expectedCount: 1) {
      changed in
      let texts = withObservationTracking {
        inspect(section).texts
      } onChange: {
        changed()
      }
      #expect(texts == ["Details", "Secret"])
      model.isExpanded = false
    }
    #expect(inspect(section).texts == ["Details"])
  }

  @Test("an optional value kept without a binding: nil is a value, not a missing one")
  func optionalValueInOwnState() throws {
    let wrapper = StateUnlessBound<Int?>(wrappedValue: nil)
    #expect(wrapper.wrappedValue == nil)
    wrapper.wrappedValue = 3
    #expect(wrapper.wrappedValue == 3)
    #expect(wrapper.projectedValue.wrappedValue == 3)
    wrapper.projectedValue.wrappedValue = nil
    #expect(wrapper.wrappedValue == nil)
    wrapper.wrappedValue = 4
    #expect(wrapper.projectedValue.wrappedValue == 4)
  }

  @Test("without a binding, the view keeps its own state across body evaluations")
  func ownStatePersists() throws {
    let section = ExpandableSection("Details") { Text("Secret") }
    #expect(inspect(section).texts == ["Details"])
    try #require(inspect(section).first(.button, labeled: "Details")).press()
    #expect(inspect(section).texts == ["Details", "Secret"])
    try #require(inspect(section).first(.button, labeled: "Details")).press()
    #expect(inspect(section).texts == ["Details"])
  }

  @Test("two views without bindings keep separate state")
  func ownStateIsPerView() throws {
    let first = ExpandableSection("First") { Text("One") }
    let second = ExpandableSection("Second") { Text("Two") }
    try #require(inspect(first).first(.button, labeled: "First")).press()
    #expect(inspect(first).texts.contains("One"))
    #expect(!inspect(second).texts.contains("Two"))
  }

  @Test("with a binding, the view reads and writes the binding")
  func externalBinding() throws {
    let source = State(initialValue: true)
    let section = ExpandableSection("Details", isExpanded: source.projectedValue) {
      Text("Secret")
    }
    #expect(inspect(section).texts == ["Details", "Secret"])
    try #require(inspect(section).first(.button, labeled: "Details")).press()
    #expect(source.wrappedValue == false)
    #expect(inspect(section).texts == ["Details"])
    source.wrappedValue = true
    #expect(inspect(section).texts == ["Details", "Secret"])
  }

  @Test("with a binding, writes never reach the wrapper's own state")
  func bindingBypassesState() {
    let source = State(initialValue: 1)
    let wrapper = StateUnlessBound(source.projectedValue)
    wrapper.wrappedValue = 5
    #expect(source.wrappedValue == 5)
    source.wrappedValue = 9
    #expect(wrapper.wrappedValue == 9)
    #expect(wrapper.projectedValue.wrappedValue == 9)
  }

  @Test("the optional-binding initializer uses the binding when given, else its own state")
  func optionalBindingInitializer() {
    let source = State(initialValue: "bound")
    let bound = StateUnlessBound(source.projectedValue, initialValue: "own")
    #expect(bound.wrappedValue == "bound")
    bound.wrappedValue = "changed"
    #expect(source.wrappedValue == "changed")

    let own = StateUnlessBound<String>(nil, initialValue: "own")
    #expect(own.wrappedValue == "own")
    own.projectedValue.wrappedValue = "edited"
    #expect(own.wrappedValue == "edited")
    #expect(source.wrappedValue == "changed")
  }

  @Test("the projected value binds a child control to the view's own state")
  func projectedValueToChild() throws {
    let view = ProjectingView()
    let stepper = try #require(inspect(view).all(.stepper).first)
    try stepper.binding(of: Int.self).wrappedValue = 4
    #expect(try inspect(view).all(.stepper).first?.binding(of: Int.self).wrappedValue == 4)
  }
}
