import Foundation

/// The one-line progress display shown on a terminal during long runs.
///
/// It appears after a delay (half a second by default), is redrawn at most ten times a second,
/// and is erased before the results are printed. Nothing is shown when the output is not a
/// terminal, so piped output and CI logs stay clean.
final class ProgressLine {
  private let enabled: Bool
  private let delay: Double
  private let write: (String) -> Void
  private let clock: () -> Double
  private let started: Double
  private var lastDrawn: Double = -1
  private var visible = false

  /// A progress line that draws through `write` when `enabled`, once `delay` seconds have passed;
  /// `clock` gives seconds.
  init(
    enabled: Bool, delay: Double = 0.5, write: @escaping (String) -> Void,
    clock: @escaping () -> Double = { ProcessInfo.processInfo.systemUptime }
  ) {
    self.enabled = enabled
    self.delay = delay
    self.write = write
    self.clock = clock
    started = clock()
  }

  /// Reports that `done` of `total` files are through `pass`, the last being `path`.
  func update(pass: Int, done: Int, total: Int, path: String) {
    guard enabled else { return }
    let now = clock()
    guard now - started >= delay, lastDrawn < 0 || now - lastDrawn >= 0.1 || done == total else {
      return
    }
    lastDrawn = now
    let stage = pass == 1 ? "reading declarations" : "checking"
    var name = path
    if name.count > 50 { name = "…" + name.suffix(49) }
    write("\r\u{1B}[K\(stage) \(done)/\(total) \(name)")
    visible = true
  }

  /// Erases the line, if it was drawn.
  func finish() {
    if visible { write("\r\u{1B}[K") }
    visible = false
  }
}
