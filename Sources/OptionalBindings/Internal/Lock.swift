import Foundation

/// A mutual-exclusion lock with a closure-scoped API.
///
/// `NSLock` is used because it is the one lock that exists, with the same behaviour, on every
/// platform the package supports, and so the code below is the code compiled and tested on Linux.
final class Lock: Sendable {
  private let base = NSLock()

  /// Runs `body` while holding the lock and returns its result.
  func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    base.lock()
    defer { base.unlock() }
    return try body()
  }
}
