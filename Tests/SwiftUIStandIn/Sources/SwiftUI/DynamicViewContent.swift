// Each declaration names the Apple page it follows in an `// Apple:` line (see StandIn.swift).
// `DynamicViewContent` with the delete and move actions a list offers its rows, and the two
// collection methods those actions are usually written with, which SwiftUI declares on Swift's
// collection protocols. `onInsert(of:perform:)` is left out: it takes `UTType`s and hands the
// action `NSItemProvider`s, which need more of Foundation and UniformTypeIdentifiers than
// this machine has.
//
// The stand-in swipes and drags nothing: it keeps the actions, and its inspector calls them
// with offsets as a swipe or a drag would (see `InspectedView.delete(atOffsets:)`).

import Foundation

// Apple: https://developer.apple.com/documentation/swiftui/dynamicviewcontent — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
/// A type of view that generates views from an underlying collection of data.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
nonisolated public protocol DynamicViewContent<Data>: View {
  // Apple: https://developer.apple.com/documentation/swiftui/dynamicviewcontent/data-swift.associatedtype — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// The type of the underlying collection of data.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  associatedtype Data: Collection

  // Apple: https://developer.apple.com/documentation/swiftui/dynamicviewcontent/data-swift.property — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// The collection of underlying data.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  var data: Self.Data { get }
}

// Apple: https://developer.apple.com/documentation/swiftui/foreach — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension ForEach: DynamicViewContent where Content: View {}

extension DynamicViewContent {
  // Apple: https://developer.apple.com/documentation/swiftui/dynamicviewcontent/ondelete(perform:) — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// Sets the deletion action for the dynamic view.
  ///
  /// - Parameter action: The action that you want SwiftUI to perform when elements in the view
  ///   are deleted. SwiftUI passes a set of indices to the closure that's relative to the dynamic
  ///   view's underlying collection of data.
  /// - Returns: A view that calls `action` when elements are deleted from the original view.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  nonisolated public func onDelete(
    perform action: ((IndexSet) -> Void)?
  ) -> some DynamicViewContent {
    DynamicContentActions(base: self, onDelete: action, onMove: nil)
  }

  // Apple: https://developer.apple.com/documentation/swiftui/dynamicviewcontent/onmove(perform:) — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// Sets the move action for the dynamic view.
  ///
  /// - Parameter action: A closure that SwiftUI invokes when elements in the dynamic view are
  ///   moved. The closure takes two arguments that represent the offset relative to the dynamic
  ///   view's underlying collection of data. Pass `nil` to disable the ability to move items.
  /// - Returns: A view that calls `action` when elements are moved within the original view.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  nonisolated public func onMove(
    perform action: ((IndexSet, Int) -> Void)?
  ) -> some DynamicViewContent {
    DynamicContentActions(base: self, onDelete: nil, onMove: action)
  }
}

/// A dynamic view with a delete or move action attached, which `onDelete(perform:)` and
/// `onMove(perform:)` return; not SwiftUI API (SwiftUI returns a `ModifiedContent`).
nonisolated struct DynamicContentActions<Base: DynamicViewContent>: DynamicViewContent {
  let base: Base
  let onDelete: ((IndexSet) -> Void)?
  let onMove: ((IndexSet, Int) -> Void)?

  var data: Base.Data { base.data }

  var body: Never {
    fatalError("DynamicContentActions is a primitive view and has no body.")
  }
}

extension RangeReplaceableCollection where Self: MutableCollection {
  // SwiftUI's, documented among Swift's: https://developer.apple.com/documentation/swift/rangereplaceablecollection/remove(atoffsets:)
  // Apple: page not found — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// Removes all the elements at the specified offsets from the collection.
  ///
  /// - Parameter offsets: The offsets of the elements to remove.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  public mutating func remove(atOffsets offsets: IndexSet) {
    for offset in offsets.reversed() {
      remove(at: index(startIndex, offsetBy: offset))
    }
  }
}

extension MutableCollection {
  // SwiftUI's, documented among Swift's: https://developer.apple.com/documentation/swift/mutablecollection/move(fromoffsets:tooffset:)
  // Apple: page not found — iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  /// Moves all the elements at the specified offsets to the specified destination offset,
  /// preserving ordering.
  ///
  /// - Parameters:
  ///   - source: An index set representing the offsets of all elements that should be moved.
  ///   - destination: The offset of the element before which to insert the moved elements.
  ///     `destination` must be in the closed range `0...count`.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    let all = Array(self)
    let moved = source.map { all[$0] }
    let before = all.indices.filter { $0 < destination && !source.contains($0) }.map { all[$0] }
    let after = all.indices.filter { $0 >= destination && !source.contains($0) }.map { all[$0] }
    for (index, element) in zip(indices, before + moved + after) {
      self[index] = element
    }
  }
}
