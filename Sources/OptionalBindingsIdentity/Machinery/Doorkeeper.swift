/// The full cache's admission filter: a key is kept only when the doorkeeper has seen it since
/// the last ``window`` sightings before this one, so a key looked up once never takes a slot.
///
/// Two blocked Bloom filters of two bits per key (one 64-bit word per key): sightings go into the
/// current one; after `window` of them, the previous one is cleared and the two swap. So a
/// sighting is remembered for at least `window` and fewer than `2 × window` later sightings;
/// never forgotten sooner, so no pair of keys can push each other out. A false positive admits a
/// key on its first miss, as a cache without a doorkeeper would. Counted in sightings, never in
/// time.
struct Doorkeeper {
  /// Sightings per generation.
  let window: Int
  private var current: ContiguousArray<UInt64>
  private var previous: ContiguousArray<UInt64>
  private let wordMask: Int
  private(set) var sightings = 0

  /// A doorkeeper remembering at least `window` sightings, with 32 bits per sighting in each
  /// generation (about 0.4 % false positives when a generation is full).
  init(window: Int) {
    self.window = max(window, 1)
    var words = 1
    while words * 2 < self.window { words <<= 1 }
    current = ContiguousArray(repeating: 0, count: words)
    previous = current
    wordMask = words - 1
  }

  /// Bytes of both generations, allocated when the doorkeeper is made.
  var byteCount: Int { 2 * current.count * MemoryLayout<UInt64>.stride }

  /// The word and the two bits of `hash`, from bits the index's probe does not start from.
  @inline(__always)
  private func place(_ hash: UInt64) -> (word: Int, bits: UInt64) {
    let word = Int(truncatingIfNeeded: hash >> 40) & wordMask
    let bits: UInt64 = 1 << ((hash >> 34) & 63) | 1 << ((hash >> 28) & 63)
    return (word, bits)
  }

  /// Whether `hash` was seen within the remembered sightings.
  func hasSeen(_ hash: UInt64) -> Bool {
    let (word, bits) = place(hash)
    return current[word] & bits == bits || previous[word] & bits == bits
  }

  /// Remembers `hash`, starting a new generation after `window` sightings.
  mutating func see(_ hash: UInt64) {
    let (word, bits) = place(hash)
    current[word] |= bits
    sightings += 1
    guard sightings == window else { return }
    sightings = 0
    swap(&current, &previous)
    for index in current.indices { current[index] = 0 }
  }
}
