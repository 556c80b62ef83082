import Foundation
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

/// What becomes of the members an exhaustive `switch $value.cases` needs: the nested enum
/// `CaseBindings` and `caseBindings(of:)`.
public struct CaseBindingsOutcome: Sendable, Codable, Hashable {
  /// Written (or to be written), already there, in the way of a member of the same name, or
  /// not written for the reason given.
  public var status: CaseProperty.Status
  /// Why it is a clash or skipped; for a clash, what to do.
  public var reason: String? = nil
  /// Whether none of the enum's cases has a value, so that there is nothing to bind: skipped
  /// without a warning.
  public var bindsNothing = false
  /// Something the user should know about case bindings that are written.
  public var note: String? = nil
  /// Whether what is written replaces a `CaseBindings` and `caseBindings(of:)` that no longer
  /// match the enum's cases.
  public var replacesExisting = false
}

/// `CaseBindable`, the package's former name for the marker, in an inheritance clause.
public struct MarkerRename: Sendable, Codable, Hashable {
  /// The file it is written in.
  public var path: String
  /// Where it is, 1-based.
  public var line: Int
  /// Where it is, 1-based.
  public var column: Int
  /// As written: `CaseBindable` or `OptionalBindings.CaseBindable`.
  public var spelling: String
  /// What the tool writes instead (`BindableCases`, `SwitchableCases`, qualified as it was);
  /// nil when it is left alone.
  public var replacement: String?
  /// Why it is left alone: the file imports swift-navigation, whose `CaseBindable` it is.
  public var reason: String?
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
  /// Whether the conformance is written (`write`) or there (`present`).
  public var conformance: CaseProperty.Status
  /// The conformance written: `SwitchableCases` with the case bindings, else `BindableCases`.
  public var marker: String
  /// One entry per case, in source order.
  public var properties: [CaseProperty]
  /// What the switch over `$value.cases` needs; nil with `--no-case-bindings`.
  public var caseBindings: CaseBindingsOutcome?
  /// `CaseBindable` in its or its extensions' inheritance clauses: renamed, or left alone.
  public var renames: [MarkerRename]
  /// Why the enum gets nothing at all, when it does not (a local enum, a macro's enum).
  public var unextendable: String?
  /// Where the members go: `extension` (after the file-scope declaration) or `body` (into the
  /// enum's own body, when no extension at file scope can name it).
  public var placement: String
  /// Why no extension at file scope can name the enum, when none can.
  public var placementReason: String?
  /// The imports the file gets: `OptionalBindings`, and `SwiftUI` for `Binding`.
  public var imports: [String]
  /// When the file gets `import OptionalBindings` and belongs to a Swift package (a
  /// `Package.swift` in its folder or one above), that manifest, as a path beside the file's: the
  /// package's target needs OptionalBindings among its dependencies.
  public var package: String?

  /// The number of properties written (or to be written).
  public var writtenCount: Int { properties.filter { $0.status == .write }.count }
  /// The number of `CaseBindable` spellings renamed (or to be renamed).
  public var renameCount: Int { renames.filter { $0.replacement != nil }.count }
  /// Whether the tool changes the enum's file for it.
  public var changes: Bool {
    conformance == .write || writtenCount > 0 || caseBindings?.status == .write
      || renameCount > 0
  }
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
  /// Deployment targets the app states below the package's minimum: when there are any, no file
  /// was read and nothing was written.
  public var deploymentTargetFindings: [DeploymentTargetFinding] = []
  /// Whether no `Package.swift`, Xcode project or `.xcconfig` under the paths states a target,
  /// as for the other commands (``MigrationReport/deploymentTargetUnseen``): the run says so
  /// once; the exit status does not depend on it.
  public var deploymentTargetUnseen = false

  /// The number of properties written (or to be written).
  public var writtenCount: Int { findings.reduce(0) { $0 + $1.writtenCount } }
  /// The number of enums given `CaseBindings` and `caseBindings(of:)` (or to be given them).
  public var caseBindingsCount: Int {
    findings.filter { $0.caseBindings?.status == .write }.count
  }
  /// The number of `CaseBindable` spellings renamed (or to be renamed).
  public var renameCount: Int { findings.reduce(0) { $0 + $1.renameCount } }
  /// The number of conformances written (or to be written).
  public var conformanceCount: Int { findings.filter { $0.conformance == .write }.count }
  /// The number of properties not written because another member has the name, and of enums
  /// whose `CaseBindings` or `caseBindings` is another member or lacks a case.
  public var clashCount: Int {
    findings.reduce(0) {
      $0 + $1.properties.filter { $0.status == .clash }.count
        + ($1.caseBindings?.status == .clash ? 1 : 0)
    }
  }
  /// The number of cases the tool writes no property for, and enums it cannot extend.
  public var skippedCaseCount: Int {
    findings.reduce(0) { $0 + $1.properties.filter { $0.status == .skipped }.count }
  }
  /// The errors: unreadable, unparsable or unwritable files (links not followed are not), and
  /// `--type` names that name no enum.
  public var errorCount: Int {
    skipped.filter(\.kind.isError).count + unknownTypes.count + deploymentTargetFindings.count
  }

  /// 1 when `check` or `diff` found something to write, plus 2 for an error; 0 otherwise.
  public var exitStatus: Int32 {
    var status: Int32 = 0
    if mode != .fix && findings.contains(where: \.changes) { status |= 1 }
    if errorCount > 0 { status |= 2 }
    return status
  }
}

/// The `cases` command's run: finds the enums to give case properties (named, kept as optional
/// state, or already marked), and writes the conformance, one property per case and what a
/// `switch $value.cases` needs beside each.
///
/// The members go into one extension, right after the file-scope declaration that holds the
/// enum (`extension Screen.Destination: SwitchableCases` for a nested one), with the enum's
/// access (`public`, `package`, or `fileprivate` for a private or fileprivate one); for an enum
/// no extension at file scope can name (private inside a type), into its own body, with the
/// conformance in its own inheritance clause. A case whose name another member already has is a
/// clash, reported and left alone; a property already there with the type the tool would write
/// is kept, so a second run writes nothing.
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
  /// Whether to write `CaseBindings` and `caseBindings(of:)` (the `SwitchableCases`
  /// conformance) beside the properties.
  public var writesCaseBindings: Bool
  /// Whether to go ahead when the app states a deployment target below the package's minimum
  /// (otherwise nothing is read or written, as for the other commands).
  public var ignoresDeploymentTarget: Bool

  /// Names `$destination.name` reaches on `Binding` itself rather than through a case
  /// property: ``Spelling/bindingMemberNames`` but for those a binding to an optional enum does
  /// not have (the members of `Binding`'s collection conformance, and `cases` and
  /// `unwrappingCase`, which need the enum itself).
  static let bindingMembers: Set<String> = Spelling.bindingMemberNames.subtracting([
    "startIndex", "endIndex", "indices", "index", "formIndex", "cases", "unwrappingCase",
  ])
  /// Names every enum of a kind already has as members.
  static let reservedNames: [String: String] = [
    "hashValue": "every Hashable enum has a `hashValue`",
    "rawValue": "an enum with raw values has a `rawValue`",
  ]

  /// Creates a run.
  public init(
    mode: Mode, paths: [String], types: [String] = [],
    maximumFileSize: Int = Migration.defaultMaximumFileSize, writesCaseBindings: Bool = true,
    ignoresDeploymentTarget: Bool = false
  ) {
    self.mode = mode
    self.paths = paths
    self.types = types
    self.maximumFileSize = maximumFileSize
    self.writesCaseBindings = writesCaseBindings
    self.ignoresDeploymentTarget = ignoresDeploymentTarget
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
    // An app that deploys below the package cannot import it: nothing is written, as `check`
    // and `fix` rewrite nothing.
    var unseen = false
    if !ignoresDeploymentTarget {
      let stated = DeploymentTargetReader.statedTargets(under: paths)
      unseen = stated.isEmpty
      let below = DeploymentTargets.findings(for: stated)
      if !below.isEmpty {
        var report = CasesReport(
          mode: mode, findings: [], skipped: walker.skipped.sorted { $0.path < $1.path },
          unknownTypes: [], fileCount: 0, lineCount: 0, diff: "", rewrittenFiles: [])
        report.deploymentTargetFindings = below
        return report
      }
    }
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
    let scope = Scope(
      types: read.flatMap(\.facts.types), extensions: extensions,
      exportsNavigation: read.contains(where: \.facts.exportsNavigation),
      writesCaseBindings: writesCaseBindings,
      importsSwiftUI: Set(read.filter(\.facts.importsSwiftUI).map(\.file.path)),
      importsPackage: Set(read.filter(\.facts.importsPackage).map(\.file.path)))
    var unknown: [String] = []
    let chosen = choose(
      enums, states: read.flatMap(\.facts.states), scope: scope, unknown: &unknown)
    var findings: [CaseEnumFinding] = []
    var edits: [String: [PlannedEdit]] = [:]
    var importsNeeded: [String: Set<String>] = [:]
    for (declaration, reasons) in chosen {
      var plan = Self.plan(declaration, reasons: reasons, scope: scope)
      if plan.finding.imports.contains("OptionalBindings"),
        let file = read.first(where: { $0.file.path == declaration.path })
      {
        plan.finding.package = Self.packageManifest(
          of: file.file.realPath, shownAs: file.file.path)
      }
      findings.append(plan.finding)
      for edit in plan.edits { edits[edit.path, default: []].append(edit) }
      importsNeeded[declaration.path, default: []].formUnion(plan.finding.imports)
    }
    var report = CasesReport(
      mode: mode, findings: findings, skipped: [], unknownTypes: unknown,
      fileCount: read.count, lineCount: lineCount, diff: "", rewrittenFiles: [])
    for file in read {
      guard let planned = edits[file.file.path], mode != .check else { continue }
      var sourceEdits = Self.merged(planned)
      var imports = ""
      let needed = importsNeeded[file.file.path, default: []]
      if needed.contains("OptionalBindings") {
        imports += "import OptionalBindings"
      }
      if needed.contains("SwiftUI") {
        imports += (imports.isEmpty ? "" : file.facts.lineBreak) + "import SwiftUI"
      }
      if !imports.isEmpty {
        let position = AbsolutePosition(utf8Offset: file.facts.importOffset)
        sourceEdits.append(
          SourceEdit(
            range: position..<position,
            replacement: file.facts.importText.replacingOccurrences(
              of: "import OptionalBindings", with: imports)))
      }
      let rewritten = SourceEditing.apply(sourceEdits, to: file.text)
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
        report.diff += UnifiedDiff.make(
          path: file.file.path, original: file.text, edits: sourceEdits)
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
    report.deploymentTargetUnseen = unseen
    return report
  }

  /// The `Package.swift` of the package a file belongs to: the first in its folder or one above,
  /// as a path written the way the file's own is (`Sources/…/A.swift` → `Package.swift`).
  static func packageManifest(of realPath: String, shownAs shown: String) -> String? {
    var folder = URL(filePath: realPath).deletingLastPathComponent()
    var shownFolder = URL(filePath: shown).deletingLastPathComponent().relativePath
    while true {
      let manifest = folder.appending(path: "Package.swift")
      if FileManager.default.fileExists(atPath: manifest.path) {
        return shownFolder == "." ? "Package.swift" : "\(shownFolder)/Package.swift"
      }
      let parent = folder.deletingLastPathComponent()
      if parent.path == folder.path { return nil }
      folder = parent
      shownFolder =
        shownFolder == "." || shownFolder.isEmpty
        ? ".." : URL(filePath: shownFolder).deletingLastPathComponent().relativePath
      if shownFolder.isEmpty { shownFolder = "." }
    }
  }

  /// What the whole scanned code tells the plan of one enum.
  struct Scope: Sendable {
    /// Every type declared, nested ones included.
    var types: [DeclaredType]
    /// Every extension.
    var extensions: [ExtensionDeclaration]
    /// Whether a file re-exports a swift-navigation module to the whole module, so that
    /// `CaseBindable` may be theirs in any file.
    var exportsNavigation: Bool
    /// Whether to write the case bindings.
    var writesCaseBindings: Bool
    /// The files that import SwiftUI.
    var importsSwiftUI: Set<String>
    /// The files that import OptionalBindings.
    var importsPackage: Set<String>
  }

  /// One edit the plan of an enum makes: a replacement of `start..<end` in the file at `path`.
  struct PlannedEdit: Sendable {
    var path: String
    var start: Int
    var end: Int
    var text: String
  }

  /// The plan of one enum: what is reported, and the edits that write it.
  struct Plan: Sendable {
    var finding: CaseEnumFinding
    var edits: [PlannedEdit]
  }

  /// Edits of the same range joined into one edit, in the order they were planned (insertions
  /// at one offset, such as two extensions after one declaration).
  private static func merged(_ edits: [PlannedEdit]) -> [SourceEdit] {
    var byRange: [Range<Int>: String] = [:]
    var order: [Range<Int>] = []
    for edit in edits {
      let range = edit.start..<edit.end
      if byRange[range] == nil { order.append(range) }
      byRange[range, default: ""] += edit.text
    }
    return order.map { range in
      SourceEdit(
        range: AbsolutePosition(
          utf8Offset: range.lowerBound)..<AbsolutePosition(
            utf8Offset: range.upperBound),
        replacement: byRange[range]!)
    }
  }

  // MARK: Choosing the enums

  /// The enums to write for, each with why, in the order found.
  private func choose(
    _ enums: [EnumDeclaration], states: [OptionalState], scope: Scope, unknown: inout [String]
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
    // The enums already marked, or marked with the former name.
    for declaration in enums {
      let own = Self.extensions(of: declaration, in: scope.extensions)
      if declaration.adoptsBindableCases || own.contains(where: \.adoptsBindableCases) {
        let marker =
          declaration.adoptsSwitchableCases || own.contains(where: \.adoptsSwitchableCases)
          ? "SwitchableCases" : "BindableCases"
        _ = add(declaration, "adopts \(marker)")
      } else if let former = (declaration.formerMarkers + own.flatMap(\.formerMarkers)).first(
        where: { Self.isPackages($0, scope: scope) })
      {
        _ = add(
          declaration,
          "adopts CaseBindable at \(former.path):\(former.line), the package's former name "
            + "for BindableCases")
      }
    }
    for state in states {
      for declaration in Self.resolve(
        state.wrappedTypeName, context: state.context, from: state.path, in: enums)
      {
        let reason = "kept as optional state: \(state.description) at \(state.path):\(state.line)"
        _ = add(declaration, reason)
        queue.append(declaration)
      }
    }
    // A case's value that is itself an enum of the code with a case that has a value gets
    // case properties too, so that `$destination.edit.tab` binds to one of its cases; an enum
    // of plain cases (`StorageLocation.fridge`) is a value to show, not state to present from.
    var visited: Set<String> = []
    func key(_ declaration: EnumDeclaration) -> String {
      "\(declaration.path):\(declaration.line):\(declaration.qualifiedName)"
    }
    while !queue.isEmpty {
      let declaration = queue.removeFirst()
      guard visited.insert(key(declaration)).inserted else { continue }
      for enumCase in declaration.cases where enumCase.payloads.count == 1 {
        guard let name = enumCase.payloads[0].typeName else { continue }
        for nested in Self.resolve(
          name, context: declaration.context, from: declaration.path, in: enums)
        where nested.cases.contains(where: { !$0.payloads.isEmpty }) {
          let reason = "the value of case \(declaration.qualifiedName).\(enumCase.name)"
          _ = add(nested, reason)
          queue.append(nested)
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

  /// Whether `CaseBindable` is the package's former marker: qualified with `OptionalBindings.`,
  /// or in a file that sees no swift-navigation module (whose own `CaseBindable` it would be).
  static func isPackages(_ marker: FormerMarker, scope: Scope) -> Bool {
    marker.spelling.hasPrefix("OptionalBindings.")
      || (marker.navigationImports.isEmpty && !scope.exportsNavigation)
  }

  /// The extensions of `declaration` in the scanned code (in its own file only, for one only
  /// its file can name).
  static func extensions(
    of declaration: EnumDeclaration, in extensions: [ExtensionDeclaration]
  ) -> [ExtensionDeclaration] {
    extensions.filter {
      $0.extendedType == declaration.qualifiedName
        && (!declaration.isFilePrivate || $0.path == declaration.path)
    }
  }

  /// What the tool does for one enum, and the edits that write it.
  static func plan(_ declaration: EnumDeclaration, reasons: [String], scope: Scope) -> Plan {
    let own = extensions(of: declaration, in: scope.extensions)
    let members = declaration.members + own.flatMap(\.members)
    let intoBody = declaration.privateNesting != nil
    var edits: [PlannedEdit] = []

    // `CaseBindable`: the package's former marker unless the file sees swift-navigation's.
    var renames: [MarkerRename] = []
    var former: [FormerMarker] = []
    for marker in declaration.formerMarkers + own.flatMap(\.formerMarkers) {
      if !isPackages(marker, scope: scope) {
        let why =
          marker.navigationImports.isEmpty
          ? "a file of the scanned code re-exports swift-navigation (`@_exported import`)"
          : "the file imports \(marker.navigationImports.joined(separator: " and "))"
        renames.append(
          MarkerRename(
            path: marker.path, line: marker.line, column: marker.column,
            spelling: marker.spelling, replacement: nil,
            reason:
              "\(why), so `CaseBindable` here is swift-navigation's (which needs @CasePathable), "
              + "not the package's former name; it is left alone"))
      } else {
        former.append(marker)
      }
    }
    let adoptsSwitchable =
      declaration.adoptsSwitchableCases || own.contains(where: \.adoptsSwitchableCases)
    let adoptsMarker =
      declaration.adoptsBindableCases || own.contains(where: \.adoptsBindableCases)
      || !former.isEmpty
    var finding = CaseEnumFinding(
      path: declaration.path, line: declaration.line, column: declaration.column,
      enumName: declaration.qualifiedName, reasons: reasons,
      conformance: adoptsMarker ? .present : .write,
      marker: adoptsSwitchable ? "SwitchableCases" : "BindableCases", properties: [],
      caseBindings: nil, renames: [], unextendable: declaration.unextendable,
      placement: intoBody ? "body" : "extension", placementReason: declaration.privateNesting,
      imports: [])

    // The properties.
    let cases = declaration.cases.map {
      intoBody ? $0 : qualified($0, in: declaration, types: scope.types)
    }
    var counts: [String: Int] = [:]
    for enumCase in cases { counts[enumCase.name, default: 0] += 1 }
    var memberLines: [[(depth: Int, text: String)]] = []
    var types: [String: String] = [:]
    for enumCase in cases {
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
      // A static member, or a function that takes parameters (`caseBindings(of:)`, a factory
      // `static func forbidden(body:)`), stands beside an instance property of its name.
      if let existing = members.first(where: {
        $0.name == enumCase.name && !$0.isStatic
          && !($0.kind == .function && $0.parameterCount > 0)
      }) {
        if existing.variableType == CaseFactCollector.compact(type) {
          property.status = .present
          types[enumCase.name] = type
        } else {
          property.status = .clash
          property.reason =
            "\(existing.path):\(existing.line) already declares a member named "
            + "\(enumCase.name); it is left as it is"
        }
        continue
      }
      types[enumCase.name] = type
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
      memberLines.append(
        zip(
          [0, 1, 1, 0],
          CasePropertyText.lines(
            for: enumCase, type: type,
            access: intoBody ? bodyAccess(declaration) : declaration.memberAccess)
        ).map { (depth: $0, text: $1) })
    }
    let propertiesThere = finding.properties.contains {
      $0.status == .write || $0.status == .present
    }

    // The case bindings.
    if scope.writesCaseBindings && declaration.unextendable == nil {
      finding.caseBindings = caseBindingsOutcome(
        declaration, cases: cases, properties: finding.properties, members: members,
        adoptsSwitchable: adoptsSwitchable)
    }
    let writesCaseBindings = finding.caseBindings?.status == .write
    if writesCaseBindings || finding.caseBindings?.status == .present,
      members.contains(where: { $0.name == "cases" && $0.kind == .variable })
        || finding.properties.contains(where: { $0.caseName == "cases" && $0.status == .write })
    {
      // `Binding.cases` is disfavored (beside swift-navigation's), so the dynamic member of a
      // property named `cases` wins over it.
      finding.caseBindings?.note =
        "`$value.cases` reaches the enum's property `cases` through dynamic member lookup, not "
        + "the switch: switch over `\(declaration.qualifiedName).caseBindings(of: $value)`"
    }
    if writesCaseBindings {
      let access = intoBody ? bodyAccess(declaration) : declaration.memberAccess
      let lines = CaseBindingsText.lines(
        for: cases.map { enumCase in
          (enumCase, enumCase.payloads.map(\.type))
        }, access: access, selfName: declaration.qualifiedName)
      if finding.caseBindings?.replacesExisting == true,
        let type = members.first(where: { $0.name == "CaseBindings" && $0.kind == .type }),
        let function = members.first(where: { $0.fullName == "caseBindings(of:)" }),
        let typeSpan = type.span, let functionSpan = function.span
      {
        // In place, each at its own indentation, with the access it had.
        let split = lines.firstIndex { $0.text.isEmpty } ?? lines.count
        for (member, span, part) in [
          (type, typeSpan, Array(lines[..<split])),
          (function, functionSpan, Array(lines[min(split + 1, lines.count)...])),
        ] {
          var text = ""
          for line in part {
            text +=
              span.indentation + String(repeating: declaration.indentationUnit, count: line.depth)
              + line.text + declaration.lineBreak
          }
          edits.append(PlannedEdit(path: member.path, start: span.start, end: span.end, text: text))
        }
      } else {
        memberLines.append(lines)
      }
    }

    // The conformance.
    var conformance: String?
    if declaration.unextendable == nil && (propertiesThere || writesCaseBindings) {
      if writesCaseBindings && !adoptsSwitchable {
        finding.marker = "SwitchableCases"
        finding.conformance = .write
        if former.isEmpty { conformance = "SwitchableCases" }
      } else if !adoptsMarker {
        conformance = "BindableCases"
      }
    } else if finding.conformance == .write {
      finding.conformance = .skipped
    }
    for (index, marker) in former.enumerated() {
      let qualifier = marker.spelling.hasPrefix("OptionalBindings.") ? "OptionalBindings." : ""
      let name =
        index == 0 && finding.marker == "SwitchableCases" && !adoptsSwitchable
        ? "SwitchableCases" : "BindableCases"
      renames.append(
        MarkerRename(
          path: marker.path, line: marker.line, column: marker.column, spelling: marker.spelling,
          replacement: qualifier + name, reason: nil))
      edits.append(
        PlannedEdit(path: marker.path, start: marker.start, end: marker.end, text: qualifier + name)
      )
    }
    finding.renames = renames.sorted {
      ($0.path, $0.line, $0.column) < ($1.path, $1.line, $1.column)
    }

    // The text.
    guard declaration.unextendable == nil, conformance != nil || !memberLines.isEmpty else {
      return Plan(finding: finding, edits: edits)
    }
    finding.imports =
      (scope.importsPackage.contains(declaration.path) ? [] : ["OptionalBindings"])
      + (writesCaseBindings && !scope.importsSwiftUI.contains(declaration.path) ? ["SwiftUI"] : [])
    let unit = declaration.indentationUnit
    let lineBreak = declaration.lineBreak
    func render(_ indentation: String) -> String {
      var text = ""
      for (index, member) in memberLines.enumerated() {
        if index > 0 { text += lineBreak }
        for line in member {
          text +=
            line.text.isEmpty
            ? lineBreak
            : indentation + String(repeating: unit, count: 1 + line.depth) + line.text + lineBreak
        }
      }
      return text
    }
    if intoBody {
      let body = declaration.body
      if let conformance {
        edits.append(
          PlannedEdit(
            path: declaration.path, start: body.conformanceOffset, end: body.conformanceOffset,
            text: (body.hasInheritanceClause ? ", " : ": ") + conformance))
      }
      if !memberLines.isEmpty {
        let members = render(body.indentation)
        edits.append(
          PlannedEdit(
            path: declaration.path, start: body.membersStart, end: body.membersEnd,
            text: body.braceOnOwnLine
              ? lineBreak + members : lineBreak + lineBreak + members + body.indentation))
      }
    } else {
      let indent = declaration.indentation
      var text = "\(lineBreak)\(indent)extension \(declaration.qualifiedName)"
      text += conformance.map { ": \($0)" } ?? ""
      text +=
        memberLines.isEmpty
        ? " {}\(lineBreak)" : " {\(lineBreak)\(render(indent))\(indent)}\(lineBreak)"
      edits.append(
        PlannedEdit(
          path: declaration.path, start: declaration.insertionOffset,
          end: declaration.insertionOffset, text: text))
    }
    return Plan(finding: finding, edits: edits)
  }

  /// The access keyword for members written into an enum's own body: `public` or `package` as
  /// the enum is; otherwise none, so that each member takes the enum's own access (a member of
  /// a private enum can be no more visible than the enum, and needs no keyword to be as
  /// visible).
  static func bodyAccess(_ declaration: EnumDeclaration) -> String {
    declaration.memberAccess == "fileprivate " ? "" : declaration.memberAccess
  }

  /// Whether the enum gets `CaseBindings` and `caseBindings(of:)`, and why not.
  static func caseBindingsOutcome(
    _ declaration: EnumDeclaration, cases: [EnumCase], properties: [CaseProperty],
    members: [EnumMember], adoptsSwitchable: Bool
  ) -> CaseBindingsOutcome {
    // A property named `caseBindings` (a case's), or a function of other labels, can stand
    // beside `caseBindings(of:)`; any type named `CaseBindings` is in the way.
    let type = members.first { $0.name == "CaseBindings" && $0.kind == .type }
    let function = members.first { $0.fullName == "caseBindings(of:)" }
    if adoptsSwitchable, let type, let function {
      // The tool's own, from an earlier run: kept while they match the enum's cases, written
      // again when a case was added, removed or changed (the switch in `caseBindings(of:)` no
      // longer compiles then, which is what tells the user).
      guard let existing = type.caseShapes, type.span != nil, function.span != nil else {
        return CaseBindingsOutcome(status: .present)
      }
      let expected = CaseBindingsText.shapes(
        for: cases.map { ($0, $0.payloads.map(\.type)) }, selfName: declaration.qualifiedName)
      if existing == expected { return CaseBindingsOutcome(status: .present) }
      let names = type.caseNames ?? []
      let added = cases.map(\.name).filter { !names.contains($0) }
      let removed = names.filter { name in !cases.contains { $0.name == name } }
      var changes: [String] = []
      if !added.isEmpty { changes.append("added \(added.joined(separator: ", "))") }
      if !removed.isEmpty { changes.append("removed \(removed.joined(separator: ", "))") }
      func byName(_ shapes: [String]) -> [String: String] {
        Dictionary(
          shapes.map { (String($0.prefix { $0 != "(" }), $0) },
          uniquingKeysWith: { first, _ in first })
      }
      let before = byName(existing)
      let after = byName(expected)
      let changed = cases.map(\.name).filter { name in
        before[name] != nil && after[name] != nil && before[name] != after[name]
      }
      if !changed.isEmpty {
        changes.append("changed the values of \(changed.joined(separator: ", "))")
      }
      if changes.isEmpty { changes.append("reordered") }
      var outcome = CaseBindingsOutcome(status: .write)
      outcome.replacesExisting = true
      outcome.note =
        "CaseBindings at \(type.path):\(type.line) and caseBindings(of:) no longer match the "
        + "enum's cases (\(changes.joined(separator: "; "))): written again in place"
      return outcome
    }
    if let existing = type ?? function {
      return CaseBindingsOutcome(
        status: .clash,
        reason:
          "\(existing.path):\(existing.line) already declares a member named \(existing.name), "
          + "so no CaseBindings or caseBindings(of:) is written, and `switch $value.cases` is "
          + "not available")
    }
    if cases.isEmpty {
      return CaseBindingsOutcome(status: .skipped, reason: "it has no cases")
    }
    if declaration.hasConditionalCases {
      return CaseBindingsOutcome(
        status: .skipped,
        reason:
          "some of its cases are inside #if, which the tool does not read, so a switch it "
          + "wrote would not be exhaustive")
    }
    if !adoptsSwitchable && cases.allSatisfy({ $0.payloads.isEmpty }) {
      return CaseBindingsOutcome(
        status: .skipped,
        reason:
          "none of its cases has a value, so a switch over the value itself binds as much",
        bindsNothing: true)
    }
    for (enumCase, property) in zip(cases, properties) where !enumCase.payloads.isEmpty {
      guard property.status == .write || property.status == .present else {
        return CaseBindingsOutcome(
          status: .skipped,
          reason:
            "case \(enumCase.name) has no case property (\(property.reason ?? "")), and its "
            + "binding is made through one")
      }
    }
    return CaseBindingsOutcome(status: .write)
  }

  /// `enumCase` with each type name in its values that only the enum's enclosing types see
  /// qualified with them (`LibraryScreen.Book` for `Book`), so that an extension at file scope
  /// names the same types the enum's body does.
  static func qualified(
    _ enumCase: EnumCase, in declaration: EnumDeclaration, types: [DeclaredType]
  ) -> EnumCase {
    let outer = Array(declaration.context.dropLast())
    guard !outer.isEmpty else { return enumCase }
    let declared = Set(
      types.filter { !$0.isScopePrivate || $0.path == declaration.path }.map(\.qualifiedName))
    var result = enumCase
    for index in result.payloads.indices {
      var payload = result.payloads[index]
      var text = Array(payload.type.utf8)
      for use in payload.rootNames.reversed() {
        if declaration.genericParameters.contains(use.name) || use.name == "Self" { continue }
        // A type of the enum's own (or of its extensions) is seen from any extension of it.
        if declared.contains(declaration.qualifiedName + "." + use.name) { continue }
        for length in stride(from: outer.count, through: 1, by: -1)
        where declared.contains((outer.prefix(length) + [use.name]).joined(separator: ".")) {
          let prefix = outer.prefix(length).joined(separator: ".") + "."
          text.insert(contentsOf: Array(prefix.utf8), at: use.offset)
          break
        }
      }
      payload.type = String(decoding: text, as: UTF8.self)
      result.payloads[index] = payload
    }
    return result
  }
}
