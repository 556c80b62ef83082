import Testing

@testable import OptionalBindings

#if canImport(SwiftUI)
  import SwiftUI
#endif

/// Random sequences of operations on an optional source and the bindings derived from it, checked
/// after every step against a reference model that is just an optional.
@Suite("Optional helpers: property test")
struct OptionalHelpersPropertyTests {
  static let seed: UInt64 = 0x0B1D_2026
  static let sequences = 100_000
  static let pool = ["", "a", "b", "placeholder", "default"]

  /// What went wrong, by kind, all of which must stay zero; and how often the sequences reached
  /// the cases the helpers exist for, which must not.
  struct Tally: CustomStringConvertible {
    var operations = 0
    var ghostWrites = 0
    var lostWrites = 0
    var wrongReads = 0
    var wrongPresence = 0
    /// Reads of a kept unwrapped binding while its source is nil.
    var staleReads = 0
    /// Writes through a kept unwrapped binding while its source is nil.
    var staleWrites = 0

    var description: String {
      "\(operations) operations (\(staleReads) stale reads, \(staleWrites) stale writes): "
        + "0 crashes, \(ghostWrites) ghost writes, \(lostWrites) lost writes, "
        + "\(wrongReads) wrong reads, \(wrongPresence) wrong presence"
    }
  }

  /// An unwrapped binding kept after it was made, with the value the model says it remembers.
  struct Held {
    let binding: Binding<String>
    let remembered: String
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func randomSequencesMatchTheReferenceModel() {
    var generator = SeededGenerator(seed: Self.seed)
    var tally = Tally()
    for _ in 0..<Self.sequences {
      run(sequenceOf: Int.random(in: 4...16, using: &generator), &generator, &tally)
    }
    print("Optional helpers property test (seed \(Self.seed)): \(tally)")
    #expect(tally.staleReads > 0, "no sequence read a stale binding")
    #expect(tally.staleWrites > 0, "no sequence wrote through a stale binding")
    #expect(tally.ghostWrites == 0)
    #expect(tally.lostWrites == 0)
    #expect(tally.wrongReads == 0)
    #expect(tally.wrongPresence == 0)
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  func run(sequenceOf length: Int, _ generator: inout SeededGenerator, _ tally: inout Tally) {
    var model: String? =
      Bool.random(using: &generator) ? nil : Self.pool.randomElement(using: &generator)
    let box = Box(model)
    let defaultValue = Self.pool.randomElement(using: &generator) ?? ""
    let placeholder = Self.pool.randomElement(using: &generator) ?? ""
    let withDefault = box.binding.withDefault(defaultValue)
    let replacingNil = box.binding.replacingNil(with: placeholder)
    let isPresent = box.binding.isPresent()
    let isPresentStoring = box.binding.isPresent(default: defaultValue)
    var held: [Held] = []

    func any() -> String { Self.pool.randomElement(using: &generator) ?? "" }

    for _ in 0..<length {
      tally.operations += 1
      let written = any()
      switch Int.random(in: 0..<10, using: &generator) {
      case 0:
        box.value = written
        model = written
      case 1:
        box.value = nil
        model = nil
      case 2:
        withDefault.wrappedValue = written
        model = written
      case 3:
        replacingNil.wrappedValue = written
        model = written == placeholder ? nil : written
      case 4:
        let unwrapped = Binding(unwrapping: box.binding)
        if (unwrapped == nil) != (model == nil) { tally.wrongPresence += 1 }
        if let unwrapped, let model { held.append(Held(binding: unwrapped, remembered: model)) }
      case 5:
        guard let stale = held.randomElement(using: &generator) else { continue }
        if model == nil { tally.staleReads += 1 }
        if stale.binding.wrappedValue != (model ?? stale.remembered) { tally.wrongReads += 1 }
      case 6:
        guard let stale = held.randomElement(using: &generator) else { continue }
        stale.binding.wrappedValue = written
        if model != nil { model = written } else { tally.staleWrites += 1 }
      case 7:
        let shown = Bool.random(using: &generator)
        isPresent.wrappedValue = shown
        if !shown { model = nil }
      case 8:
        let shown = Bool.random(using: &generator)
        isPresentStoring.wrappedValue = shown
        if !shown { model = nil } else if model == nil { model = defaultValue }
      default:
        if withDefault.wrappedValue != (model ?? defaultValue) { tally.wrongReads += 1 }
        if replacingNil.wrappedValue != (model ?? placeholder) { tally.wrongReads += 1 }
        if isPresent.wrappedValue != (model != nil) { tally.wrongPresence += 1 }
        if isPresentStoring.wrappedValue != (model != nil) { tally.wrongPresence += 1 }
      }
      switch (model, box.value) {
      case (nil, .some): tally.ghostWrites += 1
      case (.some(let expected), let actual) where actual != expected: tally.lostWrites += 1
      default: break
      }
      box.value = model  // keep going from the model's state, so one slip is counted once
    }
  }
}
