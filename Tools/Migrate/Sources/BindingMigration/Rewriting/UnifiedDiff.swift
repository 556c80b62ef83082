import SwiftSyntax

/// A unified diff of one file's edits, in the format `git apply` and `patch -p1` read.
///
/// The diff is built from the edits themselves, not by comparing two texts: each edit replaces
/// the lines it touches, edits on the same or adjacent lines merge, and hunks carry three lines
/// of context. It works on bytes, so a line keeps its own line break (`\r\n` or `\n`, mixed in
/// one file if the file mixes them) and only a last line without any gets git's marker.
enum UnifiedDiff {
  /// Lines of context around each change.
  static let context = 3

  /// The diff that turns `original` into `original` with `edits` applied, or an empty string
  /// when there are no edits; `path` is the file's name in the headers.
  static func make(path: String, original: String, edits: [SourceEdit]) -> String {
    guard !edits.isEmpty else { return "" }
    let bytes = Array(original.utf8)
    let lines = splitLines(bytes)
    var lineStarts: [Int] = []
    var offset = 0
    for line in lines {
      lineStarts.append(offset)
      offset += line.count
    }
    /// The index of the line holding byte `position`.
    func line(at position: Int) -> Int {
      var low = 0
      var high = lineStarts.count
      while low < high {
        let middle = (low + high) / 2
        if lineStarts[middle] <= position { low = middle + 1 } else { high = middle }
      }
      return max(0, low - 1)
    }
    func start(of line: Int) -> Int {
      line < lineStarts.count ? lineStarts[line] : bytes.count
    }

    // Change regions: a run of whole old lines, and the new lines that replace it. An insertion
    // at the start of a line replaces no line; any other edit replaces the lines it touches.
    // Edits whose regions overlap share one region.
    struct Change {
      var first: Int
      var end: Int
      var edits: [SourceEdit]
    }
    var changes: [Change] = []
    for edit in edits.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
      let lower = edit.range.lowerBound.utf8Offset
      let upper = edit.range.upperBound.utf8Offset
      let first: Int
      let end: Int
      if lower == upper && lower == bytes.count {
        (first, end) = (lines.count, lines.count)
      } else if lower == upper && start(of: line(at: lower)) == lower {
        first = line(at: lower)
        end = first
      } else {
        first = line(at: lower)
        end = line(at: max(lower, upper - 1)) + 1
      }
      var region = (first, end)
      if region.0 == lines.count, let last = lines.last, last.last != UInt8(ascii: "\n") {
        // Appending after a last line without a line break changes that line.
        region = (lines.count - 1, lines.count)
      }
      if let previous = changes.last,
        region.0 < previous.end
          || (region.0 == previous.end && region.0 == region.1 && previous.first == previous.end)
      {
        changes[changes.count - 1].end = max(previous.end, region.1)
        changes[changes.count - 1].edits.append(edit)
      } else {
        changes.append(Change(first: region.0, end: region.1, edits: [edit]))
      }
    }
    func replacement(of change: Change) -> [UInt8] {
      let regionStart = start(of: change.first)
      var region = Array(bytes[regionStart..<start(of: change.end)])
      for edit in change.edits.reversed() {
        region.replaceSubrange(
          (edit.range.lowerBound.utf8Offset - regionStart)..<(edit.range.upperBound.utf8Offset
            - regionStart),
          with: edit.replacementBytes)
      }
      return region
    }

    // Hunks: changes whose contexts touch share one hunk.
    var output: [UInt8] = Array("--- \(prefixed("a", path))\n+++ \(prefixed("b", path))\n".utf8)
    var index = 0
    var lineDelta = 0
    while index < changes.count {
      var group = [changes[index]]
      while index + 1 < changes.count,
        changes[index + 1].first - group[group.count - 1].end <= 2 * context
      {
        index += 1
        group.append(changes[index])
      }
      let hunkFirst = max(0, group[0].first - context)
      let hunkEnd = min(lines.count, group[group.count - 1].end + context)
      var body: [UInt8] = []
      var oldCount = 0
      var newCount = 0
      var cursor = hunkFirst
      var groupDelta = 0
      for change in group {
        while cursor < change.first {
          body += rendered(" ", lines[cursor])
          oldCount += 1
          newCount += 1
          cursor += 1
        }
        for old in lines[change.first..<change.end] {
          body += rendered("-", old)
          oldCount += 1
        }
        let newLines = splitLines(replacement(of: change))
        for new in newLines {
          body += rendered("+", new)
          newCount += 1
        }
        groupDelta += newLines.count - (change.end - change.first)
        cursor = change.end
      }
      while cursor < hunkEnd {
        body += rendered(" ", lines[cursor])
        oldCount += 1
        newCount += 1
        cursor += 1
      }
      let oldStart = oldCount == 0 ? hunkFirst : hunkFirst + 1
      let newStart = newCount == 0 ? hunkFirst + lineDelta : hunkFirst + lineDelta + 1
      output += Array("@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n".utf8)
      output += body
      lineDelta += groupDelta
      index += 1
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// A line of the diff body, with its own line break; a last line without one gets git's
  /// marker after it.
  private static func rendered(_ marker: String, _ line: ArraySlice<UInt8>) -> [UInt8] {
    var result = Array(marker.utf8) + line
    if line.last != UInt8(ascii: "\n") {
      result += Array("\n\\ No newline at end of file\n".utf8)
    }
    return result
  }

  /// The lines of `bytes`, each with its line break (the last may have none).
  private static func splitLines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
    var lines: [ArraySlice<UInt8>] = []
    var start = 0
    for (position, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
      lines.append(bytes[start...position])
      start = position + 1
    }
    if start < bytes.count { lines.append(bytes[start...]) }
    return lines
  }

  /// `a/path` or `b/path` for a relative path, as git writes them; an absolute path as it is.
  private static func prefixed(_ side: String, _ path: String) -> String {
    path.hasPrefix("/") ? path : "\(side)/\(path)"
  }
}
