/// Where an element was last found, in up to two collections, shared by every binding whose key
/// path holds it.
///
/// Only a guess: readers check it, so a stale hint costs a search, never a wrong answer. Keeping
/// a position per collection storage (the address of its contiguous elements) keeps the choice
/// among duplicate ids stable for each of the two collections read through it most recently.
///
/// `@unchecked Sendable` is sound: `first` and `second` are read and written only inside
/// ``position(in:)`` and ``record(_:in:)``, each holding `Lock.striped(for: self)`, the same lock
/// for the life of the object, and only integers are touched under it.
@usableFromInline
final class PositionHint: @unchecked Sendable {
  /// A position recorded for the collection whose storage is at `storage`; -1 for none.
  private struct Record {
    var storage: UInt
    var position: Int
  }

  /// The most recent record, and the one before it for another storage.
  private var first: Record
  private var second = Record(storage: 0, position: -1)

  /// Makes a hint of `position` in the collection whose storage is at `storage` (0 for a
  /// collection without contiguous storage); -1 means "no position yet".
  @usableFromInline init(_ position: Int = -1, in storage: UInt = 0) {
    first = Record(storage: storage, position: position)
  }

  /// The position recorded for the collection whose storage is at `storage`, or else the most
  /// recent position recorded for any collection, or -1; and whether it is the collection's own.
  @usableFromInline func position(in storage: UInt) -> (position: Int, isOwn: Bool) {
    let lock = Lock.striped(for: self)
    lock.lock()
    defer { lock.unlock() }
    if storage != 0, first.storage == storage { return (first.position, true) }
    if storage != 0, second.storage == storage { return (second.position, true) }
    return (first.position, false)
  }

  /// Records `position` for the collection whose storage is at `storage`, as the most recent.
  @usableFromInline func record(_ position: Int, in storage: UInt) {
    let lock = Lock.striped(for: self)
    lock.lock()
    defer { lock.unlock() }
    if first.storage != storage { second = first }
    first = Record(storage: storage, position: position)
  }

  /// Where the latest search that had to look ended.
  ///
  /// A hint with no position yet starts there, since a list derives its rows in order. Shared
  /// by every thread; only a guess.
  @usableFromInline static let lastSearch = PositionHint()
}

extension RandomAccessCollection {
  /// The offset of the element whose id is `id`, found from `hint`, or nil if none has it.
  ///
  /// The hint's position for this collection if the element there still has the id; otherwise
  /// the nearest such element to the hint's latest position (or, with none, to just after where
  /// `lastSearch` ended), searched outward. Records what it finds in both.
  ///
  /// - Complexity: O(1) when the element is where it was last found in this collection, O(*k*)
  ///   when it moved *k* places since, O(*n*) when it is gone or moved far.
  @inlinable
  func offset<ID: Equatable>(
    ofElementWith id: ID, hint: PositionHint, lastSearch: PositionHint = .lastSearch,
    identifiedBy idOf: (Element) -> ID
  ) -> Int? {
    let contiguous = withContiguousStorageIfAvailable { buffer in
      searchOffset(
        of: id, count: buffer.count, storage: UInt(bitPattern: buffer.baseAddress), hint: hint,
        lastSearch: lastSearch
      ) { idOf(buffer[$0]) }
    }
    if let contiguous { return contiguous }
    return searchOffset(of: id, count: count, storage: 0, hint: hint, lastSearch: lastSearch) {
      idOf(self[index(startIndex, offsetBy: $0)])
    }
  }
}

/// The search behind ``Swift/RandomAccessCollection/offset(ofElementWith:hint:identifiedBy:)``,
/// over offsets `0..<count` of the collection stored at `storage`, reading ids with `idAt`.
@inlinable
func searchOffset<ID: Equatable>(
  of id: ID, count: Int, storage: UInt, hint: PositionHint, lastSearch: PositionHint,
  idAt: (Int) -> ID
) -> Int? {
  guard count > 0 else { return nil }
  let (hinted, isOwn) = hint.position(in: storage)
  if hinted >= 0, hinted < count, idAt(hinted) == id {
    if !isOwn { hint.record(hinted, in: storage) }
    return hinted
  }
  let start = min(
    max(hinted >= 0 ? hinted : lastSearch.position(in: storage).position + 1, 0),
    count - 1)
  // The hint's own position was looked at already.
  var distance = start == hinted ? 1 : 0
  while distance < count {
    let after = start + distance
    let before = start - distance
    if after < count, idAt(after) == id { return recordFound(after, in: storage, hint, lastSearch) }
    if distance > 0, before >= 0, idAt(before) == id {
      return recordFound(before, in: storage, hint, lastSearch)
    }
    if after >= count - 1, before <= 0 { break }
    distance += 1
  }
  return nil
}

@inlinable
func recordFound(
  _ offset: Int, in storage: UInt, _ hint: PositionHint, _ lastSearch: PositionHint
) -> Int {
  hint.record(offset, in: storage)
  lastSearch.record(offset, in: storage)
  return offset
}
