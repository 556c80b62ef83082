// Lists and collections edited through the package, in an app target whose default isolation is
// the main actor. Markers as in OptionalScreens.swift. A key path to a property of the app's own
// type (`\.title`) is not `Sendable` here; the app's types are, so the rows identified through it
// reach the `id:` overload for `Sendable` elements and ids, whose rows are found again by that key
// path object. An `Identifiable` element of the app's own type is `Identifiable` only on the main
// actor, which cannot meet `Identifiable & Sendable`: its rows are formed anew.

import Foundation
import OptionalBindings
import SwiftUI

struct ItemList: View {
  @State private var items: [Item] = []
  @State private var chores: [Chore] = []
  @State private var points: [Point] = []
  @State private var tags: [Tag] = []
  @Bindable var store: Store

  var body: some View {
    List {
      // resolves: init(byID:where:content:) in OptionalBindings not requiring Sendable
      ForEach(byID: $items) { $item in
        TextField("Title", text: $item.title)
      }
      .onDelete { items.remove(atOffsets: $0) }
      .onMove { items.move(fromOffsets: $0, toOffset: $1) }
      // resolves: init(byID:id:where:content:) in OptionalBindings requiring Sendable
      ForEach(byID: $items, id: \.title) { $item in
        TextField("Title", text: $item.title)
      }
      // resolves: init(byID:id:where:content:) in OptionalBindings requiring Sendable
      ForEach(byID: $items, id: \.id) { $item in
        TextField("Title", text: $item.title)
      }
      // resolves: init(byID:where:content:) in OptionalBindings not requiring Sendable
      ForEach(byID: $items, where: { $0.notes != nil }) { $item in
        TextField("Notes", text: $item.notes.withDefault(""))
      }
      // resolves: remove(atOffsets:where:) in OptionalBindings
      .onDelete { items.remove(atOffsets: $0, where: { $0.notes != nil }) }
      // resolves: init(byID:id:where:content:) in OptionalBindings requiring Sendable
      ForEach(byID: $tags, id: \.name, where: { $0.isPinned }) { $tag in
        Toggle(tag.name, isOn: $tag.isPinned)
      }
      // resolves: init(byID:where:content:) in OptionalBindings not requiring Sendable
      ForEach(byID: $chores) { $chore in
        TextField("Chore", text: $chore.title)
      }
      // resolves: init(byID:where:content:) in OptionalBindings requiring Sendable
      ForEach(byID: $points) { $point in
        TextField("Label", text: $point.label)
      }
      // resolves: init(byID:id:where:content:) in OptionalBindings requiring Sendable
      ForEach(byID: $points, id: \.label) { $point in
        TextField("Label", text: $point.label)
      }
      // resolves: init(byID:where:content:) in OptionalBindings not requiring Sendable
      ForEach(byID: $store.items) { $item in
        TextField("Title", text: $item.title)
      }
    }
  }
}

struct TagLists: View {
  @State private var items: [Item] = []
  @State private var tags: [Tag] = []
  @State private var points: [Point] = []

  var body: some View {
    VStack {
      // resolves: init(byID:rowContent:) in OptionalBindings not requiring Sendable
      List(byID: $items) { $item in
        TextField("Title", text: $item.title)
      }
      // resolves: init(byID:id:rowContent:) in OptionalBindings requiring Sendable
      List(byID: $tags, id: \.name) { $tag in
        Toggle(tag.name, isOn: $tag.isPinned)
      }
      // resolves: init(byID:rowContent:) in OptionalBindings requiring Sendable
      List(byID: $points) { $point in
        TextField("Label", text: $point.label)
      }
      // resolves: init(byID:id:rowContent:) in OptionalBindings requiring Sendable
      List(byID: $points, id: \.label) { $point in
        TextField("Label", text: $point.label)
      }
    }
  }
}

struct CollectionScreen: View {
  @State private var flags: [String: Bool] = [:]
  @State private var pinned: [Tag: Bool] = [:]
  @State private var drafts: [ChoreID: Draft] = [:]
  @State private var numbers: Set<Int> = []
  @State private var selectedTags: Set<Tag> = []
  @State private var items: [Item] = []
  @State private var chores: [Chore] = []
  @State private var sessions: [Session] = []
  let id: UUID
  let choreID: ChoreID
  let handle: Handle

  var body: some View {
    Form {
      // resolves: subscript(_:default:) in OptionalBindings requiring Sendable
      Toggle("Flag", isOn: $flags["a", default: false])
      // resolves: subscript(_:default:) in OptionalBindings not requiring Sendable
      Toggle("Pinned", isOn: $pinned[Tag(name: "a"), default: false])
      // resolves: subscript(_:default:) in OptionalBindings not requiring Sendable
      TextField("Draft", text: $drafts[choreID, default: Draft()].text)
      // resolves: contains(_:) in OptionalBindings requiring Sendable
      Toggle("Three", isOn: $numbers.contains(3))
      // resolves: contains(_:) in OptionalBindings not requiring Sendable
      Toggle("Red", isOn: $selectedTags.contains(Tag(name: "red")))
      // resolves: subscript(id:) in OptionalBindings requiring Sendable
      if let item = Binding(unwrapping: $items[id: id]) {
        TextField("Title", text: item.title)
      }
      // The overload for `Sendable` ids asks `Element.ID: Sendable`, which `ChoreID` is; the
      // compiler does not count that against `Chore`'s main-actor `Identifiable` conformance,
      // so the call reaches it.
      // resolves: subscript(id:) in OptionalBindings requiring Sendable
      if let chore = Binding(unwrapping: $chores[id: choreID]) {
        TextField("Chore", text: chore.title)
      }
      // resolves: subscript(id:) in OptionalBindings not requiring Sendable
      if let session = Binding(unwrapping: $sessions[id: handle]) {
        TextField("Session", text: session.title)
      }
    }
  }
}
