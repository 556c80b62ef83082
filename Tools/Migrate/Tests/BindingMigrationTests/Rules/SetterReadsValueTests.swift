import Foundation
import Testing

@testable import BindingMigration

/// A setter that clears the value only in some of its states (issue 34, finding 5d): the reason
/// names what the setter reads, not an argument that changes between accesses.
@Suite("Refusals: closures that read a part of the value")
struct SetterReadsValueTests {
  static func screen(_ binding: String) -> String {
    """
    import SwiftUI
    struct PermissionRequest: Identifiable { let id: Int; var isAnswered = false }
    @Observable final class RequestModel { var request: PermissionRequest? }
    struct RequestScreen: View {
      @Bindable var model: RequestModel
      @State private var pending: PermissionRequest?
      var body: some View {
        Text("").alert("Allow?", isPresented: \(binding)) {}
      }
    }
    """
  }

  @Test(
    "refused with the part of the value read as the reason",
    arguments: [
      (
        "Binding(get: { model.request != nil }, set: { if !$0, model.request?.isAnswered == true { model.request = nil } })",
        "the closures read `model.request?.isAnswered`, a part of `model.request` itself"
      ),
      (
        "Binding(get: { pending != nil }, set: { if !$0 && pending!.isAnswered { pending = nil } })",
        "the closures read `pending!.isAnswered`, a part of `pending` itself"
      ),
    ])
  func refused(_ binding: String, _ reason: String) throws {
    let source = Self.screen(binding)
    let (findings, rewritten) = try Support.migrate(source)
    #expect(rewritten == source)
    let finding = try #require(findings.first)
    #expect(!finding.isRewritable)
    #expect(finding.refusal != .changingArgument)
    #expect(finding.message.contains(reason), "\(finding.message)")
  }

  @Test("a setter that clears whenever false is written is still isPresent()")
  func clearsAlways() throws {
    let (findings, rewritten) = try Support.migrate(
      Self.screen(
        "Binding(get: { model.request != nil }, set: { if !$0 { model.request = nil } })"))
    #expect(findings.first?.isRewritable == true, "\(findings.first?.message ?? "")")
    #expect(rewritten.contains("isPresented: $model.request.isPresent()"), "\(rewritten)")
  }
}
