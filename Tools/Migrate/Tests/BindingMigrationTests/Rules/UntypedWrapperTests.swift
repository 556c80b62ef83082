import Foundation
import Testing

@testable import BindingMigration

/// A property wrapper whose projected value is a `Binding` (issue 34, finding 5b): with the type
/// written, `$tags.contains(.work)`; without it, the reason says where the type comes from.
@Suite("Roots: an app's property wrapper projecting a Binding")
struct UntypedWrapperTests {
  static func screen(_ declaration: String) -> String {
    """
    import SwiftUI
    enum Tag: Hashable { case work, home }
    struct Preferences { var tags: Set<Tag> = [] }
    @propertyWrapper struct Setting<Value>: DynamicProperty {
      init(_ keyPath: WritableKeyPath<Preferences, Value>) { fatalError() }
      var wrappedValue: Value { get { fatalError() } nonmutating set {} }
      var projectedValue: Binding<Value> { fatalError() }
    }
    struct TagToggles: View {
      \(declaration)
      var body: some View {
        Toggle("Work", isOn: Binding(get: { tags.contains(.work) }, set: { if $0 { tags.insert(.work) } else { tags.remove(.work) } }))
      }
    }
    """
  }

  @Test("with its type written, the wrapped Set is bound through its projection")
  func typed() throws {
    let (findings, rewritten) = try Support.migrate(
      Self.screen("@Setting(\\.tags) var tags: Set<Tag>"))
    #expect(findings.first?.isRewritable == true, "\(findings.first?.message ?? "")")
    #expect(rewritten.contains("isOn: $tags.contains(.work)"))
  }

  @Test("without it, the reason names the wrapper the type comes from")
  func untyped() throws {
    let source = Self.screen("@Setting(\\.tags) var tags")
    let (findings, rewritten) = try Support.migrate(source)
    #expect(rewritten == source)
    let finding = try #require(findings.first)
    #expect(
      finding.message.contains("`tags` has no written type: its type comes from `@Setting(…)`"),
      "\(finding.message)")
  }
}
