import Testing

@testable import OptionalBindings

#if canImport(SwiftUI)
  import SwiftUI
#endif

/// Random sequences of edits to a dictionary, a set, a selection and an array, interleaved with
/// writes through entry bindings made earlier (stale ones included), checked after every step
/// against plain collections edited by the rules the helpers document.
@Suite("Entry helpers: property test")
struct EntryHelpersPropertyTests {
  static let seed: UInt64 = 0xE47_2026
  static let sequences = 100_000
  static let keys = ["One", "Two", "Three", "Caramba", "Four"]

  struct Item: Identifiable, Equatable {
    let id: Int
    var title: String
  }

  struct State: Equatable {
    var toggles: [String: Bool] = [:]
    var tags: Set<String> = []
    var selection: String?
    var items: [Item] = []
  }

  /// What went wrong, by kind, all of which must stay zero; and how often the sequences reached
  /// the cases the helpers exist for, which must not.
  struct Tally: CustomStringConvertible {
    var operations = 0
    var resurrected = 0
    var lostWrites = 0
    var wrongReads = 0
    /// Writes through a kept element binding whose element is gone.
    var staleElementWrites = 0
    /// Reads of a kept unwrapped row whose element is gone.
    var staleRowReads = 0

    var description: String {
      "\(operations) operations (\(staleElementWrites) stale element writes, "
        + "\(staleRowReads) stale row reads): 0 crashes, \(resurrected) resurrected entries, "
        + "\(lostWrites) lost writes, \(wrongReads) wrong reads"
    }
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func randomSequencesMatchTheReferenceModel() {
    var generator = SeededGenerator(seed: Self.seed)
    var tally = Tally()
    for _ in 0..<Self.sequences {
      run(sequenceOf: Int.random(in: 4...16, using: &generator), &generator, &tally)
    }
    print("Entry helpers property test (seed \(Self.seed)): \(tally)")
    #expect(tally.staleElementWrites > 0, "no sequence wrote through a stale element binding")
    #expect(tally.staleRowReads > 0, "no sequence read a stale row")
    #expect(tally.resurrected == 0)
    #expect(tally.lostWrites == 0)
    #expect(tally.wrongReads == 0)
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  func run(sequenceOf length: Int, _ generator: inout SeededGenerator, _ tally: inout Tally) {
    var model = State()
    for key in Self.keys where Bool.random(using: &generator) {
      model.toggles[key] = Bool.random(using: &generator)
    }
    model.items = (0..<Int.random(in: 0...4, using: &generator)).map {
      Item(id: $0, title: "item \($0)")
    }
    var nextID = model.items.count
    let box = Box(model)
    var toggleBindings: [(key: String, binding: Binding<Bool>)] = []
    var itemBindings: [(id: Int, binding: Binding<Item?>)] = []
    var rowBindings: [(id: Int, binding: Binding<Item>, remembered: Item)] = []

    func key() -> String { Self.keys.randomElement(using: &generator) ?? "One" }

    for _ in 0..<length {
      tally.operations += 1
      switch Int.random(in: 0..<14, using: &generator) {
      case 0:  // insert or overwrite a key at the root
        let (key, value) = (key(), Bool.random(using: &generator))
        box.value.toggles[key] = value
        model.toggles[key] = value
      case 1:  // delete a key at the root
        let key = key()
        box.value.toggles[key] = nil
        model.toggles[key] = nil
      case 2:  // rename a key
        let (old, new) = (key(), key())
        if let value = model.toggles.removeValue(forKey: old) { model.toggles[new] = value }
        if let value = box.value.toggles.removeValue(forKey: old) { box.value.toggles[new] = value }
      case 3:  // make an entry binding and keep it
        let key = key()
        let binding = box.binding.toggles[key, default: false]
        if binding.wrappedValue != (model.toggles[key] ?? false) { tally.wrongReads += 1 }
        toggleBindings.append((key, binding))
      case 4:  // write through a kept, possibly stale, entry binding
        guard let entry = toggleBindings.randomElement(using: &generator) else { continue }
        let value = Bool.random(using: &generator)
        entry.binding.wrappedValue = value
        model.toggles[entry.key] = value
      case 5:  // toggle set membership through a fresh or kept binding
        let (tag, member) = (key(), Bool.random(using: &generator))
        box.binding.tags.contains(tag).wrappedValue = member
        if member { model.tags.insert(tag) } else { model.tags.remove(tag) }
      case 6:  // a checklist row sets or clears its own choice
        let (choice, chosen) = (key(), Bool.random(using: &generator))
        box.binding.selection.equals(choice).wrappedValue = chosen
        if chosen {
          model.selection = choice
        } else if model.selection == choice {
          model.selection = nil
        }
      case 7:  // insert an item
        let item = Item(id: nextID, title: "item \(nextID)")
        nextID += 1
        let index = Int.random(in: 0...model.items.count, using: &generator)
        box.value.items.insert(item, at: index)
        model.items.insert(item, at: index)
      case 8:  // delete an item
        guard !model.items.isEmpty else { continue }
        let index = Int.random(in: 0..<model.items.count, using: &generator)
        box.value.items.remove(at: index)
        model.items.remove(at: index)
      case 9:  // reorder
        model.items.reverse()
        box.value.items.reverse()
      case 10:  // make an element binding by id, sometimes an unwrapped row from it
        let id = Int.random(in: 0..<max(nextID, 1), using: &generator)
        let binding = box.binding.items[id: id]
        let expected = model.items.first { $0.id == id }
        if binding.wrappedValue != expected { tally.wrongReads += 1 }
        itemBindings.append((id, binding))
        if let row = Binding(unwrapping: binding), let expected {
          rowBindings.append((id, row, expected))
        }
      case 11:  // write a new title through a kept element binding
        guard let entry = itemBindings.randomElement(using: &generator) else { continue }
        let item = Item(id: entry.id, title: "edited \(tally.operations)")
        entry.binding.wrappedValue = item
        if let index = model.items.firstIndex(where: { $0.id == entry.id }) {
          model.items[index] = item
        } else {
          tally.staleElementWrites += 1
        }
      case 12:  // remove through a kept element binding
        guard let entry = itemBindings.randomElement(using: &generator) else { continue }
        entry.binding.wrappedValue = nil
        if let index = model.items.firstIndex(where: { $0.id == entry.id }) {
          model.items.remove(at: index)
        } else {
          tally.staleElementWrites += 1
        }
      default:  // read, then write, through a kept unwrapped row
        guard let row = rowBindings.randomElement(using: &generator) else { continue }
        let current = model.items.first { $0.id == row.id }
        if current == nil { tally.staleRowReads += 1 }
        if row.binding.wrappedValue != (current ?? row.remembered) { tally.wrongReads += 1 }
        row.binding.wrappedValue.title = "row \(tally.operations)"
        if let index = model.items.firstIndex(where: { $0.id == row.id }) {
          model.items[index].title = "row \(tally.operations)"
        }
      }
      compare(box.value, with: model, &tally)
      box.value = model  // continue from the model's state, so one slip is counted once
    }
  }

  func compare(_ actual: State, with model: State, _ tally: inout Tally) {
    guard actual != model else { return }
    let extraKeys = Set(actual.toggles.keys).subtracting(model.toggles.keys)
    let extraTags = actual.tags.subtracting(model.tags)
    let extraItems = Set(actual.items.map(\.id)).subtracting(model.items.map(\.id))
    let extraSelection = actual.selection != nil && model.selection == nil
    if !extraKeys.isEmpty || !extraTags.isEmpty || !extraItems.isEmpty || extraSelection {
      tally.resurrected += 1
    } else {
      tally.lostWrites += 1
    }
  }
}
