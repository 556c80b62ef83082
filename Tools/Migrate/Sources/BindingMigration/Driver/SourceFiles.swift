import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a file was not checked.
public enum SkipKind: String, Sendable, Codable {
  /// The file does not parse as Swift.
  case parseError = "parse-error"
  /// The file could not be read (or, for `fix`, written).
  case unreadable
  /// The file is not valid UTF-8.
  case notUTF8 = "not-utf8"
  /// The file is larger than `--max-file-size`.
  case tooLarge = "too-large"
  /// A symbolic link leads back into itself.
  case symlinkLoop = "symlink-loop"
  /// The path is a device, a socket or a pipe, or does not exist.
  case notAFile = "not-a-file"
}

/// A file that was not checked, and why.
public struct SkippedFile: Sendable, Hashable, Codable {
  /// The path as the user would write it.
  public var path: String
  /// Why it was skipped.
  public var kind: SkipKind
  /// The explanation, one sentence.
  public var reason: String
  /// Where the problem is, for a parse error.
  public var line: Int?
  /// Where the problem is, for a parse error.
  public var column: Int?
}

/// A Swift file found under the paths given on the command line.
struct SourceFile: Sendable, Hashable {
  /// The path as the user would write it (relative when they gave a relative path).
  var path: String
  /// The path with symbolic links resolved, which is where `fix` writes.
  var realPath: String
}

/// Finds the Swift files under the given paths: files given directly whatever their name, and
/// `.swift` files in folders, skipping `.build`, `.swiftpm`, `DerivedData` and `.git`.
///
/// Symbolic links are followed. A file or folder reached twice (through a link) is checked once;
/// a link that leads back into a folder being walked is reported as a loop, as is a link the
/// system cannot resolve because it loops.
struct SourceFileWalker {
  /// Folder names never walked into.
  static let skippedFolders: Set<String> = [".build", ".swiftpm", "DerivedData", ".git"]

  /// The files found, in a stable order (each folder's entries sorted by name).
  private(set) var files: [SourceFile] = []
  /// Paths that could not be walked or are not files, with the reason.
  private(set) var skipped: [SkippedFile] = []
  private var seenFiles: Set<FileIdentity> = []
  private var seenFolders: Set<FileIdentity> = []

  /// A file's identity on disk, so that two paths to it count once.
  private struct FileIdentity: Hashable {
    var device: UInt64
    var inode: UInt64
  }

  /// Walks every path in `paths`.
  init(paths: [String]) {
    for path in paths {
      visit(path, explicitly: true, ancestors: [])
    }
  }

  /// Visits one path.
  ///
  /// A folder is walked, a file is kept, anything else is reported when it was named on the
  /// command line or looks like a Swift file. `ancestors` are the folders being walked, to
  /// recognise a link back into one of them.
  private mutating func visit(_ path: String, explicitly: Bool, ancestors: [FileIdentity]) {
    var info = stat()
    guard stat(path, &info) == 0 else {
      let code = errno
      var linkInfo = stat()
      let isLink = lstat(path, &linkInfo) == 0 && (linkInfo.st_mode & S_IFMT) == S_IFLNK
      if code == ELOOP {
        skip(path, .symlinkLoop, "the symbolic link loops back on itself")
      } else if explicitly || (isLink && path.hasSuffix(".swift")) {
        skip(path, explicitly && !isLink ? .notAFile : .unreadable, Self.describe(code))
      }
      return
    }
    let identity = FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    switch info.st_mode & S_IFMT {
    case S_IFDIR:
      if ancestors.contains(identity) {
        skip(path, .symlinkLoop, "the symbolic link leads back into a folder it is inside")
        return
      }
      guard seenFolders.insert(identity).inserted else { return }
      let names: [String]
      do {
        names = try FileManager.default.contentsOfDirectory(atPath: path).sorted()
      } catch {
        skip(path, .unreadable, "the folder cannot be read")
        return
      }
      for name in names where !Self.skippedFolders.contains(name) {
        let child = path == "." ? name : path.hasSuffix("/") ? path + name : path + "/" + name
        var childInfo = stat()
        let isFolder = stat(child, &childInfo) == 0 && (childInfo.st_mode & S_IFMT) == S_IFDIR
        if isFolder || name.hasSuffix(".swift") {
          visit(child, explicitly: false, ancestors: ancestors + [identity])
        } else if stat(child, &childInfo) != 0 && errno == ELOOP {
          skip(child, .symlinkLoop, "the symbolic link loops back on itself")
        }
      }
    case S_IFREG:
      guard seenFiles.insert(identity).inserted else { return }
      files.append(SourceFile(path: path, realPath: Self.realPath(path) ?? path))
    default:
      if explicitly || path.hasSuffix(".swift") {
        skip(path, .notAFile, "not a regular file (a device, a socket or a pipe)")
      }
    }
  }

  private mutating func skip(_ path: String, _ kind: SkipKind, _ reason: String) {
    skipped.append(SkippedFile(path: path, kind: kind, reason: reason))
  }

  /// `path` with every symbolic link resolved.
  private static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// The system's description of an `errno` value.
  static func describe(_ code: Int32) -> String {
    String(cString: strerror(code)).lowercased()
  }
}

/// The contents of a file, read as bytes and checked.
enum SourceReader {
  /// What reading gave.
  enum Outcome {
    /// The file's text; `byteOrderMark` when it started with one (kept on writing).
    case text(String, byteOrderMark: Bool)
    /// Why the file was skipped.
    case skipped(SkipKind, String)
  }

  /// Reads `path`, refusing files over `limit` bytes and files that are not UTF-8.
  static func load(_ path: String, limit: Int) -> Outcome {
    var info = stat()
    guard stat(path, &info) == 0 else {
      return .skipped(.unreadable, SourceFileWalker.describe(errno))
    }
    if Int(info.st_size) > limit {
      return .skipped(
        .tooLarge,
        "\(ByteCount(Int(info.st_size))) is over the \(ByteCount(limit)) limit; generated code "
          + "rarely holds closure bindings (raise it with --max-file-size)")
    }
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else {
      return .skipped(.unreadable, SourceFileWalker.describe(errno))
    }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(Int(info.st_size))
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        return .skipped(.unreadable, SourceFileWalker.describe(errno))
      }
      if count == 0 { break }
      bytes += buffer[0..<count]
      if bytes.count > limit {
        return .skipped(
          .tooLarge, "over the \(ByteCount(limit)) limit (raise it with --max-file-size)")
      }
    }
    let byteOrderMark = bytes.starts(with: [0xEF, 0xBB, 0xBF])
    let body = byteOrderMark ? Array(bytes.dropFirst(3)) : bytes
    guard let text = String(validating: body, as: UTF8.self) else {
      return .skipped(.notUTF8, "the file is not UTF-8 text")
    }
    return .text(text, byteOrderMark: byteOrderMark)
  }

  /// Replaces the file at `realPath` with `text`, atomically, keeping its permissions.
  static func store(_ text: String, byteOrderMark: Bool, to realPath: String) -> String? {
    var info = stat()
    guard stat(realPath, &info) == 0 else { return SourceFileWalker.describe(errno) }
    let folder = (realPath as NSString).deletingLastPathComponent
    let name = (realPath as NSString).lastPathComponent
    let pattern = (folder.isEmpty ? "." : folder) + "/.\(name).migrate-XXXXXX"
    var template = Array(pattern.utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else { return SourceFileWalker.describe(errno) }
    let temporary = String(
      decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    var bytes = byteOrderMark ? [0xEF, 0xBB, 0xBF] : [UInt8]()
    bytes += Array(text.utf8)
    var written = 0
    var failure: String?
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes {
        write(descriptor, $0.baseAddress, $0.count)
      }
      if count < 0 {
        if errno == EINTR { continue }
        failure = SourceFileWalker.describe(errno)
        break
      }
      written += count
    }
    if failure == nil && fchmod(descriptor, info.st_mode & 0o7777) != 0 {
      failure = SourceFileWalker.describe(errno)
    }
    close(descriptor)
    if failure == nil && rename(temporary, realPath) != 0 {
      failure = SourceFileWalker.describe(errno)
    }
    if failure != nil { unlink(temporary) }
    return failure
  }
}

/// A size in bytes, printed for people.
struct ByteCount: CustomStringConvertible {
  var bytes: Int
  init(_ bytes: Int) { self.bytes = bytes }

  var description: String {
    if bytes >= 1_048_576 {
      let tenths = (bytes * 10 + 524_288) / 1_048_576
      return "\(tenths / 10).\(tenths % 10) MB"
    }
    if bytes >= 1024 { return "\((bytes + 512) / 1024) KB" }
    return "\(bytes) bytes"
  }
}
