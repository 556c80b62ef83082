import SwiftSyntax

/// The edits for one file's verdicts, and what became of each rewrite the verdicts ask for.
struct RewritePlan {
  /// The edits `fix` applies, in source order, including the added import; empty when nothing
  /// can be rewritten.
  var edits: [SourceEdit]
  /// For each verdict, in the order given: what became of its rewrite; nil for a verdict that
  /// asks for none.
  var outcomes: [RewriteOutcome?]
}

/// What became of the rewrite one verdict asked for.
enum RewriteOutcome: Equatable {
  /// The call is replaced by `replacement`; `notes` say what else changed (an `if` condition).
  case made(replacement: String, notes: [String])
  /// The rewrite was not made, for `reason`; `suggestion` is the helper that would have fitted.
  case notMade(reason: String, suggestion: String?)
}

/// Turns analysis' verdicts into edits.
///
/// The edits are the call replacements, the `if` conditions that `Binding(unwrapping:)`
/// rewrites (one per `if`, with a name nothing in it uses), and `import OptionalBindings` when a
/// rewrite calls one of the package's helpers; with `crashFixes`, the crash fixes too. A rewrite
/// that overlaps one kept earlier (a closure binding inside another) is not made. Neither the
/// verdicts nor their findings change here: ``FindingAssembly`` puts the outcomes and the
/// findings together afterwards.
enum Rewriter {
  /// The edits for a file's verdicts, and the outcome of each rewrite (a crash fix's too, with
  /// `crashFixes`).
  static func plan(_ verdicts: [Verdict], in tree: SourceFileSyntax, crashFixes: Bool = false)
    -> RewritePlan
  {
    var edits: [SourceEdit] = []
    var usesPackage = false
    /// The name each rewritten guarding condition binds, by the condition's identity.
    var unwrappedNames: [SyntaxIdentifier: String] = [:]
    // Outer calls come before the calls inside them: sorted by where the call starts.
    let order = verdicts.indices.sorted {
      verdicts[$0].finding.line != verdicts[$1].finding.line
        ? verdicts[$0].finding.line < verdicts[$1].finding.line
        : verdicts[$0].finding.column < verdicts[$1].finding.column
    }
    var outcomes = [RewriteOutcome?](repeating: nil, count: verdicts.count)
    for position in order {
      let verdict = verdicts[position]
      guard let rewrite = verdict.rewrite ?? (crashFixes ? verdict.crashRewrite : nil) else {
        continue
      }
      let ranges = rewrite.nodes.map { range(of: $0) }
      if edits.contains(where: { edit in ranges.contains { overlaps(edit.range, $0) } }) {
        outcomes[position] = .notMade(
          reason: "it lies inside another closure binding that is rewritten",
          suggestion: verdict.finding.suggestion)
        continue
      }
      switch rewrite {
      case .replace(let replacements, let uses):
        for replacement in replacements {
          edits.append(
            SourceEdit(range: range(of: replacement.node), replacement: replacement.text))
        }
        usesPackage = usesPackage || uses
        outcomes[position] = .made(
          replacement: verdict.finding.replacement ?? replacements.map(\.text).joined(),
          notes: verdict.finding.notes)
      case .unwrap(let call, let source, let property, let check, let template):
        let unwrapped = "Binding(unwrapping: \(source))"
        /// The call's replacement, given what names the unwrapped binding.
        func replacement(_ name: String) -> String {
          template.map { UnwrapLens.named($0, name) } ?? name
        }
        guard let guardingCondition = check.condition else {
          // A branch that runs only while the value is there: the binding is made at the call,
          // while it holds a value, so the `!` cannot trap.
          let text = replacement(unwrapped + "!")
          edits.append(SourceEdit(range: range(of: call), replacement: text))
          outcomes[position] = .made(
            replacement: text,
            notes: verdict.finding.notes + [
              "made inside `\(check.text)`, which runs only while the value is there, so the "
                + "`!` cannot trap when the binding is made"
            ])
          usesPackage = true
          continue
        }
        let name: String
        if let existing = unwrappedNames[guardingCondition.id] {
          name = existing
        } else {
          guard let free = freeName(for: property, in: check, excluding: call) else {
            outcomes[position] = .notMade(
              reason: "no name is free for the unwrapped binding inside this "
                + "`\(check.isGuard ? "guard" : "if")`",
              suggestion: unwrapped)
            continue
          }
          name = free
          unwrappedNames[guardingCondition.id] = name
          edits.append(
            unwrapEdit(check, condition: guardingCondition, binding: "let \(name) = \(unwrapped)"))
        }
        edits.append(SourceEdit(range: range(of: call), replacement: replacement(name)))
        let condition = Quote.code(guardingCondition.condition)
        let becomes =
          check.conjunct.map {
            check.splitCondition(replacing: $0, with: "let \(name) = \(unwrapped)")
          } ?? "let \(name) = \(unwrapped)"
        outcomes[position] = .made(
          replacement: replacement(name),
          notes: verdict.finding.notes + [
            check.bindsName
              ? "the condition `let \(name) = \(unwrapped)` is added after \(condition)"
              : "the condition \(condition) becomes `\(becomes)`"
          ])
        usesPackage = true
      }
    }
    edits.sort { $0.range.lowerBound < $1.range.lowerBound }
    if usesPackage, let importEdit = ImportPlacement.edit(in: tree) {
      edits.insert(importEdit, at: 0)
      edits.sort { $0.range.lowerBound < $1.range.lowerBound }
    }
    return RewritePlan(edits: edits, outcomes: outcomes)
  }

  /// The bytes of `node` without its leading and trailing trivia, so comments and line breaks
  /// around an edit stay where they are.
  static func range(of node: some SyntaxProtocol) -> Range<AbsolutePosition> {
    node.positionAfterSkippingLeadingTrivia..<node.endPositionBeforeTrailingTrivia
  }

  /// Whether two ranges share a byte, or an insertion sits strictly inside the other.
  private static func overlaps(_ left: Range<AbsolutePosition>, _ right: Range<AbsolutePosition>)
    -> Bool
  {
    if left.isEmpty || right.isEmpty {
      return left.lowerBound > right.lowerBound && left.lowerBound < right.upperBound
        || right.lowerBound > left.lowerBound && right.lowerBound < left.upperBound
    }
    return left.lowerBound < right.upperBound && right.lowerBound < left.upperBound
  }

  /// The edit that binds the unwrapped binding in the guarding condition: in place of a
  /// condition that binds no name (`x != nil`), after one that does (`let pet = pet`).
  private static func unwrapEdit(
    _ check: UnwrapGuard.Found, condition guardingCondition: ConditionElementSyntax,
    binding: String
  ) -> SourceEdit {
    let condition = range(of: guardingCondition.condition)
    if let part = check.conjunct {
      return SourceEdit(
        range: condition, replacement: check.splitCondition(replacing: part, with: binding))
    }
    guard check.bindsName else { return SourceEdit(range: condition, replacement: binding) }
    let end = condition.upperBound
    return SourceEdit(range: end..<end, replacement: ", " + binding)
  }

  /// A name for the unwrapped binding that nothing where it is visible uses (the `if`, or the
  /// `guard` and the statements after it): the property's own name, or that name followed by
  /// `Binding`.
  static func freeName(
    for base: String, in found: UnwrapGuard.Found, excluding call: FunctionCallExprSyntax
  ) -> String? {
    var used: Set<String> = []
    // A condition that is replaced takes its names with it; one that stays keeps them.
    var skipped = [call.trimmedByteRangeValue]
    if let part = found.conjunct {
      skipped.append(part.trimmedByteRangeValue)
    } else if !found.bindsName, let condition = found.condition {
      skipped.append(condition.trimmedByteRangeValue)
    }
    for node in found.scope {
      for token in node.tokens(viewMode: .sourceAccurate) {
        let offset = token.positionAfterSkippingLeadingTrivia.utf8Offset
        if skipped.contains(where: { $0.contains(offset) }) { continue }
        used.insert(token.text)
      }
    }
    return [base, base + "Binding"].first {
      !used.contains($0) && !Spelling.reservedWords.contains($0)
    }
  }
}

/// Applies edits to text.
public enum SourceEditing {
  /// `source` with `edits` applied; the edits must not overlap.
  public static func apply(_ edits: [SourceEdit], to source: String) -> String {
    var bytes = Array(source.utf8)
    for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
      bytes.replaceSubrange(
        edit.range.lowerBound.utf8Offset..<edit.range.upperBound.utf8Offset,
        with: edit.replacementBytes)
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// `edits` in order, without any that overlaps an earlier one.
  static func nonOverlapping(_ edits: [SourceEdit]) -> [SourceEdit] {
    var kept: [SourceEdit] = []
    for edit in edits.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
      if let last = kept.last,
        last.range.upperBound > edit.range.lowerBound
          || (last.range.isEmpty && last.range.lowerBound == edit.range.lowerBound)
      {
        continue
      }
      kept.append(edit)
    }
    return kept
  }
}
