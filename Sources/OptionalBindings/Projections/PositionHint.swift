import Foundation

/// Where an element was last found in an array, shared by every binding whose key path holds it.
///
/// A hint is only ever a guess: every reader checks it against the array before trusting it, so
/// a stale hint costs a search, never a wrong answer.
///
/// `@unchecked Sendable` is sound: the only stored state, `stored`, is read and written only
/// inside `value`'s accessors, each of which holds one of ``locks`` for the whole access; which
/// lock is fixed for the life of the object (it depends on the object's address), so every access
/// to one hint takes the same lock. The locks are the package's own; no other code runs under them.
final class PositionHint: @unchecked Sendable {
  private var stored: Int

  /// Makes a hint; -1 means "no position yet".
  init(_ position: Int = -1) { stored = position }

  /// The last position recorded, or -1.
  var value: Int {
    get {
      let lock = self.lock
      lock.lock()
      defer { lock.unlock() }
      return stored
    }
    set {
      let lock = self.lock
      lock.lock()
      defer { lock.unlock() }
      stored = newValue
    }
  }

  /// Where the latest search on this thread ended, or -1.
  ///
  /// The starting point for a binding that has no position of its own yet: a list renders its
  /// rows in order on one thread, so the next row's element is usually right after the last one
  /// found. Kept per thread, so that one thread's searches do not send another's astray. Read and
  /// written only when a hint has missed, so its cost (a thread-dictionary access) is paid only
  /// alongside a search.
  static var latestOnThisThread: Int {
    get { (Thread.current.threadDictionary[latestKey] as? Int) ?? -1 }
    set { Thread.current.threadDictionary[latestKey] = newValue }
  }

  private static let latestKey = "OptionalBindings.PositionHint.latest"

  /// Locks shared by all hints, chosen by address, so a hint needs no lock object of its own
  /// (there can be one hint per row of a long list) and unrelated hints rarely contend.
  private static let locks: [Lock] = (0..<16).map { _ in Lock() }

  private var lock: Lock {
    Self.locks[Int(truncatingIfNeeded: UInt(bitPattern: ObjectIdentifier(self)) >> 5) & 15]
  }
}
