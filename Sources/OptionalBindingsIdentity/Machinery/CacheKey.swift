/// What identifies one cached key path: the projection type and the arguments' bytes.
///
/// Only arguments that own nothing are encoded: trivially copyable values whose two arguments fit
/// in 32 bytes, and strings of at most ``maxStringBytes`` UTF-8 bytes, which Swift stores inline.
/// Anything else makes ``init(projection:_:_:)`` fail, and the caller forms its key path without
/// the cache; so a key holds no reference. Keys compare and hash by bytes, never through the
/// arguments' `==` or `hash(into:)`. Bytes are stricter than `==` (`0.0` and `-0.0` differ):
/// that costs a miss, never a wrong answer, since a key path formed from a bitwise copy of the
/// arguments is the key path the caller would have formed.
@usableFromInline
struct CacheKey {
  /// The longest string, in UTF-8 bytes, that is cached: what a Swift string holds inline.
  ///
  /// A native Swift string of up to 15 UTF-8 bytes on 64-bit platforms, and of up to 10 on
  /// 32-bit ones (watchOS's arm64_32), is stored in the string value itself, with no heap buffer
  /// (the standard library's small-string form); a longer one owns a buffer, which the cache must
  /// not keep. `KeyPathCacheTests` checks the 64-bit figure against the string's own
  /// representation on the machine that runs it.
  @usableFromInline static let maxStringBytes = MemoryLayout<Int>.size == 8 ? 15 : 10

  /// The arguments' bytes: the primary first, the secondary after it, the rest zero.
  ///
  /// 32 bytes hold every scalar, a `UUID` (16), a `Date` (8), a `Decimal` (20), a rectangle of
  /// `Double`s (32), or two 16-byte arguments such as a short string key with its default. Larger
  /// arguments are rare as defaults and would make every entry larger.
  @usableFromInline private(set) var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
  /// The projection type the key path was formed by.
  @usableFromInline let projection: ObjectIdentifier
  /// How many bytes of `words` the primary argument takes; the secondary takes the next ones.
  @usableFromInline private(set) var primaryLength: UInt8 = 0
  @usableFromInline private(set) var secondaryLength: UInt8 = 0

  /// The key for the key path `projection` forms from `primary` and `secondary`, or nil when
  /// either argument must not be cached.
  @inlinable @inline(__always)
  init?<Primary, Secondary>(projection: Any.Type, _ primary: Primary, _ secondary: Secondary) {
    self.projection = ObjectIdentifier(projection)
    let stored: (Int, Int)? = withUnsafeMutableBytes(of: &words) { buffer in
      guard let first = Self.encode(primary, into: buffer, at: 0),
        let second = Self.encode(secondary, into: buffer, at: first)
      else { return nil }
      return (first, second - first)
    }
    guard let stored else { return nil }
    primaryLength = UInt8(truncatingIfNeeded: stored.0)
    secondaryLength = UInt8(truncatingIfNeeded: stored.1)
  }

  /// Writes `value`'s bytes into `buffer` from `offset`; returns the offset after them, or nil
  /// when the value must not be cached or does not fit.
  @inlinable @inline(__always)
  static func encode<Value>(
    _ value: Value, into buffer: UnsafeMutableRawBufferPointer, at offset: Int
  ) -> Int? {
    if Value.self == String.self {
      // Sound: the line above proved that `Value` is `String`.
      let string = unsafeBitCast(value, to: String.self)
      // A string whose UTF-8 is not contiguous is bridged or foreign; it is not worth reading.
      guard string.isContiguousUTF8 else { return nil }
      let count = string.utf8.count
      let end = offset + maxStringBytes + 1
      guard count <= maxStringBytes, end <= buffer.count else { return nil }
      var utf8 = string.utf8.makeIterator()
      for index in 0..<count { buffer[offset + index] = utf8.next() ?? 0 }
      // The length goes last, so "a" and "a\0" differ.
      buffer[end - 1] = UInt8(count)
      return end
    }
    let size = MemoryLayout<Value>.size
    guard _isPOD(Value.self), offset + size <= buffer.count else { return nil }
    withUnsafeBytes(of: value) { bytes in
      guard let base = bytes.baseAddress, size > 0 else { return }
      (buffer.baseAddress! + offset).copyMemory(from: base, byteCount: size)
    }
    return offset + size
  }

  /// The primary argument rebuilt from the key's bytes, for forming the key path.
  ///
  /// For a trivially copyable value this is a bitwise copy, equal to the original in every way.
  /// For a string it is a new string with the same UTF-8, built so that Swift stores it inline:
  /// a short string the caller built with a heap buffer (say, with reserved capacity) would
  /// otherwise be kept alive by the cached key path.
  @inlinable
  func primary<Primary>(as type: Primary.Type) -> Primary {
    argument(at: 0, length: Int(primaryLength), as: type)
  }

  /// The secondary argument rebuilt from the key's bytes; see ``primary(as:)``.
  @inlinable
  func secondary<Secondary>(as type: Secondary.Type) -> Secondary {
    argument(at: Int(primaryLength), length: Int(secondaryLength), as: type)
  }

  @inlinable
  func argument<Value>(at offset: Int, length: Int, as type: Value.Type) -> Value {
    withUnsafeBytes(of: words) { buffer in
      if Value.self == String.self {
        let count = Int(buffer[offset + length - 1])
        let string = String(
          decoding: UnsafeRawBufferPointer(rebasing: buffer[offset..<(offset + count)]),
          as: UTF8.self)
        // Sound: `Value` is `String`, checked above.
        return unsafeBitCast(string, to: Value.self)
      }
      // Sound: `encode` stored exactly `MemoryLayout<Value>.size` bytes of a trivially copyable
      // `Value` here; `loadUnaligned` makes no alignment assumption about the offset.
      return buffer.loadUnaligned(fromByteOffset: offset, as: Value.self)
    }
  }

  /// Whether two keys are for the same projection and bytes.
  func matches(_ other: CacheKey) -> Bool {
    words == other.words && projection == other.projection
      && primaryLength == other.primaryLength && secondaryLength == other.secondaryLength
  }

  /// How many argument bytes the key holds, for the cache's accounting.
  var argumentByteCount: Int { Int(primaryLength) + Int(secondaryLength) }

  /// A seed for the hash, random per process, so that nobody can choose arguments that collide
  /// in every run.
  private static let seed = UInt64.random(in: .min ... .max) | 1

  /// A hash of everything the key compares, seeded per process.
  ///
  /// Not stored: the index keeps 32 bits of it per entry, which is all a lookup needs before it
  /// compares keys, and resizing, the only other user, recomputes it.
  var hash: UInt64 {
    var state = Self.seed
    state = mix(state, UInt64(UInt(bitPattern: projection)))
    state = mix(state, words.0 ^ UInt64(primaryLength) << 56)
    state = mix(state, words.1 ^ UInt64(secondaryLength) << 56)
    state = mix(state, words.2)
    state = mix(state, words.3)
    return state
  }
}

/// `state` with `word` mixed in.
///
/// A multiply by the golden ratio's 64-bit fraction, its two halves folded together: the one
/// step of the cache's and the registry's hashes.
@inlinable
func mix(_ state: UInt64, _ word: UInt64) -> UInt64 {
  let product = (state ^ word).multipliedFullWidth(by: 0x9E37_79B9_7F4A_7C15)
  return product.high ^ product.low
}
