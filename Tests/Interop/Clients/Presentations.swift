// Presentations written the way an app that uses both OptionalBindings and swift-navigation's
// SwiftUINavigation writes them, type-checked against Apple's iOS 26.2 SwiftUI, the library's
// module and swift-navigation 2.11.0 compiled from its own sources (`.ci/peers`).
//
// Each call is bound with `let`, so nothing around it picks the overload, and the marker above it
// names the module whose modifier the compiler chose (Tests/Interop/README.md). Within
// SwiftUINavigation, the closure decides between its binding-content and value-content
// overloads: `{ $draft in … }` compiles only with a closure that receives a `Binding`.
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
// SwiftUINavigation's. `.ci/apple-sdk interop` does; by hand, with the peers built
// (`bash .ci/peers flags` prints their arguments):
//
//   sdk=../shared/apple-sdk/swiftc-ios; out=$(mktemp -d); export APPLE_SDK_VERSION=26.2
//   mapfile -t peers < <(bash .ci/peers flags)
//   $sdk -target arm64-apple-ios15.0 -swift-version 6 -warnings-as-errors -parse-as-library \
//     -module-name OptionalBindings -emit-module -emit-module-path $out/OptionalBindings.swiftmodule \
//     $(find Sources/OptionalBindings -name '*.swift')
//   $sdk -target arm64-apple-ios17.0 -swift-version 6 -warnings-as-errors -parse-as-library \
//     -I $out "${peers[@]}" -module-name Presentations -typecheck Tests/Interop/Clients/Presentations.swift

import OptionalBindings
import SwiftUI
import SwiftUINavigation

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
    // resolves: sheet(item:onDismiss:content:) in SwiftUINavigation
    let bound = Text("Drafts").sheet(item: $draft) { $draft in
      TextField("Text", text: $draft.text)
    }
    // resolves: sheet(item:onDismiss:content:) in SwiftUINavigation
    let boundLedger = Text("Drafts").sheet(item: $ledger) { $ledger in
      TextField("Title", text: $ledger.title)
    }
    let onDismiss: () -> Void = { print("gone") }
    // resolves: sheet(item:onDismiss:content:) in SwiftUINavigation
    let withDismiss = Text("Drafts").sheet(item: $draft, onDismiss: onDismiss) { $draft in
      TextField("Text", text: $draft.text)
    }
    // resolves: sheet(item:id:onDismiss:content:) in SwiftUINavigation
    let byID = Text("Drafts").sheet(item: $draft, id: \.id) { $draft in
      TextField("Text", text: $draft.text)
    }
    // resolves: sheet(item:id:onDismiss:content:) in SwiftUINavigation
    let valueByID = Text("Drafts").sheet(item: $draft, id: \.id) { (draft: Draft) in
      Text(draft.text)
    }
    // resolves: sheet(item:onDismiss:content:) in SwiftUI
    let value = Text("Drafts").sheet(item: $draft) { draft in Text(draft.text) }
    // resolves: sheet(item:onDismiss:content:) in SwiftUI
    let ignoring = Text("Drafts").sheet(item: $draft) { _ in Text("Editing") }
    _ = (bound, boundLedger, withDismiss, byID, valueByID, value, ignoring)
  }

  func fullScreenCovers() {
    // resolves: fullScreenCover(item:onDismiss:content:) in SwiftUINavigation
    let bound = Text("Drafts").fullScreenCover(item: $draft) { $draft in
      TextField("Text", text: $draft.text)
    }
    // resolves: fullScreenCover(item:onDismiss:content:) in SwiftUINavigation
    let boundLedger = Text("Drafts").fullScreenCover(item: $ledger) { $ledger in
      TextField("Title", text: $ledger.title)
    }
    // resolves: fullScreenCover(item:onDismiss:content:) in SwiftUI
    let ignoring = Text("Drafts").fullScreenCover(item: $draft) { _ in Text("Editing") }
    _ = (bound, boundLedger, ignoring)
  }

  func popovers() {
    // resolves: popover(item:attachmentAnchor:arrowEdge:content:) in SwiftUINavigation
    let bound = Text("Drafts").popover(item: $draft) { $draft in
      TextField("Text", text: $draft.text)
    }
    // resolves: popover(item:attachmentAnchor:arrowEdge:content:) in SwiftUINavigation
    let anchored = Text("Drafts").popover(item: $draft, arrowEdge: .bottom) { $draft in
      TextField("Text", text: $draft.text)
    }
    // resolves: popover(item:attachmentAnchor:arrowEdge:content:) in SwiftUI
    let ignoring = Text("Drafts").popover(item: $draft) { _ in Text("Editing") }
    _ = (bound, anchored, ignoring)
  }

  func navigationDestinations() {
    // resolves: navigationDestination(item:destination:) in SwiftUINavigation
    let bound = Text("Drafts").navigationDestination(item: $draft) { $draft in
      TextField("Text", text: $draft.text)
    }
    // SwiftUI's (D: Hashable) is more specific than SwiftUINavigation's value overload (any D).
    // resolves: navigationDestination(item:destination:) in SwiftUI
    let ignoring = Text("Drafts").navigationDestination(item: $draft) { _ in Text("Editing") }
    _ = (bound, ignoring)
  }
}
