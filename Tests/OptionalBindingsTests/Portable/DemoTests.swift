// Linux only: the console demo is the walkthrough for platforms without SwiftUI (on a Mac it
// prints a note instead), and its output is checked line by line here.
#if !canImport(SwiftUI)
  import Foundation
  import Testing

  @testable import OptionalBindingsDemo

  @Suite("Demo walkthrough")
  struct DemoTests {
    static func output() -> [String] {
      var lines: [String] = []
      Walkthrough { lines.append($0) }.run()
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
      #expect(Self.output().joined(separator: "\n") + "\n" == recorded)
    }

    @Test func isDeterministic() {
      #expect(Self.output() == Self.output())
    }

    @Test func coversEveryScenario() {
      let headings = Self.output().filter { $0.hasPrefix("== ") }
      #expect(headings.count == 6)
      for helper in [
        "Bindable", "withDefault", "replacingNil", "Binding(unwrapping:)", "isPresent",
        "default: false", "contains", "equals", "[id:]",
      ] {
        #expect(headings.contains { $0.contains(helper) }, "no scenario names \(helper)")
      }
    }

    @Test func removingAHeldValueNeitherCrashesNorComesBack() throws {
      let lines = Self.output()
      let afterGhostWrite = try #require(Self.state(after: "no ghost write", in: lines))
      #expect(afterGhostWrite.contains("nickname: nil"))
      #expect(lines.contains("  the stale field reads \"Countess\" instead of crashing"))
      let afterRowWrite = try #require(Self.state(after: "the row does not come back", in: lines))
      #expect(afterRowWrite == "  [0: Plan, 1: Write, 3: Ship]")
    }

    @Test func anEmptyLastNameFieldMeansNoLastName() throws {
      let lines = Self.output()
      let state = try #require(Self.state(after: "clearing the field stores nil", in: lines))
      #expect(state.contains("lastName: nil"))
    }
  }
#endif
