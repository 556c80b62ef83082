import Testing

@testable import OptionalBindings

/// Checks the identity rule for two derivations: the same location (what SwiftUI's diffing sees
/// through the portable Binding) exactly when their key paths are equal, and equal key paths hash
/// equally.
func expectIdentity<Value>(
  _ first: Binding<Value>,
  _ second: Binding<Value>,
  same: Bool,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(first._isSameLocation(as: second) == same, sourceLocation: sourceLocation)
  guard let firstKeyPath = first._keyPath, let secondKeyPath = second._keyPath else {
    Issue.record("both bindings should be key-path projections", sourceLocation: sourceLocation)
    return
  }
  #expect((firstKeyPath == secondKeyPath) == same, sourceLocation: sourceLocation)
  if same {
    #expect(firstKeyPath.hashValue == secondKeyPath.hashValue, sourceLocation: sourceLocation)
  }
}
