import SwiftSyntax

/// What the tool found in one file, and the edits that rewrite it.
public struct FileAnalysis: Sendable {
  /// Every finding, in source order.
  public var findings: [Finding]
  /// The edits `fix` applies, in source order, including the added import; empty when nothing
  /// can be rewritten.
  public var edits: [SourceEdit]
}

/// One file through the tool: parsed and folded, judged (``SourceAnalyzer``), its verdicts
/// turned into edits (``Rewriter``), and its findings assembled (``FindingAssembly``).
public enum FileMigration {
  /// A file's verdicts and the rewrite planned from them, before the findings are assembled.
  struct Planned {
    /// Every verdict, in source order.
    var verdicts: [Verdict]
    /// The edits, and what became of each verdict's rewrite.
    var rewrites: RewritePlan

    /// The findings, as they stand when the planned edits are applied; `withdrawn` is the
    /// reason when they were not.
    func findings(withdrawn: String? = nil) -> [Finding] {
      FindingAssembly.findings(verdicts, rewrites, withdrawn: withdrawn)
    }
  }

  /// Every finding in `source`, and the edits that rewrite it, given what the whole code base
  /// declares; or the first syntax error when the file does not parse.
  ///
  /// - Parameters:
  ///   - source: The file's text.
  ///   - index: What the whole code base declares.
  ///   - crashFixes: Whether the edits fix the crashes the tool can fix too (which changes what
  ///     those bindings do after their value is gone; see ``CrashFix``).
  /// - Returns: The findings and the edits, or where the file does not parse.
  public static func analyze(_ source: String, index: ProjectIndex, crashFixes: Bool = false)
    -> Result<FileAnalysis, ParseFailure>
  {
    plan(source, index: index, crashFixes: crashFixes).map {
      FileAnalysis(findings: $0.findings(), edits: $0.rewrites.edits)
    }
  }

  /// The verdicts on `source` and the rewrite planned from them.
  static func plan(_ source: String, index: ProjectIndex, crashFixes: Bool = false) -> Result<
    Planned, ParseFailure
  > {
    SourceAnalyzer.parse(source).map { tree in
      let verdicts = SourceAnalyzer.verdicts(in: tree, index: index)
      return Planned(
        verdicts: verdicts, rewrites: Rewriter.plan(verdicts, in: tree, crashFixes: crashFixes))
    }
  }
}
