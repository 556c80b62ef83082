import Foundation
import Testing

@testable import BindingMigration

/// How rewrites spell the names they write (`Analysis/Syntax/Spelling.swift`): a path step named
/// like a member of `Binding` or `Bindable` through `[dynamicMember:]`, a keyword property without
/// the backticks `$` makes unneeded (issue 44, item 4).
@Suite("Spelling of written names")
struct SpellingTests {
  /// A view whose `@State var payment: Payment` has an optional `String` property named `name`.
  static func stateScreen(_ name: String) -> String {
    """
    import SwiftUI
    struct Payment { var \(name): String?; var amount = 0 }
    struct Screen: View {
      @State private var payment = Payment()
      var body: some View {
        TextField("", text: Binding(get: { payment.\(name) ?? "" }, set: { payment.\(name) = $0 }))
      }
    }
    """
  }

  @Test(
    "a step named like a member of Binding, or one the package adds, is written through [dynamicMember:]",
    arguments: [
      "wrappedValue", "projectedValue", "transaction", "animation", "id", "isPresent",
      "withDefault", "replacingNil", "equals", "contains", "negated", "converted", "cases",
      "unwrappingCase",
    ])
  func bindingMemberStep(_ name: String) throws {
    let (findings, rewritten) = try Support.migrate(Self.stateScreen(name))
    let expected = "$payment[dynamicMember: \\.\(name)].withDefault(\"\")"
    #expect(findings.first?.replacement == expected, "\(findings)")
    #expect(rewritten.contains("TextField(\"\", text: \(expected))"))
  }

  @Test("a step with another name is a plain member")
  func plainStep() throws {
    let (findings, _) = try Support.migrate(Self.stateScreen("memo"))
    #expect(findings.first?.replacement == "$payment.memo.withDefault(\"\")")
  }

  @Test("through @Bindable, an ObservableObject wrapper and Bindable(self), at any depth")
  func otherRoots() throws {
    let source = """
      import SwiftUI
      import Observation
      struct Receipt { var transaction: String? }
      @Observable final class Checkout {
        var animation: Bool?
        var receipt = Receipt()
        func toggle() -> Binding<Bool> {
          Binding(get: { self.animation ?? false }, set: { self.animation = $0 })
        }
      }
      final class Store: ObservableObject { @Published var wrappedValue: Int? }
      struct Screen: View {
        @Bindable var checkout: Checkout
        @ObservedObject var store: Store
        var body: some View {
          TextField("", text: Binding(get: { checkout.receipt.transaction ?? "" }, set: { checkout.receipt.transaction = $0 }))
          Stepper("", value: Binding(get: { store.wrappedValue ?? 0 }, set: { store.wrappedValue = $0 }))
        }
      }
      """
    let (findings, _) = try Support.migrate(source)
    #expect(
      findings.map(\.replacement) == [
        "Bindable(self)[dynamicMember: \\.animation].withDefault(false)",
        "$checkout.receipt[dynamicMember: \\.transaction].withDefault(\"\")",
        "$store[dynamicMember: \\.wrappedValue].withDefault(0)",
      ], "\(findings)")
  }

  @Test("a property named with a keyword is `$default`, and the file's other rewrites stay")
  func keywordProperty() throws {
    let source = """
      import SwiftUI
      struct Options { var `class`: String? }
      struct Screen: View {
        @State private var `default`: String?
        @State private var options = Options()
        @State private var name: String?
        var body: some View {
          TextField("", text: Binding(get: { self.default ?? "" }, set: { self.default = $0 }))
          TextField("", text: Binding(get: { options.`class` ?? "" }, set: { options.`class` = $0 }))
          TextField("", text: Binding(get: { name ?? "" }, set: { name = $0 }))
        }
      }
      """
    let (findings, rewritten) = try Support.migrate(source)
    #expect(
      findings.map(\.replacement) == [
        "$default.withDefault(\"\")", "$options.class.withDefault(\"\")",
        "$name.withDefault(\"\")",
      ], "\(findings)")
    #expect(rewritten.contains("TextField(\"\", text: $default.withDefault(\"\"))"))
    #expect(!rewritten.contains("Binding(get:"))
  }

  /// The members the package adds to `Binding` and `Bindable`, from its API baselines.
  static func packageMembers() throws -> Set<String> {
    var names: Set<String> = []
    for file in ["api/ios.txt", "api/linux.txt"] {
      let text = try String(
        contentsOf: Support.repositoryRoot.appending(path: file), encoding: .utf8)
      for line in text.split(separator: "\n") {
        // `Binding.withDefault(_:)  func …`, `Bindable.id  var …`, `Binding.subscript(id:) …`.
        // Type aliases and static members are not reached through an instance.
        guard let match = line.firstMatch(of: #/^(Binding|Bindable)\.([A-Za-z_]\w*)[ (]/#),
          !line.contains("  typealias  "), !line.contains("[static")
        else { continue }
        let name = String(match.output.2)
        if ["init", "subscript"].contains(name) { continue }
        names.insert(name)
      }
    }
    return names
  }

  @Test(
    "every member the package's API gives Binding or Bindable is written through [dynamicMember:]")
  func apiMembersAreKnown() throws {
    let members = try Self.packageMembers()
    #expect(members.contains("withDefault"))
    #expect(
      members.subtracting(Spelling.bindingMemberNames).isEmpty,
      "missing: \(members.subtracting(Spelling.bindingMemberNames).sorted())")
  }
}
