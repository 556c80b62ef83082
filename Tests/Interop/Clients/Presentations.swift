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
// SwiftUINavigation's modifier, and one that takes the item gets SwiftUI's. Nothing is ambiguous,
// and nothing but the declarations decides it. Both modules' binding-content modifiers are
// `@_disfavoredOverload`, so the attribute cannot order them; Swift then prefers the more
// specific of two overloads, the one whose parameters and generic requirements the other
// accepts but not the reverse. OptionalBindings' accept more than SwiftUINavigation's: `sheet`,
// `fullScreenCover` and `popover` take any item (SwiftUINavigation's want it `Identifiable`),
// their `id:` forms take an id that is only `Equatable` (SwiftUINavigation's want it `Hashable`),
// and `navigationDestination` takes a destination closure that is not escaping (it calls it right
// away; SwiftUINavigation's is escaping, and an escaping closure can be passed where a
// non-escaping one is wanted, not the reverse). So every call that fits SwiftUINavigation's
// fits OptionalBindings' too, and SwiftUINavigation's is the more specific: it wins. The
// `// resolves:` markers hold each resolution in the compiler's AST as well.
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
//     -package-name OptionalBindings -module-name OptionalBindingsIdentity -emit-module \
//     -emit-module-path $out/OptionalBindingsIdentity.swiftmodule \
//     $(find Sources/OptionalBindingsIdentity -name '*.swift')
//   $sdk -target arm64-apple-ios15.0 -swift-version 6 -warnings-as-errors -parse-as-library \
//     -package-name OptionalBindings -I $out -module-name OptionalBindings -emit-module \
//     -emit-module-path $out/OptionalBindings.swiftmodule $(find Sources/OptionalBindings -name '*.swift')
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

/// An item that is not `Identifiable`.
private struct Note {
  var text: String
}

@available(iOS 17.0, *)
private struct PresentationsWithSwiftUINavigation: View {
  @State private var draft: Draft?
  @State private var ledger: Ledger?
  @State private var note: Note?

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

    // A closure that ignores its argument fits both modules' `id:` sheets; OptionalBindings' is
    // disfavored, so SwiftUINavigation's value overload takes it.
    // resolves: sheet(item:id:onDismiss:content:) in SwiftUINavigation
    let ignoringByID = Text("Drafts").sheet(item: $draft, id: \.id) { _ in Text("Editing") }

    // resolves: sheet(item:onDismiss:content:) in SwiftUI
    let value = Text("Drafts").sheet(item: $draft) { draft in Text(draft.text) }

    // resolves: sheet(item:onDismiss:content:) in SwiftUI
    let ignoring = Text("Drafts").sheet(item: $draft) { _ in Text("Editing") }
    _ = (bound, boundLedger, withDismiss, byID, valueByID, ignoringByID, value, ignoring)
  }

  /// Content passed as a function rather than a closure literal: the same ranking decides.
  func functionsAsContent() {
    let editor: (Binding<Draft>) -> TextField<Text> = { TextField("Text", text: $0.text) }
    // resolves: sheet(item:onDismiss:content:) in SwiftUINavigation
    let sheet = Text("Drafts").sheet(item: $draft, content: editor)

    // resolves: sheet(item:id:onDismiss:content:) in SwiftUINavigation
    let byID = Text("Drafts").sheet(item: $draft, id: \.text, content: editor)

    // resolves: navigationDestination(item:destination:) in SwiftUINavigation
    let pushed = Text("Drafts").navigationDestination(item: $draft, destination: editor)
    _ = (sheet, byID, pushed)
  }

  /// A note is not `Identifiable`: SwiftUINavigation's modifiers without `id:` do not take it,
  /// and OptionalBindings' do.
  func itemsWithoutIdentity() {
    // resolves: sheet(item:onDismiss:content:) in OptionalBindings
    let sheet = Text("Notes").sheet(item: $note) { $note in TextField("Text", text: $note.text) }

    // resolves: popover(item:attachmentAnchor:arrowEdge:content:) in OptionalBindings
    let popover = Text("Notes").popover(item: $note) { $note in
      TextField("Text", text: $note.text)
    }
    _ = (sheet, popover)
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

    // resolves: fullScreenCover(item:id:onDismiss:content:) in SwiftUINavigation
    let byID = Text("Drafts").fullScreenCover(item: $draft, id: \.id) { $draft in
      TextField("Text", text: $draft.text)
    }

    // resolves: fullScreenCover(item:id:onDismiss:content:) in SwiftUINavigation
    let valueByID = Text("Drafts").fullScreenCover(item: $draft, id: \.id) { _ in
      Text("Editing")
    }

    // resolves: fullScreenCover(item:onDismiss:content:) in SwiftUI
    let ignoring = Text("Drafts").fullScreenCover(item: $draft) { _ in Text("Editing") }
    _ = (bound, boundLedger, byID, valueByID, ignoring)
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

    // resolves: popover(item:id:attachmentAnchor:arrowEdge:content:) in SwiftUINavigation
    let byID = Text("Drafts").popover(item: $draft, id: \.id) { $draft in
      TextField("Text", text: $draft.text)
    }

    // resolves: popover(item:id:attachmentAnchor:arrowEdge:content:) in SwiftUINavigation
    let valueByID = Text("Drafts").popover(item: $draft, id: \.id) { _ in Text("Editing") }

    // resolves: popover(item:attachmentAnchor:arrowEdge:content:) in SwiftUI
    let ignoring = Text("Drafts").popover(item: $draft) { _ in Text("Editing") }
    _ = (bound, anchored, byID, valueByID, ignoring)
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
