// The package's views and its property wrapper, in an app target whose default isolation is the
// main actor. Markers as in OptionalScreens.swift.

import Foundation
import OptionalBindings
import SwiftUI

struct ProfileForm: View {
  @State private var nickname: String?
  @State private var age: Int?
  @State private var isSubscribed: Bool?
  @State private var children: Int?
  @State private var pane: Pane?
  @State private var birthday: Date?
  @State private var color: Color?
  @State private var draft: Draft?
  let title: String

  var body: some View {
    Form {
      // resolves: init(_:text:default:prompt:) in OptionalBindings taking LocalizedStringKey
      OptionalTextField("Nickname", text: $nickname)
      // resolves: init(_:text:default:prompt:) in OptionalBindings taking String
      OptionalTextField(title, text: $nickname)
      // resolves: init(_:value:format:default:prompt:) in OptionalBindings
      OptionalTextField("Age", value: $age, format: .number, default: 30)
      // resolves: init(text:default:prompt:label:) in OptionalBindings
      OptionalTextField(text: $nickname) { Text("Nickname") }
      // resolves: init(_:isOn:default:) in OptionalBindings taking LocalizedStringKey
      OptionalToggle("Newsletter", isOn: $isSubscribed)
      // resolves: init(_:value:in:step:default:) in OptionalBindings taking LocalizedStringKey
      OptionalStepper("Children", value: $children, in: 0...20, default: 0)
      // resolves: init(_:selection:default:content:) in OptionalBindings taking LocalizedStringKey
      OptionalPicker("Pane", selection: $pane, default: .general) {
        Text("General").tag(Pane.general)
        Text("Advanced").tag(Pane.advanced)
      }
      // resolves: init(_:selection:default:displayedComponents:) in OptionalBindings taking LocalizedStringKey
      OptionalDatePicker("Birthday", selection: $birthday, default: Date())
      // resolves: init(_:selection:default:supportsOpacity:) in OptionalBindings taking LocalizedStringKey
      OptionalColorPicker("Color", selection: $color, default: .blue)
      // resolves: init(_:value:default:content:) in OptionalBindings taking LocalizedStringKey
      OptionalField("Draft", value: $draft, default: Draft()) { $draft in
        TextField("Text", text: $draft.text)
      }
      SearchBar()
      SearchBar(query: $nickname.withDefault(""))
      SearchBar(optionalQuery: nil)
    }
  }
}

/// The same controls with a title that is a `String`, and with a label view.
struct LabelledForm: View {
  @State private var nickname: String?
  @State private var age: Int?
  @State private var isSubscribed: Bool?
  @State private var children: Int?
  @State private var pane: Pane?
  @State private var birthday: Date?
  @State private var color: Color?
  @State private var draft: Draft?
  let title: String

  var body: some View {
    Form {
      // resolves: init(_:value:format:default:prompt:) in OptionalBindings taking String
      OptionalTextField(title, value: $age, format: .number, default: 30)
      // resolves: init(value:format:default:prompt:label:) in OptionalBindings
      OptionalTextField(value: $age, format: .number, default: 30) { Text("Age") }
      // resolves: init(_:isOn:default:) in OptionalBindings taking String
      OptionalToggle(title, isOn: $isSubscribed)
      // resolves: init(isOn:default:label:) in OptionalBindings
      OptionalToggle(isOn: $isSubscribed) { Text("Newsletter") }
      // resolves: init(_:value:in:step:default:) in OptionalBindings taking String
      OptionalStepper(title, value: $children, in: 0...20, default: 0)
      // resolves: init(value:in:step:default:label:) in OptionalBindings
      OptionalStepper(value: $children, in: 0...20, step: 2, default: 0) { Text("Children") }
      // resolves: init(_:selection:default:content:) in OptionalBindings taking String
      OptionalPicker(title, selection: $pane, default: .general) {
        Text("General").tag(Pane.general)
      }
      // resolves: init(selection:default:content:label:) in OptionalBindings
      OptionalPicker(selection: $pane, default: .advanced) {
        Text("Advanced").tag(Pane.advanced)
      } label: {
        Text("Pane")
      }
      // resolves: init(_:selection:default:displayedComponents:) in OptionalBindings taking String
      OptionalDatePicker(title, selection: $birthday, default: Date())
      // resolves: init(selection:default:displayedComponents:label:) in OptionalBindings
      OptionalDatePicker(selection: $birthday, default: Date(), displayedComponents: .date) {
        Text("Birthday")
      }
      // resolves: init(_:selection:default:supportsOpacity:) in OptionalBindings taking String
      OptionalColorPicker(title, selection: $color, default: .red, supportsOpacity: false)
      // resolves: init(selection:default:supportsOpacity:label:) in OptionalBindings
      OptionalColorPicker(selection: $color, default: .red) { Text("Color") }
      // resolves: init(_:value:default:content:) in OptionalBindings taking String
      OptionalField(title, value: $draft, default: Draft()) { $draft in
        TextField("Text", text: $draft.text)
      }
      // resolves: init(value:default:content:addLabel:removeLabel:) in OptionalBindings
      OptionalField(value: $draft, default: Draft()) { $draft in
        TextField("Text", text: $draft.text)
      } addLabel: {
        Text("Add a draft")
      } removeLabel: {
        Text("Remove the draft")
      }
    }
  }
}

/// A search bar that keeps its own query unless its parent binds one.
struct SearchBar: View {
  // resolves: init(wrappedValue:) in OptionalBindings
  @StateUnlessBound private var query = ""

  init() {}

  init(query: Binding<String>) {
    // resolves: init(_:) in OptionalBindings
    _query = StateUnlessBound(query)
  }

  init(optionalQuery: Binding<String>?) {
    // resolves: init(_:initialValue:) in OptionalBindings
    _query = StateUnlessBound(optionalQuery, initialValue: "")
  }

  var body: some View {
    TextField("Search", text: $query)
  }
}

struct FocusedForm: View {
  enum Field: Hashable {
    case name
    case notes
  }

  @State private var focusedField: Field?
  @State private var name = ""
  @State private var savedName = ""
  @FocusState private var focus: Field?

  var body: some View {
    Form {
      TextField("Name", text: $name).focused($focus, equals: .name)
    }
    // resolves: syncing(_:with:) in OptionalBindings
    .syncing($focusedField, with: $focus)
    // resolves: syncing(_:with:) in OptionalBindings
    .syncing($name, with: $savedName)
  }
}
