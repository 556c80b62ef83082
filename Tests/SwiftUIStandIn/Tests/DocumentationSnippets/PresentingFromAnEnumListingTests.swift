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

}
