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

  static let drafts = [Listings.Draft(id: 1, title: "Plan"), Listings.Draft(id: 2, title: "Notes")]

  /// The screen's one alert.
  static func alert(in view: InspectedView) throws -> InspectedPresentation {
    let alerts = view.presentations.filter { $0.kind == .alert }
    try #require(alerts.count == 1, "found \(alerts.count) alerts")
    return alerts[0]
  }

  @Test("the alert shows while the enum is in confirmDelete, with that case's draft")
  func alertFromTheCase() throws {
    let destination = State<Listings.Destination?>(initialValue: nil)
    var deleted: [Listings.Draft] = []
    let list = Listings.DraftsList(
      destination: destination.projectedValue, drafts: Self.drafts, delete: { deleted.append($0) })
    #expect(try Self.alert(in: inspect(list)).content() == nil)

    try #require(inspect(list).first(.button, labeled: "Delete Notes")).press()
    #expect(destination.wrappedValue == .confirmDelete(Self.drafts[1]))
    let alert = try Self.alert(in: inspect(list))
    #expect(alert.title == "Delete this draft?")
    let content = try #require(alert.content())
    #expect(content.texts == ["Delete", "Notes will be deleted."])
    try #require(content.first(.button, labeled: "Delete")).press()
    #expect(deleted == [Self.drafts[1]])

    alert.isPresented.wrappedValue = false
    #expect(destination.wrappedValue == nil, "dismissing the alert clears the destination")
  }

  @Test("an alert dismissed late leaves the case set meanwhile alone")
  func lateDismissalKeepsTheNewCase() throws {
    let destination = State<Listings.Destination?>(initialValue: nil)
    let list = Listings.DraftsList(
      destination: destination.projectedValue, drafts: Self.drafts, delete: { _ in })
    try #require(inspect(list).first(.button, labeled: "Delete Plan")).press()
    let alert = try Self.alert(in: inspect(list))

    destination.wrappedValue = .edit(Self.drafts[0])
    alert.isPresented.wrappedValue = false
    #expect(destination.wrappedValue == .edit(Self.drafts[0]))
    #expect(try Self.alert(in: inspect(list)).content() == nil)
  }

}
