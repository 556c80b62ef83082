import OptionalBindings
@_spi(Inspection) import SwiftUI
@_spi(Testing) import SwiftUI
import Testing

/// The stock editors, evaluated through the stand-in's inspector: a `switch` over
/// `$status.cases` with the status in `@State`, behind `@Binding`, in an `@Observable` model
/// through `@Bindable`, and nested in a case.
///
/// The inspector calls `body` again on every `inspect`; that shows the code is wired as written
/// and what each binding reads and writes, not how SwiftUI renders or updates.
@MainActor
@Suite("Client code: switching over a binding to an enum")
struct StockEditorsTests {
  /// The only control of `kind` labeled `label` in `view`.
  func control(
    _ kind: InspectedView.Kind, _ label: String, in view: InspectedView,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> InspectedView {
    let matches = view.all(kind).filter { $0.label == label }
    try #require(
      matches.count == 1,
      "expected one \(kind) labeled \(label), found \(matches.count) in \(view)",
      sourceLocation: sourceLocation)
    return matches[0]
  }

  @Test("with @State, the control of the case shows and writes the case's value")
  func stateHeldStatus() throws {
    let screen = StockStatusScreen(status: .inStock(quantity: 3))
    let quantity = try control(.stepper, "Quantity", in: inspect(screen)).binding(of: Int.self)
    #expect(quantity.wrappedValue == 3)
    quantity.wrappedValue = 5
    let again = try control(.stepper, "Quantity", in: inspect(screen)).binding(of: Int.self)
    #expect(again.wrappedValue == 5)
    #expect(again._isSameLocation(as: quantity), "the next render's binding is the same")

    try control(.button, "Sell out", in: inspect(screen)).press()
    let shown = inspect(screen)
    #expect(shown.all(.stepper).isEmpty)
    let backOrder = try control(.toggle, "On back order", in: shown).binding(of: Bool.self)
    #expect(backOrder.wrappedValue == false)

    // The stepper that went away writes late: dropped, the status stays out of stock.
    quantity.wrappedValue = 9
    #expect(quantity.wrappedValue == 5, "it reads the value it last had")
    let after = inspect(screen)
    #expect(after.all(.stepper).isEmpty)
    #expect(
      try control(.toggle, "On back order", in: after).binding(of: Bool.self).wrappedValue
        == false)
  }

  @Test("a nested enum switches inside its case, and the inner binding drops late writes")
  func nestedStatus() throws {
    let screen = StockStatusScreen(status: .inStock(quantity: 1))
    try control(.button, "Ship", in: inspect(screen)).press()
    let label = try control(.textField, "Label", in: inspect(screen)).binding(of: String.self)
    label.wrappedValue = "Fragile"
    #expect(
      try control(.textField, "Label", in: inspect(screen)).binding(of: String.self)
        .wrappedValue == "Fragile")

    try control(.button, "Dispatch", in: inspect(screen)).press()
    let days = try control(.stepper, "Days on the way", in: inspect(screen)).binding(of: Int.self)
    days.wrappedValue = 2
    label.wrappedValue = "Late"
    #expect(
      try control(.stepper, "Days on the way", in: inspect(screen)).binding(of: Int.self)
        .wrappedValue == 2)
    #expect(inspect(screen).all(.textField).isEmpty, "the late label write did not go back")
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test("through @Bindable, the model's status is switched over and written")
  func bindableModel() throws {
    let product = StockedProduct(status: .outOfStock(isOnBackOrder: false))
    let editor = StockedProductEditor(product: product)
    try control(.toggle, "On back order", in: inspect(editor)).binding(of: Bool.self)
      .wrappedValue = true
    #expect(product.status == .outOfStock(isOnBackOrder: true))

    product.status = .shipped(.onTheWay(days: 4))
    try control(.stepper, "Days on the way", in: inspect(editor)).binding(of: Int.self)
      .wrappedValue = 3
    #expect(product.status == .shipped(.onTheWay(days: 3)))
  }
}
