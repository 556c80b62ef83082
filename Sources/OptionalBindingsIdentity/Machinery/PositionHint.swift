/// Where elements with one id were last found, per array: what makes `$items[id:]` and a row's
/// binding find their element in O(1) while it stays put, and keep to the same one among
/// elements that share the id.
///
/// An array is known by its contiguous storage (the address of its elements). For each of the
/// last four arrays read through it, the hint keeps the position found there and a
/// fingerprint of the element found (its bytes, hashed), so that:
///
/// - in an array it has a record for, the element at the recorded position is taken while it has
///   the id (edited in place or not); moved, the nearest element with the id to that position;
/// - in an array it has no record for (another array, or this one copied or grown into new
///   storage), the element at one of its recorded positions whose bytes are those it recorded
///   (the element copied across unchanged), or the nearest such element to the latest recorded
///   position; failing that, a new search;
/// - a new search takes the element with the id nearest to just after where the latest search
///   in the same array ended (``lastSearch``, kept per array alike), or from the array's start.
///
/// So which element a hint keeps to depends on the array read and on the hint's own records,
/// never on what another array holds at some position. Only a guess: readers check it, so a stale
/// hint costs a search, never a wrong answer. Arrays without contiguous storage get no records of
/// their own (they all have storage 0) and rely on fingerprints.
///
/// `@unchecked Sendable` is sound: `stored`, the only mutable state, is read and written only
/// inside ``records()`` and ``record(_:in:fingerprint:replacing:)``, each holding `Lock.striped(for: self)`,
/// the same lock for the life of the object, and only integers are touched under it.
@usableFromInline
final class PositionHint: PositionRecords, @unchecked Sendable {
  private var stored = PositionRecordSet()

  /// Makes a hint of `position` in the array stored at `storage`, where the element found has
  /// `fingerprint`; -1 means "no position yet".
  @usableFromInline
  init(_ position: Int = -1, in storage: UInt = 0, fingerprint: UInt64 = 0) {
    stored.insert(position, in: storage, fingerprint: fingerprint, replacing: nil)
  }

  /// A copy of the records, most recent first.
  @usableFromInline func records() -> PositionRecordSet {
    let lock = Lock.striped(for: self)
    lock.lock()
    defer { lock.unlock() }
    return stored
  }

  /// Records `position` (with the element's `fingerprint`) for the array stored at `storage`,
  /// as the most recent, in place of the record for `replaced` (the storage the array was copied
  /// from, when the element was found by its record there).
  @usableFromInline func record(
    _ position: Int, in storage: UInt, fingerprint: UInt64, replacing replaced: UInt?
  ) {
    let lock = Lock.striped(for: self)
    lock.lock()
    defer { lock.unlock() }
    stored.insert(position, in: storage, fingerprint: fingerprint, replacing: replaced)
  }

  /// Where the latest search that had to look ended, per array.
  ///
  /// A hint with no position yet in an array starts there, since a list derives its rows in
  /// order. Shared by every thread; only a guess.
  @usableFromInline static let lastSearch = PositionHint()
}

/// What keeps position records: a ``PositionHint``, or a row's memory, which keeps them beside
/// the row's last value under one lock.
@usableFromInline
protocol PositionRecords: AnyObject {
  /// A copy of the records, most recent first.
  func records() -> PositionRecordSet
  /// Records `position` for the array stored at `storage` as the most recent, in place of the
  /// record for `replaced`.
  func record(_ position: Int, in storage: UInt, fingerprint: UInt64, replacing replaced: UInt?)
}

/// A position found in the array whose storage is at `storage`, and the fingerprint of the
/// element found there; a position of -1 is no record.
@usableFromInline
struct PositionRecord: Sendable {
  @usableFromInline var storage: UInt
  @usableFromInline var position: Int
  @usableFromInline var fingerprint: UInt64

  @usableFromInline static let none = PositionRecord(storage: 0, position: -1, fingerprint: 0)

  @usableFromInline
  init(storage: UInt, position: Int, fingerprint: UInt64) {
    self.storage = storage
    self.position = position
    self.fingerprint = fingerprint
  }
}

/// The records of one hint, most recent first: a fixed number, so that a hint never grows.
@usableFromInline
struct PositionRecordSet: Sendable {
  /// How many arrays a hint keeps records for.
  @usableFromInline static let capacity = 4

  @usableFromInline var slots: (PositionRecord, PositionRecord, PositionRecord, PositionRecord) =
    (.none, .none, .none, .none)

  @usableFromInline init() {}

  /// The record at `index`, 0 the most recent.
  @inlinable
  subscript(index: Int) -> PositionRecord {
    get {
      switch index {
      case 0: slots.0
      case 1: slots.1
      case 2: slots.2
      default: slots.3
      }
    }
    set {
      switch index {
      case 0: slots.0 = newValue
      case 1: slots.1 = newValue
      case 2: slots.2 = newValue
      default: slots.3 = newValue
      }
    }
  }

  /// The record for the array stored at `storage` (never for storage 0), or nil.
  @inlinable
  func own(_ storage: UInt) -> PositionRecord? {
    guard storage != 0 else { return nil }
    for index in 0..<Self.capacity where self[index].position >= 0 {
      if self[index].storage == storage { return self[index] }
    }
    return nil
  }

  /// Puts a record of `position` for `storage` first, in place of the record for `storage` or
  /// `replaced`, or of the oldest; nothing for a position of -1.
  @inlinable
  mutating func insert(
    _ position: Int, in storage: UInt, fingerprint: UInt64, replacing replaced: UInt?
  ) {
    guard position >= 0 else { return }
    var last = Self.capacity - 1
    for index in 0..<Self.capacity
    where self[index].position < 0 || self[index].storage == storage
      || self[index].storage == replaced
    {
      last = index
      break
    }
    var index = last
    while index > 0 {
      self[index] = self[index - 1]
      index -= 1
    }
    self[0] = PositionRecord(storage: storage, position: position, fingerprint: fingerprint)
  }
}

/// A hash of a value's bytes, to tell whether an element found in one array is the very element
/// found in another (copied across unchanged); never calls the value's own code.
///
/// Padding bytes, if a type has any, need not survive a copy: then a copy does not match, which
/// costs a search, never a wrong element for a unique id.
@inlinable
func fingerprint<Value>(of value: Value) -> UInt64 {
  // Safe: the buffer is read only inside the closure, and only within its `count` bytes.
  withUnsafeBytes(of: value) { bytes in
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    var index = 0
    while index + 8 <= bytes.count {
      state =
        (state ^ bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self))
        &* 0xBF58_476D_1CE4_E5B9
      state ^= state >> 31
      index += 8
    }
    while index < bytes.count {
      state = (state ^ UInt64(bytes[index])) &* 0x94D0_49BB_1331_11EB
      index += 1
    }
    return state
  }
}

/// Where a search found an element: its offset, its fingerprint, and whether the hint's record
/// for the array already says so.
@usableFromInline
struct FoundPosition {
  @usableFromInline let offset: Int
  @usableFromInline let fingerprint: UInt64
  @usableFromInline let isRecorded: Bool

  @usableFromInline
  init(_ offset: Int, fingerprint: UInt64, isRecorded: Bool) {
    self.offset = offset
    self.fingerprint = fingerprint
    self.isRecorded = isRecorded
  }
}

extension RandomAccessCollection {
  /// The offset of the element whose id is `id`, found from `records` (a copy of `hint`'s), or
  /// nil if none has it.
  ///
  /// ``PositionHint`` says which one, among elements that share the id. A search that had to look
  /// records what it found in `hint` and `lastSearch`; a hit at the hint's own record for this
  /// array records nothing, and says whether the record's fingerprint is still the element's.
  ///
  /// - Complexity: O(1) when the element is where it was last found in this array, or in an
  ///   array it was copied from unchanged; O(*k*) when it moved *k* places since; O(*n*) when it
  ///   is gone, moved far, or changed and copied into new storage.
  @inlinable
  func position<ID: Equatable, Hint: PositionRecords>(
    of id: ID, records: PositionRecordSet, hint: Hint, lastSearch: PositionHint = .lastSearch,
    checksHit: Bool = true, identifiedBy idOf: (Element) -> ID
  ) -> FoundPosition? {
    let contiguous = withContiguousStorageIfAvailable { buffer in
      searchOffset(
        of: id, count: buffer.count, storage: UInt(bitPattern: buffer.baseAddress),
        records: records, hint: hint, lastSearch: lastSearch, checksHit: checksHit,
        idAt: { idOf(buffer[$0]) }, fingerprintAt: { fingerprint(of: buffer[$0]) })
    }
    if let contiguous { return contiguous }
    return searchOffset(
      of: id, count: count, storage: 0, records: records, hint: hint, lastSearch: lastSearch,
      checksHit: checksHit, idAt: { idOf(self[index(startIndex, offsetBy: $0)]) },
      fingerprintAt: { fingerprint(of: self[index(startIndex, offsetBy: $0)]) })
  }

  /// The offset of the element whose id is `id`, found from `hint`, or nil if none has it.
  ///
  /// The search keeps `hint` up to date; see ``position(of:records:hint:lastSearch:checksHit:identifiedBy:)``.
  @inlinable
  func offset<ID: Equatable>(
    ofElementWith id: ID, hint: PositionHint, lastSearch: PositionHint = .lastSearch,
    identifiedBy idOf: (Element) -> ID
  ) -> Int? {
    // A hit at this array's record is taken as is: the fingerprint is refreshed by the writes
    // made through the binding and by every search (which records what it finds), not on each
    // read.
    position(
      of: id, records: hint.records(), hint: hint, lastSearch: lastSearch, checksHit: false,
      identifiedBy: idOf)?.offset
  }

  /// The address of the collection's contiguous storage, or 0 for none.
  @inlinable
  var storageAddress: UInt {
    withContiguousStorageIfAvailable { UInt(bitPattern: $0.baseAddress) } ?? 0
  }
}

/// The search behind ``Swift/RandomAccessCollection/position(of:records:hint:lastSearch:checksHit:identifiedBy:)``,
/// over offsets `0..<count` of the array stored at `storage`, reading ids with `idAt` and
/// fingerprints with `fingerprintAt`; with `checksHit`, a hit at the array's own record says
/// whether the recorded fingerprint is still the element's.
@inlinable
func searchOffset<ID: Equatable, Hint: PositionRecords>(
  of id: ID, count: Int, storage: UInt, records: PositionRecordSet, hint: Hint,
  lastSearch: PositionHint, checksHit: Bool, idAt: (Int) -> ID, fingerprintAt: (Int) -> UInt64
) -> FoundPosition? {
  guard count > 0 else { return nil }
  // This array's own record: the element there while it has the id, else the nearest with it.
  if let own = records.own(storage) {
    if own.position < count, idAt(own.position) == id {
      guard checksHit else {
        return FoundPosition(own.position, fingerprint: own.fingerprint, isRecorded: true)
      }
      let print = fingerprintAt(own.position)
      return FoundPosition(own.position, fingerprint: print, isRecorded: print == own.fingerprint)
    }
    let start = min(own.position, count - 1)
    let found = nearest(to: start, count: count, skipping: own.position) { idAt($0) == id }
    return found.map { record($0, in: storage, fingerprintAt($0), hint, lastSearch) }
  }
  // Another array's record: the very element it found, copied into this array unchanged.
  var latest = -1
  for index in 0..<PositionRecordSet.capacity {
    let other = records[index]
    guard other.position >= 0 else { continue }
    if latest < 0 { latest = other.position }
    if other.position < count, idAt(other.position) == id,
      fingerprintAt(other.position) == other.fingerprint
    {
      return record(
        other.position, in: storage, other.fingerprint, hint, lastSearch, replacing: other.storage)
    }
  }
  if latest >= 0 {
    var source: UInt?
    let moved = nearest(to: min(latest, count - 1), count: count, skipping: -1) { offset in
      guard idAt(offset) == id else { return false }
      let print = fingerprintAt(offset)
      for index in 0..<PositionRecordSet.capacity
      where records[index].position >= 0 && records[index].fingerprint == print {
        source = records[index].storage
        return true
      }
      return false
    }
    if let moved {
      return record(
        moved, in: storage, fingerprintAt(moved), hint, lastSearch, replacing: source)
    }
  }
  // A new search, from just after where the latest search in this array ended.
  let start = lastSearch.records().own(storage).map { min($0.position + 1, count - 1) } ?? 0
  let found = nearest(to: start, count: count, skipping: -1) { idAt($0) == id }
  return found.map { record($0, in: storage, fingerprintAt($0), hint, lastSearch) }
}

/// The offset in `0..<count` nearest to `start` that `matches`, later before earlier at equal
/// distance, leaving out `skipped` (already looked at); nil when none does.
@inlinable
func nearest(to start: Int, count: Int, skipping skipped: Int, matches: (Int) -> Bool) -> Int? {
  var distance = 0
  while distance < count {
    let after = start + distance
    let before = start - distance
    if after < count, after != skipped, matches(after) { return after }
    if distance > 0, before >= 0, before != skipped, matches(before) { return before }
    if after >= count - 1, before <= 0 { break }
    distance += 1
  }
  return nil
}

/// Records `offset` (its element's fingerprint `print`) in `hint`, in place of the record for
/// `replaced`, and in `lastSearch`, for the array stored at `storage`.
@inlinable
func record(
  _ offset: Int, in storage: UInt, _ print: UInt64, _ hint: some PositionRecords,
  _ lastSearch: PositionHint, replacing replaced: UInt? = nil
) -> FoundPosition {
  hint.record(offset, in: storage, fingerprint: print, replacing: replaced)
  lastSearch.record(offset, in: storage, fingerprint: 0, replacing: nil)
  return FoundPosition(offset, fingerprint: print, isRecorded: true)
}
