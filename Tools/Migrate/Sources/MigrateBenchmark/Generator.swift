import Foundation

/// Writes a tree of SwiftUI views that looks like an app's, and remembers what each closure
/// binding in it should become.
///
/// Files alternate between two kinds of screen: an `@Observable` model edited through
/// `@Bindable`, and `ObservableObject` models held as `@ObservedObject`, `@StateObject` and
/// `@EnvironmentObject` (with a plain `let` of one among them). Each has a form, lists, an alert,
/// helper functions, comments, and closure bindings of every kind the tool knows among ordinary
/// code: some that a helper expresses exactly (each with the rewrite it should get), and some that
/// no helper does (a side effect, a transformed value, a root without a binding, a selection
/// cleared on any `false`). The same line target always gives the same tree.
struct TreeGenerator {
  /// Where the files go.
  var root: URL
  /// About how many lines to write in all.
  var lineTarget: Int

  /// A closure binding the generator wrote: where, and the rewrite it should get when a helper
  /// expresses it exactly (nil when none does).
  struct Label: Codable, Hashable {
    var file: String
    var line: Int
    var rewrite: String?
  }

  /// The files written, their size, and the labels of their closure bindings.
  struct Tree {
    var files = 0
    var lines = 0
    var bytes = 0
    var observableObjectFiles = 0
    var labels: [Label] = []
  }

  /// Writes the tree, in folders of twenty files (`Feature0/`, `Feature1/`, …).
  func write() throws -> Tree {
    var tree = Tree()
    var number = 0
    while tree.lines < lineTarget {
      let isObservableObject = number % 2 == 1
      let (text, labels) =
        isObservableObject ? Self.observableObjectFile(number) : Self.observableFile(number)
      let folder = root.appending(path: "Feature\(number / 20)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let file = folder.appending(path: "Screen\(number).swift")
      try Data(text.utf8).write(to: file)
      tree.files += 1
      if isObservableObject { tree.observableObjectFiles += 1 }
      tree.lines += text.reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
      tree.bytes += text.utf8.count
      tree.labels += labels.map { Label(file: file.path, line: $0.line, rewrite: $0.rewrite) }
      number += 1
    }
    return tree
  }

  /// Turns a template whose closure bindings are marked `⟦rewrite⟧Binding(` (or `⟦⟧` when no
  /// helper expresses them) into the file's text and the line and rewrite of each.
  static func labelled(_ template: String) -> (String, [(line: Int, rewrite: String?)]) {
    var text = ""
    var labels: [(line: Int, rewrite: String?)] = []
    var line = 1
    var rest = Substring(template)
    while let open = rest.firstIndex(of: "⟦"), let close = rest[open...].firstIndex(of: "⟧") {
      let before = rest[..<open]
      line += before.reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
      text += before
      let rewrite = String(rest[rest.index(after: open)..<close])
      labels.append((line, rewrite.isEmpty ? nil : rewrite))
      rest = rest[rest.index(after: close)...]
    }
    text += rest
    return (text, labels)
  }

  /// A screen over an `@Observable` model, edited through `@Bindable`.
  ///
  /// Files differ by `number` in names and in which variants of each closure they use.
  static func observableFile(_ number: Int) -> (String, [(line: Int, rewrite: String?)]) {
    let n = number
    let variant = n % 4
    let nameDefault = ["\"\"", "\"Anonymous\"", "placeholder", "\"\""][variant]
    let emptyIsNil =
      variant % 2 == 0
      ? "model.middleName = $0.isEmpty ? nil : $0"
      : "model.middleName = $0 == \"\" ? nil : $0"
    // Two of four files also log the dismissal, which no helper does.
    let presence =
      variant < 2
      ? "⟦$error.isPresent()⟧Binding(\n              get: { error != nil },\n              set: { if !$0 { error = nil } }\n            )"
      : "⟦⟧Binding(\n              get: { error != nil },\n              set: {\n                if !$0 {\n                  error = nil\n                  log.append(\"dismissed\")\n                }\n              }\n            )"
    return labelled(
      """
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
              text: ⟦$model.name.withDefault(\(nameDefault))⟧Binding(
                get: { model.name ?? \(nameDefault) },
                set: { model.name = $0 }
              ))
            TextField("Middle name", text: ⟦$model.middleName.replacingNil(with: "")⟧Binding(get: { model.middleName ?? "" }, set: { \(emptyIsNil) }))
            TextField(
              "Age",
              value: ⟦$model.age.withDefault(0)⟧Binding(get: { model.age ?? 0 }, set: { model.age = $0 }),
              format: .number)
            Toggle(
              "Reminder",
              isOn: ⟦$model.reminder.isPresent(default: .hourBefore)⟧Binding(
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
                isOn: ⟦$model.tags.contains(tag)⟧Binding(
                  get: { model.tags.contains(tag) },
                  set: { if $0 { model.tags.insert(tag) } else { model.tags.remove(tag) } }
                ))
            }
            ForEach(plans, id: \\.self) { plan in
              // Clears the plan on any `false`, even when another plan is chosen: no helper.
              Toggle(
                plan,
                isOn: ⟦⟧Binding(
                  get: { model.selectedPlan == plan },
                  set: { model.selectedPlan = $0 ? plan : nil }
                ))
            }
            Toggle("Beta", isOn: ⟦$model.flags["beta", default: false]⟧Binding(get: { model.flags["beta"] ?? false }, set: { model.flags["beta"] = $0 }))
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
            isPresented: \(presence),
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

      """)
  }

  /// A screen over `ObservableObject` models: an `@ObservedObject` profile, an `@StateObject`
  /// draft, an `@EnvironmentObject` session, and a plain `let` of a service object.
  static func observableObjectFile(_ number: Int) -> (String, [(line: Int, rewrite: String?)]) {
    let n = number
    let variant = n % 3
    // One of three files logs the birthday's removal, which no helper does.
    let birthday =
      variant == 0
      ? "⟦⟧Binding(get: { draft.birthday != nil }, set: { if !$0 { draft.birthday = nil; history.append(\"birthday\") } })"
      : "⟦$draft.birthday.isPresent()⟧Binding(get: { draft.birthday != nil }, set: { $0 ? () : (draft.birthday = nil) })"
    return labelled(
      """
      // Screen\(n).swift — generated for the migration benchmark.
      //
      // A profile editor over ObservableObject models, as apps written before Observation are.
      import Combine
      import Foundation
      import SwiftUI

      enum Plan\(n): String, Hashable, CaseIterable, Sendable {
        case free
        case pro
      }

      enum Tab\(n): Hashable, Sendable {
        case profile
        case settings
      }

      struct Status\(n) {
        var text: String?
        var isBusy = false
      }

      final class Profile\(n): ObservableObject {
        @Published var nickname: String?
        @Published var bio: String?
        @Published var plan: Plan\(n)?
        @Published var flags: [String: Bool] = [:]
        @Published var tags: Set<String> = []
        @Published var birthday: Date?
        @Published var status = Status\(n)()

        /// The name to show, however much of it is filled in.
        var displayName: String {
          guard let nickname, !nickname.isEmpty else { return "Profile \(n)" }
          return nickname
        }

        func reset() {
          nickname = nil
          bio = nil
          tags.removeAll()
        }
      }

      final class Session\(n): ObservableObject {
        @Published var error: String?
        @Published var tab: Tab\(n) = .profile
      }

      struct ProfileScreen\(n): View {
        @ObservedObject var profile: Profile\(n)
        @StateObject private var draft = Profile\(n)()
        @EnvironmentObject var session: Session\(n)
        let service: Profile\(n)
        @State private var history: [String] = []
        let suggestions = ["swift", "design", "travel"]

        var body: some View {
          VStack(alignment: .leading, spacing: 12) {
            Text(profile.displayName)
            TextField(
              "Nickname",
              text: ⟦$profile.nickname.withDefault("")⟧Binding(
                get: { profile.nickname ?? "" },
                set: { profile.nickname = $0 }
              ))
            TextField("Bio", text: ⟦$draft.bio.replacingNil(with: "")⟧Binding(get: { draft.bio ?? "" }, set: { draft.bio = $0.isEmpty ? nil : $0 }))
            TextField("Status", text: ⟦$profile.status.text.withDefault("")⟧Binding(get: { profile.status.text ?? "" }, set: { profile.status.text = $0 }))
            Toggle(
              "Pro",
              isOn: ⟦$profile.plan.equals(.pro)⟧Binding(
                get: { profile.plan == .pro },
                set: { isPro in
                  if isPro {
                    profile.plan = .pro
                  } else if profile.plan == .pro {
                    profile.plan = nil
                  }
                }
              ))
            Toggle("Settings tab", isOn: ⟦$session.tab.equals(.settings)⟧Binding(get: { session.tab == .settings }, set: { if $0 { session.tab = .settings } }))
            ForEach(suggestions, id: \\.self) { tag in
              Toggle(
                tag,
                isOn: ⟦$profile.tags.contains(tag)⟧Binding(
                  get: { profile.tags.contains(tag) },
                  set: { if $0 { profile.tags.insert(tag) } else { profile.tags.remove(tag) } }
                ))
            }
            Toggle("Beta", isOn: ⟦$draft.flags["beta", default: false]⟧Binding(get: { draft.flags["beta"] ?? false }, set: { draft.flags["beta"] = $0 }))
            Toggle("Birthday", isOn: \(birthday))
            // The service's own copy has no binding: a plain `let` of an ObservableObject.
            TextField("Service name", text: ⟦⟧Binding(get: { service.nickname ?? "" }, set: { service.nickname = $0 }))
            // Stored in capitals: a transformed value, which no helper stores.
            TextField("Shout", text: ⟦⟧Binding(get: { profile.nickname ?? "" }, set: { profile.nickname = $0.uppercased() }))
            Button("Reset") {
              profile.reset()
              history.append("reset")
            }
          }
          .alert(
            "Could not save",
            isPresented: ⟦$session.error.isPresent()⟧Binding(get: { session.error != nil }, set: { if !$0 { session.error = nil } }),
            presenting: session.error
          ) { message in
            Button("OK") { history.append(message) }
          }
        }

        /// What changed since the screen opened, for the undo menu.
        func changes() -> [String] {
          var result: [String] = []
          if draft.bio != profile.bio { result.append("bio") }
          if draft.tags != profile.tags { result.append("tags") }
          return result + history
        }
      }

      """)
  }
}
