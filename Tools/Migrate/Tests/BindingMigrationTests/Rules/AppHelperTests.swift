import Foundation
import Testing

@testable import BindingMigration

/// The app's own `Binding` helpers: which are reported as replaceable, which calls `fix`
/// rewrites, and the closure bindings of negation and of a number bound as another type.
@Suite("App helpers, negation and conversion")
struct AppHelperTests {
  static let helpers = """
    import SwiftUI

    extension Binding {
      func toNonOptional<T>(defaultValue: T) -> Binding<T> where Value == T? {
        Binding<T>(get: { self.wrappedValue ?? defaultValue }, set: { self.wrappedValue = $0 })
      }
    }

    extension Binding where Value == Bool? {
      func boolValue() -> Binding<Bool> {
        Binding<Bool>(get: { self.wrappedValue == true }, set: { self.wrappedValue = $0 })
      }
    }

    extension Binding where Value: Equatable {
      func isPresent<T>() -> Binding<Bool> where Value == T? {
        Binding<Bool>(get: { wrappedValue != nil }, set: { if !$0 { wrappedValue = nil } })
      }
    }

    prefix func ! (value: Binding<Bool>) -> Binding<Bool> {
      Binding<Bool>(get: { !value.wrappedValue }, set: { value.wrappedValue = !$0 })
    }

    func ?? <T>(lhs: Binding<T?>, rhs: T) -> Binding<T> {
      Binding(get: { lhs.wrappedValue ?? rhs }, set: { lhs.wrappedValue = $0 })
    }

    extension Binding where Value == Int {
      func asDouble() -> Binding<Double> {
        Binding<Double>(get: { Double(self.wrappedValue) }, set: { self.wrappedValue = Int($0) })
      }
    }

    extension Binding {
      func logged() -> Binding<Value> {
        Binding(get: { wrappedValue }, set: { print($0); wrappedValue = $0 })
      }
    }

    """

  static let screen = """
    import SwiftUI

    struct Screen: View {
      @State private var name: String?
      @State private var on: Bool?
      @State private var hidden = false
      @State private var count = 0
      var body: some View {
        TextField("Name", text: $name.toNonOptional(defaultValue: ""))
        Toggle("On", isOn: $on.boolValue())
        Toggle("Shown", isOn: !$hidden)
        TextField("Name", text: $name ?? "none")
        Slider(value: $count.asDouble())
        Toggle("Has name", isOn: $name.isPresent())
        Text(!hidden ? "a" : "b")
        Text(names.map { $0 ?? "" }.joined())
      }
      var names: [String?] { [] }
    }

    """

  /// Runs `mode` over the two files in a folder and returns the report and the files after.
  static func run(
    _ mode: Mode,
    files: [String: String] = [
      "BindingExtensions.swift": helpers, "Screen.swift": screen,
    ]
  ) async throws -> (MigrationReport, [String: String]) {
    let folder = try Support.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    for (name, text) in files { try Support.write(text, to: name, in: folder) }
    let report = await Migration(mode: mode, paths: [folder.path]).run()
    var after: [String: String] = [:]
    for name in files.keys {
      after[name] = try String(contentsOf: folder.appending(path: name), encoding: .utf8)
    }
    return (report, after)
  }

  static func helperFindings(_ report: MigrationReport) -> [Finding] {
    report.files.flatMap(\.findings).filter { $0.rule == .appHelper }
  }

  @Test("check reports each helper a package helper replaces, with its calls, and nothing else")
  func check() async throws {
    let (report, files) = try await Self.run(.check)
    let found = Self.helperFindings(report)
    #expect(
      found.map(\.suggestion) == [
        "withDefault(_:)", "withDefault(false)", "isPresent()", "negated()", "withDefault(_:)",
        "converted(to:)",
      ])
    let toNonOptional = try #require(found.first)
    #expect(toNonOptional.reason?.contains("`toNonOptional(defaultValue:)`") == true)
    #expect(
      toNonOptional.notes.contains {
        $0.hasSuffix(
          "`$name.toNonOptional(defaultValue: \"\")` → `$name.withDefault(\"\")`")
      })
    let negation = found[3]
    #expect(negation.notes.contains { $0.hasSuffix("`!$hidden` → `$hidden.negated()`") })
    #expect(negation.notes.count == 2, "only `!$hidden`: `!hidden` is a Bool's negation")
    let coalescing = found[4]
    #expect(
      coalescing.notes.contains {
        $0.hasSuffix("`$name ?? \"none\"` → `$name.withDefault(\"none\")`")
      })
    #expect(coalescing.notes.count == 2, "`$0 ?? \"\"` is a closure's parameter, not a binding")
    let conversion = found[5]
    #expect(conversion.refusal == .behaviour)
    #expect(conversion.reason?.contains("2.7 stores 2") == true)
    #expect(files["Screen.swift"] == Self.screen, "check writes nothing")
  }

  @Test("fix rewrites every call, adds the import, and leaves the declarations")
  func fix() async throws {
    let (_, files) = try await Self.run(.fix)
    let screen = try #require(files["Screen.swift"])
    #expect(screen.hasPrefix("import OptionalBindings\nimport SwiftUI\n"))
    #expect(screen.contains("TextField(\"Name\", text: $name.withDefault(\"\"))"))
    #expect(screen.contains("Toggle(\"On\", isOn: $on.withDefault(false))"))
    #expect(screen.contains("Toggle(\"Shown\", isOn: $hidden.negated())"))
    #expect(screen.contains("TextField(\"Name\", text: $name.withDefault(\"none\"))"))
    #expect(screen.contains("Slider(value: $count.asDouble())"), "the conversion is left")
    #expect(screen.contains("Text(!hidden ? \"a\" : \"b\")"))
    #expect(screen.contains("$0 ?? \"\""))
    let declarations = try #require(files["BindingExtensions.swift"])
    #expect(declarations.contains("func toNonOptional<T>(defaultValue: T)"))
    #expect(declarations.contains("prefix func ! (value: Binding<Bool>)"))
  }

  @Test("a helper with a call the tool cannot rewrite has none of its calls rewritten")
  func allOrNothing() async throws {
    let extra = """
      struct Other {
        func toNonOptional(defaultValue: Int) -> Int { defaultValue }
        func use() -> Int { toNonOptional(defaultValue: 1) + self.toNonOptional(defaultValue: 2) }
      }

      """
    let (report, files) = try await Self.run(
      .fix,
      files: [
        "BindingExtensions.swift": Self.helpers, "Screen.swift": Self.screen, "Other.swift": extra,
      ])
    let toNonOptional = try #require(Self.helperFindings(report).first)
    #expect(toNonOptional.refusal == .unknownDeclaration)
    #expect(files["Screen.swift"]?.contains("$name.toNonOptional(defaultValue: \"\")") == true)
    #expect(files["Screen.swift"]?.contains("$hidden.negated()") == true, "other helpers still are")
  }

  @Test("a static prefix ! in an extension of Binding is found, and self.$x calls rewritten")
  func staticOperator() async throws {
    let declaration = """
      import SwiftUI

      extension Binding where Value == Bool {
        public prefix static func ! (value: Binding<Bool>) -> Binding<Bool> {
          Binding<Bool>(
            get: { !value.wrappedValue },
            set: { value.wrappedValue = !$0 }
          )
        }
      }

      """
    let view = """
      import SwiftUI

      struct Toolbar: View {
        @AppStorage("muted") var sound = true
        var body: some View {
          Toggle("Muted", isOn: !self.$sound)
        }
      }

      """
    let (report, files) = try await Self.run(
      .fix, files: ["Binding+Negate.swift": declaration, "Toolbar.swift": view])
    #expect(Self.helperFindings(report).map(\.suggestion) == ["negated()"])
    #expect(
      files["Toolbar.swift"]?.contains("Toggle(\"Muted\", isOn: self.$sound.negated())") == true)
  }

  @Test("overloads over Binding are refused; trailing closures and default arguments are read")
  func overloadsAndForms() async throws {
    let declarations = """
      import SwiftUI

      func ?? <T>(lhs: Binding<T?>, rhs: T) -> Binding<T> {
        Binding(get: { lhs.wrappedValue ?? rhs }, set: { lhs.wrappedValue = $0 })
      }

      func ?? (lhs: Binding<String?>, rhs: String) -> Binding<String> {
        Binding(get: { lhs.wrappedValue?.isEmpty == false ? lhs.wrappedValue! : rhs }, set: { lhs.wrappedValue = $0 })
      }

      extension Binding where Value == String? {
        func toNonOptional(defaultValue: String = "") -> Binding<String> {
          Binding<String> {
            self.wrappedValue ?? defaultValue
          } set: { newValue in
            self.wrappedValue = newValue
          }
        }
      }

      """
    let view = """
      import SwiftUI

      struct Form: View {
        @State private var name: String?
        @State private var nick: String?
        var body: some View {
          TextField("Name", text: $name ?? "")
          TextField("Name", text: $name.toNonOptional())
          TextField("Nick", text: $nick.toNonOptional(defaultValue: "none"))
        }
      }

      """
    let (report, files) = try await Self.run(
      .fix, files: ["Helpers.swift": declarations, "Form.swift": view])
    let found = Self.helperFindings(report)
    let coalescing = try #require(found.first { $0.reason?.contains("`??`") == true })
    #expect(coalescing.refusal == .unknownDeclaration)
    #expect(coalescing.reason?.contains("declares 2 of them") == true)
    let form = try #require(files["Form.swift"])
    #expect(form.contains("TextField(\"Name\", text: $name ?? \"\")"), "the overloaded ?? stays")
    #expect(form.contains("TextField(\"Name\", text: $name.withDefault(\"\"))"))
    #expect(form.contains("TextField(\"Nick\", text: $nick.withDefault(\"none\"))"))
  }

  @Test("a helper that does more than a package helper is not reported")
  func notReported() async throws {
    let (report, _) = try await Self.run(.check)
    #expect(
      !Self.helperFindings(report).contains { $0.reason?.contains("logged") == true })
  }

  @Test("closure bindings of negation become negated(), when they store the negation")
  func negation() throws {
    let source = """
      import SwiftUI

      struct Flags: View {
        @State private var hidden = false
        @State private var muted = false
        @State private var other = false
        var body: some View {
          Toggle("Shown", isOn: Binding(get: { !hidden }, set: { hidden = !$0 }))
          Toggle("Sound", isOn: Binding(get: { !muted }, set: { muted = $0 }))
          Toggle("X", isOn: Binding(get: { !other }, set: { newValue in other = !newValue }))
        }
      }

      """
    let (findings, rewritten) = try Support.migrate(source)
    #expect(findings.map(\.replacement) == ["$hidden.negated()", nil, "$other.negated()"])
    #expect(findings[1].refusal == .behaviour)
    #expect(findings[1].reason?.contains("writing `true` while `muted` is `true`") == true)
    #expect(rewritten.contains("Toggle(\"Shown\", isOn: $hidden.negated())"))
  }

  @Test("closure bindings of a number as another type are left alone, saying where they differ")
  func conversion() throws {
    let source = """
      import SwiftUI

      struct Volume: View {
        @State private var count = 0
        @State private var level = 0
        @State private var size: CGFloat = 1
        var body: some View {
          Slider(value: Binding(get: { Double(count) }, set: { count = Int($0) }))
          Slider(value: Binding(get: { Double(level) }, set: { level = Int($0.rounded()) }))
          Slider(value: Binding(get: { Double(size) }, set: { size = CGFloat($0) }))
        }
      }

      """
    let (findings, rewritten) = try Support.migrate(source)
    #expect(findings.allSatisfy { $0.replacement == nil })
    #expect(findings.map(\.refusal) == [.behaviour, .behaviour, .getterShape])
    #expect(findings[0].reason?.contains("writing 2.7 stores 2") == true)
    #expect(findings[1].reason?.contains("past Int's range, or a NaN, traps") == true)
    #expect(rewritten == source)
  }
}
