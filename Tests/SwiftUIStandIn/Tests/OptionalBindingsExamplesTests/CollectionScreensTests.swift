import OptionalBindingsExamplesUI
@_spi(Inspection) import SwiftUI
import Testing

/// The dictionary-of-toggles and set-of-tags screens.
@MainActor
@Suite("Example: dictionary and set")
struct CollectionScreensTests {
  @Test("a toggle per channel; a channel without an entry reads off, and flipping it stores one")
  func dictionaryOfToggles() throws {
    let screen = NotificationSettingsScreen(settings: ["Mentions": true])
    let view = inspect(screen)
    #expect(view.all(.toggle).compactMap(\.label) == NotificationSettingsScreen.channels)
    #expect(try view.binding(of: Bool.self, .toggle, "Mentions").wrappedValue)
    #expect(try view.binding(of: Bool.self, .toggle, "Replies").wrappedValue == false)
    #expect(view.texts.last == "Mentions: on")

    try view.binding(of: Bool.self, .toggle, "Replies").wrappedValue = true
    #expect(inspect(screen).texts.last == "Mentions: on, Replies: on")

    try inspect(screen).binding(of: Bool.self, .toggle, "Mentions").wrappedValue = false
    #expect(inspect(screen).texts.last == "Mentions: off, Replies: on")
  }

  @Test("a toggle per tag, on while the set contains it; on inserts, off removes")
  func setOfTags() throws {
    let screen = TagSetScreen(selectedTags: ["swift"])
    #expect(inspect(screen).all(.toggle).compactMap(\.label) == TagSetScreen.tags)
    #expect(inspect(screen).texts.last == "swift")

    try inspect(screen).binding(of: Bool.self, .toggle, "ios").wrappedValue = true
    #expect(inspect(screen).texts.last == "ios, swift")

    try inspect(screen).binding(of: Bool.self, .toggle, "swift").wrappedValue = false
    #expect(inspect(screen).texts.last == "ios")

    try inspect(screen).binding(of: Bool.self, .toggle, "ios").wrappedValue = false
    #expect(inspect(screen).texts.last == "none")
  }
}
