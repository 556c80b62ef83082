import Foundation
import Testing

/// Code that SwiftUI rejects is rejected by the stand-in too, with the error SwiftUI gives.
///
/// Each probe is a small source file type-checked by `swiftc` against the stand-in module this
/// test run was built with (Swift 6 mode, warnings as errors, as `.ci/run` builds client code).
/// The build of the other targets shows what the stand-in accepts; these probes show that it is
/// not more permissive than SwiftUI where that matters to this package: had `Bindable` been
/// looser, code that compiles here would fail on a Mac. `ViewBuilder` is the iOS 27.0 SDK's, which
/// checks `View` where the content is used, not in each statement (ViewBuilder.swift); the probes
/// below show that non-views are still rejected where SwiftUI rejects them.
@Suite("What the stand-in rejects")
struct RejectionTests {
  /// A source file and the error `swiftc` must report for it, or `nil` when it must compile.
  struct Probe: CustomTestStringConvertible, Sendable {
    let name: String
    let source: String
    let expectedError: String?

    var testDescription: String { name }
  }

  static let probes: [Probe] = [
    Probe(
      name: "client code SwiftUI accepts compiles (the harness works)",
      source: """
        import Observation
        import SwiftUI

        @Observable final class Person { var name = "" }

        struct PersonForm: View {
          @Bindable var person: Person
          var body: some View {
            if person.name.isEmpty { Text("No name") } else { TextField("Name", text: $person.name) }
          }
        }

        @MainActor func form(for person: Person) -> some View { PersonForm(person: person) }
        """,
      expectedError: nil),
    Probe(
      name: "@Bindable of a class that is not Observable",
      source: """
        import SwiftUI

        final class Plain { var name = "" }

        struct PlainForm: View {
          @Bindable var model: Plain
          var body: some View { Text("x") }
        }
        """,
      expectedError: "'init(wrappedValue:)' is unavailable"),
    Probe(
      name: "Bindable(_:) of a class that is not Observable",
      source: """
        import SwiftUI

        final class Plain { var name = "" }

        @MainActor func bindable(_ plain: Plain) { _ = Bindable(plain) }
        """,
      expectedError: "requires that 'Plain' conform to 'Observable'"),
    Probe(
      name: "a value that is not a view in a view builder",
      source: """
        import SwiftUI

        struct Mixed: View {
          var body: some View {
            Text("x")
            42
          }
        }
        """,
      expectedError: "requires that 'Int' conform to 'View'"),
    Probe(
      name: "a branch that is not a view in a view builder",
      source: """
        import SwiftUI

        struct Branches: View {
          let flag: Bool
          var body: some View {
            if flag { Text("x") } else { "y" }
          }
        }
        """,
      expectedError: "requires that 'String' conform to 'View'"),
    Probe(
      name: "a view with Body == Never and no body",
      source: """
        import SwiftUI

        struct Primitive: View { typealias Body = Never }
        """,
      expectedError: "does not conform to protocol 'View'"),
    Probe(
      name: "a binding to an optional handed to a control that takes a non-optional",
      source: """
        import SwiftUI

        struct Field: View {
          @Binding var text: String?
          var body: some View { TextField("Name", text: $text) }
        }
        """,
      expectedError: "cannot convert value of type 'Binding<String?>' to expected argument type"),
    Probe(
      name: "ForEach over a binding to a collection that is not mutable and random-access",
      source: """
        import SwiftUI

        struct Tags: View {
          @Binding var tags: Set<String>
          var body: some View {
            ForEach($tags, id: \\.self) { $tag in Text(tag) }
          }
        }
        """,
      expectedError: "requires that 'Set<String>' conform to 'MutableCollection'"),
    Probe(
      name: "a non-Sendable capture in Binding(get:set:)",
      source: """
        import SwiftUI

        final class Counter { var count = 0 }

        func binding(to counter: Counter) -> Binding<Int> {
          Binding(get: { counter.count }, set: { counter.count = $0 })
        }
        """,
      expectedError: "non-Sendable type 'Counter'"),
    Probe(
      // The iOS 26.2 SDK marks both closures of `Binding(get:set:)` `@_inheritActorContext`
      // (SwiftUICore, `Binding.init(get:set:)`), so they take the isolation of the code they
      // are written in, and this compiles there without a diagnostic; without the attribute
      // both bindings would draw isolation warnings, errors with warnings as errors.
      name: "Binding(get:set:) closures take the isolation of the code around them",
      source: """
        import SwiftUI

        @MainActor final class Model { var value = 0 }

        @MainActor func binding(to model: Model) -> Binding<Int> {
          Binding(get: { model.value }, set: { model.value = $0 })
        }

        actor Store {
          var value = 0
          func binding() -> Binding<Int> { Binding(get: { self.value }, set: { self.value = $0 }) }
        }
        """,
      expectedError: nil),
  ]

  @Test("swiftc gives SwiftUI's verdict", arguments: probes)
  func verdict(_ probe: Probe) throws {
    let output = try Self.typecheck(probe.source)
    if let expectedError = probe.expectedError {
      #expect(output.status != 0, "compiled, but SwiftUI rejects it")
      #expect(
        output.diagnostics.contains(expectedError),
        "expected an error containing \(expectedError); swiftc said:\n\(output.diagnostics)")
    } else {
      #expect(output.status == 0, "SwiftUI accepts it; swiftc said:\n\(output.diagnostics)")
    }
  }

  // MARK: Running swiftc

  /// The directory holding `SwiftUI.swiftmodule` for this build: next to the test bundle.
  static func modulesDirectory() throws -> URL {
    let executable = try #require(Bundle.main.executableURL, "no test executable path")
    var candidates: [URL] = []
    var directory = executable.deletingLastPathComponent()
    for _ in 0..<4 {
      candidates += [directory.appending(path: "Modules"), directory]
      directory = directory.deletingLastPathComponent()
    }
    let found = candidates.first {
      FileManager.default.fileExists(atPath: $0.appending(path: "SwiftUI.swiftmodule").path)
    }
    return try #require(
      found, "no SwiftUI.swiftmodule near \(executable.path); looked in \(candidates.map(\.path))")
  }

  /// `swiftc` on the `PATH`, the toolchain that runs `swift test`.
  static func swiftc() throws -> URL {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    let found = path.split(separator: ":").map {
      URL(filePath: String($0)).appending(path: "swiftc")
    }
    .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    return try #require(found, "no swiftc on PATH \(path)")
  }

  /// Type-checks `source` against the stand-in module.
  static func typecheck(_ source: String) throws -> (status: Int32, diagnostics: String) {
    let directory = FileManager.default.temporaryDirectory
      .appending(path: "stand-in-rejection-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appending(path: "Probe.swift")
    try source.write(to: file, atomically: true, encoding: .utf8)

    let process = Process()
    process.executableURL = try swiftc()
    process.arguments = [
      "-typecheck", "-parse-as-library", "-swift-version", "6", "-warnings-as-errors",
      "-I", try modulesDirectory().path, file.path,
    ]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}
