/// An Apple platform a deployment target is stated for.
public enum ApplePlatform: String, Sendable, Codable, CaseIterable, Comparable {
  /// iOS (and iPadOS).
  case iOS
  /// macOS.
  case macOS
  /// tvOS.
  case tvOS
  /// watchOS.
  case watchOS
  /// visionOS.
  case visionOS

  /// Orders platforms as ``allCases`` lists them, for stable output.
  public static func < (lhs: ApplePlatform, rhs: ApplePlatform) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}

/// A version such as `14`, `14.0` or `10.15.4`; missing parts count as zero.
public struct PlatformVersion: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
  /// The parts, as written (at least one).
  public var parts: [Int]

  /// A version from its parts.
  public init(_ parts: Int...) {
    self.parts = parts.isEmpty ? [0] : parts
  }

  /// A version from `14`, `14.0` or `10.15.4`; nil for anything else.
  public init?(_ text: some StringProtocol) {
    let pieces = text.split(separator: ".", omittingEmptySubsequences: false)
    let numbers = pieces.compactMap { piece in
      piece.allSatisfy(\.isASCII) && !piece.isEmpty ? Int(piece) : nil
    }
    guard !numbers.isEmpty, numbers.count == pieces.count else { return nil }
    parts = numbers
  }

  /// Compares part by part, a missing part counting as zero (`14` equals `14.0`).
  public static func < (lhs: PlatformVersion, rhs: PlatformVersion) -> Bool {
    for index in 0..<max(lhs.parts.count, rhs.parts.count) {
      let left = index < lhs.parts.count ? lhs.parts[index] : 0
      let right = index < rhs.parts.count ? rhs.parts[index] : 0
      if left != right { return left < right }
    }
    return false
  }

  /// Equal when no part differs, a missing part counting as zero.
  public static func == (lhs: PlatformVersion, rhs: PlatformVersion) -> Bool {
    !(lhs < rhs) && !(rhs < lhs)
  }

  /// Hashes the parts without trailing zeros, so that equal versions hash equally.
  public func hash(into hasher: inout Hasher) {
    var trimmed = parts
    while trimmed.count > 1 && trimmed.last == 0 { trimmed.removeLast() }
    hasher.combine(trimmed)
  }

  /// Reads the version from a string, as ``description`` writes it.
  public init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    guard let version = PlatformVersion(text) else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "not a version"))
    }
    self = version
  }

  /// Writes the version as a string, `14.0`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }

  /// `14.0` for `14`, so that it reads as Xcode writes it; all parts otherwise.
  public var description: String {
    parts.count == 1 ? "\(parts[0]).0" : parts.map(String.init).joined(separator: ".")
  }
}

/// A minimum deployment target that an app's code base states, and where.
public struct StatedDeploymentTarget: Sendable, Hashable, Codable {
  /// The file that states it: a `Package.swift`, a `project.pbxproj` or an `.xcconfig`.
  public var file: String
  /// The 1-based line of the statement.
  public var line: Int
  /// The platform.
  public var platform: ApplePlatform
  /// The version stated.
  public var version: PlatformVersion
  /// What states it, as the file spells it: `.iOS(.v14)`, `IPHONEOS_DEPLOYMENT_TARGET = 14.0`.
  public var setting: String

  /// Creates a stated target.
  public init(
    file: String, line: Int, platform: ApplePlatform, version: PlatformVersion, setting: String
  ) {
    self.file = file
    self.line = line
    self.platform = platform
    self.version = version
    self.setting = setting
  }
}

/// A stated deployment target below what OptionalBindings needs: the finding that stops a run.
public struct DeploymentTargetFinding: Sendable, Hashable, Codable {
  /// The statement.
  public var stated: StatedDeploymentTarget
  /// OptionalBindings' minimum for the platform.
  public var packageMinimum: PlatformVersion

  /// Creates a finding.
  public init(stated: StatedDeploymentTarget, packageMinimum: PlatformVersion) {
    self.stated = stated
    self.packageMinimum = packageMinimum
  }

  /// The finding as one sentence, without location.
  public var message: String {
    "the app's minimum \(stated.platform.rawValue) deployment target is \(stated.version) "
      + "(`\(stated.setting)`), below OptionalBindings' \(stated.platform.rawValue) "
      + "\(packageMinimum): nothing was rewritten and no crash fix applied; raise it to "
      + "\(packageMinimum) or later, or pass --ignore-deployment-target"
  }
}

/// The deployment targets OptionalBindings needs, and the check of an app's against them.
public enum DeploymentTargets {
  /// OptionalBindings' minimum deployment targets: its `Package.swift`'s `platforms:`.
  ///
  /// A test reads the package's manifest and compares.
  public static let packageMinimums: [ApplePlatform: PlatformVersion] = [
    .iOS: PlatformVersion(15),
    .macOS: PlatformVersion(12),
    .tvOS: PlatformVersion(15),
    .watchOS: PlatformVersion(8),
    .visionOS: PlatformVersion(1),
  ]

  /// The package's minimums in words, platform by platform: "iOS 15, macOS 12, tvOS 15, watchOS
  /// 8, visionOS 1".
  public static var packageMinimumsText: String {
    ApplePlatform.allCases.compactMap { platform in
      packageMinimums[platform].map { version in
        "\(platform.rawValue) \(version.parts.map(String.init).joined(separator: "."))"
      }
    }.joined(separator: ", ")
  }

  /// What a run says, once, when nothing under its paths states a deployment target, so the
  /// check could not run.
  public static var unseenNote: String {
    "no `Package.swift`, Xcode project (`.xcodeproj`) or `.xcconfig` under the paths given "
      + "states a deployment target, so the tool could not check the app's: OptionalBindings "
      + "needs \(packageMinimumsText), and an app that deploys below them cannot add it; run "
      + "the tool on the folder that holds the app's `.xcodeproj` or `Package.swift` (not only "
      + "its sources) so that it can check"
  }

  /// The statements in `stated` below the package's minimum for their platform, in file and
  /// line order.
  public static func findings(for stated: [StatedDeploymentTarget]) -> [DeploymentTargetFinding] {
    stated.compactMap { target in
      guard let minimum = packageMinimums[target.platform], target.version < minimum else {
        return nil
      }
      return DeploymentTargetFinding(stated: target, packageMinimum: minimum)
    }
    .sorted { ($0.stated.file, $0.stated.line) < ($1.stated.file, $1.stated.line) }
  }
}
