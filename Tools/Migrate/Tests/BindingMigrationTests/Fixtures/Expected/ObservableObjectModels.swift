// swift-format-ignore-file
// (Laid out as apps are written: the tool keeps each file's own layout around its edits.)
// Fixture: models that conform to `ObservableObject`, held by a view as `@ObservedObject`,
// `@StateObject` or `@EnvironmentObject`: `$model.property` is a binding, so every helper applies
// to it (never `model.$property`, which is the publisher).
#if canImport(SwiftUI)
  import Foundation
  import OptionalBindings
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
        TextField("Name", text: $model.name)
        TextField(
          "Nickname",
          text: $model.nickname.withDefault(""))
        TextField("Bio", text: $model.bio.replacingNil(with: ""))
        TextField("City", text: $model.address.city.withDefault(""))
        Toggle(
          "Pro",
          isOn: $model.plan.equals(.pro))
        ForEach(suggestedTags, id: \.self) { tag in
          Toggle(
            tag,
            isOn: $model.tags.contains(tag))
        }
        Toggle("Remind me", isOn: $settings.reminder.isPresent())
        Toggle("Beta", isOn: $session.flags["beta", default: false])
      }
    }
  }
#endif
