/// One file through the tool: parsed, judged (``SourceAnalyzer``), and its verdicts turned into
/// edits (``Rewriter``).
public enum FileMigration {
  /// Every finding in `source`, and the edits that rewrite it, given what the whole code base
  /// declares; or the first syntax error when the file does not parse.
  public static func analyze(_ source: String, index: ProjectIndex) -> Result<
    FileAnalysis, ParseFailure
  > {
    SourceAnalyzer.parse(source).map { tree in
      Rewriter.plan(SourceAnalyzer.verdicts(in: tree, index: index), in: tree)
    }
  }
}
