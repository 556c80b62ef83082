// swift-format-ignore-file
// (Laid out as apps are written: the tool keeps each file's own layout around its edits.)
// Fixture: `x != nil` read, `false` written as nil and `true` storing a default while nil become
// `isPresent(default:)`.
#if canImport(SwiftUI)
  import Observation
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
          isOn: Binding(
            get: { task.reminder != nil },
            set: { isOn in
              if isOn {
                if task.reminder == nil { task.reminder = .oneHourBefore }
              } else {
                task.reminder = nil
              }
            }
          ))
        Toggle(
          "Estimate",
          isOn: Binding(get: { task.estimate != nil }, set: { task.estimate = $0 ? (task.estimate ?? 1) : nil }))
        Toggle(
          "Tag",
          isOn: Binding(
            get: { task.tag != nil },
            set: {
              if !$0 {
                task.tag = nil
              } else if task.tag == nil {
                task.tag = defaultTag
              }
            }
          ))
      }
    }
  }
#endif
