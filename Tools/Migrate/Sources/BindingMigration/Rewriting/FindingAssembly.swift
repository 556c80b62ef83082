/// The last step of a file's analysis: each verdict's finding, with what became of its rewrite.
///
/// Analysis decides (``Verdict``), the rewriter plans edits (``RewritePlan``), and, for `fix`,
/// the file is written or not; only then are the findings put together, here, so that nothing
/// downstream changes what an earlier step produced.
enum FindingAssembly {
  /// The findings of `verdicts`, in their order, given the plan made from them; `withdrawn` is
  /// the reason when the planned edits were not applied after all (the rewritten file would not
  /// parse, or could not be written).
  static func findings(
    _ verdicts: [Verdict], _ plan: RewritePlan, withdrawn: String? = nil
  ) -> [Finding] {
    zip(verdicts, plan.outcomes).map { verdict, outcome in
      var finding = verdict.finding
      // An outcome for a verdict without a rewrite is its crash fix's.
      let isCrashFix = verdict.rewrite == nil
      switch outcome {
      case .made(_, let notes)? where isCrashFix:
        if let withdrawn {
          finding.notes.append("the crash fix was not applied: \(withdrawn)")
        } else {
          finding.crashFix?.isApplied = true
          finding.notes = notes
        }
      case .made(let replacement, let notes)?:
        if let withdrawn {
          finding.replacement = nil
          finding.notes = []
          finding.reason = withdrawn
          finding.refusal = .rewriteConflict
        } else {
          finding.replacement = replacement
          finding.notes = notes
        }
      case .notMade(let reason, _)? where isCrashFix:
        finding.notes.append("the crash fix was not applied: \(reason)")
      case .notMade(let reason, let suggestion)?:
        finding.replacement = nil
        finding.notes = []
        finding.reason = reason
        finding.refusal = .rewriteConflict
        finding.suggestion = suggestion
      case nil:
        break
      }
      return finding
    }
  }
}
