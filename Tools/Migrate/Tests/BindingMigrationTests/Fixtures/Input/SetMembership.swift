// swift-format-ignore-file
// (Laid out as apps are written: the tool keeps each file's own layout around its edits.)
// Fixture: `set.contains(e)` read and insert-or-remove written become `$set.contains(e)`.
#if canImport(SwiftUI)
  import Observation
  import SwiftUI

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  enum SetMembershipFixture {
    struct Tag: Hashable, Identifiable, Sendable {
      var id: String { name }
      var name: String
    }

    @Observable final class Filter {
      var authors: Set<String> = []
    }

    struct TagRow: View {
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

    struct FilterView: View {
      @State private var days = Set<Int>()
      @Bindable var filter: Filter
      let authors: [String]

      var body: some View {
        ForEach(authors, id: \.self) { author in
          Toggle(
            author,
            isOn: Binding(
              get: { filter.authors.contains(author) },
              set: { isIncluded in
                if !isIncluded {
                  filter.authors.remove(author)
                } else {
                  filter.authors.insert(author)
                }
              }
            ))
        }
        Toggle(
          "Mondays",
          isOn: Binding(get: { days.contains(1) }, set: { if $0 { _ = days.insert(1) } else { days.remove(1) } }))
      }
    }
  }
#endif
