// Linux only: the console demo is the walkthrough for platforms without SwiftUI (on a Mac it
// prints a note instead), and its output is checked line by line here.
#if !canImport(SwiftUI)
  import Foundation
  import Testing

  @Suite("Demo walkthrough")
  struct DemoTests {
    /// The demo's executable, built beside this test bundle (the test target depends on it, so
    /// `swift build --build-tests` and `swift test` build it first).
    static var executable: URL {
      var directory = Bundle.main.bundleURL
      while directory.pathComponents.count > 1 {
        let candidate = directory.appendingPathComponent("OptionalBindingsDemo")
        if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        directory.deleteLastPathComponent()
      }
      return Bundle.main.bundleURL.appendingPathComponent("OptionalBindingsDemo")
    }

    /// The demo run as a process, as a user runs it: its standard output, by line, and its exit
    /// status.
    static func run() throws -> (lines: [String], status: Int32) {
      let process = Process()
      process.executableURL = executable
      let output = Pipe()
      process.standardOutput = output
      try process.run()
      let data = output.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      let text = String(decoding: data, as: UTF8.self)
      var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      if lines.last == "" { lines.removeLast() }
      return (lines, process.terminationStatus)
    }

    static func output() throws -> [String] {
      let (lines, status) = try run()
      #expect(status == 0)
      return lines
    }

    /// The line after the step whose description contains `description`: the model it printed.
    static func state(after description: String, in lines: [String]) -> String? {
      guard let index = lines.firstIndex(where: { $0.hasPrefix("- ") && $0.contains(description) })
      else { return nil }
      return lines.indices.contains(index + 1) ? lines[index + 1] : nil
    }

    @Test func matchesTheRecordedOutput() throws {
      let fixture = Repository.root.appendingPathComponent(
        "Tests/OptionalBindingsTests/Fixtures/walkthrough.txt")
      let recorded = try String(contentsOf: fixture, encoding: .utf8)
      #expect(try Self.output().joined(separator: "\n") + "\n" == recorded)
    }

    @Test func isDeterministic() throws {
      #expect(try Self.output() == Self.output())
    }

    @Test func coversEveryScenario() throws {
      let headings = try Self.output().filter { $0.hasPrefix("== ") }
      #expect(headings.count == 8)
      for helper in [
        "Bindable", "withDefault", "replacingNil", "Binding(unwrapping:)", "isPresent",
        "default: false", "contains", "equals", "[id:]", "$destination.edit", ".cases",
      ] {
        #expect(headings.contains { $0.contains(helper) }, "no scenario names \(helper)")
      }
    }

    @Test func aLateWriteThroughACaseBindingIsDropped() throws {
      let lines = try Self.output()
      let afterLateWrite = try #require(Self.state(after: "writes 6 late", in: lines))
      #expect(afterLateWrite.contains("outOfStock(isOnBackOrder: false)"))
      #expect(lines.contains("  the stepper's binding reads 5, the value it last had"))
      #expect(
        lines.contains("  the toggle's binding on the next render is the same location: true"))
    }

    @Test func removingAHeldValueNeitherCrashesNorComesBack() throws {
      let lines = try Self.output()
      let afterGhostWrite = try #require(Self.state(after: "no ghost write", in: lines))
      #expect(afterGhostWrite.contains("nickname: nil"))
      #expect(lines.contains("  the stale field reads \"Countess\" instead of crashing"))
      let afterRowWrite = try #require(Self.state(after: "the row does not come back", in: lines))
      #expect(afterRowWrite == "  [0: Plan, 1: Write, 3: Ship]")
    }

    @Test func aLateDismissalClearsOnlyItsOwnCase() throws {
      let lines = try Self.output()
      let state = try #require(Self.state(after: "dismissal arrives late", in: lines))
      #expect(state.contains("destination: .share("))
      let slider = try #require(Self.state(after: "at 14.6", in: lines))
      #expect(slider.contains("fontSize: 15"), "rounded to the nearest integer")
    }

    @Test func anEmptyLastNameFieldMeansNoLastName() throws {
      let lines = try Self.output()
      let state = try #require(Self.state(after: "clearing the field stores nil", in: lines))
      #expect(state.contains("lastName: nil"))
    }
  }
#endif
