// Listings of the article "Migrating closure bindings", all of which use SwiftUI views.
#if canImport(SwiftUI)
  import Observation
  import OptionalBindings
  import SwiftUI

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  enum MigratingClosureBindingsListings {
    struct Tag: Hashable, Sendable {
      var name: String
    }

    enum Plan: Hashable, Sendable {
      case free
      case pro
    }

    @Observable final class Contact {
      var nickname: String?
      var lastName: String?
      var tags: Set<Tag> = []
      var plan: Plan?
    }

    struct ContactFormBefore: View {
      @Bindable var contact: Contact
      @State private var saveError: String?
      let allTags: [Tag]

      var body: some View {
        VStack {
          TextField(
            "Nickname",
            text: Binding(
              get: { @MainActor in contact.nickname ?? "" },
              set: { @MainActor in contact.nickname = $0 }
            ))
          TextField(
            "Last name",
            text: Binding(
              get: { @MainActor in contact.lastName ?? "" },
              set: { @MainActor in contact.lastName = $0.isEmpty ? nil : $0 }
            ))
          ForEach(allTags, id: \.self) { tag in
            Toggle(
              tag.name,
              isOn: Binding(
                get: { @MainActor in contact.tags.contains(tag) },
                set: { @MainActor in
                  if $0 { contact.tags.insert(tag) } else { contact.tags.remove(tag) }
                }
              ))
          }
        }
        .alert(
          "The contact could not be saved",
          isPresented: Binding(
            get: { @MainActor in saveError != nil },
            set: { @MainActor in if !$0 { saveError = nil } }
          ),
          presenting: saveError
        ) { _ in
          Button("OK") {}
        }
      }
    }

    struct ContactFormAfter: View {
      @Bindable var contact: Contact
      @State private var saveError: String?
      let allTags: [Tag]

      var body: some View {
        VStack {
          TextField(
            "Nickname",
            text: $contact.nickname.withDefault(""))
          TextField(
            "Last name",
            text: $contact.lastName.replacingNil(with: ""))
          ForEach(allTags, id: \.self) { tag in
            Toggle(
              tag.name,
              isOn: $contact.tags.contains(tag))
          }
        }
        .alert(
          "The contact could not be saved",
          isPresented: $saveError.isPresent(),
          presenting: saveError
        ) { _ in
          Button("OK") {}
        }
      }
    }

    final class Profile: ObservableObject {
      @Published var nickname: String?
      @Published var plan: Plan?
      @Published var flags: [String: Bool] = [:]
    }

    struct ProfileFormBefore: View {
      @ObservedObject var profile: Profile

      var body: some View {
        Form {
          TextField(
            "Nickname",
            text: Binding(
              get: { @MainActor in profile.nickname ?? "" },
              set: { @MainActor in profile.nickname = $0 }
            ))
          Toggle(
            "Pro",
            isOn: Binding(
              get: { @MainActor in profile.plan == .pro },
              set: { @MainActor in
                if $0 { profile.plan = .pro } else if profile.plan == .pro { profile.plan = nil }
              }
            ))
          Toggle(
            "Beta features",
            isOn: Binding(
              get: { @MainActor in profile.flags["beta"] ?? false },
              set: { @MainActor in profile.flags["beta"] = $0 }
            ))
        }
      }
    }

    struct ProfileFormAfter: View {
      @ObservedObject var profile: Profile

      var body: some View {
        Form {
          TextField(
            "Nickname",
            text: $profile.nickname.withDefault(""))
          Toggle(
            "Pro",
            isOn: $profile.plan.equals(.pro))
          Toggle(
            "Beta features",
            isOn: $profile.flags["beta", default: false])
        }
      }
    }

    struct PlanToggle: View {
      @Bindable var contact: Contact

      var body: some View {
        Toggle(
          "Pro",
          isOn: Binding(
            get: { @MainActor in contact.plan == .pro },
            set: { @MainActor in contact.plan = $0 ? .pro : nil }
          ))
      }
    }
  }
#endif
