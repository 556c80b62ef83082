import Observation
@_spi(Inspection) import SwiftUI
import Testing

@testable import OptionalBindings

/// A model that counts the writes its values take, so a test can say what the modifier wrote.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@Observable
final class CountingModel {
  enum Field: Hashable {
    case email, password
  }

  var email = ""
  var password = ""

  private var storedField: Field?
  private var storedSize: Double
  @ObservationIgnored private(set) var fieldWrites = 0
  @ObservationIgnored private(set) var sizeWrites = 0

  init(focusedField: Field? = nil, fontSize: Double = 17) {
    storedField = focusedField
    storedSize = fontSize
  }

  var focusedField: Field? {
    get { storedField }
    set {
      fieldWrites += 1
      storedField = newValue
    }
  }

  var fontSize: Double {
    get { storedSize }
    set {
      sizeWrites += 1
      storedSize = newValue
    }
  }
}

/// A form whose focus the model drives, as an app writes it.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
struct FocusedForm: View {
  @Bindable var model: CountingModel
  @FocusState var focusedField: CountingModel.Field?

  var body: some View {
    VStack {
      TextField("Email", text: $model.email)
        .focused($focusedField, equals: .email)
      TextField("Password", text: $model.password)
        .focused($focusedField, equals: .password)
    }
    .syncing($model.focusedField, with: $focusedField)
  }
}

/// Two models' font sizes kept in step through plain bindings, as `$fontSize` of `@AppStorage`
/// would be.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
struct SizeSettings: View {
  @Bindable var model: CountingModel
  @Bindable var storage: CountingModel

  var body: some View {
    Stepper("Size", value: $storage.fontSize, in: 10...40)
      .syncing($model.fontSize, with: $storage.fontSize)
  }
}

/// The two-way helper apps commonly carry, which writes each change to the other side.
///
/// It writes whatever the other side holds; here to show that the host detects the write loop it
/// falls into.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
struct NaiveSyncForm: View {
  @Bindable var model: CountingModel
  @FocusState var focusedField: CountingModel.Field?

  var body: some View {
    TextField("Email", text: $model.email)
      .focused($focusedField, equals: .email)
      .onChange(of: model.focusedField) { _, newValue in focusedField = newValue }
      .onChange(of: focusedField) { _, newValue in model.focusedField = newValue }
  }
}

@MainActor
@Suite("syncing(_:with:)")
struct SyncingTests {
  /// A form over `model`, made to appear in a host that runs its change actions.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  static func appeared(_ model: CountingModel) throws -> (
    form: FocusedForm, host: ChangeActionHost<FocusedForm>, shown: InspectedView
  ) {
    let form = FocusedForm(model: model)
    let host = ChangeActionHost { form }
    return (form, host, try host.appear())
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test("on appear the focus state takes the model's value, and nothing is written back")
  func startUpValueComesFromTheModel() throws {
    let model = CountingModel(focusedField: .password)
    let (form, _, shown) = try Self.appeared(model)
    #expect(form.focusedField == .password)
    #expect(try #require(shown.focusTarget(labeled: "Password")).isFocused)
    #expect(form.$focusedField.inspectedWrites == 1)
    #expect(model.fieldWrites == 0)
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test("equal values on appear: neither side is written")
  func equalStartUpValuesWriteNothing() throws {
    let model = CountingModel(focusedField: nil)
    let (form, host, _) = try Self.appeared(model)
    #expect(form.focusedField == nil)
    #expect(form.$focusedField.inspectedWrites == 0)
    #expect(model.fieldWrites == 0)
    #expect(host.actionsRun == 1, "only the model's action, on appear")
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test("a change of the model moves the focus, once, and comes back to no one")
  func modelToFocus() throws {
    let model = CountingModel(focusedField: .email)
    let (form, host, _) = try Self.appeared(model)
    let focusWrites = form.$focusedField.inspectedWrites
    model.focusedField = .password
    let shown = try host.update()
    #expect(form.focusedField == .password)
    #expect(try #require(shown.focusTarget(labeled: "Password")).isFocused)
    #expect(form.$focusedField.inspectedWrites == focusWrites + 1)
    #expect(model.fieldWrites == 1, "the test's own write only")
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test("the user moving focus reaches the model, once, and comes back to no one")
  func focusToModel() throws {
    let model = CountingModel(focusedField: .email)
    let (form, host, shown) = try Self.appeared(model)
    let focusWrites = form.$focusedField.inspectedWrites
    try #require(shown.focusTarget(labeled: "Password")).focus()
    try host.update()
    #expect(model.focusedField == .password)
    #expect(model.fieldWrites == 1)
    #expect(form.$focusedField.inspectedWrites == focusWrites + 1, "the tap's write only")

    form.focusedField = nil
    try host.update()
    #expect(model.focusedField == nil, "focus lost writes nil to the model")
    #expect(model.fieldWrites == 2)
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test("both sides changed in one update: the values end equal, each side written at most once")
  func bothSidesChangeAtOnce() throws {
    let model = CountingModel(focusedField: .email)
    let (form, host, _) = try Self.appeared(model)
    model.focusedField = .password
    form.focusedField = nil
    let (modelWrites, focusWrites) = (model.fieldWrites, form.$focusedField.inspectedWrites)
    try host.update()
    #expect(model.focusedField == form.focusedField)
    #expect(model.fieldWrites - modelWrites + form.$focusedField.inspectedWrites - focusWrites <= 1)
    let runs = host.actionsRun
    try host.update()
    #expect(host.actionsRun == runs, "settled: a further evaluation runs nothing")
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test("the host catches a write loop: the helper apps carry never settles in the same case")
  func naiveHelperLoops() throws {
    let model = CountingModel(focusedField: .email)
    let form = NaiveSyncForm(model: model)
    form.focusedField = .email
    let host = ChangeActionHost { form }
    try host.appear()
    model.focusedField = .password
    form.focusedField = nil
    let error = #expect(throws: UnsettledUpdates.self) { try host.update() }
    #expect(error?.evaluations == 10)
    #expect(model.fieldWrites > 10)
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test("a plain binding: the view's value takes the model's on appear, then follows both ways")
  func bindingOverload() throws {
    let model = CountingModel(fontSize: 20)
    let storage = CountingModel(fontSize: 17)
    let settings = SizeSettings(model: model, storage: storage)
    let host = ChangeActionHost { settings }
    try host.appear()
    #expect(storage.fontSize == 20)
    #expect((model.sizeWrites, storage.sizeWrites) == (0, 1))

    let stepper = try #require(inspect(settings).all(.stepper).first)
    try stepper.binding(of: Double.self).wrappedValue = 24
    try host.update()
    #expect(model.fontSize == 24)
    #expect((model.sizeWrites, storage.sizeWrites) == (1, 2))

    model.fontSize = 12
    try host.update()
    #expect(storage.fontSize == 12)
    #expect((model.sizeWrites, storage.sizeWrites) == (2, 3))
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test("a plain binding to @State, as a view's own value")
  func bindingToState() throws {
    let model = CountingModel(fontSize: 30)
    let size = State(initialValue: 17.0)
    let host = ChangeActionHost {
      Text("Reader").syncing(Bindable(model).fontSize, with: size.projectedValue)
    }
    try host.appear()
    #expect(size.wrappedValue == 30)
    size.wrappedValue = 18
    try host.update()
    #expect(model.fontSize == 18)
    #expect(model.sizeWrites == 1)
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test("a NaN is a value like any other: passed on both ways, once")
  func notANumberIsPassedOn() throws {
    let model = CountingModel(fontSize: 20)
    let storage = CountingModel(fontSize: 17)
    let settings = SizeSettings(model: model, storage: storage)
    let host = ChangeActionHost { settings }
    try host.appear()
    #expect((model.sizeWrites, storage.sizeWrites) == (0, 1))

    model.fontSize = .nan
    // The stand-in's `onChange` compares with `==`, under which a NaN differs from itself, so its
    // action runs on every evaluation and the host reports the updates as unsettled; what this
    // test reads is what the modifier wrote meanwhile: the NaN, once.
    _ = try? host.update()
    #expect(storage.fontSize.isNaN, "the model's NaN reaches the other side")
    #expect((model.sizeWrites, storage.sizeWrites) == (1, 2), "and nothing is written again")

    storage.fontSize = 18
    _ = try? host.update()
    #expect(model.fontSize == 18)
    storage.fontSize = -.nan
    _ = try? host.update()
    #expect(model.fontSize.isNaN, "the other side's NaN reaches the model")
    #expect((model.sizeWrites, storage.sizeWrites) == (3, 4))
  }
}

/// `isSame(_:_:)`, the comparison `syncing(_:with:)` decides with.
@Suite("Syncing: what counts as the same value")
struct SyncingSameValueTests {
  struct Reading: Equatable {
    var value: Double
    var count: Int
  }

  @Test("equal values, and a NaN against the same NaN, are the same; anything else is not")
  func sameValues() {
    #expect(isSame(1.5, 1.5))
    #expect(isSame(0.0, -0.0), "equal by ==")
    #expect(isSame(Double.nan, .nan))
    #expect(isSame(Optional(Double.nan), .nan))
    #expect(!isSame(Double.nan, 1))
    #expect(!isSame(1, Double.nan))
    #expect(!isSame(Double.nan, -.nan), "another NaN, another value")
    #expect(isSame(Reading(value: .nan, count: 1), Reading(value: .nan, count: 1)))
    #expect(
      !isSame(Reading(value: .nan, count: 1), Reading(value: .nan, count: 2)),
      "a value holding a NaN that changed elsewhere is another value")
    #expect(!isSame(Optional<Double>.none, .nan))
  }
}
