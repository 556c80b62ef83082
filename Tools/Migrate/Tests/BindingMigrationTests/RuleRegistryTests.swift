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

  /// The protocols a rule type may conform to: `MigrationRule` and those that refine it.
  static let ruleProtocols = [": MigrationRule", ": PresenceRule"]

  /// The rule types declared under `Rules/`, by file name.
  static func declaredRules() throws -> [String: String] {
    let folder = analysis.appending(path: "Rules")
    var rules: [String: String] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path())
    where name.hasSuffix(".swift") {
      let text = try String(contentsOf: folder.appending(path: name), encoding: .utf8)
      for line in text.split(separator: "\n")
      where (line.hasPrefix("struct ") || line.hasPrefix("enum "))
        && ruleProtocols.contains(where: line.contains)
      {
        let declared = line.split(separator: " ")[1].prefix { $0 != ":" }
        rules[String(declared)] = name
      }
    }
    return rules
  }

  /// The identifiers on the lines of `file` that are code, not comments.
  static func identifiers(_ file: URL) throws -> Set<Substring> {
    let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n").filter {
      !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//")
    }
    return Set(lines.flatMap { $0.split { !($0.isLetter || $0.isNumber || $0 == "_") } })
  }

  @Test("every rule type under Rules/ is listed once in the registry, one to a file")
  func everyRuleIsRegistered() throws {
    let declared = try Self.declaredRules()
    let registered = RuleRegistry.rules.map { String(describing: $0) }
    #expect(Set(registered).count == registered.count, "a rule is listed twice: \(registered)")
    #expect(Set(registered) == Set(declared.keys))
    #expect(Set(declared.values).count == declared.count, "a file declares two rules: \(declared)")
  }

  @Test("each finding's rule is owned by at most one registered type, so a plan has one owner")
  func rulesHaveOneOwner() {
    for rule in Rule.allCases where rule != .closureBinding {
      let owners = RuleRegistry.rules.filter { $0.ownsRule && $0.rule == rule }
      #expect(owners.count <= 1, "\(rule) is claimed by \(owners)")
    }
  }

  @Test("a type that does not own its findings' rule names a rule that another type owns")
  func sharedRulesHaveAnOwner() {
    for type in RuleRegistry.rules where !type.ownsRule {
      let owner = RuleRegistry.rules.first { $0.ownsRule && $0.rule == type.rule }
      #expect(owner != nil, "\(type) names \(type.rule), which no registered type owns")
    }
  }

  @Test("the judge, the collector and the shared checks name no rule, and no rule names another")
  func nothingNamesARule() throws {
    let rules = try Self.declaredRules()
    let askers = [
      "Semantics/ClosureBindingJudge.swift", "VerdictCollector.swift",
      "Registry/SharedChecks.swift", "Registry/MigrationRule.swift",
    ]
    for path in askers {
      let names = try Self.identifiers(Self.analysis.appending(path: path))
      for rule in rules.keys {
        let named = names.contains(Substring(rule))
        #expect(!named, "\(path) names \(rule)")
      }
    }
    for (rule, file) in rules {
      let names = try Self.identifiers(Self.analysis.appending(path: "Rules/\(file)"))
      for other in rules.keys where other != rule {
        let named = names.contains(Substring(other))
        #expect(!named, "\(file) names \(other)")
      }
    }
  }
}
