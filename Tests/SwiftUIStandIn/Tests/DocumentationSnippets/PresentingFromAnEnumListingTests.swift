import OptionalBindings
@_spi(Inspection) import SwiftUI
import Testing

/// The alert of "Presenting from an enum", driven through the stand-in's inspector.
///
/// The listing needs the iOS 27 SDK's `alert(_:item:actions:message:)`, which no SDK on this
/// machine has; the stand-in declares it from that SDK's interface and presents nothing. These
/// tests show what the listing's bindings do when the stand-in presents and dismisses the alert
/// as Apple's interface says the system does, not how SwiftUI shows it. They also keep the
/// listing compiled here: it is guarded by a condition this target's manifest defines, and
/// without it this file would not build.
@MainActor
@Suite("Listings: Presenting from an enum")
struct PresentingFromAnEnumListingTests {
  typealias Listings = PresentingFromAnEnumListings

  static let items = [Item(id: 1, title: "Plan"), Item(id: 2, title: "Notes")]

  /// The screen's one alert.
  static func alert(in view: InspectedView) throws -> InspectedPresentation {
    let alerts = view.presentations.filter { $0.kind == .alert }
    try #require(alerts.count == 1, "found \(alerts.count) alerts")
    return alerts[0]
  }

  @Test("the alert shows while the enum is in confirmDelete, with that case's item")
  func alertFromTheCase() throws {
    let destination = State<Destination?>(initialValue: nil)
    var deleted: [Item] = []
    let list = Listings.ItemsList(
      destination: destination.projectedValue, items: Self.items, delete: { deleted.append($0) })
    #expect(try Self.alert(in: inspect(list)).content() == nil)

    try #require(inspect(list).first(.button, labeled: "Delete Notes")).press()
    #expect(destination.wrappedValue == .confirmDelete(Self.items[1]))
    let alert = try Self.alert(in: inspect(list))
    #expect(alert.title == "Delete this item?")
    let content = try #require(alert.content())
    #expect(content.texts == ["Delete", "Notes will be deleted."])
    try #require(content.first(.button, labeled: "Delete")).press()
    #expect(deleted == [Self.items[1]])

    alert.isPresented.wrappedValue = false
    #expect(destination.wrappedValue == nil, "dismissing the alert clears the destination")
  }

  @Test("an alert dismissed late leaves the case set meanwhile alone")
  func lateDismissalKeepsTheNewCase() throws {
    let destination = State<Destination?>(initialValue: nil)
    let list = Listings.ItemsList(
      destination: destination.projectedValue, items: Self.items, delete: { _ in })
    try #require(inspect(list).first(.button, labeled: "Delete Plan")).press()
    let alert = try Self.alert(in: inspect(list))

    destination.wrappedValue = .edit(Self.items[0])
    alert.isPresented.wrappedValue = false
    #expect(destination.wrappedValue == .edit(Self.items[0]))
    #expect(try Self.alert(in: inspect(list)).content() == nil)
  }

  // MARK: The rename alert (the package's alert, on every SDK)

  @Test("the rename alert edits the case's item, Save hands it on, and dismissal clears the case")
  func renameFromTheCase() throws {
    let destination = State<Destination?>(initialValue: nil)
    var saved: [Item] = []
    let list = Listings.RenameList(
      destination: destination.projectedValue, items: Self.items, save: { saved.append($0) })
    #expect(try Self.alert(in: inspect(list)).content() == nil)

    try #require(inspect(list).first(.button, labeled: "Rename Notes")).press()
    let alert = try Self.alert(in: inspect(list))
    #expect(alert.title == "Rename")
    let field = try #require(alert.content()?.all(.textField).first).binding(of: String.self)
    #expect(field.wrappedValue == "Notes")
    field.wrappedValue = "Notes, renamed"
    #expect(destination.wrappedValue == .rename(Item(id: 2, title: "Notes, renamed")))

    // The actions as the next render builds them: Save hands on the edited item.
    let content = try #require(try Self.alert(in: inspect(list)).content())
    #expect(content.texts.contains("A new title for Notes, renamed."))
    try #require(content.first(.button, labeled: "Save")).press()
    #expect(saved == [Item(id: 2, title: "Notes, renamed")])
    try Self.alert(in: inspect(list)).isPresented.wrappedValue = false
    #expect(destination.wrappedValue == nil)

    field.wrappedValue = "Typed after the alert went away"
    #expect(destination.wrappedValue == nil, "the case does not come back")
  }

  @Test("a rename alert dismissed late, or typed into late, leaves another case alone")
  func renameLeavesOtherCasesAlone() throws {
    let destination = State<Destination?>(initialValue: nil)
    let list = Listings.RenameList(
      destination: destination.projectedValue, items: Self.items, save: { _ in })
    try #require(inspect(list).first(.button, labeled: "Rename Plan")).press()
    let alert = try Self.alert(in: inspect(list))
    let field = try #require(alert.content()?.all(.textField).first).binding(of: String.self)

    destination.wrappedValue = .rename(Self.items[1])
    field.wrappedValue = "Plan, typed late"
    #expect(
      destination.wrappedValue == .rename(Self.items[1]), "another item: the write is dropped")
    alert.isPresented.wrappedValue = false
    #expect(destination.wrappedValue == .rename(Self.items[1]), "and so is the late dismissal")

    destination.wrappedValue = .edit(Self.items[0])
    #expect(try Self.alert(in: inspect(list)).content() == nil, "another case: no alert")
  }
}
