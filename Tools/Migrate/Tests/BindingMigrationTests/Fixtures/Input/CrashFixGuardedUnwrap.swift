// swift-format-ignore-file
// (Laid out as apps are written: the tool keeps each file's own layout around its edits.)
// Fixture, crash fixes (applied with --crash-fixes): force-unwrapping closure bindings under the
// guards apps write around them. `if draft != nil { VStack { … } }` (the stack's content is
// evaluated in place), `else if let profile = profile` around `self.profile!`, `if let _ =
// selection` in a sheet's content (the guard and the binding in the same closure), and a check
// that is one part of an `&&` condition, which becomes conditions joined by commas.
#if canImport(SwiftUI)
  import SwiftUI

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  enum CrashFixGuardedUnwrapFixture {
    struct Contact: Sendable {
      var name: String
      var email = ""
    }

    struct ContactForm: View {
      @Binding var contact: Contact

      var body: some View {
        TextField("Name", text: $contact.name)
        TextField("Email", text: $contact.email)
      }
    }

    struct NoteEditor: View {
      @State private var draft: String?
      @State private var isEditing = false

      var body: some View {
        if draft != nil {
          VStack(alignment: .leading) {
            TextField("Body", text: Binding(get: { draft! }, set: { draft = $0 }))
            Button("Discard") { draft = nil }
          }
        }
        if isEditing && draft != nil {
          TextField("Title", text: Binding(get: { draft! }, set: { draft = $0 }))
        }
      }
    }

    struct ContactScreen: View {
      @State private var contact: Contact?
      @State private var selection: Contact?
      @State private var isLoading = true

      var body: some View {
        if isLoading {
          Text("Loading…")
        } else if let contact = contact {
          Text(contact.name)
          ContactForm(contact: Binding(get: { self.contact! }, set: { self.contact = $0 }))
        }
        Button("Edit") { selection = contact }
          .sheet(isPresented: Binding(get: { selection != nil }, set: { if !$0 { selection = nil } })) {
            if let _ = selection {
              ContactForm(contact: Binding(get: { selection! }, set: { selection = $0 }))
            }
          }
      }
    }
  }
#endif
