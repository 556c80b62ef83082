// Alerts and confirmation dialogs presented from an optional item, written the way an app that
// uses OptionalBindings and swift-navigation's SwiftUINavigation writes them, type-checked
// against Apple's iOS 26.2 SwiftUI, the library's module and swift-navigation 2.11.0 compiled
// from its own sources (`.ci/peers`).
//
// What it shows:
//
// - `.alert(_:item:actions:)`, `.alert(_:item:actions:message:)`,
//   `.confirmationDialog(_:item:titleVisibility:actions:)` and `(…message:)` with a closure that
//   takes `$file` reach OptionalBindings', for a `LocalizedStringKey` title and a `Text` one.
//   Neither SDK here declares SwiftUI's alerts of these names (the iOS 27 SDK does, for closures
//   that take the value), so a closure that ignores its argument reaches OptionalBindings' too;
//   beside the iOS 27 declarations, which the SwiftUI stand-in declares, it reaches SwiftUI's
//   (`ItemAlertTests.resolution` in the stand-in's tests holds that).
// - swift-navigation's alerts and dialogs are named `alert(item:title:actions:…)` and
//   `confirmationDialog(item:titleVisibility:title:actions:…)`, so a call written for them
//   reaches them, with a binding or a value, and with a `@CasePathable` enum's case member.
// - A `BindableCases` enum's case member (`$destination.rename`) goes to OptionalBindings' alert
//   as any optional does, and a text field in the alert renames the case's file.
//
// Each call is bound with `let` and marked with `// resolves:`. Check this file as a module of
// its own (see Presentations.swift).

import OptionalBindings
import SwiftUI
import SwiftUINavigation

/// A file to rename.
private struct File: Identifiable, Hashable, Sendable {
  let id: Int
  var name: String
}

/// Shaped as `@CasePathable @dynamicMemberLookup enum Route { case rename(File) }` expands.
@dynamicMemberLookup
private enum Route {
  case rename(File)

  struct AllCasePaths {
    var rename: AnyCasePath<Route, File> {
      AnyCasePath(
        embed: { .rename($0) },
        extract: { if case .rename(let file) = $0 { file } else { nil } }
      )
    }
  }

  static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension Route: CasePathable {}

/// Navigation state with OptionalBindings' case properties.
private enum Destination: BindableCases {
  case rename(File)

  var rename: File? {
    get { if case .rename(let file) = self { file } else { nil } }
    set { if case .rename = self, let newValue { self = .rename(newValue) } }
  }
}

@available(iOS 17.0, *)
private struct ItemAlertsWithSwiftUINavigation: View {
  @State private var file: File?
  @State private var route: Route?
  @State private var destination: Destination?

  var body: some View { Text("Files") }

  func alerts() {
    // resolves: alert(_:item:actions:) in OptionalBindings
    let key = Text("Files").alert("Rename", item: $file) { $file in
      TextField("Name", text: $file.name)
    }
    _ = key

    // resolves: alert(_:item:actions:) in OptionalBindings
    let text = Text("Files").alert(Text("Rename"), item: $file) { $file in
      TextField("Name", text: $file.name)
    }
    _ = text

    // resolves: alert(_:item:actions:message:) in OptionalBindings
    let keyMessage = Text("Files").alert("Rename", item: $file) { $file in
      TextField("Name", text: $file.name)
    } message: { $file in
      Text(file.name)
    }
    _ = keyMessage

    // resolves: alert(_:item:actions:message:) in OptionalBindings
    let textMessage = Text("Files").alert(Text("Rename"), item: $file) { $file in
      TextField("Name", text: $file.name)
    } message: { $file in
      Text(file.name)
    }
    _ = textMessage

    // No SDK here declares SwiftUI's `alert(_:item:actions:)`, so this one takes the call.
    // resolves: alert(_:item:actions:) in OptionalBindings
    let ignoring = Text("Files").alert("Deleted", item: $file) { _ in Button("OK") {} }
    _ = ignoring
  }

  func dialogs() {
    // resolves: confirmationDialog(_:item:titleVisibility:actions:) in OptionalBindings
    let key = Text("Files").confirmationDialog("Rename", item: $file) { $file in
      Button("Shorten") { file.name = String(file.name.prefix(8)) }
    }
    _ = key

    // resolves: confirmationDialog(_:item:titleVisibility:actions:) in OptionalBindings
    let text = Text("Files").confirmationDialog(
      Text("Rename"), item: $file, titleVisibility: .visible
    ) { $file in
      Button("Shorten") { file.name = String(file.name.prefix(8)) }
    }
    _ = text

    // resolves: confirmationDialog(_:item:titleVisibility:actions:message:) in OptionalBindings
    let keyMessage = Text("Files").confirmationDialog("Rename", item: $file) { $file in
      Button("Shorten") { file.name = String(file.name.prefix(8)) }
    } message: { $file in
      Text(file.name)
    }
    _ = keyMessage

    // resolves: confirmationDialog(_:item:titleVisibility:actions:message:) in OptionalBindings
    let textMessage = Text("Files").confirmationDialog(Text("Rename"), item: $file) { $file in
      Button("Shorten") { file.name = String(file.name.prefix(8)) }
    } message: { $file in
      Text(file.name)
    }
    _ = textMessage
  }

  func swiftNavigationAlerts() {
    // resolves: alert(item:title:actions:) in SwiftUINavigation
    let bound = Text("Files").alert(
      item: $file, title: { Text($0.name) },
      actions: { $file in TextField("Name", text: $file.name) })
    _ = bound

    // resolves: alert(item:title:actions:) in SwiftUINavigation
    let value = Text("Files").alert(
      item: $file, title: { Text($0.name) },
      actions: { file in Button("Delete \(file.name)") {} })
    _ = value

    // resolves: alert(item:title:actions:message:) in SwiftUINavigation
    let message = Text("Files").alert(
      item: $file, title: { Text($0.name) },
      actions: { $file in TextField("Name", text: $file.name) },
      message: { file in Text(file.name) })
    _ = message

    // resolves: confirmationDialog(item:titleVisibility:title:actions:) in SwiftUINavigation
    let dialog = Text("Files").confirmationDialog(
      item: $file, title: { Text($0.name) },
      actions: { file in Button("Delete \(file.name)") {} })
    _ = dialog
  }

  func fromEnums() {
    // resolves: subscript(dynamicMember:) in SwiftUINavigation
    let routeFile: Binding<File?> = $route.rename
    // resolves: alert(item:title:actions:) in SwiftUINavigation
    let route = Text("Files").alert(
      item: routeFile, title: { Text($0.name) },
      actions: { $file in TextField("Name", text: $file.name) })
    _ = route

    // resolves: subscript(dynamicMember:) in OptionalBindings
    let destinationFile = $destination.rename
    // resolves: alert(_:item:actions:) in OptionalBindings
    let destination = Text("Files").alert("Rename", item: destinationFile) { $file in
      TextField("Name", text: $file.name)
    }
    _ = destination
  }
}
