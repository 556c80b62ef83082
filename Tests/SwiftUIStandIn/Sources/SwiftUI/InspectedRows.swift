// Not SwiftUI API. The inspector's reach into lists: the rows of a `ForEach` (in a `List`, a
// `LazyVStack` or anywhere else), each with the element it was made from, and the delete and move
// actions a swipe or a drag would call. Like the rest of the inspector it is for tests only,
// behind `@_spi(Inspection)`.
//
// SwiftUI may evaluate a row once more after its element is gone, while the row animates away:
// it calls the `ForEach`'s content closure again with the element the row was made from.
// `InspectedRow.evaluatedAgain()` does exactly that, so a test can play the sequence that
// crashes index-based rows: render, delete the element, evaluate the gone row, type into it.

import Foundation

/// One row of a `ForEach`, as a render of the stand-in's inspector made it.
@_spi(Inspection)
public struct InspectedRow {
  /// The row's offset in the `ForEach`'s data, in that render.
  public let offset: Int

  /// The row's identity, as the `ForEach`'s `id` (or the element's `Identifiable` conformance)
  /// gave it in that render.
  public let id: AnyHashable

  /// The row's content, as that render evaluated it.
  public let content: InspectedView

  let evaluate: @MainActor () -> InspectedView

  /// Evaluates the row's content again, now, from the element this row was made from (for
  /// `ForEach($items)`, the binding to the element at this row's index).
  ///
  /// This is what SwiftUI may do while the row animates away after its element was deleted.
  /// It calls the `ForEach`'s content closure, so whatever that closure and the views it makes
  /// read happens now: a row that reads past the end of an array traps here.
  ///
  /// - Returns: The row's content as it evaluates now.
  @MainActor
  public func evaluatedAgain() -> InspectedView {
    evaluate()
  }
}

/// What the inspector keeps of a `ForEach` in its node.
///
/// Its rows, and the actions that delete and move its elements. Not SwiftUI API.
struct InspectedDynamicContent {
  var rows: [InspectedRow]
  var editing: CollectionEditing?
  var onDelete: ((IndexSet) -> Void)? = nil
  var onMove: ((IndexSet, Int) -> Void)? = nil
}

@_spi(Inspection)
extension InspectedView {
  /// For a `ForEach` (with any `onDelete(perform:)` or `onMove(perform:)` applied), its rows as
  /// this evaluation made them; nil for any other view.
  @_spi(Inspection)
  public var rows: [InspectedRow]? {
    (binding as? InspectedDynamicContent)?.rows
  }

  /// The `ForEach` views in this view, depth first.
  @_spi(Inspection)
  public var dynamicContents: [InspectedView] {
    allViews.filter { $0.binding is InspectedDynamicContent }
  }

  /// Deletes the elements at `offsets` of a `ForEach`, as swiping its rows would: calls the
  /// action set with `onDelete(perform:)`, or, for a `ForEach` made with edit actions that
  /// include deleting, removes the elements from the bound array.
  ///
  /// - Parameter offsets: The offsets of the rows, in the data of the render that made this
  ///   view.
  /// - Throws: ``InspectionError/noAction(_:)`` when this view is not a `ForEach` or offers no
  ///   deletion.
  @_spi(Inspection)
  @MainActor
  public func delete(atOffsets offsets: IndexSet) throws(InspectionError) {
    guard let dynamic = binding as? InspectedDynamicContent else { throw .noAction(kind) }
    if let onDelete = dynamic.onDelete {
      onDelete(offsets)
    } else if let editing = dynamic.editing, editing.deletes {
      editing.delete(offsets)
    } else {
      throw .noAction(kind)
    }
  }

  /// Moves the elements at `source` of a `ForEach` to `destination`, as dragging its rows
  /// would: calls the action set with `onMove(perform:)`, or, for a `ForEach` made with edit
  /// actions that include moving, moves the elements of the bound collection.
  ///
  /// - Parameters:
  ///   - source: The offsets of the rows moved.
  ///   - destination: The offset of the row before which they go, in `0...count`.
  /// - Throws: ``InspectionError/noAction(_:)`` when this view is not a `ForEach` or offers no
  ///   moving.
  @_spi(Inspection)
  @MainActor
  public func move(fromOffsets source: IndexSet, toOffset destination: Int)
    throws(InspectionError)
  {
    guard let dynamic = binding as? InspectedDynamicContent else { throw .noAction(kind) }
    if let onMove = dynamic.onMove {
      onMove(source, destination)
    } else if let editing = dynamic.editing, editing.moves {
      editing.move(source, destination)
    } else {
      throw .noAction(kind)
    }
  }
}
