import Foundation
import SwiftSyntax

/// Reads the minimum deployment targets an app's code base states: a package manifest's
/// `platforms:`, an Xcode project's `project.pbxproj`, an `.xcconfig`.
///
/// In a `project.pbxproj`, the settings of every target count (a target without its own
/// setting takes the project's, configuration by configuration), except the test bundles' (unit
/// and UI tests): a test bundle runs on the machines that test it, not on the app's users'. So
/// the app's target is the lowest of its targets'. Values that are not a version
/// (`$(inherited)`, `$(RECOMMENDED_MACOSX_DEPLOYMENT_TARGET)`) are not read.
public enum DeploymentTargetReader {
  /// The build settings that state a deployment target, and their platforms.
  static let settings: [String: ApplePlatform] = [
    "IPHONEOS_DEPLOYMENT_TARGET": .iOS,
    "MACOSX_DEPLOYMENT_TARGET": .macOS,
    "TVOS_DEPLOYMENT_TARGET": .tvOS,
    "WATCHOS_DEPLOYMENT_TARGET": .watchOS,
    "XROS_DEPLOYMENT_TARGET": .visionOS,
  ]

  /// The folders not searched: build products, dependencies' checkouts (CocoaPods' and
  /// Carthage's included, whose projects state the dependencies' targets, not the app's), and
  /// version control.
  static let skippedFolders: Set<String> = [
    ".build", ".swiftpm", "DerivedData", ".git", "Pods", "Carthage", "SourcePackages",
  ]

  /// Every deployment target stated in the files and folders at `paths`, in path order.
  public static func statedTargets(under paths: [String]) -> [StatedDeploymentTarget] {
    var found: [StatedDeploymentTarget] = []
    for path in files(under: paths) {
      guard let data = FileManager.default.contents(atPath: path),
        let text = String(data: data, encoding: .utf8)
      else { continue }
      found += statedTargets(in: text, file: path)
    }
    return found
  }

  /// The deployment targets `text` states, read as what its name says it is; none for a file
  /// that is none of the three.
  public static func statedTargets(in text: String, file: String) -> [StatedDeploymentTarget] {
    let name = (file as NSString).lastPathComponent
    if isManifest(name) { return manifestTargets(text, file: file) }
    if name.hasSuffix(".pbxproj") { return projectTargets(text, file: file) }
    if name.hasSuffix(".xcconfig") { return configurationFileTargets(text, file: file) }
    return []
  }

  static func isManifest(_ name: String) -> Bool {
    name == "Package.swift" || (name.hasPrefix("Package@swift-") && name.hasSuffix(".swift"))
  }

  /// The manifests, projects and configuration files at or under `paths`, sorted.
  static func files(under paths: [String]) -> [String] {
    var found: Set<String> = []
    let manager = FileManager.default
    func wanted(_ name: String) -> Bool {
      isManifest(name) || name.hasSuffix(".pbxproj") || name.hasSuffix(".xcconfig")
    }
    for path in paths {
      var isFolder: ObjCBool = false
      guard manager.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
      guard isFolder.boolValue else {
        if wanted((path as NSString).lastPathComponent) { found.insert(path) }
        continue
      }
      guard let walker = manager.enumerator(atPath: path) else { continue }
      while let relative = walker.nextObject() as? String {
        let name = (relative as NSString).lastPathComponent
        if skippedFolders.contains(name) {
          walker.skipDescendants()
          continue
        }
        if wanted(name) { found.insert((path as NSString).appendingPathComponent(relative)) }
      }
    }
    return found.sorted()
  }

  // MARK: Package.swift

  /// The `platforms:` of a manifest: `.iOS(.v14)`, `.macOS(.v10_15)`, `.iOS("14.0")`.
  static func manifestTargets(_ text: String, file: String) -> [StatedDeploymentTarget] {
    let tree = SwiftcSpelling.parse(text)
    let converter = SourceLocationConverter(fileName: file, tree: tree)
    let finder = PlatformsFinder(viewMode: .sourceAccurate)
    finder.walk(tree)
    return finder.elements.compactMap { element in
      guard let call = element.expression.as(FunctionCallExprSyntax.self),
        let member = call.calledExpression.as(MemberAccessExprSyntax.self),
        let platform = ApplePlatform(rawValue: member.declName.baseName.text),
        let argument = call.arguments.first?.expression,
        let version = manifestVersion(argument)
      else { return nil }
      let line = converter.location(for: element.positionAfterSkippingLeadingTrivia).line
      return StatedDeploymentTarget(
        file: file, line: line, platform: platform, version: version,
        setting: call.trimmedDescription)
    }
  }

  /// `.v14` or `.v10_15` (the manifest API's constants), or `"14.0"`.
  private static func manifestVersion(_ expression: ExprSyntax) -> PlatformVersion? {
    if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil {
      let name = member.declName.baseName.text
      guard name.hasPrefix("v") else { return nil }
      return PlatformVersion(name.dropFirst().replacingOccurrences(of: "_", with: "."))
    }
    if let literal = expression.as(StringLiteralExprSyntax.self),
      literal.segments.count == 1,
      let segment = literal.segments.first?.as(StringSegmentSyntax.self)
    {
      return PlatformVersion(segment.content.text)
    }
    return nil
  }

  /// Finds the elements of every `platforms: [...]` argument.
  private final class PlatformsFinder: SyntaxVisitor {
    var elements: [ArrayElementSyntax] = []

    override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
      if node.label?.text == "platforms", let array = node.expression.as(ArrayExprSyntax.self) {
        elements += array.elements
      }
      return .visitChildren
    }
  }

  // MARK: .xcconfig

  /// `IPHONEOS_DEPLOYMENT_TARGET = 14.0` lines, with or without a condition
  /// (`[sdk=iphoneos*]`).
  static func configurationFileTargets(_ text: String, file: String) -> [StatedDeploymentTarget] {
    var found: [StatedDeploymentTarget] = []
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    for (offset, rawLine) in lines.enumerated() {
      var line = Substring(rawLine)
      if let comment = line.range(of: "//") { line = line[..<comment.lowerBound] }
      // The `=` after the condition, when there is one: `KEY[sdk=iphoneos*] = 14.0`.
      let afterCondition = line.firstIndex(of: "]") ?? line.startIndex
      guard let equals = line[afterCondition...].firstIndex(of: "=") else { continue }
      let key = settingName(line[..<equals])
      var value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
      if value.hasSuffix(";") { value = String(value.dropLast()) }
      guard let platform = settings[key], let version = PlatformVersion(value) else { continue }
      found.append(
        StatedDeploymentTarget(
          file: file, line: offset + 1, platform: platform, version: version,
          setting: line.trimmingCharacters(in: .whitespaces)))
    }
    return found
  }

  /// A setting's name without its condition: `IPHONEOS_DEPLOYMENT_TARGET[sdk=iphoneos*]` is
  /// `IPHONEOS_DEPLOYMENT_TARGET`.
  private static func settingName(_ text: some StringProtocol) -> String {
    var name = text.trimmingCharacters(in: .whitespaces)
    if let bracket = name.firstIndex(of: "[") { name = String(name[..<bracket]) }
    return name.trimmingCharacters(in: .whitespaces)
  }

  // MARK: project.pbxproj

  /// The deployment targets of a project's targets, test bundles excepted (see the type's
  /// documentation); every configuration's when the file names no target.
  static func projectTargets(_ text: String, file: String) -> [StatedDeploymentTarget] {
    guard case .dictionary(let root)? = OldStylePropertyList.parse(text),
      case .dictionary(let objects)? = root["objects"]
    else { return [] }
    func object(_ value: OldStylePropertyList.Value?) -> [String: OldStylePropertyList.Value]? {
      guard case .string(let id, _)? = value, case .dictionary(let found)? = objects[id] else {
        return nil
      }
      return found
    }
    /// The configurations of a configuration list, by name.
    func configurations(_ list: OldStylePropertyList.Value?) -> [String: [String: Setting]] {
      guard let list = object(list), case .array(let ids)? = list["buildConfigurations"] else {
        return [:]
      }
      var found: [String: [String: Setting]] = [:]
      for id in ids {
        guard let configuration = object(id) else { continue }
        let name = configuration["name"]?.text ?? ""
        found[name] = deploymentSettings(configuration["buildSettings"])
      }
      return found
    }
    var project: [String: [String: Setting]] = [:]
    var targets: [[String: [String: Setting]]] = []
    var everyConfiguration: [Setting] = []
    for (_, value) in objects {
      guard case .dictionary(let entry) = value else { continue }
      switch entry["isa"]?.text {
      case "PBXProject":
        project = configurations(entry["buildConfigurationList"])
      case "PBXNativeTarget", "PBXAggregateTarget", "PBXLegacyTarget":
        let type = entry["productType"]?.text ?? ""
        if type.hasSuffix(".unit-test") || type.hasSuffix(".ui-testing") { continue }
        targets.append(configurations(entry["buildConfigurationList"]))
      case "XCBuildConfiguration":
        everyConfiguration += deploymentSettings(entry["buildSettings"]).values
      default:
        continue
      }
    }
    var effective: Set<Setting> = []
    if targets.isEmpty {
      effective = Set(everyConfiguration)
    } else {
      for target in targets {
        // A configuration the target lacks is built with none; one it has takes each setting
        // from the project's configuration of the same name unless it sets it itself.
        for (name, own) in target {
          effective.formUnion(own.merging(project[name] ?? [:]) { mine, _ in mine }.values)
        }
      }
    }
    return effective.sorted { ($0.line, $0.key) < ($1.line, $1.key) }.compactMap { setting in
      guard let platform = settings[setting.key], let version = PlatformVersion(setting.value)
      else { return nil }
      return StatedDeploymentTarget(
        file: file, line: setting.line, platform: platform, version: version,
        setting: "\(setting.key) = \(setting.value)")
    }
  }

  /// One deployment-target setting of a project file, and its line.
  struct Setting: Hashable {
    var key: String
    var value: String
    var line: Int
  }

  /// The deployment-target settings of a `buildSettings` dictionary, by setting name.
  private static func deploymentSettings(_ value: OldStylePropertyList.Value?) -> [String: Setting]
  {
    guard case .dictionary(let entries)? = value else { return [:] }
    var found: [String: Setting] = [:]
    for (rawKey, value) in entries {
      let key = settingName(rawKey)
      guard settings[key] != nil, case .string(let text, let line) = value else { continue }
      // A conditional setting (`[sdk=…]`) counts as a setting of its own.
      found[rawKey] = Setting(key: key, value: text, line: line)
    }
    return found
  }
}
