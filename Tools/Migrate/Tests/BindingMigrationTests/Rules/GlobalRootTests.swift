import Foundation
import Testing

@testable import BindingMigration

/// Paths that start at a global declared in another file (issue 34, finding 5d): the reason names
/// the declaration the tool sees, not "cannot see how it is declared".
@Suite("Roots: globals declared in another file")
struct GlobalRootTests {
  static let screen = """
    import SwiftUI
    struct CurrentScreen: View {
      var body: some View {
        TextField("", text: Binding(get: { ROOT.session.user ?? "" }, set: { ROOT.session.user = $0 }))
      }
    }
    """

  static let world = """
    @Observable final class Session { var user: String? }
    struct World { var session = Session() }
    var Current: World { world }
    var world = World()
    let appSession: Session = Session()
    """

  /// The findings for the screen with `root`, judged with the world file in the code base.
  static func findings(root: String) async throws -> [Finding] {
    let folder = try Support.temporaryFolder()
    defer { try? FileManager.default.removeAll(at: folder) }
    try Support.write(
      Self.screen.replacingOccurrences(of: "ROOT.session", with: root), to: "Screen.swift",
      in: folder)
    try Support.write(Self.world, to: "World.swift", in: folder)
    let report = await Migration(mode: .check, paths: [folder.path]).run()
    return report.files.flatMap(\.findings)
  }

  @Test(
    "each global's reason says what it is",
    arguments: [
      ("Current.session", "`Current` is a computed global variable"),
      ("world.session", "`world` is a global variable (declared at the top level of a file)"),
    ])
  func reasons(_ root: String, _ reason: String) async throws {
    let finding = try #require(try await Self.findings(root: root).first)
    #expect(!finding.isRewritable)
    #expect(finding.message.contains(reason), "\(finding.message)")
    #expect(!finding.message.contains("cannot see how"), "\(finding.message)")
  }

  @Test("a global constant holding an @Observable object is bound through Bindable")
  func globalConstant() async throws {
    let finding = try #require(try await Self.findings(root: "appSession").first)
    #expect(finding.isRewritable, "\(finding.message)")
    #expect(finding.replacement == "Bindable(appSession).user.withDefault(\"\")")
  }
}
