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
  /// For `fix`: the file is read-only, so it was not rewritten.
  case readOnly = "read-only"
  /// For `fix`: the file changed on disk while the tool ran, so it was not rewritten.
  case changedOnDisk = "changed-on-disk"
  /// A folder named on the command line holds no Swift file.
  case noSwiftFiles = "no-swift-files"

  /// Whether the skip makes the run exit 2.
  ///
  /// A symbolic link that loops is simply not followed, as an editor's file search would not
  /// follow it.
  public var isError: Bool { self != .symlinkLoop }
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
  /// The path the file is named by: as the user would write it (relative when they gave a
  /// relative path), and, when a symbolic link led to it, the path of the file itself, which is
  /// what `git` tracks and what a patch must name.
  var path: String
  /// The path with symbolic links resolved, which is where `fix` writes.
  var realPath: String
}

/// Finds the Swift files under the given paths: files given directly whatever their name, and
/// `.swift` files in folders, skipping `.build`, `.swiftpm`, `DerivedData` and `.git`.
///
/// Symbolic links are followed. A file or folder reached twice (through a link) is checked once,
/// under the path of the file itself; a link that leads back into a folder being walked, or that
/// the system cannot resolve because it loops, is not followed and is listed as such (not an
/// error). A folder named on the command line that holds no Swift file is reported.
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

  /// The working directory, links resolved, for naming files reached through links.
  private let workingDirectory: String?

  /// Walks every path in `paths`.
  init(paths: [String]) {
    workingDirectory = Self.realPath(FileManager.default.currentDirectoryPath)
    for path in paths {
      let before = (files.count, skipped.count)
      visit(path, explicitly: true, ancestors: [])
      var info = stat()
      if (files.count, skipped.count) == before, stat(path, &info) == 0,
        info.st_mode & S_IFMT == S_IFDIR
      {
        skip(path, .noSwiftFiles, "no Swift files found in this folder")
      }
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
        skip(path, .symlinkLoop, "not followed: the symbolic link loops back on itself")
      } else if explicitly || (isLink && path.hasSuffix(".swift")) {
        skip(path, explicitly && !isLink ? .notAFile : .unreadable, Self.describe(code))
      }
      return
    }
    let identity = FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    switch info.st_mode & S_IFMT {
    case S_IFDIR:
      if ancestors.contains(identity) {
        skip(
          path, .symlinkLoop,
          "not followed: the symbolic link leads back into a folder it is inside")
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
          skip(child, .symlinkLoop, "not followed: the symbolic link loops back on itself")
        }
      }
    case S_IFREG:
      guard seenFiles.insert(identity).inserted else { return }
      let real = Self.realPath(path) ?? path
      files.append(SourceFile(path: displayPath(path, real: real), realPath: real))
    default:
      if explicitly || path.hasSuffix(".swift") {
        skip(path, .notAFile, "not a regular file (a device, a socket or a pipe)")
      }
    }
  }

  /// The name for a file found at `path` whose real location is `real`: `path` itself when no
  /// link is involved; otherwise the real file's path, relative to the working directory when
  /// it lies inside it and `path` was relative, absolute otherwise.
  private func displayPath(_ path: String, real: String) -> String {
    let absolute =
      path.hasPrefix("/")
      ? path : (workingDirectory.map { $0 + "/" } ?? "") + path
    if Self.normalized(absolute) == real { return path }
    if !path.hasPrefix("/"), let workingDirectory, real.hasPrefix(workingDirectory + "/") {
      return String(real.dropFirst(workingDirectory.count + 1))
    }
    return real
  }

  /// `path` without `.` components, repeated slashes and `..` (taken textually).
  private static func normalized(_ path: String) -> String {
    var parts: [Substring] = []
    for part in path.split(separator: "/") {
      switch part {
      case ".": continue
      case "..": if !parts.isEmpty { parts.removeLast() }
      default: parts.append(part)
      }
    }
    return "/" + parts.joined(separator: "/")
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

  /// What storing a rewritten file gave.
  enum Stored {
    case written
    case refused(SkipKind, String)
  }

  /// Writes `text` over the file at `realPath`, in place, as an editor saves.
  ///
  /// The file stays the same file (so its permissions, owner and hard links stay) and is cut to
  /// the new length. A read-only file is refused with a message, and so is a file whose contents
  /// are no longer `original` (it changed while the tool ran). If a write fails half-way, the
  /// original bytes are written back.
  static func store(
    _ text: String, replacing original: String, byteOrderMark: Bool, at realPath: String
  ) -> Stored {
    var info = stat()
    guard stat(realPath, &info) == 0 else {
      return .refused(
        .unreadable, "the file could not be written (\(SourceFileWalker.describe(errno)))")
    }
    if info.st_mode & 0o222 == 0 {
      return .refused(
        .readOnly,
        "the file is read-only, so it was left untouched (make it writable to rewrite it)")
    }
    let descriptor = open(realPath, O_RDWR)
    guard descriptor >= 0 else {
      let code = errno
      if code == EACCES || code == EROFS || code == EPERM {
        return .refused(
          .readOnly,
          "the file cannot be opened for writing (\(SourceFileWalker.describe(code))), so it was left untouched"
        )
      }
      return .refused(
        .unreadable, "the file could not be written (\(SourceFileWalker.describe(code)))")
    }
    defer { close(descriptor) }
    let mark: [UInt8] = byteOrderMark ? [0xEF, 0xBB, 0xBF] : []
    let expected = mark + Array(original.utf8)
    guard let current = readAll(descriptor), current == expected else {
      return .refused(
        .changedOnDisk, "the file changed while the tool ran, so it was left untouched; run again")
    }
    let bytes = mark + Array(text.utf8)
    if let failure = overwrite(descriptor, with: bytes) {
      // Put the original back rather than leave half a file.
      _ = overwrite(descriptor, with: expected)
      return .refused(
        .unreadable,
        "the file could not be written (\(failure)); its original contents were restored")
    }
    return .written
  }

  /// The whole contents of an open file, from its start.
  private static func readAll(_ descriptor: Int32) -> [UInt8]? {
    guard lseek(descriptor, 0, SEEK_SET) == 0 else { return nil }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        return nil
      }
      if count == 0 { return bytes }
      bytes += buffer[0..<count]
    }
  }

  /// Writes `bytes` from the file's start and cuts it to their length; the failure, if any.
  private static func overwrite(_ descriptor: Int32, with bytes: [UInt8]) -> String? {
    guard lseek(descriptor, 0, SEEK_SET) == 0 else { return SourceFileWalker.describe(errno) }
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes {
        write(descriptor, $0.baseAddress, $0.count)
      }
      if count < 0 {
        if errno == EINTR { continue }
        return SourceFileWalker.describe(errno)
      }
      written += count
    }
    if ftruncate(descriptor, off_t(bytes.count)) != 0 { return SourceFileWalker.describe(errno) }
    if fsync(descriptor) != 0 { return SourceFileWalker.describe(errno) }
    return nil
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
