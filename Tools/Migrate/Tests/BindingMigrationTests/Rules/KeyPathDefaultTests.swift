import Foundation
import Testing

@testable import BindingMigration

/// `x[keyPath: k] ?? d` (issue 34, finding 5a): the helpers for optionals on the forwarding
/// binding through the key path, where the key path is seen to reach an optional value.
@Suite("Rule: defaults through a key path")
struct KeyPathDefaultTests {
  /// The fixture: a setter that clears on empty and one that stores what it is given. (A key
  /// path to a value that is not optional is a test below: under `??` it is warned about by
  /// swiftc, so it cannot stand in a fixture the stand-in compiles with warnings as errors.)
  static let fixtures: [String: [FixtureTests.Outcome]] = [
    "KeyPathDefaults.swift": [
      .rewritten(.replacingNil), .rewritten(.withDefault),
    ]
  ]

  @Test(
    "its fixture is rewritten exactly into the expected file", arguments: fixtures.keys.sorted())
  func rewritesIntoExpected(_ name: String) throws {
    try FixtureTests.checkRewrite(name, expecting: Self.fixtures[name])
  }

  /// A row with a model and key paths, with `body` around `field`.
  static func row(_ field: String, members: String = "") -> String {
    """
    import SwiftUI
    struct Config { var title: String?; var name = "" }
    @Observable final class Model { var config = Config() }
    struct Row: View {
      @Bindable var vm: Model
      let path: WritableKeyPath<Config, String?>
      let plain: WritableKeyPath<Config, String>
      \(members)
      var body: some View {
        TextField("", text: \(field))
      }
    }
    """
  }

  @Test(
    "rewritten when the closures do exactly what the helper does",
    arguments: [
      (
        "Binding(get: { vm.config[keyPath: path] ?? \"\" }, set: { vm.config[keyPath: path] = $0.isEmpty ? nil : $0 })",
        "$vm.config[dynamicMember: path].replacingNil(with: \"\")"
      ),
      (
        "Binding(get: { vm.config[keyPath: path] ?? \"-\" }, set: { vm.config[keyPath: path] = $0 == \"-\" ? nil : $0 })",
        "$vm.config[dynamicMember: path].replacingNil(with: \"-\")"
      ),
      (
        "Binding(get: { vm.config[keyPath: path] ?? \"\" }, set: { vm.config[keyPath: path] = $0 })",
        "$vm.config[dynamicMember: path].withDefault(\"\")"
      ),
    ])
  func rewritten(_ field: String, _ helper: String) throws {
    let (findings, rewritten) = try Support.migrate(Self.row(field))
    #expect(findings.first?.isRewritable == true, "\(findings.first?.message ?? "")")
    #expect(rewritten.contains("TextField(\"\", text: \(helper))"), "\(rewritten)")
  }

  @Test(
    "left alone with the true reason",
    arguments: [
      (
        "Binding(get: { vm.config[keyPath: plain] ?? \"\" }, set: { vm.config[keyPath: plain] = $0 })",
        "`plain` is a `WritableKeyPath<Config,String>`, to a value that is not optional"
      ),
      (
        "Binding(get: { vm.config[keyPath: unseen] ?? \"\" }, set: { vm.config[keyPath: unseen] = $0 })",
        "cannot see that `unseen` is declared as a writable key path to an optional value"
      ),
      (
        "Binding(get: { vm.config[keyPath: path] ?? \"\" }, set: { vm.config[keyPath: path] = $0.isEmpty ? nil : $0.uppercased() })",
        "the setter stores `$0.uppercased()`, computed from the value written"
      ),
      (
        "Binding(get: { vm.config[keyPath: next] ?? \"\" }, set: { vm.config[keyPath: next] = $0 })",
        "key path"
      ),
      // A key path literal is constant; what the tool cannot see is its type.
      (
        "Binding(get: { vm.config[keyPath: \\.title] ?? \"\" }, set: { vm.config[keyPath: \\.title] = $0 })",
        "cannot see that `\\.title` is declared as a writable key path to an optional value"
      ),
    ])
  func leftAlone(_ field: String, _ reason: String) throws {
    let source = Self.row(
      field,
      members: "let unseen = Self.makePath()\n  var next: WritableKeyPath<Config, String?> { path }"
    )
    let (findings, rewritten) = try Support.migrate(source)
    #expect(rewritten == source)
    let finding = try #require(findings.first)
    #expect(!finding.isRewritable)
    #expect(finding.message.contains(reason), "\(finding.message)")
    #expect(!finding.message.contains("reads through a subscript"), "\(finding.message)")
  }
}
