// swift-format-ignore-file
// (Laid out as apps are written: the tool keeps each file's own layout around its edits.)
// Fixture: models that conform to `ObservableObject`, held by a view as `@ObservedObject`,
// `@StateObject` or `@EnvironmentObject`: `$model.property` is a binding, so every helper applies
// to it (never `model.$property`, which is the publisher).
#if canImport(SwiftUI)
  import Foundation
  import SwiftUI

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  enum ObservableObjectModelsFixture {
    enum Plan: String, Hashable, Sendable {
      case free
      case pro
    }

    struct Address {
      var city: String?
    }

    final class ProfileModel: ObservableObject {
      @Published var name = ""
      @Published var nickname: String?
      @Published var bio: String?
      @Published var plan: Plan?
      @Published var tags: Set<String> = []
      @Published var address = Address()
    }

    final class SettingsModel: ObservableObject {
      @Published var reminder: Date?
    }

    final class Session: ObservableObject {
      @Published var flags: [String: Bool] = [:]
    }

    struct ProfileForm: View {
      @ObservedObject var model: ProfileModel
      @StateObject private var settings = SettingsModel()
      @EnvironmentObject var session: Session
      let suggestedTags = ["swift", "ios"]

      var body: some View {
        TextField("Name", text: Binding(get: { model.name }, set: { model.name = $0 }))
        TextField(
          "Nickname",
          text: Binding(
            get: { model.nickname ?? "" },
            set: { model.nickname = $0 }
          ))
        TextField("Bio", text: Binding(get: { model.bio ?? "" }, set: { model.bio = $0.isEmpty ? nil : $0 }))
        TextField("City", text: Binding(get: { model.address.city ?? "" }, set: { model.address.city = $0 }))
        Toggle(
          "Pro",
          isOn: Binding(
            get: { model.plan == .pro },
            set: { isPro in
              if isPro {
                model.plan = .pro
              } else if model.plan == .pro {
                model.plan = nil
              }
            }
          ))
        ForEach(suggestedTags, id: \.self) { tag in
          Toggle(
            tag,
            isOn: Binding(
              get: { model.tags.contains(tag) },
              set: { if $0 { model.tags.insert(tag) } else { model.tags.remove(tag) } }
            ))
        }
        Toggle("Remind me", isOn: Binding(get: { settings.reminder != nil }, set: { if !$0 { settings.reminder = nil } }))
        Toggle("Beta", isOn: Binding(get: { session.flags["beta"] ?? false }, set: { session.flags["beta"] = $0 }))
      }
    }
  }
#endif
