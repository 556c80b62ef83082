// swift-format-ignore-file
// (Laid out as apps are written: the tool keeps each file's own layout around its edits.)
// Fixture: `x != nil` read, `false` written as nil and `true` storing a default while nil become
// `isPresent(default:)`.
#if canImport(SwiftUI)
  import Observation
  import OptionalBindings
  import SwiftUI

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  enum IsPresentWithDefaultFixture {
    enum Reminder: Hashable, Sendable {
      case oneHourBefore
      case oneDayBefore
    }

    @Observable final class Task {
      var reminder: Reminder?
      var estimate: Int?
      var tag: String?
    }

    struct TaskForm: View {
      @Bindable var task: Task
      let defaultTag = "inbox"

      var body: some View {
        Toggle(
          "Reminder",
          isOn: $task.reminder.isPresent(default: .oneHourBefore))
        Toggle(
          "Estimate",
          isOn: $task.estimate.isPresent(default: 1))
        Toggle(
          "Tag",
          isOn: $task.tag.isPresent(default: defaultTag))
      }
    }
  }
#endif
