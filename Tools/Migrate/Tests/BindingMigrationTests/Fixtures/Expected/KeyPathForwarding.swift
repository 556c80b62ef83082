// swift-format-ignore-file
// (Laid out as apps are written: the tool keeps each file's own layout around its edits.)
// Fixture: a closure binding that forwards through a key path held in a constant becomes
// `$binding[dynamicMember: keyPath]`, SwiftUI's own projection, which needs no import.
#if canImport(SwiftUI)
  import SwiftUI

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  enum KeyPathForwardingFixture {
    struct Draft {
      var title = ""
      var subtitle = ""
    }

    struct FieldRow: View {
      @Binding var draft: Draft
      let label: String
      let field: WritableKeyPath<Draft, String>

      var body: some View {
        TextField(label, text: $draft[dynamicMember: field])
      }
    }
  }
#endif
