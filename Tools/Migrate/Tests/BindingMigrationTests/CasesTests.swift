import Foundation
import Testing

@testable import BindingMigration
@testable import MigrateCommandLine

/// The `cases` command: which enums it picks, what it writes for each case, where, with which
/// access, what it refuses, and its three modes on the command line.
@Suite("cases")
struct CasesTests {
  static let fixtures = Support.testsDirectory.appending(path: "Fixtures")

  /// Runs `cases fix` over `files` (name → text) in a temporary folder and returns the report
  /// and the files afterwards.
  static func fix(
    _ files: [String: String], types: [String] = [], caseBindings: Bool = true
  ) throws -> (report: CasesReport, files: [String: String]) {
    let folder = try Support.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    for (name, text) in files { try Support.write(text, to: name, in: folder) }
    let report = CaseMigration(
      mode: .fix, paths: [folder.path], types: types, writesCaseBindings: caseBindings
    ).run()
    var after: [String: String] = [:]
    for name in files.keys {
      after[name] = try String(contentsOf: folder.appending(path: name), encoding: .utf8)
    }
    return (report, after)
  }

  /// The one finding for `name`.
  static func finding(_ report: CasesReport, _ name: String) throws -> CaseEnumFinding {
    try #require(report.findings.first { $0.enumName == name }, "\(report.findings)")
  }

  @Test("fix turns the inputs into the expected files, and a second run writes nothing")
  func fixtures() async throws {
    let folder = try Support.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let names = try FileManager.default.contentsOfDirectory(
      atPath: Self.fixtures.appending(path: "CasesInput").path
    ).sorted()
    #expect(
      names
        == (try FileManager.default.contentsOfDirectory(
          atPath: Self.fixtures.appending(path: "CasesExpected").path
        ).sorted()))
    for name in names {
      let input = try String(
        contentsOf: Self.fixtures.appending(path: "CasesInput/\(name)"), encoding: .utf8)
      try Support.write(input, to: name, in: folder)
    }
    let (status, output) = await runTool(["cases", "fix", folder.path])
    #expect(status == 0, "\(output.standardError)")
    #expect(
      output.standardOutput.contains(
        "wrote 41 case properties and 14 CaseBindings for 16 enums in 6 files, 1 CaseBindable "
          + "renamed, 1 left alone for a clash"),
      "\(output.standardOutput)")
    for name in names {
      let expected = try String(
        contentsOf: Self.fixtures.appending(path: "CasesExpected/\(name)"), encoding: .utf8)
      let written = try String(contentsOf: folder.appending(path: name), encoding: .utf8)
      #expect(written == expected, "\(name)")
    }
    let again = await runTool(["cases", "check", folder.path])
    #expect(again.status == 0, "\(again.output.standardOutput)")
    #expect(again.output.standardOutput.contains("nothing to write"))
    let unchanged = CaseMigration(mode: .fix, paths: [folder.path]).run()
    #expect(unchanged.rewrittenFiles.isEmpty)
    #expect(unchanged.writtenCount == 0)
  }

  @Test("the stand-in's MigrationFixtures target reaches the expected files through a link")
  func standInCompilesTheExpectedFiles() throws {
    let link = Support.repositoryRoot.appending(
      path: "Tests/SwiftUIStandIn/Tests/MigrationFixtures/CasesExpected")
    #expect(
      link.resolvingSymlinksInPath().path
        == Self.fixtures.appending(path: "CasesExpected").resolvingSymlinksInPath().path)
  }

  @Test("each shape of case gets the property the article shows")
  func shapes() throws {
    let source = """
      import SwiftUI

      enum Destination {
        case edit(Item)
        case settings
        case move(from: Int, to: Int)
        case rename(item: Item)
        case note(String?)
        case run(@Sendable () -> Void)
      }

      struct Screen: View {
        @State private var destination: Destination?
        var body: some View { Text("") }
      }

      """
    let (report, files) = try Self.fix(["Screen.swift": source], caseBindings: false)
    let text = try #require(files["Screen.swift"])
    #expect(
      text.contains(
        """
        extension Destination: BindableCases {
          var edit: Item? {
            get { if case .edit(let item) = self { item } else { nil } }
            set { if case .edit = self, let newValue { self = .edit(newValue) } }
          }

          var settings: Void? {
            get { if case .settings = self { () } else { nil } }
            set { if case .settings = self, newValue != nil { self = .settings } }
          }

          var move: (from: Int, to: Int)? {
            get { if case .move(let from, let to) = self { (from: from, to: to) } else { nil } }
            set { if case .move = self, let newValue { self = .move(from: newValue.from, to: newValue.to) } }
          }

          var rename: Item? {
            get { if case .rename(let item) = self { item } else { nil } }
            set { if case .rename = self, let newValue { self = .rename(item: newValue) } }
          }

          var note: String?? {
        """), "\(text)")
    #expect(text.contains("var run: (@Sendable () -> Void)? {"))
    // Right after the enum, before the screen.
    let enumEnd = try #require(text.range(of: "case run(@Sendable () -> Void)\n}\n"))
    #expect(text[enumEnd.upperBound...].hasPrefix("\nextension Destination: BindableCases {\n"))
    #expect(text.hasPrefix("import SwiftUI\nimport OptionalBindings\n\nenum Destination {"))
    #expect(try Self.finding(report, "Destination").writtenCount == 6)
  }

  @Test("a member the enum already has is a clash, reported and left; the rest is written")
  func clash() throws {
    let source = """
      enum Destination {
        case edit(Int)
        case share(String)
        case title
        func share() {}
      }

      extension Destination {
        var title: String { "" }
      }

      struct Screen {
        @State var destination: Destination?
      }

      """
    let (report, files) = try Self.fix(["Screen.swift": source])
    let finding = try Self.finding(report, "Destination")
    #expect(finding.properties.map(\.status) == [.write, .clash, .clash])
    #expect(finding.properties[2].reason?.contains("Screen.swift:9 already declares") == true)
    let text = try #require(files["Screen.swift"])
    #expect(text.contains("var edit: Int? {"))
    #expect(!text.contains("var share:"))
    #expect(!text.contains("var title: Void?"))
    #expect(report.clashCount == 2)
  }

  @Test("a static member, or a function with parameters, stands beside the case's property")
  func noClash() throws {
    let source = """
      enum RequestError {
        case forbidden(detail: String?)
        case unauthorized(detail: String)
        case other(String)
        case gone
        static func forbidden(body: Int) -> Self { .forbidden(detail: nil) }
        func unauthorized(retrying: Bool) {}
        static var other: RequestError { .gone }
        func gone() {}
      }

      """
    let (report, files) = try Self.fix(["Error.swift": source], types: ["RequestError"])
    let finding = try Self.finding(report, "RequestError")
    // A function without parameters is `gone()`, which an instance property `gone` redeclares.
    #expect(finding.properties.map(\.status) == [.write, .write, .write, .clash])
    let text = try #require(files["Error.swift"])
    #expect(text.contains("var forbidden: String?? {"))
    #expect(text.contains("var unauthorized: String? {"))
    #expect(text.contains("var other: String? {"))
  }

  @Test("members take the enum's access: public, package, fileprivate for private ones")
  func accessLevels() throws {
    let source = """
      public enum A { case a(Int) }
      package enum B { case b }
      private enum C { case c }
      fileprivate enum D { case d }
      enum E { case e }
      private struct Outer {
        enum F { case f }
      }

      """
    let (_, files) = try Self.fix(
      ["Access.swift": source], types: ["A", "B", "C", "D", "E", "Outer.F"], caseBindings: false)
    let text = try #require(files["Access.swift"])
    #expect(text.contains("extension A: BindableCases {\n  public var a: Int? {"))
    #expect(text.contains("extension B: BindableCases {\n  package var b: Void? {"))
    #expect(text.contains("extension C: BindableCases {\n  fileprivate var c: Void? {"))
    #expect(text.contains("extension D: BindableCases {\n  fileprivate var d: Void? {"))
    #expect(text.contains("extension E: BindableCases {\n  var e: Void? {"))
    #expect(text.contains("extension Outer.F: BindableCases {\n  fileprivate var f: Void? {"))
  }

  @Test("a nested enum's extension goes after the outermost declaration, named in full")
  func nested() throws {
    let source = """
      import SwiftUI

      struct Screen: View {
        enum Destination {
          case edit(Editor)

          enum Editor { case tab, text(String) }
        }

        @State private var destination: Destination?

        var body: some View { Text("") }
      }

      #if DEBUG
        struct Preview {
          enum Mode { case on }
          @State var mode: Mode?
        }
      #endif

      """
    let (report, files) = try Self.fix(["Screen.swift": source], caseBindings: false)
    let text = try #require(files["Screen.swift"])
    let editor = try Self.finding(report, "Screen.Destination.Editor")
    #expect(editor.reasons == ["the value of case Screen.Destination.edit"])
    #expect(
      text.contains(
        """
          var body: some View { Text("") }
        }

        extension Screen.Destination: BindableCases {
          var edit: Editor? {
        """))
    #expect(
      text.contains("extension Screen.Destination.Editor: BindableCases {\n  var tab: Void? {"))
    // Inside the `#if`, with its indentation.
    #expect(
      text.contains(
        """
          }

          extension Preview.Mode: BindableCases {
            var on: Void? {
        """), "\(text)")
    #expect(text.hasPrefix("import SwiftUI\nimport OptionalBindings\n"))
  }

  @Test("the enums kept as optional state, and only those (not a case's value of plain cases)")
  func discovery() throws {
    let source = """
      import Observation
      import SwiftUI

      enum ByState { case a(Plain) }
      enum Plain { case x, y }
      enum ByPublished { case a }
      enum ByObservable { case a }
      enum ByOptionalSpelling { case a }
      enum Ignored { case a }
      enum Computed { case a }
      enum Constant { case a }
      enum Stored { case a }
      enum AppStored: String { case a }
      enum NotOptional { case a }

      struct Screen: View {
        @State private var a: ByState?
        @State private var d: Optional<ByOptionalSpelling>
        @AppStorage("x") private var s: AppStored?
        @State private var n: NotOptional = .a
        var stored: Stored?
        var body: some View { Text("") }
      }

      final class Router: ObservableObject {
        @Published var b: ByPublished?
      }

      @Observable final class Model {
        var c: ByObservable?
        @ObservationIgnored var i: Ignored?
        var computed: Computed? { nil }
        let constant: Constant? = nil
        static var shared: ByState?
      }

      """
    let (report, _) = try Self.fix(["Screen.swift": source])
    #expect(
      Set(report.findings.map(\.enumName))
        == ["ByState", "ByPublished", "ByObservable", "ByOptionalSpelling"])
    let reason = try #require(try Self.finding(report, "ByObservable").reasons.first)
    #expect(reason.hasPrefix("kept as optional state: @Observable Model.c at "))
    #expect(reason.hasSuffix("Screen.swift:30"))
  }

  @Test("--type names exactly the enums written; a name of no enum is an error")
  func types() async throws {
    let folder = try Support.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Support.write(
      """
      enum Destination { case a }
      enum Other { case b }
      struct Screen {
        enum Destination { case c }
        @State var other: Other?
      }

      """, to: "Screen.swift", in: folder)
    let qualified = CaseMigration(
      mode: .check, paths: [folder.path], types: ["Screen.Destination"]
    ).run()
    #expect(qualified.findings.map(\.enumName) == ["Screen.Destination"])
    let top = CaseMigration(mode: .check, paths: [folder.path], types: ["Destination"]).run()
    #expect(top.findings.map(\.enumName) == ["Destination"])
    let (status, output) = await runTool(
      ["cases", "check", "--type", "Other", "--type", "Missing", folder.path])
    #expect(status == 3)
    #expect(
      output.standardOutput.contains(
        "error: --type Missing: no enum of that name in the scanned code [cases]"))
    #expect(!output.standardOutput.contains("Destination"))
  }

  @Test("enums the tool cannot write for, and cases no property can stand for, are reported")
  func refusals() throws {
    let source = """
      struct Screen {
        func body() {
          enum Local { case a }
        }
      }

      @CasePathable
      enum Paths { case edit(Int) }

      enum Overloaded {
        case show(Int)
        case show(name: String)
        case other
      }

      @CaseBindable
      enum Theirs { case edit(Int) }

      """
    let (report, files) = try Self.fix(
      ["Screen.swift": source], types: ["Local", "Overloaded", "Paths", "Theirs"])
    let local = try Self.finding(report, "Screen.Local")
    #expect(local.unextendable?.contains("inside a function") == true)
    let paths = try Self.finding(report, "Paths")
    #expect(paths.unextendable?.contains("@CasePathable") == true)
    #expect(paths.properties.map(\.status) == [.skipped])
    let overloaded = try Self.finding(report, "Overloaded")
    #expect(overloaded.properties.map(\.status) == [.skipped, .skipped, .write])
    let text = try #require(files["Screen.swift"])
    let theirs = try Self.finding(report, "Theirs")
    #expect(theirs.unextendable?.contains("@CaseBindable") == true)
    #expect(!text.contains("Local: ") && !text.contains("Paths: ") && !text.contains("Theirs: "))
    #expect(text.contains("extension Overloaded: BindableCases {\n  var other: Void? {"))
    #expect(!text.contains("var show"))
    // The switch needs a property for each case with a value: none for the overloaded ones.
    #expect(overloaded.caseBindings?.status == .skipped)
    #expect(overloaded.caseBindings?.reason?.contains("case show has no case property") == true)
    #expect(!text.contains("CaseBindings"))
  }

  @Test("a private enum nested in a view: written into its own body, at its indentation")
  func privateNested() throws {
    let source = """
      import SwiftUI

      struct DashboardView: View {
        @State private var activeSheet: ActiveSheet?
        @State private var alert: Alert?

        private enum ActiveSheet: Identifiable {
          case settings
          case edit(Item)

          var id: String { "" }
        }

        private enum Alert { case delete(Item), discard }

        private struct Filter {
          enum Mode<T> { case all }
          @State var mode: Mode<Int>?
        }

        var body: some View { Text("") }
      }

      """
    let (report, files) = try Self.fix(["Dashboard.swift": source])
    let text = try #require(files["Dashboard.swift"])
    let sheet = try Self.finding(report, "DashboardView.ActiveSheet")
    #expect(sheet.unextendable == nil)
    #expect(sheet.placement == "body")
    #expect(sheet.placementReason?.contains("private inside DashboardView") == true)
    #expect(sheet.writtenCount == 2)
    #expect(
      text.contains(
        """
          private enum ActiveSheet: Identifiable, SwitchableCases {
            case settings
            case edit(Item)

            var id: String { "" }

            var settings: Void? {
              get { if case .settings = self { () } else { nil } }
              set { if case .settings = self, newValue != nil { self = .settings } }
            }

            var edit: Item? {
              get { if case .edit(let item) = self { item } else { nil } }
              set { if case .edit = self, let newValue { self = .edit(newValue) } }
            }

            enum CaseBindings {
              case settings
              case edit(Binding<Item>)
            }

            static func caseBindings(of binding: Binding<Self>) -> CaseBindings {
              switch binding.wrappedValue {
              case .settings:
                return .settings
              case .edit(let item):
                return .edit(binding.unwrappingCase(\\.edit, remembering: item))
              }
            }
          }

        """), "\(text)")
    // An enum on one line gets its members on lines of their own, and its closing brace back
    // at the enum's indentation.
    #expect(text.contains("  private enum Alert: SwitchableCases { case delete(Item), discard\n\n"))
    #expect(
      text.contains("        return .discard\n      }\n    }\n  }\n\n  private struct Filter {"))
    // An enum inside a private type (other than the outermost) cannot be named either; its
    // plain cases get no case bindings, and so BindableCases.
    #expect(text.contains("    enum Mode<T>: BindableCases { case all\n\n      var all: Void? {"))
    // Nothing at file scope, and a second run writes nothing.
    #expect(!text.contains("extension DashboardView"))
    let again = try Self.fix(["Dashboard.swift": text])
    #expect(again.report.writtenCount == 0 && again.report.findings.allSatisfy { !$0.changes })
  }

  @Test("types an extension cannot see unqualified are qualified: siblings of the enum")
  func qualifiedSiblings() throws {
    let screen = """
      import SwiftUI

      struct LibraryScreen: View {
        struct Book: Hashable { var title: String }
        enum Sheet {
          case book(Book)
          case notes([Book.Note], about: Book?)
          case shelf(Shelf, Detail)
          case other(Swift.Int, Result<Book, Never>)

          struct Detail {}
        }
        @State private var sheet: Sheet?
        var body: some View { Text("") }
      }

      struct Book {}

      """
    let shelf =
      "extension LibraryScreen {\n  struct Shelf {}\n}\nextension LibraryScreen.Book {\n  struct Note {}\n}\n"
    let (_, files) = try Self.fix(["Library.swift": screen, "Shelf.swift": shelf])
    let text = try #require(files["Library.swift"])
    #expect(text.contains("  var book: LibraryScreen.Book? {"))
    #expect(
      text.contains("  var notes: ([LibraryScreen.Book.Note], about: LibraryScreen.Book?)? {"))
    // A type of the enum's own needs nothing; one of another module is as written.
    #expect(text.contains("  var shelf: (LibraryScreen.Shelf, Detail)? {"))
    #expect(text.contains("  var other: (Swift.Int, Result<LibraryScreen.Book, Never>)? {"))
    #expect(text.contains("    case book(Binding<LibraryScreen.Book>)"))
  }

  @Test("CaseBindable, the former marker: renamed unless the file sees swift-navigation's")
  func formerMarker() throws {
    let ours = """
      import OptionalBindings

      enum Sheet { case share(String), about }

      extension Sheet: CaseBindable {
        var about: Void? {
          get { if case .about = self { () } else { nil } }
          set { if case .about = self, newValue != nil { self = .about } }
        }
      }

      enum Mode: OptionalBindings.CaseBindable { case on, off }

      """
    let theirs = """
      import SwiftUINavigation

      @CasePathable
      enum Route: CaseBindable { case detail(Int) }

      enum Loose: CaseBindable { case a(Int) }

      """
    let (report, files) = try Self.fix(["Ours.swift": ours, "Theirs.swift": theirs])
    let text = try #require(files["Ours.swift"])
    // The first rename carries the conformance the case bindings need.
    #expect(text.contains("extension Sheet: SwitchableCases {\n  var about: Void? {"))
    #expect(text.contains("extension Sheet {\n  var share: String? {"))
    #expect(text.contains("enum Mode: OptionalBindings.BindableCases { case on, off }"))
    let sheet = try Self.finding(report, "Sheet")
    #expect(sheet.renames.map(\.replacement) == ["SwitchableCases"])
    #expect(sheet.reasons.first?.hasPrefix("adopts CaseBindable at") == true)
    #expect(
      try Self.finding(report, "Mode").renames.map(\.replacement) == [
        "OptionalBindings.BindableCases"
      ])
    // Where SwiftUINavigation is imported, `CaseBindable` is swift-navigation's: not chosen,
    // never renamed.
    #expect(files["Theirs.swift"] == theirs)
    #expect(!report.findings.contains { $0.enumName == "Route" || $0.enumName == "Loose" })
    #expect(report.renameCount == 2)
    // A module that re-exports swift-navigation makes every file's `CaseBindable` theirs.
    let exported = try Self.fix([
      "Exports.swift": "@_exported import SwiftUINavigation\n",
      "Sheet.swift": "enum Sheet: CaseBindable { case a(Int) }\n",
    ])
    #expect(exported.report.findings.isEmpty)
    #expect(exported.files["Sheet.swift"] == "enum Sheet: CaseBindable { case a(Int) }\n")
  }

  @Test("an enum that adopts BindableCases is chosen, and gets what it lacks")
  func marked() throws {
    let source = """
      import OptionalBindings
      import SwiftUI

      enum Status: BindableCases { case active(Int) }

      """
    let (report, files) = try Self.fix(["Status.swift": source])
    let finding = try Self.finding(report, "Status")
    #expect(finding.reasons == ["adopts BindableCases"])
    #expect(finding.conformance == .write && finding.marker == "SwitchableCases")
    #expect(
      try #require(files["Status.swift"]).contains(
        "extension Status: SwitchableCases {\n    var active: Int? {"))
  }

  @Test("an app that deploys below the package gets nothing, as check and fix; the flag goes on")
  func deploymentTarget() async throws {
    let folder = try Support.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let source = "import SwiftUI\n\nenum A { case a(Int) }\nstruct S { @State var a: A? }\n"
    let file = try Support.write(source, to: "Sources/A.swift", in: folder)
    try Support.write(
      "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(\n"
        + "  name: \"App\",\n  platforms: [.iOS(.v14)]\n)\n", to: "Package.swift", in: folder)
    let (status, output) = await runTool(["cases", "fix", folder.path])
    #expect(status == 2)
    #expect(
      output.standardOutput.contains(
        "error: the app's minimum iOS deployment target is 14.0 (`.iOS(.v14)`), below "
          + "OptionalBindings' iOS 15.0: nothing was written"), "\(output.standardOutput)")
    #expect(output.standardOutput.contains("cases: stopped: 1 deployment target below"))
    #expect(try String(contentsOf: file, encoding: .utf8) == source)
    let json = await runTool(["cases", "check", "--json", folder.path])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.output.standardOutput.utf8))
        as? [String: Any])
    #expect(
      (object["deploymentTargets"] as? [[String: Any]])?.first?["appMinimum"] as? String == "14.0")
    let ahead = await runTool(["cases", "fix", "--ignore-deployment-target", folder.path])
    #expect(ahead.status == 0)
    #expect(try String(contentsOf: file, encoding: .utf8).contains("extension A: SwitchableCases"))
  }

  @Test("a file of a Swift package gets a note that the package's target needs OptionalBindings")
  func packageNote() async throws {
    let folder = try Support.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Support.write(
      "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"Kit\")\n",
      to: "Kit/Package.swift", in: folder)
    try Support.write(
      "public enum Route { case detail(Int) }\n", to: "Kit/Sources/Kit/Route.swift", in: folder)
    try Support.write(
      "import OptionalBindings\nenum Local { case a(Int) }\n", to: "App/Local.swift", in: folder)
    let report = CaseMigration(
      mode: .check, paths: [folder.path], types: ["Route", "Local"]
    ).run()
    let route = try Self.finding(report, "Route")
    #expect(route.package?.hasSuffix("/Kit/Package.swift") == true, "\(route)")
    // A file that imports the package already needs nothing new; one outside any package has
    // no manifest to name.
    #expect(try Self.finding(report, "Local").package == nil)
    let previous = FileManager.default.currentDirectoryPath
    _ = FileManager.default.changeCurrentDirectoryPath(folder.path)
    defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
    let (_, output) = await runTool(["cases", "check", "--type", "Route", "Kit/Sources"])
    #expect(
      output.standardOutput.contains(
        "note: the file is in the Swift package of Kit/Package.swift: add OptionalBindings to "
          + "its target's dependencies [cases]"), "\(output.standardOutput)")
  }

  @Test("the import goes after the last file-scope import, never into an #if")
  func importPlacement() throws {
    let conditional = """
      import Foundation
      #if canImport(SwiftUI)
        import SwiftUI
      #endif

      enum A { case a }

      """
    let (_, files) = try Self.fix(["A.swift": conditional], types: ["A"])
    #expect(
      try #require(files["A.swift"]).hasPrefix(
        "import Foundation\nimport OptionalBindings\n#if canImport(SwiftUI)\n"))
    let none = "// A header.\n\nenum B { case b }\n"
    let (_, bare) = try Self.fix(["B.swift": none], types: ["B"])
    #expect(
      try #require(bare["B.swift"]).hasPrefix(
        "// A header.\n\nimport OptionalBindings\n\nenum B { case b }\n"))
    let already = "import OptionalBindings\nenum C { case c }\n"
    let (_, kept) = try Self.fix(["C.swift": already], types: ["C"])
    #expect(
      try #require(kept["C.swift"]).components(separatedBy: "import OptionalBindings").count == 2)
  }

  @Test("a file with CRLF line breaks and tabs gets them in what is written")
  func lineBreaksAndTabs() throws {
    let source = "import SwiftUI\r\n\r\nenum A {\r\n\tcase a(Int)\r\n}\r\n"
    let (_, files) = try Self.fix(["A.swift": source], types: ["A"], caseBindings: false)
    let text = try #require(files["A.swift"])
    #expect(
      text
        == "import SwiftUI\r\nimport OptionalBindings\r\n\r\nenum A {\r\n\tcase a(Int)\r\n}\r\n"
        + "\r\nextension A: BindableCases {\r\n\tvar a: Int? {\r\n"
        + "\t\tget { if case .a(let int) = self { int } else { nil } }\r\n"
        + "\t\tset { if case .a = self, let newValue { self = .a(newValue) } }\r\n\t}\r\n}\r\n")
  }

  @Test("diff prints a patch that git apply applies into what fix writes, and changes nothing")
  func diffApplies() async throws {
    let folder = try Support.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let source = try String(
      contentsOf: Self.fixtures.appending(path: "CasesInput/CasesScreen.swift"), encoding: .utf8)
    try Support.write(source, to: "Sources/CasesScreen.swift", in: folder)
    let previous = FileManager.default.currentDirectoryPath
    _ = FileManager.default.changeCurrentDirectoryPath(folder.path)
    defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
    let (status, output) = await runTool(["cases", "diff", "Sources"])
    #expect(status == 1)
    #expect(output.standardOutput.hasPrefix("--- a/Sources/CasesScreen.swift\n"))
    #expect(
      try String(contentsOf: folder.appending(path: "Sources/CasesScreen.swift"), encoding: .utf8)
        == source)
    try Data(output.standardOutput.utf8).write(to: folder.appending(path: "cases.patch"))
    let git = Process()
    git.executableURL = URL(filePath: "/usr/bin/env")
    git.arguments = ["git", "apply", "cases.patch"]
    git.currentDirectoryURL = folder
    try git.run()
    git.waitUntilExit()
    #expect(git.terminationStatus == 0)
    let expected = try String(
      contentsOf: Self.fixtures.appending(path: "CasesExpected/CasesScreen.swift"),
      encoding: .utf8)
    #expect(
      try String(contentsOf: folder.appending(path: "Sources/CasesScreen.swift"), encoding: .utf8)
        == expected)
  }

  @Test("--json gives the enums, their properties and the totals")
  func json() async throws {
    let folder = try Support.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Support.write(
      "enum A { case a(Int), b }\nextension A { var b: Int { 0 } }\nstruct S { @State var a: A? }\n",
      to: "A.swift", in: folder)
    let (status, output) = await runTool(["cases", "check", "--json", folder.path])
    #expect(status == 1)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
    #expect(object["written"] as? Int == 1)
    #expect(object["clashes"] as? Int == 1)
    #expect(object["conformances"] as? Int == 1)
    #expect(object["caseBindings"] as? Int == 1)
    #expect(object["renames"] as? Int == 0)
    #expect(object["exitStatus"] as? Int == 1)
    let enums = try #require(object["enums"] as? [[String: Any]])
    #expect(enums.first?["enumName"] as? String == "A")
    let properties = try #require(enums.first?["properties"] as? [[String: Any]])
    #expect(properties.map { $0["status"] as? String } == ["write", "clash"])
    // The switch needs no property for `b`, which has no value.
    let caseBindings = try #require(enums.first?["caseBindings"] as? [String: Any])
    #expect(caseBindings["status"] as? String == "write")
    #expect(enums.first?["marker"] as? String == "SwitchableCases")
    #expect(enums.first?["placement"] as? String == "extension")
    #expect(enums.first?["imports"] as? [String] == ["OptionalBindings", "SwiftUI"])
  }

  @Test("cases without a mode is a usage error; a file that does not parse is skipped")
  func badInput() async throws {
    let bare = await runTool(["cases"])
    #expect(bare.status == CommandLineTool.usageStatus)
    #expect(bare.output.standardError.contains("give a mode"))
    let folder = try Support.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Support.write("enum A { case a(\n", to: "Broken.swift", in: folder)
    let (status, output) = await runTool(["cases", "fix", "--type", "A", folder.path])
    #expect(status == 2)
    #expect(output.standardOutput.contains("error: skipped: the file does not parse"))
    #expect(
      try String(contentsOf: folder.appending(path: "Broken.swift"), encoding: .utf8)
        == "enum A { case a(\n")
  }
}
