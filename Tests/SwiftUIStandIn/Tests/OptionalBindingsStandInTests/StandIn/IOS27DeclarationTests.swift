import Foundation
import OptionalBindings
@_spi(Inspection) import SwiftUI
import Testing

/// The declarations the stand-in writes as the iOS 27.0 SDK declares them (Audit/ios27_0.py), and
/// those 27.0 adds, behave as their interfaces say.
///
/// Nothing here compiles against the iOS 27.0 SDK. These tests check the stand-in's copy: the
/// bodies 27.0 prints (`_swiftUI_toBool`, the item and error alerts that call the
/// `isPresented:` variants with it), and the shapes the library must keep compiling against
/// (`DynamicProperty` with its new requirement, the builder without `View` constraints).
@MainActor
@Suite("SwiftUI stand-in: the iOS 27.0 SDK's declarations")
struct IOS27DeclarationTests {
  struct Failure: LocalizedError, Equatable {
    let reason: String
    var errorDescription: String? { "Could not save: \(reason)" }
  }

  struct Plain: Error, Equatable {}

  @Test("Optional._swiftUI_toBool reads presence; false stores nil, true changes nothing")
  func presenceAsBool() {
    var value: Int? = 3
    #expect(value._swiftUI_toBool)
    value._swiftUI_toBool = true
    #expect(value == 3)
    value._swiftUI_toBool = false
    #expect(value == nil)
    #expect(!value._swiftUI_toBool)
    value._swiftUI_toBool = true
    #expect(value == nil, "setting true cannot make a value")
  }

  @Test("through a binding, _swiftUI_toBool dismisses by storing nil")
  func presenceThroughABinding() {
    let state = State<String?>(initialValue: "draft")
    let isPresented = state.projectedValue._swiftUI_toBool
    #expect(isPresented.wrappedValue)
    isPresented.wrappedValue = false
    #expect(state.wrappedValue == nil)
  }

  @Test("an item alert presents through the isPresented: variant, as 27.0's body does")
  func itemAlertPresentsThroughIsPresented() throws {
    let pending = State<Int?>(initialValue: 7)
    let view = Text("List").alert("Delete?", item: pending.projectedValue) { number in
      Button("Delete \(String(number))", role: .destructive) {}
    }
    let alert = try #require(inspect(view).presentations.first { $0.kind == .alert })
    #expect(alert.title == "Delete?")
    #expect(alert.content()?.texts == ["Delete 7"])
    alert.isPresented.wrappedValue = false
    #expect(pending.wrappedValue == nil)
  }

  @Test("alert(error:actions:) titles the alert with the error and dismisses it by storing nil")
  func errorAlerts() throws {
    let localized = State<Failure?>(initialValue: Failure(reason: "disk full"))
    let plain = State<Plain?>(initialValue: nil)
    let view = Text("Editor")
      .alert(error: localized.projectedValue) { Button("OK") {} }
      .alert(error: plain.projectedValue) { _ in
        Button("Retry") {}
      } message: { _ in
        Text("Try again.")
      }
    let alerts = inspect(view).presentations.filter { $0.kind == .alert }
    try #require(alerts.count == 2)
    let shown = try #require(alerts.first { $0.isPresented.wrappedValue })
    #expect(shown.title == "Could not save: disk full")
    #expect(shown.content()?.texts == ["OK"])
    #expect(alerts.contains { !$0.isPresented.wrappedValue && $0.content() == nil })
    shown.isPresented.wrappedValue = false
    #expect(localized.wrappedValue == nil)
  }

  @Test("LazyState makes its initial value once, when first read")
  func lazyStateMakesItsValueOnce() {
    var made = 0
    let state = LazyState<[Int]>(initialValue: {
      made += 1
      return [1, 2]
    })
    #expect(made == 0)
    #expect(state.wrappedValue == [1, 2])
    state.projectedValue.wrappedValue.append(3)
    #expect(state.wrappedValue == [1, 2, 3])
    #expect(made == 1)
    let given = LazyState(_initialValue: "ready")
    #expect(given.projectedValue.wrappedValue == "ready")
  }

  @Test("the library's dynamic property conforms to 27.0's protocol through its default")
  func libraryDynamicPropertyTakesTheDefault() {
    #expect(StateUnlessBound<Int>._propertyStorageSize == nil)
    #expect(State<Int>._propertyStorageSize == nil)
  }

  @Test("27.0's builder: a statement need not be a view where nothing requires one")
  func builderWithoutViewConstraints() throws {
    let source = """
      import SwiftUI

      @ContentBuilder func number() -> Int { 42 }
      @ContentBuilder func optional(_ flag: Bool) -> Int? { if flag { 1 } }
      @ContentBuilder func either(_ flag: Bool) -> _ConditionalContent<Int, String> {
        if flag { 1 } else { "one" }
      }
      func empty() -> EmptyContent { ContentBuilder.buildBlock() }
      """
    let output = try RejectionTests.typecheck(source)
    #expect(output.status == 0, "swiftc said:\n\(output.diagnostics)")
  }
}
