import Foundation
import Testing

@testable import OptionalBindings

#if canImport(SwiftUI)
  import SwiftUI
#endif

/// A screen's navigation state, with the case properties the migration tool writes.
enum NavigationState: Hashable, Sendable, BindableCases {
  case edit(Draft)
  case duplicate(Draft)
  case share(String)
  case settings
  case browse(Pane)

  var edit: Draft? {
    get { if case .edit(let draft) = self { draft } else { nil } }
    set { if case .edit = self, let newValue { self = .edit(newValue) } }
  }
  var duplicate: Draft? {
    get { if case .duplicate(let draft) = self { draft } else { nil } }
    set { if case .duplicate = self, let newValue { self = .duplicate(newValue) } }
  }
  var share: String? {
    get { if case .share(let url) = self { url } else { nil } }
    set { if case .share = self, let newValue { self = .share(newValue) } }
  }
  var browse: Pane? {
    get { if case .browse(let pane) = self { pane } else { nil } }
    set { if case .browse = self, let newValue { self = .browse(newValue) } }
  }
  var settings: Void? {
    get { if case .settings = self { () } else { nil } }
    set { if case .settings = self, newValue != nil { self = .settings } }
  }
}

/// What the edit case holds, with a nested enum of its own.
struct Draft: Hashable, Sendable, Identifiable {
  var id: Int
  var title: String
}

/// A nested enum: the case value's own navigation state.
enum Pane: Hashable, Sendable, BindableCases {
  case details(String)
  case history(Int)

  var details: String? {
    get { if case .details(let text) = self { text } else { nil } }
    set { if case .details = self, let newValue { self = .details(newValue) } }
  }
  var history: Int? {
    get { if case .history(let count) = self { count } else { nil } }
    set { if case .history = self, let newValue { self = .history(newValue) } }
  }
}

@Suite("Case bindings: $destination.edit")
struct BindableCasesTests {
  static let draft = Draft(id: 1, title: "Notes")

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func readsTheCasesValueAndNilOtherwise() {
    let box = Box<NavigationState?>(nil)
    let edit = box.binding.edit
    #expect(edit.wrappedValue == nil, "nil while the optional is nil")
    box.value = .edit(Self.draft)
    #expect(edit.wrappedValue == Self.draft)
    box.value = .share("https://example.com")
    #expect(edit.wrappedValue == nil, "nil in another case")
    #expect(box.binding.share.wrappedValue == "https://example.com")
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func aLateDismissalNeverClearsAnotherCase() {
    // swift-navigation #149: the edit sheet is dismissed (nil written through its binding)
    // after the share case was set.
    let box = Box<NavigationState?>(.edit(Self.draft))
    let edit = box.binding.edit
    box.value = .share("https://example.com")
    edit.wrappedValue = nil
    #expect(box.value == .share("https://example.com"))
    // While still in the case, nil dismisses it.
    box.value = .edit(Self.draft)
    edit.wrappedValue = nil
    #expect(box.value == nil)
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func aValueGoesThroughTheSetterAndIsDroppedWhileNil() {
    let box = Box<NavigationState?>(nil)
    let edit = box.binding.edit
    edit.wrappedValue = Self.draft
    #expect(box.value == nil, "no enum to write into: dropped")
    box.value = .edit(Self.draft)
    edit.wrappedValue = Draft(id: 1, title: "Renamed")
    #expect(box.value == .edit(Draft(id: 1, title: "Renamed")))
    // In another case, the setter the tool writes keeps the enum as it is.
    box.value = .share("https://example.com")
    edit.wrappedValue = Self.draft
    #expect(box.value == .share("https://example.com"))
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func aCaseWithoutAValueIsPresentAsABoolean() {
    let box = Box<NavigationState?>(nil)
    let isShowingSettings = box.binding.settings.isPresent()
    #expect(!isShowingSettings.wrappedValue)
    isShowingSettings.wrappedValue = true
    #expect(box.value == nil, "true while nil changes nothing")
    box.value = .settings
    #expect(isShowingSettings.wrappedValue)
    box.value = .edit(Self.draft)
    isShowingSettings.wrappedValue = false
    #expect(box.value == .edit(Self.draft), "false in another case changes nothing")
    box.value = .settings
    isShowingSettings.wrappedValue = false
    #expect(box.value == nil)
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func unwrappingTheCaseSurvivesTheEnumLeavingIt() throws {
    let box = Box<NavigationState?>(.edit(Self.draft))
    let draft = try #require(Binding(unwrapping: box.binding.edit))
    draft.title.wrappedValue = "Edited"
    #expect(box.value == .edit(Draft(id: 1, title: "Edited")))
    box.value = .share("https://example.com")
    #expect(draft.wrappedValue.title == "Notes", "the value it was made with")
    draft.title.wrappedValue = "Ghost"
    #expect(box.value == .share("https://example.com"), "no write reaches the share case")
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func composesWithTheOtherHelpers() {
    let box = Box<NavigationState?>(.share("a"))
    let share = box.binding.share.withDefault("none")
    #expect(share.wrappedValue == "a")
    share.wrappedValue = "b"
    #expect(box.value == .share("b"))
    box.value = .settings
    #expect(share.wrappedValue == "none")
    let link = box.binding.share.replacingNil(with: "")
    box.value = .share("c")
    link.wrappedValue = ""
    #expect(box.value == nil, "an empty field clears the case it is in")
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func nestedEnumsWorkTheSameWay() {
    let box = Box<NavigationState?>(.browse(.history(3)))
    let history = box.binding.browse.history
    #expect(history.wrappedValue == 3)
    history.wrappedValue = 4
    #expect(box.value == .browse(.history(4)))
    box.binding.browse.details.wrappedValue = nil
    #expect(box.value == .browse(.history(4)), "nil for another nested case changes nothing")
    history.wrappedValue = nil
    #expect(box.value == nil, "clearing the nested case clears the case that holds it")
    box.value = .edit(Self.draft)
    history.wrappedValue = nil
    #expect(box.value == .edit(Self.draft))
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func isTheSameBindingForTheSameProperty() {
    let box = Box<NavigationState?>(.edit(Self.draft))
    expectIdentity(
      box.binding.derived.member(\.edit), box.binding.derived.member(\.edit), same: true)
    expectIdentity(
      box.binding.derived.member(\.edit), box.binding.derived.member(\.duplicate), same: false)
  }

  @Test func theSamePropertyFindsTheSameKeyPathAgain() {
    // A key-path literal in code is made once, so the cache finds the case's key path by it.
    // Derived once before: a full shared cache keeps a key on its second miss.
    _ = NavigationState?.caseKeyPath(\NavigationState.edit)
    let first = NavigationState?.caseKeyPath(\NavigationState.edit)
    let second = NavigationState?.caseKeyPath(\NavigationState.edit)
    #expect(first === second)
    #expect(first == NavigationState?.caseKeyPath(\.edit))
    #expect(first != NavigationState?.caseKeyPath(\NavigationState.duplicate))
  }

  @Test func theMemberAsWrittenAppliesTheCachedKeyPath() throws {
    // `$destination.edit` as an app writes it: the member lookup must reach the overload whose
    // key path the cache finds again, not form one on every derivation.
    let box = Box<NavigationState?>(.edit(Self.draft))
    _ = box.binding.edit  // a full shared cache keeps a key on its second miss
    let first = try #require(appliedKeyPath(of: box.binding.edit))
    let second = try #require(appliedKeyPath(of: box.binding.edit))
    #expect(first === second)
    #expect(first === NavigationState?.caseKeyPath(\NavigationState.edit))
  }

  // MARK: Bad input

  /// Case properties written by hand, wrongly.
  enum Careless: Hashable, Sendable, BindableCases {
    case first(Int)
    case second(Int)

    /// Ignores every value written.
    var first: Int? {
      get { if case .first(let value) = self { value } else { nil } }
      set {}
    }
    /// Reads the other case as well: what the binding treats as "in that case".
    var either: Int? {
      get {
        switch self {
        case .first(let value), .second(let value): value
        }
      }
      set { if let newValue { self = .second(newValue) } }
    }
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func aSetterThatIgnoresTheValueLeavesTheEnumAsItIs() {
    let box = Box<Careless?>(.first(1))
    box.binding.first.wrappedValue = 2
    #expect(box.value == .first(1))
    box.binding.first.wrappedValue = nil
    #expect(box.value == nil, "nil is the binding's to store, while the property reads a value")
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func aPropertyThatReadsAnotherCaseDecidesWhatInThatCaseMeans() {
    let box = Box<Careless?>(.first(1))
    let either = box.binding.either
    #expect(either.wrappedValue == 1)
    either.wrappedValue = 5
    #expect(box.value == .second(5), "its setter switched the case: the binding follows it")
    either.wrappedValue = nil
    #expect(box.value == nil)
  }

  /// A model class whose navigation state eight threads read and write.
  // `@unchecked Sendable` is safe because `stored` is read and written only under `lock`, in
  // the two accessors of `destination`, so no two threads ever touch it at once.
  final class Screen: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: NavigationState?
    var destination: NavigationState? {
      get { lock.withLock { stored } }
      set { lock.withLock { stored = newValue } }
    }
  }

  @Test func eightThreadsOnAClassPropertyNeverWriteACaseTheEnumIsNotIn() {
    let screen = Screen()
    let keyPath = \Screen.destination
    let wrong = Shared(0)
    finishInTime(threads: 8, "eight threads presenting and dismissing cases") { worker in
      var generator = SeededGenerator(seed: UInt64(worker) &+ 29)
      for step in 0..<2_000 {
        let caseKeyPath = NavigationState?.caseKeyPath(\NavigationState.edit)
        switch Int.random(in: 0..<3, using: &generator) {
        case 0: screen.destination = .edit(Draft(id: worker, title: "\(step)"))
        case 1: screen.destination = .share("w\(worker)")
        default:
          var state = screen.destination
          let before = state
          state[keyPath: caseKeyPath] = nil
          // Nil clears only the edit case; a share stays exactly as it was.
          if case .share = before, state != before { wrong.value += 1 }
          state[keyPath: caseKeyPath] = Draft(id: -1, title: "late")
          if case .share = before, state != before { wrong.value += 1 }
        }
        _ = screen[keyPath: keyPath]
      }
    }
    #expect(wrong.value == 0)
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @Test func anItemWhoseEqualityComparesIDsKeepsItsOwnValue() throws {
    // Two edits of the same id: the sheet's binding reads the value its own source held.
    let first = Box<NavigationState?>(
      .edit(Draft(id: 7, title: String(repeating: "one ", count: 8))))
    let second = Box<NavigationState?>(
      .edit(Draft(id: 7, title: String(repeating: "two ", count: 8))))
    let fromFirst = try #require(Binding(unwrapping: first.binding.edit))
    let fromSecond = try #require(Binding(unwrapping: second.binding.edit))
    first.value = nil
    second.value = nil
    #expect(fromFirst.wrappedValue.title.hasPrefix("one"))
    #expect(fromSecond.wrappedValue.title.hasPrefix("two"))
  }
}
