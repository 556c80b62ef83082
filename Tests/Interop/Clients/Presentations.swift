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
    let _: SwiftUINavigationResult<SheetItemBinding> = bound

    // resolves: sheet(item:onDismiss:content:) in SwiftUINavigation
    let boundLedger = Text("Drafts").sheet(item: $ledger) { $ledger in
      TextField("Title", text: $ledger.title)
    }
    let _: SwiftUINavigationResult<SheetItemBinding> = boundLedger

    let onDismiss: () -> Void = { print("gone") }
    // resolves: sheet(item:onDismiss:content:) in SwiftUINavigation
    let withDismiss = Text("Drafts").sheet(item: $draft, onDismiss: onDismiss) { $draft in
      TextField("Text", text: $draft.text)
    }
    let _: SwiftUINavigationResult<SheetItemBinding> = withDismiss

    // resolves: sheet(item:id:onDismiss:content:) in SwiftUINavigation
    let byID = Text("Drafts").sheet(item: $draft, id: \.id) { $draft in
      TextField("Text", text: $draft.text)
    }
    let _: SwiftUINavigationResult<SheetItemIDBinding> = byID

    // resolves: sheet(item:id:onDismiss:content:) in SwiftUINavigation
    let valueByID = Text("Drafts").sheet(item: $draft, id: \.id) { (draft: Draft) in
      Text(draft.text)
    }
    let _: SwiftUINavigationResult<SheetItemIDValue> = valueByID

    // A closure that ignores its argument fits both modules' `id:` sheets; OptionalBindings' is
    // disfavored, so SwiftUINavigation's value overload takes it.
    // resolves: sheet(item:id:onDismiss:content:) in SwiftUINavigation
    let ignoringByID = Text("Drafts").sheet(item: $draft, id: \.id) { _ in Text("Editing") }
    let _: SwiftUINavigationResult<SheetItemIDValue> = ignoringByID

    // resolves: sheet(item:onDismiss:content:) in SwiftUI
    let value = Text("Drafts").sheet(item: $draft) { draft in Text(draft.text) }
    let valueReference = Text("Drafts").sheet(item: $draft) { (draft: Draft) in
      Text(draft.text)
    }
    sameType(value, valueReference)
    let valueOrigin = origin(value)
    let _: NotFromSwiftUINavigation = valueOrigin

    // resolves: sheet(item:onDismiss:content:) in SwiftUI
    let ignoring = Text("Drafts").sheet(item: $draft) { _ in Text("Editing") }
    let ignoringReference = Text("Drafts").sheet(item: $draft) { (_: Draft) in Text("Editing") }
    sameType(ignoring, ignoringReference)
    let ignoringOrigin = origin(ignoring)
    let _: NotFromSwiftUINavigation = ignoringOrigin
  }

  /// Content passed as a function rather than a closure literal: the same ranking decides.
  func functionsAsContent() {
    let editor: (Binding<Draft>) -> TextField<Text> = { TextField("Text", text: $0.text) }
    // resolves: sheet(item:onDismiss:content:) in SwiftUINavigation
    let sheet = Text("Drafts").sheet(item: $draft, content: editor)
    let _: SwiftUINavigationResult<SheetItemBinding> = sheet

    // resolves: sheet(item:id:onDismiss:content:) in SwiftUINavigation
    let byID = Text("Drafts").sheet(item: $draft, id: \.text, content: editor)
    let _: SwiftUINavigationResult<SheetItemIDBinding> = byID

    // resolves: navigationDestination(item:destination:) in SwiftUINavigation
    let pushed = Text("Drafts").navigationDestination(item: $draft, destination: editor)
    let _: SwiftUINavigationResult<NavigationDestinationItemBinding> = pushed
  }

  /// A note is not `Identifiable`: SwiftUINavigation's modifiers without `id:` do not take it,
  /// and OptionalBindings' do.
  func itemsWithoutIdentity() {
    // resolves: sheet(item:onDismiss:content:) in OptionalBindings
    let sheet = Text("Notes").sheet(item: $note) { $note in TextField("Text", text: $note.text) }
    let sheetOrigin = origin(sheet)
    let _: NotFromSwiftUINavigation = sheetOrigin

    // resolves: popover(item:attachmentAnchor:arrowEdge:content:) in OptionalBindings
    let popover = Text("Notes").popover(item: $note) { $note in
      TextField("Text", text: $note.text)
    }
    let popoverOrigin = origin(popover)
    let _: NotFromSwiftUINavigation = popoverOrigin
  }

  func fullScreenCovers() {
    // resolves: fullScreenCover(item:onDismiss:content:) in SwiftUINavigation
    let bound = Text("Drafts").fullScreenCover(item: $draft) { $draft in
      TextField("Text", text: $draft.text)
    }
    let _: SwiftUINavigationResult<FullScreenCoverItemBinding> = bound

    // resolves: fullScreenCover(item:onDismiss:content:) in SwiftUINavigation
    let boundLedger = Text("Drafts").fullScreenCover(item: $ledger) { $ledger in
      TextField("Title", text: $ledger.title)
    }
    let _: SwiftUINavigationResult<FullScreenCoverItemBinding> = boundLedger

    // resolves: fullScreenCover(item:id:onDismiss:content:) in SwiftUINavigation
    let byID = Text("Drafts").fullScreenCover(item: $draft, id: \.id) { $draft in
      TextField("Text", text: $draft.text)
    }
    let _: SwiftUINavigationResult<FullScreenCoverItemIDBinding> = byID

    // resolves: fullScreenCover(item:id:onDismiss:content:) in SwiftUINavigation
    let valueByID = Text("Drafts").fullScreenCover(item: $draft, id: \.id) { _ in
      Text("Editing")
    }
    let _: SwiftUINavigationResult<FullScreenCoverItemIDValue> = valueByID

    // resolves: fullScreenCover(item:onDismiss:content:) in SwiftUI
    let ignoring = Text("Drafts").fullScreenCover(item: $draft) { _ in Text("Editing") }
    let ignoringReference = Text("Drafts").fullScreenCover(item: $draft) { (_: Draft) in
      Text("Editing")
    }
    sameType(ignoring, ignoringReference)
    let ignoringOrigin = origin(ignoring)
    let _: NotFromSwiftUINavigation = ignoringOrigin
  }

  func popovers() {
    // resolves: popover(item:attachmentAnchor:arrowEdge:content:) in SwiftUINavigation
    let bound = Text("Drafts").popover(item: $draft) { $draft in
      TextField("Text", text: $draft.text)
    }
    let _: SwiftUINavigationResult<PopoverItemBinding> = bound

    // resolves: popover(item:attachmentAnchor:arrowEdge:content:) in SwiftUINavigation
    let anchored = Text("Drafts").popover(item: $draft, arrowEdge: .bottom) { $draft in
      TextField("Text", text: $draft.text)
    }
    let _: SwiftUINavigationResult<PopoverItemBinding> = anchored

    // resolves: popover(item:id:attachmentAnchor:arrowEdge:content:) in SwiftUINavigation
    let byID = Text("Drafts").popover(item: $draft, id: \.id) { $draft in
      TextField("Text", text: $draft.text)
    }
    let _: SwiftUINavigationResult<PopoverItemIDBinding> = byID

    // resolves: popover(item:id:attachmentAnchor:arrowEdge:content:) in SwiftUINavigation
    let valueByID = Text("Drafts").popover(item: $draft, id: \.id) { _ in Text("Editing") }
    let _: SwiftUINavigationResult<PopoverItemIDValue> = valueByID

    // resolves: popover(item:attachmentAnchor:arrowEdge:content:) in SwiftUI
    let ignoring = Text("Drafts").popover(item: $draft) { _ in Text("Editing") }
    let ignoringReference = Text("Drafts").popover(item: $draft) { (_: Draft) in
      Text("Editing")
    }
    sameType(ignoring, ignoringReference)
    let ignoringOrigin = origin(ignoring)
    let _: NotFromSwiftUINavigation = ignoringOrigin
  }

  func navigationDestinations() {
    // resolves: navigationDestination(item:destination:) in SwiftUINavigation
    let bound = Text("Drafts").navigationDestination(item: $draft) { $draft in
      TextField("Text", text: $draft.text)
    }
    let _: SwiftUINavigationResult<NavigationDestinationItemBinding> = bound

    // SwiftUI's (D: Hashable) is more specific than SwiftUINavigation's value overload (any D).
    // resolves: navigationDestination(item:destination:) in SwiftUI
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
