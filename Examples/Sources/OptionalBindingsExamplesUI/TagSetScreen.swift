import OptionalBindings
import SwiftUI

/// A set of tags edited with one toggle per tag: on while the set contains it.
public struct TagSetScreen: View {
  /// The tags the screen offers, in the order it shows them.
  public static let tags = ["swift", "swiftui", "ios", "macos", "testing"]

  @State private var selectedTags: Set<String>

  /// Creates the screen with the tags selected so far.
  ///
  /// - Parameter selectedTags: The tags selected so far.
  public init(selectedTags: Set<String> = ["swift"]) {
    _selectedTags = State(initialValue: selectedTags)
  }

  /// A toggle per tag, and the selected tags.
  public var body: some View {
    Form {
      Section {
        ForEach(Self.tags, id: \.self) { tag in
          Toggle(tag, isOn: $selectedTags.contains(tag))
        }
      } header: {
        Text("$set.contains(_:)")
      } footer: {
        Text("Turning a toggle on inserts its tag; turning it off removes it.")
      }

      Section("Selected") {
        Text(selectedTags.isEmpty ? "none" : selectedTags.sorted().joined(separator: ", "))
      }
    }
    .navigationTitle("Set of tags")
  }
}
