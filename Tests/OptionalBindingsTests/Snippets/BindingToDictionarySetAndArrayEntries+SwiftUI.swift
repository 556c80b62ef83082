// Listings of the article "Binding to dictionary, set and array entries" that use SwiftUI views.
#if canImport(SwiftUI)
  import OptionalBindings
  import SwiftUI

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  extension BindingToDictionarySetAndArrayEntriesListings {
    struct SettingsBefore: View {
      @State private var settings: [String: Bool] = ["Wi-Fi": true, "Bluetooth": false]

      var body: some View {
        ForEach(settings.keys.sorted(), id: \.self) { key in
          Toggle(
            key,
            isOn: Binding(
              get: { @MainActor in settings[key] ?? false },
              set: { @MainActor in settings[key] = $0 }
            ))
        }
      }
    }

    struct SettingsAfter: View {
      @State private var settings: [String: Bool] = ["Wi-Fi": true, "Bluetooth": false]

      var body: some View {
        ForEach(settings.keys.sorted(), id: \.self) { key in
          Toggle(key, isOn: $settings[key, default: false])
        }
      }
    }

    struct Tag: Hashable, Sendable {
      var name: String
    }

    struct TagRowBefore: View {
      @Binding var selectedTags: Set<Tag>
      let tag: Tag

      var body: some View {
        Toggle(
          tag.name,
          isOn: Binding(
            get: { @MainActor in selectedTags.contains(tag) },
            set: { @MainActor in
              if $0 { selectedTags.insert(tag) } else { selectedTags.remove(tag) }
            }
          ))
      }
    }

    struct TagRowAfter: View {
      @Binding var selectedTags: Set<Tag>
      let tag: Tag

      var body: some View {
        Toggle(tag.name, isOn: $selectedTags.contains(tag))
      }
    }

    struct Plan: Identifiable, Sendable {
      var id: String
      var name: String
    }

    struct PlanPicker: View {
      @Binding var selectedPlanID: String?
      let plans: [Plan]

      var body: some View {
        ForEach(plans) { plan in
          Toggle(plan.name, isOn: $selectedPlanID.equals(plan.id))
        }
      }
    }

    struct TodoEditor: View {
      @Binding var todo: Todo

      var body: some View {
        TextField("Title", text: $todo.title)
      }
    }

    struct TodoDetailBefore: View {
      @Binding var todos: [Todo]
      let id: Todo.ID

      var body: some View {
        TodoEditor(
          todo: Binding(
            get: { @MainActor in todos.first { $0.id == id } ?? Todo(title: "") },
            set: { @MainActor newValue in
              if let index = todos.firstIndex(where: { $0.id == id }) {
                todos[index] = newValue
              }
            }
          ))
      }
    }

    struct TodoDetailAfter: View {
      @Binding var todos: [Todo]
      let id: Todo.ID

      var body: some View {
        if let todo = Binding(unwrapping: $todos[id: id]) {
          TodoEditor(todo: todo)
        }
      }
    }
  }
#endif
