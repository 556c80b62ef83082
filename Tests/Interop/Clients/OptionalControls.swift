// The optional controls with a title, as an app writes them: a string literal for a title that is
// localized, a `String` for one that is not. Type-checked against Apple's iOS 17.4 and 26.2
// SwiftUI and the library's module.
//
// What it shows: each control has a `LocalizedStringKey` title initializer and a disfavored
// `StringProtocol` one, as SwiftUI's `Text` and its controls have. A string literal reaches the
// first (a literal would otherwise take the `StringProtocol` one, `String` being the literal's
// default type, and lose its localization); a `String` reaches the second. The `// resolves:`
// markers say which by the type the initializer reached takes first (`taking …`,
// Tests/Interop/README.md).

import Foundation
import OptionalBindings
import SwiftUI

@available(iOS 17.0, *)
private struct OptionalControls: View {
  @State private var nickname: String?
  @State private var age: Int?
  @State private var birthday: Date?
  @State private var tint: Color?
  @State private var size: Size?
  @State private var isMuted: Bool?
  let title = "Nickname"

  enum Size: Hashable {
    case small, large
  }

  var body: some View {
    Form {
      // resolves: init(_:text:default:prompt:) in OptionalBindings taking LocalizedStringKey
      OptionalTextField("Nickname", text: $nickname)
      // resolves: init(_:text:default:prompt:) in OptionalBindings taking String
      OptionalTextField(title, text: $nickname)
      // resolves: init(_:value:format:default:prompt:) in OptionalBindings taking LocalizedStringKey
      OptionalTextField("Age", value: $age, format: .number, default: 0)
      // resolves: init(_:value:format:default:prompt:) in OptionalBindings taking String
      OptionalTextField(title, value: $age, format: .number, default: 0)
      // resolves: init(_:value:in:step:default:) in OptionalBindings taking LocalizedStringKey
      OptionalStepper("Age", value: $age, in: 0...120, default: 30)
      // resolves: init(_:value:in:step:default:) in OptionalBindings taking String
      OptionalStepper(title, value: $age, in: 0...120, default: 30)
      // resolves: init(_:selection:default:displayedComponents:) in OptionalBindings taking LocalizedStringKey
      OptionalDatePicker("Birthday", selection: $birthday, default: .now)
      // resolves: init(_:selection:default:displayedComponents:) in OptionalBindings taking String
      OptionalDatePicker(title, selection: $birthday, default: .now)
      // resolves: init(_:selection:default:supportsOpacity:) in OptionalBindings taking LocalizedStringKey
      OptionalColorPicker("Tint", selection: $tint, default: .blue)
      // resolves: init(_:selection:default:supportsOpacity:) in OptionalBindings taking String
      OptionalColorPicker(title, selection: $tint, default: .blue)
      // resolves: init(_:selection:default:content:) in OptionalBindings taking LocalizedStringKey
      OptionalPicker("Size", selection: $size, default: .small) {
        Text("Small").tag(Size.small)
      }
      // resolves: init(_:selection:default:content:) in OptionalBindings taking String
      OptionalPicker(title, selection: $size, default: .small) {
        Text("Small").tag(Size.small)
      }
      // resolves: init(_:isOn:default:) in OptionalBindings taking LocalizedStringKey
      OptionalToggle("Muted", isOn: $isMuted)
      // resolves: init(_:isOn:default:) in OptionalBindings taking String
      OptionalToggle(title, isOn: $isMuted)
      // resolves: init(_:value:default:content:) in OptionalBindings taking LocalizedStringKey
      OptionalField("Nickname", value: $nickname, default: "") { $nickname in
        TextField("Nickname", text: $nickname)
      }
      // resolves: init(_:value:default:content:) in OptionalBindings taking String
      OptionalField(title, value: $nickname, default: "") { $nickname in
        TextField("Nickname", text: $nickname)
      }
    }
  }
}
