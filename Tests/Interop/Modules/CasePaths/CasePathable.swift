// Shaped like the public API of swift-case-paths' `CasePaths` module (pointfreeco/
// swift-case-paths 1.x, Sources/CasePathsCore/CasePathable.swift and AnyCasePath.swift), which
// swift-navigation's SwiftUINavigation re-exports: the protocol the `@CasePathable` macro
// conforms an enum to, the case path its generated `AllCasePaths` members return, and the
// enum's own dynamic members. Signatures only; the bodies make them compile, and nothing in this
// folder runs (see Tests/Interop/README.md).

/// A type that provides a collection of all of its case paths.
public protocol CasePathable {
  /// A type that can represent a collection of all case paths of this type.
  associatedtype AllCasePaths

  /// A collection of all case paths of this type.
  static var allCasePaths: AllCasePaths { get }
}

/// A type-erased case path: embeds a value in a root, and extracts it when the root is in that
/// case.
public struct AnyCasePath<Root, Value> {
  private let embedValue: (Value) -> Root
  private let extractValue: (Root) -> Value?

  /// Creates a case path from the two functions.
  public init(embed: @escaping (Value) -> Root, extract: @escaping (Root) -> Value?) {
    embedValue = embed
    extractValue = extract
  }

  /// The root that holds `value` in this case path's case.
  public func embed(_ value: Value) -> Root { embedValue(value) }

  /// The value of this case path's case, or nil in another case.
  public func extract(from root: Root) -> Value? { extractValue(root) }
}

extension CasePathable {
  /// The value of a case, read through `@dynamicMemberLookup` on the enum (`destination.edit`).
  public subscript<Value>(
    dynamicMember keyPath: KeyPath<Self.AllCasePaths, AnyCasePath<Self, Value>>
  ) -> Value? {
    get { Self.allCasePaths[keyPath: keyPath].extract(from: self) }
    @available(*, unavailable, message: "Write 'enum = .case(value)', not 'enum.case = value'")
    set { fatalError("A shape for the interop check; never run.") }
  }

  /// Replaces a case's value through `@dynamicMemberLookup` while the enum is in that case.
  @_disfavoredOverload
  public subscript<Value>(
    dynamicMember keyPath: KeyPath<Self.AllCasePaths, AnyCasePath<Self, Value>>
  ) -> Value {
    @available(*, unavailable)
    get { fatalError("A shape for the interop check; never run.") }
    set { fatalError("A shape for the interop check; never run.") }
  }
}
