import SwiftParser
import SwiftSyntax

/// What became of one case's property.
public struct CaseProperty: Sendable, Codable, Hashable {
  /// Whether the tool writes the property.
  public enum Status: String, Sendable, Codable {
    /// Written (by `fix`), or to be written (`check`, `diff`).
    case write
    /// Already there, with the type the tool would write: nothing to do.
    case present
    /// Another member has the name: the tool leaves it and writes nothing.
    case clash
    /// The tool writes no property for this case, for the reason given.
    case skipped
  }

  /// The case's name.
  public var caseName: String
  /// The property's type, when the tool can write one.
  public var type: String?
  /// What becomes of it.
  public var status: Status
  /// Why it is a clash or skipped.
  public var reason: String?
  /// Something the user should know about a property that is written.
  public var note: String?
  /// Where the case is declared, 1-based.
  public var line: Int
  /// Where the case is declared, 1-based.
  public var column: Int
}

/// One enum the `cases` command looked at: why, and what it writes for it.
public struct CaseEnumFinding: Sendable, Codable, Hashable {
  /// The file that declares the enum.
  public var path: String
  /// Where the enum's name is, 1-based.
  public var line: Int
  /// Where the enum's name is, 1-based.
  public var column: Int
  /// Its name with the types it is nested in: `Screen.Destination`.
  public var enumName: String
  /// Why it was chosen: `named by --type`, or the state that keeps it (`@State destination at
  /// Screen.swift:12`), or the case whose value it is.
  public var reasons: [String]
  /// Whether the `BindableCases` conformance is written (`write`) or there (`present`).
  public var conformance: CaseProperty.Status
  /// One entry per case, in source order.
  public var properties: [CaseProperty]
  /// Why the enum gets nothing at all, when it does not (a local enum, a private nested one).
  public var unextendable: String?

  /// The number of properties written (or to be written).
  public var writtenCount: Int { properties.filter { $0.status == .write }.count }
  /// Whether the tool changes the enum's file for it.
  public var changes: Bool { conformance == .write || writtenCount > 0 }
}

/// The outcome of one `cases` run.
public struct CasesReport: Sendable {
  /// The mode the run used.
  public var mode: Mode
  /// The enums looked at, by file and line.
  public var findings: [CaseEnumFinding]
  /// Files that could not be read or parsed, or (for `fix`) written.
  public var skipped: [SkippedFile]
  /// The `--type` names that name no enum in the scanned code.
  public var unknownTypes: [String]
  /// The number of files read and parsed.
  public var fileCount: Int
  /// The number of lines read.
  public var lineCount: Int
  /// For `diff`: the patch.
  public var diff: String
  /// For `fix`: the files written.
  public var rewrittenFiles: [String]

  /// The number of properties written (or to be written).
  public var writtenCount: Int { findings.reduce(0) { $0 + $1.writtenCount } }
  /// The number of conformances written (or to be written).
  public var conformanceCount: Int { findings.filter { $0.conformance == .write }.count }
  /// The number of properties not written because another member has the name.
  public var clashCount: Int {
    findings.reduce(0) { $0 + $1.properties.filter { $0.status == .clash }.count }
  }
  /// The number of cases the tool writes no property for, and enums it cannot extend.
  public var skippedCaseCount: Int {
    findings.reduce(0) { $0 + $1.properties.filter { $0.status == .skipped }.count }
  }
  /// The errors: unreadable, unparsable or unwritable files (links not followed are not), and
  /// `--type` names that name no enum.
  public var errorCount: Int { skipped.filter(\.kind.isError).count + unknownTypes.count }

  /// 1 when `check` or `diff` found something to write, plus 2 for an error; 0 otherwise.
  public var exitStatus: Int32 {
    var status: Int32 = 0
    if mode != .fix && findings.contains(where: \.changes) { status |= 1 }
    if errorCount > 0 { status |= 2 }
    return status
  }
}

/// The `cases` command's run: finds the enums to give case properties (named, or kept as
/// optional state), and writes the `BindableCases` conformance and one property per case beside
/// each.
///
/// The properties go into one extension, right after the file-scope declaration that holds the
/// enum (`extension Screen.Destination: BindableCases` for a nested one), with the enum's access
/// (`public`, `package`, or `fileprivate` for a private or fileprivate one). A case whose name
/// another member already has is a clash, reported and left alone; a property already there
/// with the type the tool would write is kept, so a second run writes nothing.
public struct CaseMigration: Sendable {
  /// What to do.
  public var mode: Mode
  /// Files and folders to read.
  public var paths: [String]
  /// The enums to write case properties for, by name (`Destination`, `Screen.Destination`);
  /// empty to take the enums the code keeps as optional state.
  public var types: [String]
  /// Files larger than this many bytes are skipped with a message.
  public var maximumFileSize: Int

  /// Names `$destination.name` reaches on `Binding` itself rather than through a case
  /// property.
  static let bindingMembers: Set<String> = [
    "wrappedValue", "projectedValue", "transaction", "animation", "id", "isPresent",
    "withDefault", "replacingNil", "negated", "converted", "syncing",
  ]
  /// Names every enum of a kind already has as members.
  static let reservedNames: [String: String] = [
    "hashValue": "every Hashable enum has a `hashValue`",
    "rawValue": "an enum with raw values has a `rawValue`",
  ]

  /// Creates a run.
  public init(
    mode: Mode, paths: [String], types: [String] = [],
    maximumFileSize: Int = Migration.defaultMaximumFileSize
  ) {
    self.mode = mode
    self.paths = paths
    self.types = types
    self.maximumFileSize = maximumFileSize
  }

  /// A file read and parsed.
  private struct ReadFile {
    var file: SourceFile
    var text: String
    var byteOrderMark: Bool
    var facts: CaseFacts
  }

  /// Runs the command.
  public func run() -> CasesReport {
    let walker = SourceFileWalker(paths: paths)
    var skipped = walker.skipped
    var read: [ReadFile] = []
    var lineCount = 0
    for file in walker.files {
      switch SourceReader.load(file.realPath, limit: maximumFileSize) {
      case .skipped(let kind, let reason):
        skipped.append(SkippedFile(path: file.path, kind: kind, reason: reason))
      case .text(let text, let mark):
        lineCount += Migration.lineCount(of: text)
        switch SourceAnalyzer.parse(text) {
        case .failure(let failure):
          skipped.append(
            SkippedFile(
              path: file.path, kind: .parseError,
              reason: "the file does not parse (\(failure.message)); it was left untouched",
              line: failure.line, column: failure.column))
        case .success(let tree):
          read.append(
            ReadFile(
              file: file, text: text, byteOrderMark: mark,
              facts: CaseFactCollector.facts(of: tree, path: file.path)))
        }
      }
    }
    let enums = read.flatMap(\.facts.enums)
    let extensions = read.flatMap(\.facts.extensions)
    var unknown: [String] = []
    let chosen = choose(enums, states: read.flatMap(\.facts.states), unknown: &unknown)
    var findings: [CaseEnumFinding] = []
    var insertions: [String: [(offset: Int, text: String)]] = [:]
    for (declaration, reasons) in chosen {
      let (finding, text) = Self.plan(declaration, reasons: reasons, extensions: extensions)
      findings.append(finding)
      if let text {
        insertions[declaration.path, default: []].append((declaration.insertionOffset, text))
      }
    }
    var report = CasesReport(
      mode: mode, findings: findings, skipped: [], unknownTypes: unknown,
      fileCount: read.count, lineCount: lineCount, diff: "", rewrittenFiles: [])
    for file in read {
      guard let inserts = insertions[file.file.path], mode != .check else { continue }
      var edits = Self.merged(inserts)
      if !file.facts.importsPackage {
        let position = AbsolutePosition(utf8Offset: file.facts.importOffset)
        edits.append(SourceEdit(range: position..<position, replacement: file.facts.importText))
      }
      let rewritten = SourceEditing.apply(edits, to: file.text)
      guard !SwiftcSpelling.parse(rewritten).hasError else {
        skipped.append(
          SkippedFile(
            path: file.file.path, kind: .parseError,
            reason: "the rewritten file would not parse, so it was left untouched"))
        continue
      }
      switch mode {
      case .check:
        break
      case .diff:
        report.diff += UnifiedDiff.make(path: file.file.path, original: file.text, edits: edits)
      case .fix:
        switch SourceReader.store(
          rewritten, replacing: file.text, byteOrderMark: file.byteOrderMark,
          at: file.file.realPath)
        {
        case .written:
          report.rewrittenFiles.append(file.file.path)
        case .refused(let kind, let reason):
          skipped.append(SkippedFile(path: file.file.path, kind: kind, reason: reason))
        }
      }
    }
    report.skipped = skipped.sorted { $0.path < $1.path }
    report.findings.sort { ($0.path, $0.line) < ($1.path, $1.line) }
    return report
  }

  /// Insertions at the same offset joined into one edit, in the order they were planned.
  private static func merged(_ inserts: [(offset: Int, text: String)]) -> [SourceEdit] {
    var byOffset: [Int: String] = [:]
    var order: [Int] = []
    for insert in inserts {
      if byOffset[insert.offset] == nil { order.append(insert.offset) }
      byOffset[insert.offset, default: ""] += insert.text
    }
    return order.map { offset in
      let position = AbsolutePosition(utf8Offset: offset)
      return SourceEdit(range: position..<position, replacement: byOffset[offset]!)
    }
  }

  // MARK: Choosing the enums

  /// The enums to write for, each with why, in the order found.
  private func choose(
    _ enums: [EnumDeclaration], states: [OptionalState], unknown: inout [String]
  ) -> [(EnumDeclaration, [String])] {
    var chosen: [(EnumDeclaration, [String])] = []
    var seen: [String: Int] = [:]
    func add(_ declaration: EnumDeclaration, _ reason: String) -> Bool {
      let key = "\(declaration.path):\(declaration.line):\(declaration.qualifiedName)"
      if let index = seen[key] {
        if !chosen[index].1.contains(reason) { chosen[index].1.append(reason) }
        return false
      }
      seen[key] = chosen.count
      chosen.append((declaration, [reason]))
      return true
    }
    if !types.isEmpty {
      for name in types {
        var matches = enums.filter { $0.qualifiedName == name }
        if matches.isEmpty { matches = enums.filter { $0.name == name } }
        if matches.isEmpty { unknown.append(name) }
        for declaration in matches { _ = add(declaration, "named by --type \(name)") }
      }
      return chosen
    }
    var queue: [EnumDeclaration] = []
    for state in states {
      for declaration in Self.resolve(
        state.wrappedTypeName, context: state.context, from: state.path, in: enums)
      {
        let reason = "kept as optional state: \(state.description) at \(state.path):\(state.line)"
        if add(declaration, reason) { queue.append(declaration) }
      }
    }
    // A case's value that is itself an enum of the code with a case that has a value gets
    // case properties too, so that `$destination.edit.tab` binds to one of its cases; an enum
    // of plain cases (`StorageLocation.fridge`) is a value to show, not state to present from.
    while !queue.isEmpty {
      let declaration = queue.removeFirst()
      for enumCase in declaration.cases where enumCase.payloads.count == 1 {
        guard let name = enumCase.payloads[0].typeName else { continue }
        for nested in Self.resolve(
          name, context: declaration.context, from: declaration.path, in: enums)
        where nested.cases.contains(where: { !$0.payloads.isEmpty }) {
          let reason = "the value of case \(declaration.qualifiedName).\(enumCase.name)"
          if add(nested, reason) { queue.append(nested) }
        }
      }
    }
    return chosen
  }

  /// The enums `name` refers to from inside `context` in the file at `path`: the innermost
  /// enclosing type's nested enum first, out to a file-scope one; one in the same file wins
  /// over others of the same name.
  static func resolve(
    _ name: String, context: [String], from path: String, in enums: [EnumDeclaration]
  ) -> [EnumDeclaration] {
    let visible = enums.filter { !$0.isFilePrivate || $0.path == path }
    var length = context.count
    while length >= 0 {
      let qualified = (context.prefix(length) + [name]).joined(separator: ".")
      let matches = visible.filter { $0.qualifiedName == qualified }
      if !matches.isEmpty {
        let local = matches.filter { $0.path == path }
        return local.isEmpty ? matches : local
      }
      length -= 1
    }
    return []
  }

  // MARK: Planning one enum

  /// What the tool does for one enum, and the extension it inserts (nil when it inserts none).
  static func plan(
    _ declaration: EnumDeclaration, reasons: [String], extensions: [ExtensionDeclaration]
  ) -> (CaseEnumFinding, String?) {
    let own = extensions.filter {
      $0.extendedType == declaration.qualifiedName
        && (!declaration.isFilePrivate || $0.path == declaration.path)
    }
    let members = declaration.members + own.flatMap(\.members)
    let adopts = declaration.adoptsBindableCases || own.contains(where: \.adoptsBindableCases)
    var finding = CaseEnumFinding(
      path: declaration.path, line: declaration.line, column: declaration.column,
      enumName: declaration.qualifiedName, reasons: reasons,
      conformance: adopts ? .present : .write, properties: [],
      unextendable: declaration.unextendable)
    var counts: [String: Int] = [:]
    for enumCase in declaration.cases { counts[enumCase.name, default: 0] += 1 }
    var lines: [String] = []
    for enumCase in declaration.cases {
      var property = CaseProperty(
        caseName: enumCase.name, type: nil, status: .write, reason: nil, note: nil,
        line: enumCase.line, column: enumCase.column)
      defer { finding.properties.append(property) }
      if let reason = declaration.unextendable {
        property.status = .skipped
        property.reason = reason
        continue
      }
      if counts[enumCase.name, default: 0] > 1 {
        property.status = .skipped
        property.reason =
          "\(counts[enumCase.name]!) cases are named \(enumCase.name); one property cannot "
          + "stand for them all"
        continue
      }
      let type: String
      switch CasePropertyText.type(of: enumCase) {
      case .failure(let skip):
        property.status = .skipped
        property.reason = skip.reason
        continue
      case .success(let written):
        type = written
      }
      property.type = type
      if let reason = reservedNames[enumCase.name] {
        property.status = .clash
        property.reason = reason
        continue
      }
      if let existing = members.first(where: { $0.name == enumCase.name }) {
        if existing.variableType == CaseFactCollector.compact(type) {
          property.status = .present
        } else {
          property.status = .clash
          property.reason =
            "\(existing.path):\(existing.line) already declares a member named "
            + "\(enumCase.name); it is left as it is"
        }
        continue
      }
      if bindingMembers.contains(enumCase.name) {
        property.note =
          "`$value.\(enumCase.name)` reaches Binding's own `\(enumCase.name)`, not this "
          + "property; reach the case as `$value[dynamicMember: \\.\(enumCase.name)]`"
      }
      if enumCase.payloads.count == 1 && enumCase.payloads[0].isOptional {
        property.note =
          "its value is optional, so the property is `\(type)`: nil in another case, "
          + "`.some(nil)` in this case with no value"
      }
      lines +=
        [""]
        + CasePropertyText.lines(for: enumCase, type: type, access: declaration.memberAccess)
    }
    let present = finding.properties.contains { $0.status == .present }
    let written = finding.writtenCount > 0
    if declaration.unextendable != nil || (!written && !present) {
      if finding.conformance == .write { finding.conformance = .skipped }
      return (finding, nil)
    }
    guard finding.changes else { return (finding, nil) }
    let indent = declaration.indentation
    let unit = declaration.indentationUnit
    let lineBreak = declaration.lineBreak
    let conformance = finding.conformance == .write ? ": BindableCases" : ""
    var text = "\(lineBreak)\(indent)extension \(declaration.qualifiedName)\(conformance) {"
    if lines.isEmpty {
      text += "}\(lineBreak)"
    } else {
      text += lineBreak
      for (index, line) in lines.dropFirst().enumerated() {
        if line.isEmpty {
          text += lineBreak
          continue
        }
        // The declaration and its closing brace one step in, the accessors two.
        let position = index % 5
        let depth = position == 1 || position == 2 ? 2 : 1
        text += indent + String(repeating: unit, count: depth) + line + lineBreak
      }
      text += "\(indent)}\(lineBreak)"
    }
    return (finding, text)
  }
}
