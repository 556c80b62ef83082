// Listings of the article "Why the package uses key paths" that use SwiftUI views.
#if canImport(SwiftUI)
  import OptionalBindings
  import SwiftUI

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  extension WhyThePackageUsesKeyPathsListings {
    struct Tag: Hashable, Sendable {
      var name: String
    }

    struct Checklist: View {
      @Binding var selectedTags: Set<Tag>
      let tag: Tag

      var body: some View {
        Toggle(tag.name, isOn: $selectedTags.animation().contains(tag))
      }
    }
  }
#endif
