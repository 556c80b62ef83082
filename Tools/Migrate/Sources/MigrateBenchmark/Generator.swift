import Foundation

/// Writes a tree of SwiftUI views that looks like an app's.
///
/// Each file has a model, a form, lists, an alert, helper functions, comments, and closure
/// bindings of every kind the tool knows (rewritable or not) among ordinary code. The same line
/// target always gives the same tree.
struct TreeGenerator {
  /// Where the files go.
  var root: URL
  /// About how many lines to write in all.
  var lineTarget: Int

  /// The files written and their line count.
  struct Tree {
    var files: Int
    var lines: Int
    var bytes: Int
  }

  /// Writes the tree, in folders of twenty files (`Feature0/`, `Feature1/`, …).
  func write() throws -> Tree {
    var tree = Tree(files: 0, lines: 0, bytes: 0)
    var number = 0
    while tree.lines < lineTarget {
      let text = Self.file(number)
      let folder = root.appending(path: "Feature\(number / 20)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(text.utf8).write(to: folder.appending(path: "Screen\(number).swift"))
      tree.files += 1
      tree.lines += text.reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
      tree.bytes += text.utf8.count
      number += 1
    }
    return tree
  }

  /// One file: a model, a form with closure bindings, a row list, and helpers.
  ///
  /// Files differ by `number` in names and in which variants of each closure they use.
  static func file(_ number: Int) -> String {
    let n = number
    let variant = n % 4
    let nameDefault = ["\"\"", "\"Anonymous\"", "placeholder", "\"\""][variant]
    let emptyIsNil =
      variant % 2 == 0
      ? "model.middleName = $0.isEmpty ? nil : $0"
      : "model.middleName = $0 == \"\" ? nil : $0"
    let presence =
      variant < 2
      ? "if !$0 { error = nil }"
      : "if !$0 {\n              error = nil\n              log.append(\"dismissed\")\n            }"
    return """
      // Screen\(n).swift — generated for the migration benchmark.
      //
      // A form over a model with optional fields, as apps write them before OptionalBindings.
      import Foundation
      import Observation
      import SwiftUI

      enum Reminder\(n): Hashable, Sendable {
        case none
        case hourBefore
        case dayBefore
      }

      @Observable final class Model\(n) {
        var name: String?
        var middleName: String?
        var age: Int?
        var tags: Set<String> = []
        var flags: [String: Bool] = [:]
        var reminder: Reminder\(n)?
        var selectedPlan: String?
        var notes: [String] = []

        /// The model's display name.
        var displayName: String {
          if let name, !name.isEmpty { return name }
          return "Person \(n)"
        }

        func addNote(_ note: String) {
          guard !note.isEmpty else { return }
          notes.append(note)
        }
      }

      struct Screen\(n): View {
        @Bindable var model: Model\(n)
        @State private var error: String?
        @State private var isEditing = false
        @State private var log: [String] = []
        let plans = ["free", "pro", "team"]
        let tags = ["home", "work", "family"]
        let placeholder = "Nobody"

        var body: some View {
          VStack(alignment: .leading, spacing: 8) {
            Text(model.displayName)
            TextField(
              "Name",
              text: Binding(
                get: { model.name ?? \(nameDefault) },
                set: { model.name = $0 }
              ))
            TextField("Middle name", text: Binding(get: { model.middleName ?? "" }, set: { \(emptyIsNil) }))
            TextField(
              "Age",
              value: Binding(get: { model.age ?? 0 }, set: { model.age = $0 }),
              format: .number)
            Toggle(
              "Reminder",
              isOn: Binding(
                get: { model.reminder != nil },
                set: { isOn in
                  if isOn {
                    if model.reminder == nil { model.reminder = .hourBefore }
                  } else {
                    model.reminder = nil
                  }
                }
              ))
            ForEach(tags, id: \\.self) { tag in
              Toggle(
                tag,
                isOn: Binding(
                  get: { model.tags.contains(tag) },
                  set: { if $0 { model.tags.insert(tag) } else { model.tags.remove(tag) } }
                ))
            }
            ForEach(plans, id: \\.self) { plan in
              Toggle(
                plan,
                isOn: Binding(
                  get: { model.selectedPlan == plan },
                  set: { model.selectedPlan = $0 ? plan : nil }
                ))
            }
            Toggle("Beta", isOn: Binding(get: { model.flags["beta"] ?? false }, set: { model.flags["beta"] = $0 }))
            Button(isEditing ? "Done" : "Edit") {
              isEditing.toggle()
              log.append(isEditing ? "editing" : "done")
            }
            ForEach(Array(model.notes.enumerated()), id: \\.offset) { item in
              Text("\\(item.offset + 1). \\(item.element)")
            }
          }
          .alert(
            "Something went wrong",
            isPresented: Binding(
              get: { error != nil },
              set: { \(presence) }
            ),
            presenting: error
          ) { message in
            Button("OK") { log.append(message) }
          }
        }

        /// Validates the form and reports the first problem.
        func validate() -> Bool {
          if let age = model.age, age < 0 {
            error = "Age cannot be negative."
            return false
          }
          if (model.name ?? "").count > 80 {
            error = "The name is too long."
            return false
          }
          return true
        }

        /// A summary for the share sheet.
        func summary() -> String {
          var parts: [String] = [model.displayName]
          if let age = model.age { parts.append("\\(age) years") }
          parts.append(contentsOf: model.tags.sorted())
          return parts.joined(separator: ", ")
        }
      }

      """
  }
}
