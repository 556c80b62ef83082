// Presentations written the way an app that uses both OptionalBindings and swift-navigation's
// SwiftUINavigation writes them, type-checked against Apple's iOS 17.4 and 26.2 SwiftUI, the
// library's module and the shaped SwiftUINavigation module
// (Modules/SwiftUINavigation/Presentations.swift).
//
// Each call is bound with `let`, so nothing around it picks the overload, and the next line
// proves which declaration won:
//
// - `let _: SwiftUINavigationResult<Marker> = result` compiles only if SwiftUINavigation's
//   declaration named by `Marker` was chosen (its shaped result type);
// - `sameType(result, reference)` compiles only if both are the opaque result of the same
//   declaration with the same generic arguments, where `reference` is a call whose closure's
//   parameter is explicitly the item, which no binding-content modifier accepts;
// - `let _: NotFromSwiftUINavigation = origin(result)`, again on a line of its own, compiles only
//   if the result is not one of SwiftUINavigation's (for those, the more specific `origin`
//   overload returns `FromSwiftUINavigation`). With `sameType`, that leaves SwiftUI's.
//
// What it shows: with all three imported, a content closure that takes `$item` gets
// SwiftUINavigation's modifier, and one that takes the item gets SwiftUI's. Nothing is ambiguous:
// OptionalBindings' modifiers have the same parameters and attributes as SwiftUINavigation's plus
// one with a default (`_ rank: Void = ()`), and of two overloads that fit equally Swift prefers
// the one that needs no default argument. `@_disfavoredOverload`, which both modules' modifiers
// carry, cannot break that tie: without the extra parameter the `$draft` calls below reach
// OptionalBindings' `Hashable & Sendable` overloads (more constrained, so more specific) and the
// `$ledger` calls are ambiguous (see Tests/Interop/README.md).
//
// Check this file as a module of its own: within one module, member lookup would also see the
// modifiers of a module another file imports (unless the upcoming feature
// `MemberImportVisibility` is on), and PresentationsWithoutSwiftUINavigation.swift must not see
// SwiftUINavigation's. By hand, from the repository's root:
//
//   sdk=../shared/apple-sdk/swiftc-ios; out=$(mktemp -d)
//   $sdk -target arm64-apple-ios15.0 -swift-version 6 -warnings-as-errors -parse-as-library \
//     -module-name OptionalBindings -emit-module -emit-module-path $out/OptionalBindings.swiftmodule \
//     $(find Sources/OptionalBindings -name '*.swift')
//   $sdk -target arm64-apple-ios17.0 -swift-version 6 -warnings-as-errors -parse-as-library \
//     -module-name SwiftUINavigation -emit-module -emit-module-path $out/SwiftUINavigation.swiftmodule \
//     Tests/Interop/Modules/SwiftUINavigation/Presentations.swift
//   for client in Presentations PresentationsWithoutSwiftUINavigation; do
//     $sdk -target arm64-apple-ios17.0 -swift-version 6 -warnings-as-errors -parse-as-library \
//       -I $out -module-name $client -typecheck Tests/Interop/Clients/$client.swift
//   done

import OptionalBindings
import SwiftUI
import SwiftUINavigation

/// Compiles only when `a` and `b` have the same type.
private func sameType<T>(_ a: T, _ b: T) {}

/// What `origin(_:)` returns for a result of SwiftUINavigation's shaped modifiers.
private struct FromSwiftUINavigation {}

/// What `origin(_:)` returns for any other view.
private struct NotFromSwiftUINavigation {}

/// The more specific overload: a SwiftUINavigation result.
private func origin<Marker>(_ view: SwiftUINavigationResult<Marker>) -> FromSwiftUINavigation {
  FromSwiftUINavigation()
}

/// Any other view.
private func origin<V: View>(_ view: V) -> NotFromSwiftUINavigation {
  NotFromSwiftUINavigation()
}

private struct Draft: Identifiable, Hashable, Sendable {
  let id: Int
  var text: String
}

/// An item that is neither `Hashable` nor `Sendable`, like a reference-type model.
private final class Ledger: Identifiable {
  let id = 1
  var title = ""
}

@available(iOS 17.0, *)
private struct PresentationsWithSwiftUINavigation: View {
  @State private var draft: Draft?
  @State private var ledger: Ledger?

  var body: some View {
    Text("Drafts")
  }

  func sheets() {
    let bound = Text("Drafts").sheet(item: $draft) { $draft in
      TextField("Text", text: $draft.text)
    }
    let _: SwiftUINavigationResult<SheetItemBinding> = bound

    let boundLedger = Text("Drafts").sheet(item: $ledger) { $ledger in
      TextField("Title", text: $ledger.title)
    }
    let _: SwiftUINavigationResult<SheetItemBinding> = boundLedger

    let onDismiss: () -> Void = { print("gone") }
    let withDismiss = Text("Drafts").sheet(item: $draft, onDismiss: onDismiss) { $draft in
      TextField("Text", text: $draft.text)
    }
    let _: SwiftUINavigationResult<SheetItemBinding> = withDismiss

    let byID = Text("Drafts").sheet(item: $draft, id: \.id) { $draft in
      TextField("Text", text: $draft.text)
    }
    let _: SwiftUINavigationResult<SheetItemIDBinding> = byID

    let valueByID = Text("Drafts").sheet(item: $draft, id: \.id) { (draft: Draft) in
      Text(draft.text)
    }
    let _: SwiftUINavigationResult<SheetItemIDValue> = valueByID

    let value = Text("Drafts").sheet(item: $draft) { draft in Text(draft.text) }
    let valueReference = Text("Drafts").sheet(item: $draft) { (draft: Draft) in
      Text(draft.text)
    }
    sameType(value, valueReference)
    let valueOrigin = origin(value)
    let _: NotFromSwiftUINavigation = valueOrigin

    let ignoring = Text("Drafts").sheet(item: $draft) { _ in Text("Editing") }
    let ignoringReference = Text("Drafts").sheet(item: $draft) { (_: Draft) in Text("Editing") }
    sameType(ignoring, ignoringReference)
    let ignoringOrigin = origin(ignoring)
    let _: NotFromSwiftUINavigation = ignoringOrigin
  }

  func fullScreenCovers() {
    let bound = Text("Drafts").fullScreenCover(item: $draft) { $draft in
      TextField("Text", text: $draft.text)
    }
    let _: SwiftUINavigationResult<FullScreenCoverItemBinding> = bound

    let boundLedger = Text("Drafts").fullScreenCover(item: $ledger) { $ledger in
      TextField("Title", text: $ledger.title)
    }
    let _: SwiftUINavigationResult<FullScreenCoverItemBinding> = boundLedger

    let ignoring = Text("Drafts").fullScreenCover(item: $draft) { _ in Text("Editing") }
    let ignoringReference = Text("Drafts").fullScreenCover(item: $draft) { (_: Draft) in
      Text("Editing")
    }
    sameType(ignoring, ignoringReference)
    let ignoringOrigin = origin(ignoring)
    let _: NotFromSwiftUINavigation = ignoringOrigin
  }

  func popovers() {
    let bound = Text("Drafts").popover(item: $draft) { $draft in
      TextField("Text", text: $draft.text)
    }
    let _: SwiftUINavigationResult<PopoverItemBinding> = bound

    let anchored = Text("Drafts").popover(item: $draft, arrowEdge: .bottom) { $draft in
      TextField("Text", text: $draft.text)
    }
    let _: SwiftUINavigationResult<PopoverItemBinding> = anchored

    let ignoring = Text("Drafts").popover(item: $draft) { _ in Text("Editing") }
    let ignoringReference = Text("Drafts").popover(item: $draft) { (_: Draft) in
      Text("Editing")
    }
    sameType(ignoring, ignoringReference)
    let ignoringOrigin = origin(ignoring)
    let _: NotFromSwiftUINavigation = ignoringOrigin
  }

  func navigationDestinations() {
    let bound = Text("Drafts").navigationDestination(item: $draft) { $draft in
      TextField("Text", text: $draft.text)
    }
    let _: SwiftUINavigationResult<NavigationDestinationItemBinding> = bound

    // SwiftUI's (D: Hashable) is more specific than SwiftUINavigation's value overload (any D).
    let ignoring = Text("Drafts").navigationDestination(item: $draft) { _ in Text("Editing") }
    let ignoringReference = Text("Drafts").navigationDestination(item: $draft) {
      (_: Draft) in
      Text("Editing")
    }
    sameType(ignoring, ignoringReference)
    let ignoringOrigin = origin(ignoring)
    let _: NotFromSwiftUINavigation = ignoringOrigin
  }
}
