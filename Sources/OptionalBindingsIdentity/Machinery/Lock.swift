import Foundation

/// A mutual-exclusion lock.
///
/// `NSLock` is used because it is the one lock that exists, with the same behaviour, on every
/// platform the package supports, and so the code below is the code compiled and tested on Linux.
/// `lock()` and `unlock()` are plain calls rather than a closure-taking method so that the
/// key-path cache, which runs on every helper call, pays for nothing but the lock itself.
@usableFromInline
final class Lock: Sendable {
  private let base = NSLock()

  /// Makes an unlocked lock.
  @usableFromInline init() {}

  /// Waits until the lock is free, then takes it.
  @usableFromInline func lock() { base.lock() }

  /// Releases the lock taken by `lock()` on this thread.
  @usableFromInline func unlock() { base.unlock() }
}

extension Lock {
  /// Locks shared by small objects that need one each (a row's memory in a long list), so that
  /// such an object needs no lock of its own and unrelated ones rarely contend.
  private static let stripes: [Lock] = (0..<16).map { _ in Lock() }

  /// The shared lock for `object`: always the same one for the life of the object, because it
  /// depends on the object's address.
  @usableFromInline static func striped(for object: AnyObject) -> Lock {
    stripes[Int(truncatingIfNeeded: UInt(bitPattern: ObjectIdentifier(object)) >> 5) & 15]
  }
}
