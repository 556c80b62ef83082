import Foundation
import Testing

@testable import BindingMigration

/// The rule structure: one type per rule file, each in the registry once, and nothing but the
/// registry naming a rule.
@Suite("the rule registry")
struct RuleRegistryTests {
  /// `Tools/Migrate/Sources/BindingMigration/Analysis`.
  static let analysis = Support.testsDirectory.deletingLastPathComponent()
    .deletingLastPathComponent().appending(path: "Sources/BindingMigration/Analysis")

  /// The protocols a rule type may conform to, one per kind of rule (and `PresenceRule`, which
  /// refines the helper shapes' kind).
  static let kinds = [
    "HelperShapeRule", "ReportedShapeRule", "LeftAloneCrashRule", "GetterCrashRule", "CallRule",
    "InfixRule", "PresenceRule",
  ]

  /// The rule types declared under `Rules/`, by name: their file and the kinds they conform to.
  static func declaredRules() throws -> [String: (file: String, kinds: Set<String>)] {
    let folder = analysis.appending(path: "Rules")
    var rules: [String: (file: String, kinds: Set<String>)] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path())
    where name.hasSuffix(".swift") {
      let text = try String(contentsOf: folder.appending(path: name), encoding: .utf8)
      for line in text.split(separator: "\n")
      where line.hasPrefix("struct ") || line.hasPrefix("enum ") {
        let conformances = line.split(separator: ":", maxSplits: 1).dropFirst().first ?? ""
        let kinds = Set(
          conformances.split { !($0.isLetter || $0.isNumber) }.map(String.init).filter {
            Self.kinds.contains($0)
          })
        guard !kinds.isEmpty else { continue }
        let declared = line.split(separator: " ")[1].prefix { $0 != ":" }
        rules[String(declared)] = (name, kinds)
      }
    }
    return rules
  }

  /// The registry's rules by kind, by type name.
  static var registered: [String: [String]] {
    var helper: [String] = []
    var reported: [String] = []
    for shape in RuleRegistry.shapes {
      switch shape {
      case .helper(let type): helper.append(String(describing: type))
      case .reported(let type): reported.append(String(describing: type))
      }
    }
    return [
      "HelperShapeRule": helper,
      "ReportedShapeRule": reported,
      "LeftAloneCrashRule": RuleRegistry.leftAloneCrashes.map { String(describing: $0) },
      "GetterCrashRule": RuleRegistry.getterCrashes.map { String(describing: $0) },
      "CallRule": RuleRegistry.calls.map { String(describing: $0) },
      "InfixRule": RuleRegistry.infixes.map { String(describing: $0) },
    ]
  }

  /// The identifiers on the lines of `file` that are code, not comments.
  static func identifiers(_ file: URL) throws -> Set<Substring> {
    let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n").filter {
      !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//")
    }
    return Set(lines.flatMap { $0.split { !($0.isLetter || $0.isNumber || $0 == "_") } })
  }

  @Test(
    "every rule type under Rules/ is in the registry's list of each kind it is, once, one to a file"
  )
  func everyRuleIsRegistered() throws {
    let declared = try Self.declaredRules()
    let registered = Self.registered
    for (kind, names) in registered {
      #expect(Set(names).count == names.count, "a rule is listed twice as \(kind): \(names)")
      let ofKind = declared.filter {
        $0.value.kinds.contains(kind)
          || (kind == "HelperShapeRule" && $0.value.kinds.contains("PresenceRule"))
      }
      #expect(Set(names) == Set(ofKind.keys), "\(kind)")
    }
    let files = declared.values.map(\.file)
    #expect(Set(files).count == files.count, "a file declares two rules: \(declared)")
  }

  /// The README's "Rules, by kind" table: each kind's rules, in order.
  static func readmeTable() throws -> [String: [String]] {
    let readme = try String(
      contentsOf: Support.testsDirectory.appending(path: "../../README.md"), encoding: .utf8)
    var table: [String: [String]] = [:]
    for line in readme.split(separator: "\n") where line.hasPrefix("| `") {
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count == 3, cells[0].hasPrefix("`"), cells[0].hasSuffix("`") else { continue }
      let kind = String(cells[0].dropFirst().dropLast())
      guard Self.kinds.contains(kind) else { continue }
      table[kind] = cells[2].split(separator: ",").map {
        $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(
          in: CharacterSet(charactersIn: "`"))
      }
    }
    return table
  }

  @Test("the README's table of rules by kind is the registry's, kind by kind, in order")
  func readmeTableIsTheRegistry() throws {
    let table = try Self.readmeTable()
    #expect(table == Self.registered, "README: \(table)\nregistry: \(Self.registered)")
  }

  @Test("the judge, the collector and the shared checks name no rule, and no rule names another")
  func nothingNamesARule() throws {
    let rules = try Self.declaredRules()
    let askers = [
      "Semantics/ClosureBindingJudge.swift", "VerdictCollector.swift",
      "Registry/SharedChecks.swift", "Registry/RuleKinds.swift",
    ]
    for path in askers {
      let names = try Self.identifiers(Self.analysis.appending(path: path))
      for rule in rules.keys {
        let named = names.contains(Substring(rule))
        #expect(!named, "\(path) names \(rule)")
      }
    }
    for (rule, (file, _)) in rules {
      let names = try Self.identifiers(Self.analysis.appending(path: "Rules/\(file)"))
      for other in rules.keys where other != rule {
        let named = names.contains(Substring(other))
        #expect(!named, "\(file) names \(other)")
      }
    }
  }
}
