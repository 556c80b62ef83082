import SwiftSyntax

/// A binding that can crash the app, and the fix: what replaces it and what that changes.
///
/// The rewrites the tool makes unasked never change what a binding does. A crash fix does, in
/// the one way that removes the crash: where the original traps (a row evaluated after its
/// element was deleted, a view that still holds a binding after its value became nil), the fix
/// reads the last value; where the original writes a value that was removed back (a "ghost"
/// write: a dismissed sheet reappears, a deleted item returns), or into the element that took a
/// deleted one's index, the fix drops the write. So `check` reports every crash fix, and `fix`
/// and `diff` apply them only with `--crash-fixes`.
public struct CrashFix: Sendable, Hashable, Codable {
  /// The shape that crashes.
  public var kind: CrashKind
  /// How it crashes, one line: "`items[index]` reads by an index a row captured, which traps
  /// once the element is deleted".
  public var risk: String
  /// The code the fix writes (`ForEach(byID: $items)`, `Binding(unwrapping: $item)`); nil when
  /// the tool reports the crash but cannot write the fix here, which the finding's reason says.
  public var replacement: String?
  /// What the fix changes, one line.
  public var change: String
  /// Why the tool does not write the fix here, when the finding's reason does not already say
  /// it (a closure binding left alone for its own reason, whose crash fix fails a check of its
  /// own); nil otherwise.
  public var withheld: String?
  /// Whether the fix was applied.
  ///
  /// `fix --crash-fixes` applies it when it writes the file, `diff --crash-fixes` in the patch it
  /// prints; `check` applies nothing.
  public var isApplied: Bool

  /// Creates a crash fix, not applied.
  public init(
    kind: CrashKind, risk: String, replacement: String?, change: String, isApplied: Bool = false,
    withheld: String? = nil
  ) {
    self.kind = kind
    self.risk = risk
    self.replacement = replacement
    self.change = change
    self.isApplied = isApplied
    self.withheld = withheld
  }

  /// Whether the tool can write the fix.
  public var isFixable: Bool { replacement != nil }

  /// What a fix by the package's helpers changes, for a binding to an optional (a force
  /// unwrap, SwiftUI's `Binding($x)`).
  static let unwrappedChange =
    "where the original traps (a read after the value became nil), the fix reads the last "
    + "value; where it writes a ghost value (a write after the value became nil stores it "
    + "again), the fix drops the write"

  /// What rows bound by id change, for rows bound by index.
  static let rowsChange =
    "where the original traps (a row evaluated after its element was deleted), the fix reads "
    + "the row's last value; where it writes into whichever element now has the index, or a "
    + "deleted one back, the fix drops the write"
}

extension Finding {
  /// A finding of rows bound by index at `location`: `risk` says what crashes, `reason` what the
  /// tool did, and `fix` is the rows-by-id replacement, or nil where none is written.
  static func indexRows(at location: SourceLocation, risk: String, reason: String, fix: String?)
    -> Finding
  {
    Finding(
      line: location.line, column: location.column, rule: .indexRows, reason: reason,
      refusal: .reportOnly, suggestion: fix, isClosureBinding: false,
      crashFix: CrashFix(
        kind: .indexRows, risk: risk, replacement: fix, change: CrashFix.rowsChange))
  }
}

/// The shapes of binding that crash apps, by the name the JSON output and the figures use.
///
/// The raw value never changes once released.
public enum CrashKind: String, Sendable, Hashable, Codable, CaseIterable {
  /// A closure binding that force-unwraps, `Binding(get: { x! }, set: { x = $0 })`: it traps
  /// when read after `x` became nil, and a late write stores the value again.
  case forceUnwrap = "force-unwrap"
  /// SwiftUI's `Binding($x)`, which force-unwraps on every read.
  case forceUnwrappingInitializer = "force-unwrapping-init"
  /// `ForEach($items) { $item in … }` (or `List($items)`): rows bound by index, which trap with
  /// "Index out of range" when a row is evaluated after a delete.
  case indexRows = "index-rows"
  /// A closure binding that reads `items[index]` by an index a row captured.
  case capturedIndex = "captured-index"
}
