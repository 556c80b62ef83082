@_spi(Inspection) import SwiftUI
import Testing

@testable import OptionalBindingsExamplesUI

/// The disclosure used with and without an outside binding.
@MainActor
@Suite("Example: with or without a binding")
struct DisclosureScreenTests {
  @Test("with the screen's binding, the toggle and the disclosure open and close each other")
  func sharedBinding() throws {
    let screen = DisclosureScreen()
    #expect(inspect(screen).all(.button).compactMap(\.label) == ["Show Notes", "Show Details"])

    try inspect(screen).binding(of: Bool.self, .toggle, "Show details").wrappedValue = true
    #expect(inspect(screen).all(.button).compactMap(\.label) == ["Show Notes", "Hide Details"])
    #expect(
      inspect(screen).texts.contains("The toggle above and this disclosure share one binding."))

    try inspect(screen).press("Hide Details")
    #expect(
      try inspect(screen).binding(of: Bool.self, .toggle, "Show details").wrappedValue == false)
    #expect(
      !inspect(screen).texts.contains("The toggle above and this disclosure share one binding."))
  }

  // The stand-in keeps a view's own state in the view value, not in a graph keyed by identity as
  // SwiftUI does, and the screen makes a new disclosure each time its body is evaluated; so the
  // disclosure that keeps its own state is driven here on its own.
  @Test("without a binding, the disclosure keeps its own state")
  func ownState() throws {
    let disclosure = Disclosure("Notes") { Text("Secret") }
    #expect(inspect(disclosure).texts == ["Show Notes"])
    try inspect(disclosure).press("Show Notes")
    #expect(inspect(disclosure).texts == ["Hide Notes", "Secret"])
    try inspect(disclosure).press("Hide Notes")
    #expect(inspect(disclosure).texts == ["Show Notes"])
  }
}
