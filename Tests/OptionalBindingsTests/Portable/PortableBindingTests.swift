// Linux only: the package's portable `Binding` and `Bindable`, which exist where SwiftUI does not:
// their identity hooks, their closure isolation (an exit test) and `Binding.init?(_:)`'s
// non-trapping stale read, none of which SwiftUI's types share.
#if !canImport(SwiftUI)
  import Dispatch
  import Foundation
  import Observation
  import Testing

  @_spi(Testing) @testable import OptionalBindings

  @Suite("Portable Binding")
  struct PortableBindingTests {
    struct Address: Equatable {
      var city: String
      var zip: String?
    }

    struct Contact: Equatable {
      var name: String
      var address: Address
    }

    @Test func readsAndWritesThroughOneKeyPath() {
      let person = Person(firstName: "Ada")
      @Bindable var model = person
      let firstName = $model.firstName
      #expect(firstName.wrappedValue == "Ada")
      firstName.wrappedValue = "Augusta"
      #expect(person.firstName == "Augusta")
      person.firstName = "Ada"
      #expect(firstName.wrappedValue == "Ada")
    }

    @Test func readsAndWritesThroughSeveralHops() {
      let box = Box(Contact(name: "Ada", address: Address(city: "London", zip: nil)))
      let city = box.binding.address.city
      let zip = box.binding.address.zip
      #expect(city.wrappedValue == "London")
      city.wrappedValue = "Marylebone"
      zip.wrappedValue = "NW1"
      #expect(box.value == Contact(name: "Ada", address: Address(city: "Marylebone", zip: "NW1")))
      box.value.address.city = "Kirkby"
      #expect(city.wrappedValue == "Kirkby")
    }

    @Test func forwardsSubscriptsIntoADictionary() {
      let box = Box(["wifi": true])
      let wifi: Binding<Bool?> = box.binding["wifi"]
      let bluetooth: Binding<Bool?> = box.binding["bluetooth"]
      #expect(wifi.wrappedValue == true)
      #expect(bluetooth.wrappedValue == nil)
      bluetooth.wrappedValue = false
      wifi.wrappedValue = nil
      #expect(box.value == ["bluetooth": false])
    }

    @Test func writesThroughNestedProjectionsMutateInPlace() {
      let box = Box(["a": [1, 2]])
      let numbers = box.binding["a"]
      numbers.wrappedValue?.append(3)
      #expect(box.value["a"] == [1, 2, 3])
    }

    @Test func constantIgnoresWrites() {
      let constant = Binding.constant(7)
      constant.wrappedValue = 8
      #expect(constant.wrappedValue == 7)
    }

    @Test func projectedValueAndInitFromProjectedValueAreTheSameBinding() {
      let box = Box(1)
      let binding = box.binding
      let copy = Binding(projectedValue: binding.projectedValue)
      copy.wrappedValue = 2
      #expect(box.value == 2)
      #expect(copy._isSameLocation(as: binding))
    }

    @Test func promotesAValueToAnOptional() {
      let box = Box("Ada")
      let optional = Binding<String?>(box.binding)
      #expect(optional.wrappedValue == "Ada")
      optional.wrappedValue = "Grace"
      #expect(box.value == "Grace")
      optional.wrappedValue = nil
      #expect(box.value == "Grace", "nil cannot be stored in a non-optional; the write is dropped")
      #expect(optional._isSameLocation(as: Binding<String?>(box.binding)))
    }

    @Test func failableInitIsNilWhileTheSourceIsNil() {
      let box = Box<String?>(nil)
      #expect(Binding(box.binding) == nil)
    }

    @Test func failableInitSurvivesTheSourceTurningNil() throws {
      let box = Box<String?>("Lovelace")
      let unwrapped = try #require(Binding(box.binding))
      unwrapped.wrappedValue = "Byron"
      #expect(box.value == "Byron")
      box.value = nil
      #expect(unwrapped.wrappedValue == "Lovelace", "reads the value seen when it was made")
      unwrapped.wrappedValue = "King"
      #expect(box.value == nil, "a write after the source turned nil is dropped")
      box.value = "Noel"
      #expect(unwrapped.wrappedValue == "Noel")
    }

    @Test func bindableWritesAreObserved() {
      let person = Person(firstName: "Ada")
      let lastName = Bindable(person).lastName.withDefault("")
      let changed = Shared(false)
      withObservationTracking {
        _ = person.lastName
      } onChange: {
        changed.value = true
      }
      lastName.wrappedValue = "Lovelace"
      #expect(changed.value)
      #expect(person.lastName == "Lovelace")
    }

    @Test func bindableIdentifiesItsObject() {
      struct Item: Identifiable { let id: Int }
      let row = Row()
      #expect(Bindable(row).id == 42)
      let items = Box(Item(id: 7))
      #expect(items.binding.id == 7)
    }

    // MARK: - Identity

    @Test func bindablePropertiesOfTheSameObjectAreTheSameLocation() {
      let person = Person(firstName: "Ada")
      let other = Person(firstName: "Ada")
      #expect(Bindable(person).firstName._isSameLocation(as: Bindable(person).firstName))
      #expect(!Bindable(person).firstName._isSameLocation(as: Bindable(other).firstName))
      #expect(!Bindable(person).lastName._isSameLocation(as: Bindable(person).nickname))
    }

    @Test func equalKeyPathsFromTheSameSourceAreTheSameLocation() {
      let box = Box(Contact(name: "Ada", address: Address(city: "London", zip: nil)))
      let first = box.binding.address.city
      let second = box.binding.address.city
      #expect(first._isSameLocation(as: second))
      #expect(!first._isSameLocation(as: box.binding.name))
    }

    @Test func differentKeyPathsOrSourcesAreDifferentLocations() {
      let box = Box(["a": 1, "b": 2])
      let other = Box(["a": 1, "b": 2])
      #expect(box.binding["a"]._isSameLocation(as: box.binding["a"]))
      #expect(!box.binding["a"]._isSameLocation(as: box.binding["b"]))
      #expect(!box.binding["a"]._isSameLocation(as: other.binding["a"]))
    }

    @Test func closureBindingsAreOnlyTheSameAsThemselves() {
      let box = Shared(1)
      let first = box.closureBinding
      #expect(first._isSameLocation(as: first))
      #expect(!first._isSameLocation(as: box.closureBinding))
      #expect(!Binding.constant(1)._isSameLocation(as: .constant(1)))
    }

    @Test func derivedBindingsExposeTheKeyPathTheyApply() {
      let box = Box(Address(city: "London", zip: nil))
      #expect(box.binding.city._keyPath == \Address.city)
      #expect(box.binding._keyPath == nil)
      #expect(Binding.constant(1)._keyPath == nil)
    }

    // MARK: - Closures and isolation

    @Test func closureBindingsReadAndWrite() {
      let box = Shared(1)
      let binding = box.closureBinding
      binding.wrappedValue = 5
      #expect(box.value == 5)
      #expect(binding.wrappedValue == 5)
    }

    @MainActor @Observable final class Counter {
      var count = 0

      /// A binding to `count` from closures written without `@MainActor in`.
      func binding() -> Binding<Int> {
        Binding(get: { self.count }, set: { self.count = $0 })
      }
    }

    @MainActor @Test func mainActorClosuresRunOnTheMainActor() {
      let counter = Counter()
      let binding = Binding(
        get: { @MainActor in counter.count },
        set: { @MainActor in counter.count = $0 }
      )
      binding.wrappedValue = 3
      #expect(counter.count == 3)
      #expect(binding.wrappedValue == 3)
      let doubled = binding[dynamicMember: \.doubledForTest]
      doubled.wrappedValue = 10
      #expect(counter.count == 5)
    }

    @Test func nonIsolatedClosuresRunFromAnyThread() async {
      let box = Shared(0)
      let binding = box.closureBinding
      let read = await Task.detached { binding.wrappedValue + 1 }.value
      #expect(read == 1)
    }

    @Test func functionReferencesAndCapturingClosuresCallThrough() {
      let values = Shared([1, 2, 3])
      let counted = Binding(
        get: { values.value.count },
        set: { values.value = Array(repeating: 0, count: $0) }
      )
      counted.wrappedValue = 5
      #expect(values.value == [0, 0, 0, 0, 0])
      let constantGet: @Sendable () -> Int = fortyTwo
      let fromFunction = Binding(get: constantGet, set: { _ in })
      #expect(fromFunction.wrappedValue == 42)
    }

    @Test func mainActorClosureCalledOffTheMainActorStopsWithThePackagesMessage() async throws {
      let result = await #expect(
        processExitsWith: .failure,
        observing: [\.standardOutputContent, \.standardErrorContent]
      ) {
        let counter = await Counter()
        let binding = Binding(
          get: { @MainActor in counter.count },
          set: { @MainActor in counter.count = $0 }
        )
        let onMain = await MainActor.run { binding.wrappedValue }
        print("read on the main actor: \(onMain)")
        await Task.detached { print("read off the main actor: \(binding.wrappedValue)") }.value
      }
      try Self.expectStoppedOffTheMainActor(result)
    }

    @Test func aClosureWrittenInAMainActorMethodTakesItsIsolation() async throws {
      // No `@MainActor in`: the closures are isolated to the main actor because the method they
      // are written in is, as with SwiftUI's `Binding` in the iOS 26.2 SDK.
      let result = await #expect(
        processExitsWith: .failure,
        observing: [\.standardOutputContent, \.standardErrorContent]
      ) {
        let counter = await Counter()
        let binding = await counter.binding()
        let onMain = await MainActor.run { binding.wrappedValue }
        print("read on the main actor: \(onMain)")
        await Task.detached { print("read off the main actor: \(binding.wrappedValue)") }.value
      }
      try Self.expectStoppedOffTheMainActor(result)
    }

    /// Checks that an exit test read the binding on the main actor, then stopped with the
    /// package's message when it read it off the main actor.
    static func expectStoppedOffTheMainActor(
      _ result: ExitTest.Result?, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
      let result = try #require(result, sourceLocation: sourceLocation)
      let output = String(decoding: result.standardOutputContent, as: UTF8.self)
      let errors = String(decoding: result.standardErrorContent, as: UTF8.self)
      #expect(output.contains("read on the main actor: 0"), sourceLocation: sourceLocation)
      #expect(!output.contains("read off the main actor"), sourceLocation: sourceLocation)
      #expect(
        errors.contains(offMainActorMessage), "standard error: \(errors)",
        sourceLocation: sourceLocation)
    }

    /// The message the package prints for a main-actor closure called off the main actor, as
    /// the documentation quotes it: written out here, not read from the package, so that a
    /// change to the message fails the exit test above until the documentation follows.
    static let offMainActorMessage = """
      OptionalBindings: a Binding(get:set:) closure isolated to the main actor was called off \
      the main actor (from code that is not running on the main queue).
      """

    @Test func theInitializersDocumentationQuotesTheMessageItPrints() throws {
      let source = try String(
        contentsOf: Repository.root.appendingPathComponent(
          "Sources/OptionalBindings/Portable/Binding.swift"),
        encoding: .utf8)
      // The doc comments as prose: `///` and the indentation gone, lines joined by one space.
      let prose = source.split(separator: "\n")
        .map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { $0.hasPrefix("///") }
        .map { $0.dropFirst(3).trimmingCharacters(in: .whitespaces) }
        .joined(separator: " ")
      #expect(prose.contains("\"\(Self.offMainActorMessage)\""))
    }

    // MARK: - The bit-cast in ClosureLocation.init

    /// A value too large to be returned in registers, so its getter returns it indirectly.
    struct Large: Equatable, Sendable {
      var words: [String]
      var a = 1, b = 2, c = 3, d = 4, e = 5, f = 6
    }

    @Test func anIsolatedAnyClosureHasThePlainClosuresSize() {
      // ClosureLocation bit-casts one to the other; unsafeBitCast would stop the program on a
      // mismatch, and this says so first, with the figures.
      typealias IsolatedGetter = @isolated(any) @Sendable () -> Large
      typealias PlainGetter = @Sendable () -> Large
      typealias IsolatedSetter = @isolated(any) @Sendable (Large) -> Void
      typealias PlainSetter = @Sendable (Large) -> Void
      #expect(MemoryLayout<IsolatedGetter>.size == MemoryLayout<PlainGetter>.size)
      #expect(MemoryLayout<IsolatedSetter>.size == MemoryLayout<PlainSetter>.size)
      #expect(MemoryLayout<IsolatedGetter>.alignment == MemoryLayout<PlainGetter>.alignment)
    }

    @Test func valuesReturnedIndirectlyAndCapturesOfEverySizeCallThrough() {
      let store = Shared(Large(words: ["a"]))
      let tag = "captured"
      let numbers = (1, 2.5, UInt8(3))
      let binding = Binding(
        get: { Large(words: store.value.words + [tag, "\(numbers.0 + Int(numbers.1))"]) },
        set: { store.value = $0 }
      )
      #expect(binding.wrappedValue == Large(words: ["a", "captured", "3"]))
      binding.wrappedValue = Large(words: ["b"], a: 10, f: 60)
      #expect(store.value == Large(words: ["b"], a: 10, f: 60))
      binding.words.wrappedValue.append("c")
      #expect(store.value.words == ["b", "captured", "3", "c"])
    }

    @MainActor @Test func mainActorClosuresReturningLargeValuesCallThrough() {
      let counter = Counter()
      let binding = Binding(
        get: { @MainActor in Large(words: Array(repeating: "x", count: counter.count)) },
        set: { @MainActor in counter.count = $0.words.count }
      )
      binding.wrappedValue = Large(words: ["1", "2", "3"])
      #expect(counter.count == 3)
      #expect(binding.wrappedValue.words == ["x", "x", "x"])
    }

    @Test func anotherGlobalActorsClosureCalledElsewhereStopsWithTheRuntimesMessage() async throws {
      let result = await #expect(
        processExitsWith: .failure,
        observing: [\.standardOutputContent, \.standardErrorContent]
      ) {
        let binding = Binding(
          get: { @BindingTestActor in 1 },
          set: { @BindingTestActor in _ = $0 }
        )
        let onActor = await BindingTestActor.read(binding)
        print("read on the actor: \(onActor)")
        await Task.detached { print("read off the actor: \(binding.wrappedValue)") }.value
      }
      let output = String(decoding: try #require(result).standardOutputContent, as: UTF8.self)
      let errors = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
      #expect(output.contains("read on the actor: 1"))
      #expect(!output.contains("read off the actor"))
      #expect(errors.contains("Incorrect actor executor assumption"), "standard error: \(errors)")
    }

    @Test func mainQueueIsCurrentOnlyOnTheMainQueue() async {
      #expect(await MainActor.run { MainQueue.isCurrent })
      #expect(await Task.detached { MainQueue.isCurrent }.value == false)
      #expect(DispatchQueue(label: "probe").sync { MainQueue.isCurrent } == false)
    }
  }

  /// A global actor for the isolation tests.
  @globalActor actor BindingTestActor {
    static let shared = BindingTestActor()

    /// Reads `binding` on this actor.
    static func read(_ binding: Binding<Int>) async -> Int {
      await run { binding.wrappedValue }
    }

    private static func run(_ body: @BindingTestActor () -> Int) async -> Int { await body() }
  }

  @Sendable private func fortyTwo() -> Int { 42 }

  @Observable private final class Row: Identifiable {
    let id = 42
    var title = ""
  }

  extension Int {
    fileprivate var doubledForTest: Int {
      get { self * 2 }
      set { self = newValue / 2 }
    }
  }
#endif
