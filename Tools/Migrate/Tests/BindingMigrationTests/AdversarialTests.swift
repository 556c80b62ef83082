import Foundation
import Testing

@testable import BindingMigration

/// The adversarial corpus (issue 44, item 4): small app folders written to break the tool, each
/// type-checking against iOS 26.2 and 17.4 before migration (`.ci/apple-sdk migration-outputs`,
/// run by `.ci/migrate`, type-checks them and every output after `fix --crash-fixes`).
///
/// Each folder under `Fixtures/Adversarial/Input` is one app, run through `fix --crash-fixes`
/// on its own; every file must come out byte for byte as its namesake under `Expected`, which
/// was read by hand: each rewrite and crash fix does what its finding says, each refusal gives
/// its true reason. A case's first comment line says what it tries.
@Suite("Adversarial corpus")
struct AdversarialTests {
  static let corpus = Support.testsDirectory.appending(path: "Fixtures/Adversarial")

  /// What each finding of each case becomes, in file and source order.
  static let outcomes: [String: [FixtureTests.Outcome]] = [
    "AndConjunct": [.crash(.unwrapping, .forceUnwrap, applied: true)],
    "AnimationNegated": [.rewritten(.negation)],
    "BindableGuard": [.crash(.unwrapping, .forceUnwrap, applied: true)],
    "BindableWrappedValue": [.rewritten(.withDefault), .rewritten(.withDefault)],
    "BindingInitializerIfLet": [
      .crash(.forceUnwrappingInitializer, .forceUnwrappingInitializer, applied: true)
    ],
    "BindingParameterGuard": [.crash(.unwrapping, .forceUnwrap, applied: true)],
    "BranchInAction": [.crash(.unwrapping, .forceUnwrap, applied: false)],
    "CapturedIndex": [.crash(.closureBinding, .capturedIndex, applied: false)],
    "ChildEditsFields": [.crash(.indexRows, .indexRows, applied: true)],
    "ChildInOtherFile": [.crash(.indexRows, .indexRows, applied: false)],
    "ChildReplacesElement": [.crash(.indexRows, .indexRows, applied: false)],
    "ChildWithExtensionCode": [.crash(.indexRows, .indexRows, applied: false)],
    "ComputedTagID": [.crash(.indexRows, .indexRows, applied: false)],
    "ContainsSet": [.rewritten(.setMembership)],
    "ConversionTruncates": [.leftAlone(.closureBinding, .behaviour)],
    "CustomerEditorKeepsID": [.crash(.indexRows, .indexRows, applied: true)],
    "CustomerReplacer": [.crash(.indexRows, .indexRows, applied: false)],
    "DefaultProperty": [.rewritten(.withDefault), .rewritten(.withDefault)],
    "DefaultSubscriptSetter": [.rewritten(.dictionaryEntry)],
    "DoubleOptionalPick": [.leftAlone(.withDefault, .behaviour)],
    "ElseIfChain": [.crash(.unwrapping, .forceUnwrap, applied: true)],
    "EnvironmentGuard": [.crash(.unwrapping, .forceUnwrap, applied: false)],
    "EqualsNilElse": [.crash(.unwrapping, .forceUnwrap, applied: true)],
    "GrandchildReplaces": [.crash(.indexRows, .indexRows, applied: false)],
    "GuardIfLetRenamed": [.crash(.unwrapping, .forceUnwrap, applied: true)],
    "GuardIfLetShorthand": [.crash(.unwrapping, .forceUnwrap, applied: true)],
    "GuardLetShorthand": [.crash(.unwrapping, .forceUnwrap, applied: true)],
    "GuardNotNil": [.crash(.unwrapping, .forceUnwrap, applied: true)],
    "GuardStatement": [.crash(.unwrapping, .forceUnwrap, applied: true)],
    "GuardedEmail": [.rewritten(.withDefault)],
    "GuardedMemberRead": [.rewritten(.forwarding)],
    "IdStep": [.rewritten(.withDefault)],
    "IfCaseSome": [
      .crash(.unwrapping, .forceUnwrap, applied: true),
      .crash(.unwrapping, .forceUnwrap, applied: true),
    ],
    "IndicesChildEdits": [.crash(.indexRows, .indexRows, applied: true)],
    "IndicesChildReplaces": [.crash(.indexRows, .indexRows, applied: false)],
    "IsPresentOnTransaction": [.rewritten(.isPresent)],
    "IsPresentStep": [.rewritten(.withDefault)],
    "KeywordMember": [.rewritten(.withDefault), .rewritten(.negation)],
    "LensInElse": [.rewritten(.replacingNil)],
    "LensUnguarded": [.crash(.unwrapping, .forceUnwrap, applied: false)],
    "NavigationLinkGuard": [.crash(.unwrapping, .forceUnwrap, applied: true)],
    "NestedTransaction": [.rewritten(.withDefault)],
    "ObservableObjectInside": [.leftAlone(.withDefault, .noBinding)],
    "ObservedObjectGuard": [.crash(.unwrapping, .forceUnwrap, applied: true)],
    "ObservedObjectTransaction": [.rewritten(.withDefault)],
    "OptionalChainSetter": [.leftAlone(.closureBinding, .getterShape)],
    "OptionalPlace": [.rewritten(.withDefault), .leftAlone(.withDefault, .type)],
    "ProjectedValueStep": [.rewritten(.withDefault)],
    "RowsWithClosureBinding": [
      .crash(.indexRows, .indexRows, applied: true), .rewritten(.withDefault),
    ],
    "SelectionOnID": [.rewritten(.selection)],
    "ShadowedLocal": [.rewritten(.withDefault)],
    "SingleOptionalNilDefault": [.leftAlone(.withDefault, .getterShape)],
    "StringIsEmpty": [.rewritten(.replacingNil)],
    "SwitchSome": [.crash(.unwrapping, .forceUnwrap, applied: true)],
    "TernaryElse": [.crash(.unwrapping, .forceUnwrap, applied: true)],
    "TernaryThen": [.crash(.unwrapping, .forceUnwrap, applied: true)],
    "TicketLetIDTag": [.crash(.indexRows, .indexRows, applied: true)],
    "TokenIsEmpty": [.leftAlone(.withDefault, .setterShape)],
    "TransactionStep": [.rewritten(.withDefault)],
    "TransactionUnwrapped": [.crash(.unwrapping, .forceUnwrap, applied: true)],
    "UnguardedSheet": [.crash(.unwrapping, .forceUnwrap, applied: false)],
    "VoucherIDBound": [.crash(.indexRows, .indexRows, applied: false)],
    "WithDefaultStep": [.rewritten(.withDefault)],
    "WrappedValueStep": [.rewritten(.withDefault)],
  ]

  /// The cases, by folder name.
  static var cases: [String] {
    (try? FileManager.default.contentsOfDirectory(atPath: corpus.appending(path: "Input").path))?
      .sorted() ?? []
  }

  @Test("every case has its expected output and its outcomes, and there are at least 50")
  func casesArePaired() throws {
    let expected = try FileManager.default.contentsOfDirectory(
      atPath: Self.corpus.appending(path: "Expected").path
    ).sorted()
    #expect(Self.cases == expected)
    #expect(Set(Self.cases) == Set(Self.outcomes.keys))
    #expect(Self.cases.count >= 50)
  }

  @Test(
    "fix --crash-fixes makes exactly the expected app, with the expected outcomes", arguments: cases
  )
  func fixesIntoExpected(_ name: String) async throws {
    let folder = try Support.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = Self.corpus.appending(path: "Input/\(name)")
    let files = try FileManager.default.contentsOfDirectory(atPath: input.path).sorted()
    for file in files {
      try Support.write(
        try String(contentsOf: input.appending(path: file), encoding: .utf8), to: file,
        in: folder)
    }
    let report = await Migration(mode: .fix, paths: [folder.path], crashFixes: true).run()
    #expect(report.errors.isEmpty, "\(report.errors)")
    let findings = report.files.flatMap(\.findings)
    #expect(findings.map(FixtureTests.Outcome.init) == Self.outcomes[name])
    for finding in findings {
      #expect(!finding.message.contains("\n"))
    }
    for file in files {
      let written = try String(contentsOf: folder.appending(path: file), encoding: .utf8)
      let expected = try String(
        contentsOf: Self.corpus.appending(path: "Expected/\(name)/\(file)"), encoding: .utf8)
      #expect(written == expected, "\(name)/\(file)")
    }
  }
}
