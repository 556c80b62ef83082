import Foundation
import Testing

@testable import BindingMigration
@testable import MigrateCommandLine

/// The app's minimum deployment targets: read from a manifest, a project file and an
/// `.xcconfig`; a target below the package's stops the run; `--ignore-deployment-target` goes
/// ahead.
@Suite struct DeploymentTargetTests {
  static let fixtures = Support.testsDirectory.appending(path: "Fixtures/DeploymentTargets")

  /// What the readers give, as `platform version line` strings.
  static func summary(_ targets: [StatedDeploymentTarget]) -> [String] {
    targets.map { "\($0.platform.rawValue) \($0.version) \($0.line)" }
  }

  static func read(_ relative: String) throws -> [StatedDeploymentTarget] {
    let url = fixtures.appending(path: relative)
    return DeploymentTargetReader.statedTargets(
      in: try String(contentsOf: url, encoding: .utf8), file: url.path)
  }

  @Test("the tool's minimums are the package's Package.swift platforms:")
  func minimumsMatchThePackageManifest() throws {
    let manifest = Support.repositoryRoot.appending(path: "Package.swift")
    let stated = DeploymentTargetReader.statedTargets(
      in: try String(contentsOf: manifest, encoding: .utf8), file: manifest.path)
    var minimums: [ApplePlatform: PlatformVersion] = [:]
    for target in stated { minimums[target.platform] = target.version }
    #expect(minimums == DeploymentTargets.packageMinimums)
    #expect(DeploymentTargets.packageMinimums[.iOS] == PlatformVersion(15))
  }

  @Test func versionsCompareAsReleasesDo() {
    #expect(PlatformVersion("14") == PlatformVersion("14.0"))
    #expect(PlatformVersion("14.0")!.hashValue == PlatformVersion("14")!.hashValue)
    #expect(PlatformVersion("10.15.4")! < PlatformVersion(11))
    #expect(PlatformVersion("14.10")! > PlatformVersion("14.9")!)
    #expect(PlatformVersion("$(inherited)") == nil)
    #expect(PlatformVersion("14.") == nil)
    #expect(PlatformVersion(15).description == "15.0")
  }

  @Test func manifestPlatforms() throws {
    #expect(
      Self.summary(try Self.read("Manifest/Package.swift")) == [
        "iOS 14.0 8", "macOS 11.0 9", "watchOS 8.0 10",
      ])
    #expect(
      Self.summary(try Self.read("Above/Package.swift")) == [
        "iOS 16.0 7", "macOS 13.0 7", "tvOS 15.0 7", "visionOS 1.0 7",
      ])
    let underscored = DeploymentTargetReader.statedTargets(
      in: "let p = Package(name: \"A\", platforms: [.macOS(.v10_15)])", file: "Package.swift")
    #expect(Self.summary(underscored) == ["macOS 10.15 1"])
  }

  @Test("a project's targets: the extension's 14.0 counts, the test bundles' 13.0 does not")
  func projectSettings() throws {
    #expect(
      Self.summary(try Self.read("Project/Recipes.xcodeproj/project.pbxproj")) == [
        "iOS 16.0 74", "iOS 16.0 83", "iOS 14.0 109", "iOS 14.0 118",
      ])
    #expect(
      Self.summary(try Self.read("Above/Recipes.xcodeproj/project.pbxproj")) == [
        "iOS 16.0 74", "iOS 16.0 83", "iOS 17.0 109", "iOS 17.0 118",
      ])
  }

  @Test func configurationFileSettings() throws {
    let stated = try Self.read("Configurations/Config/Shared.xcconfig")
    #expect(Self.summary(stated) == ["iOS 14.0 5", "macOS 12.0 6"])
    #expect(stated.first?.setting == "IPHONEOS_DEPLOYMENT_TARGET = 14.0")
  }

  /// A code base: the fixture folder `name` and the `WithDefault` input, in a new folder.
  static func codeBase(_ name: String) throws -> URL {
    let folder = try Support.temporaryFolder()
    let manager = FileManager.default
    for item in try manager.contentsOfDirectory(atPath: fixtures.appending(path: name).path) {
      try manager.copyItem(
        at: fixtures.appending(path: name).appending(path: item),
        to: folder.appending(path: item))
    }
    try Support.write(
      try FixtureTests.read("Input", "WithDefault.swift"), to: "Sources/WithDefault.swift",
      in: folder)
    return folder
  }

  @Test(
    "a deployment target below the package's: nothing rewritten, the setting named",
    arguments: [
      ("Manifest", "Package.swift", 8, "iOS", "14.0"),
      ("Project", "Recipes.xcodeproj/project.pbxproj", 109, "iOS", "14.0"),
      ("Configurations", "Config/Shared.xcconfig", 5, "iOS", "14.0"),
    ])
  func belowTheMinimum(
    _ name: String, _ file: String, _ line: Int, _ platform: String, _ version: String
  ) async throws {
    let folder = try Self.codeBase(name)
    defer { try? FileManager.default.removeItem(at: folder) }
    let source = folder.appending(path: "Sources/WithDefault.swift")
    let original = try String(contentsOf: source, encoding: .utf8)

    let fixed = await runTool(["fix", "--crash-fixes", folder.path])
    #expect(fixed.status == 2)
    #expect(try String(contentsOf: source, encoding: .utf8) == original)
    let stated = folder.appending(path: file).path
    let firstLine = fixed.output.standardOutput.split(separator: "\n").first ?? ""
    #expect(firstLine.hasPrefix("\(stated):\(line):1: error: the app's minimum \(platform) "))
    #expect(firstLine.contains("is \(version)"))
    #expect(firstLine.contains("below OptionalBindings' \(platform) 15.0"))
    #expect(firstLine.hasSuffix("[deployment-target]"))
    #expect(fixed.output.standardOutput.contains("stopped:"))
    #expect(!fixed.output.standardOutput.contains("rewrote"))

    let diffed = await runTool(["diff", folder.path])
    #expect(diffed.status == 2)
    #expect(diffed.output.standardOutput.isEmpty)

    let json = await runTool(["check", "--json", folder.path])
    #expect(json.status == 2)
    let object = try JSONSerialization.jsonObject(with: Data(json.output.standardOutput.utf8))
    let report = try #require(object as? [String: Any])
    let targets = try #require(report["deploymentTargets"] as? [[String: Any]])
    let first = try #require(targets.first)
    #expect(first["file"] as? String == stated)
    #expect(first["line"] as? Int == line)
    #expect(first["platform"] as? String == platform)
    #expect(first["appMinimum"] as? String == version)
    #expect(first["packageMinimum"] as? String == "15.0")
    #expect((report["findings"] as? [Any])?.isEmpty == true)
  }

  @Test("at or above the package's minimums (test bundles below): rewrites as before")
  func aboveTheMinimum() async throws {
    let folder = try Self.codeBase("Above")
    defer { try? FileManager.default.removeItem(at: folder) }
    let fixed = await runTool(["fix", folder.path])
    #expect(fixed.status == 0)
    let rewritten = try String(
      contentsOf: folder.appending(path: "Sources/WithDefault.swift"), encoding: .utf8)
    #expect(rewritten == (try FixtureTests.read("Expected", "WithDefault.swift")))
    #expect(!fixed.output.standardOutput.contains("[deployment-target]"))
  }

  @Test("--ignore-deployment-target rewrites below the minimum")
  func override() async throws {
    let folder = try Self.codeBase("Project")
    defer { try? FileManager.default.removeItem(at: folder) }
    let fixed = await runTool(["fix", "--ignore-deployment-target", folder.path])
    #expect(fixed.status == 0)
    let rewritten = try String(
      contentsOf: folder.appending(path: "Sources/WithDefault.swift"), encoding: .utf8)
    #expect(rewritten == (try FixtureTests.read("Expected", "WithDefault.swift")))

    let help = await runTool(["fix", "--help"])
    #expect(help.output.standardOutput.contains("--ignore-deployment-target"))
    let readme = try String(
      contentsOf: Support.testsDirectory.appending(path: "../../README.md"), encoding: .utf8)
    #expect(readme.contains("--ignore-deployment-target"))
  }

  /// Issue 44, item 3: a folder of sources only (no manifest, project or `.xcconfig`), as people
  /// often point tools at.
  @Test(
    "no file under the paths states a deployment target: said once, in text and JSON, with the package's minimums and where to point the tool; the exit status as before",
    arguments: ["check", "fix", "diff"])
  func unseenTarget(_ command: String) async throws {
    let folder = try Support.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    for name in ["WithDefault.swift", "Selection.swift"] {
      try Support.write(try FixtureTests.read("Input", name), to: "Sources/\(name)", in: folder)
    }
    let sources = folder.appending(path: "Sources").path
    let run = await runTool([command, "--crash-fixes", sources])
    #expect(run.status == (command == "fix" ? 0 : 1))
    // `diff` keeps standard output for the patch: the note goes with the diagnostics.
    let text = command == "diff" ? run.output.standardError : run.output.standardOutput
    let notes = text.split(separator: "\n").filter { $0.hasSuffix("[deployment-target]") }
    #expect(notes.count == 1, "\(text)")
    let note = String(notes.first ?? "")
    #expect(note.hasPrefix("optionalbindings-migrate: note: no `Package.swift`, Xcode project"))
    #expect(note.contains("iOS 15, macOS 12, tvOS 15, watchOS 8, visionOS 1"), "\(note)")
    #expect(note.contains("`.xcodeproj` or `Package.swift`"), "\(note)")
    if command == "diff" { #expect(!run.output.standardOutput.contains("deployment target")) }

    let json = await runTool([command == "fix" ? "check" : command, "--json", sources])
    let object = try JSONSerialization.jsonObject(with: Data(json.output.standardOutput.utf8))
    let report = try #require(object as? [String: Any])
    let jsonNote = try #require(report["deploymentTargetNote"] as? String)
    #expect(jsonNote.contains("iOS 15, macOS 12, tvOS 15, watchOS 8, visionOS 1"))
    #expect((report["deploymentTargets"] as? [Any])?.isEmpty == true)
    // `fix` has rewritten the files by then: nothing is left to rewrite.
    #expect(report["exitStatus"] as? Int == (command == "fix" ? 0 : 1))
  }

  @Test(
    "cases, on a folder of sources only: the same note once, in text and JSON; none where a project states the target",
    arguments: ["check", "fix", "diff"])
  func unseenTargetForCases(_ command: String) async throws {
    let folder = try Support.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Support.write(
      "enum Sheet { case edit(Int), add }\nstruct Screen { var sheet: Sheet? }\n",
      to: "Sources/Screen.swift", in: folder)
    let sources = folder.appending(path: "Sources").path
    let run = await runTool(["cases", command, sources])
    let text = command == "diff" ? run.output.standardError : run.output.standardOutput
    let notes = text.split(separator: "\n").filter { $0.hasSuffix("[deployment-target]") }
    #expect(notes.count == 1, "\(text)")
    #expect(notes.first.map(String.init) == ReportFormatter.unseenTargetNote)
    let json = await runTool(["cases", "check", "--json", sources])
    let object = try JSONSerialization.jsonObject(with: Data(json.output.standardOutput.utf8))
    let report = try #require(object as? [String: Any])
    #expect(report["deploymentTargetNote"] as? String == DeploymentTargets.unseenNote)

    let project = try Self.codeBase("Above")
    defer { try? FileManager.default.removeItem(at: project) }
    let seen = await runTool(["cases", "check", project.path])
    #expect(!seen.output.standardOutput.contains("[deployment-target]"))
  }

  @Test("a project that states its target, or --ignore-deployment-target: no such note")
  func seenTarget() async throws {
    let folder = try Self.codeBase("Above")
    defer { try? FileManager.default.removeItem(at: folder) }
    let seen = await runTool(["check", "--json", folder.path])
    let object = try JSONSerialization.jsonObject(with: Data(seen.output.standardOutput.utf8))
    let report = try #require(object as? [String: Any])
    #expect(report["deploymentTargetNote"] == nil)
    let sources = folder.appending(path: "Sources").path
    let ignored = await runTool(["check", "--ignore-deployment-target", sources])
    #expect(!ignored.output.standardOutput.contains("[deployment-target]"))
    let unseen = await runTool(["check", sources])
    #expect(unseen.output.standardOutput.contains("[deployment-target]"))
    #expect(unseen.status == ignored.status)
  }

  @Test("the note's minimums are the package's, platform by platform")
  func noteNamesTheMinimums() {
    #expect(
      DeploymentTargets.packageMinimumsText == "iOS 15, macOS 12, tvOS 15, watchOS 8, visionOS 1")
    #expect(DeploymentTargets.unseenNote.contains(DeploymentTargets.packageMinimumsText))
  }

  @Test("dependencies' projects (Pods, build folders) are not the app's")
  func dependenciesAreNotRead() throws {
    let folder = try Support.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let below = "IPHONEOS_DEPLOYMENT_TARGET = 9.0\n"
    try Support.write(below, to: "Pods/Target Support Files/Alamofire.xcconfig", in: folder)
    try Support.write(below, to: ".build/checkouts/Old/Old.xcconfig", in: folder)
    try Support.write(below, to: "App/App.xcconfig", in: folder)
    let found = DeploymentTargetReader.statedTargets(under: [folder.path])
    #expect(found.map(\.file) == [folder.appending(path: "App/App.xcconfig").path])
  }
}
