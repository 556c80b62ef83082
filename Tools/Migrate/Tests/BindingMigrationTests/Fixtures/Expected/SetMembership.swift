// swift-format-ignore-file
// (Laid out as apps are written: the tool keeps each file's own layout around its edits.)
// Fixture: `set.contains(e)` read and insert-or-remove written become `$set.contains(e)`.
#if canImport(SwiftUI)
  import Observation
  import OptionalBindings
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
          isOn: $selectedTags.contains(tag))
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
            isOn: $filter.authors.contains(author))
        }
        Toggle(
          "Mondays",
          isOn: $days.contains(1))
      }
    }
  }
#endif
