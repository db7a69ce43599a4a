/// The walk's path: a stack of steps pushed and popped without an array's checks.
///
/// An array checks, on every push and pop, that no other value shares its memory. The path
/// is pushed and popped at every step of every walk, by one walker that is never copied while
/// it walks, so the stack checks once per walk instead (``makeUnique()``, from the walker's
/// restart): a copy of a workspace taken between walks still gets memory of its own before
/// it walks. Steps are plain data, so popping only lowers the count.
struct StepStack: RandomAccessCollection, @unchecked Sendable {
  /// The memory: a class of its own, so that making one needs no generic metadata.
  private final class Buffer: ManagedBuffer<Void, Step> {}

  private var buffer: Buffer
  private var base: UnsafeMutablePointer<Step>
  private var capacity: Int
  private(set) var count = 0

  init() {
    assert(_isPOD(Step.self), "a step must be plain data: popping does not deinitialize it")
    (buffer, base, capacity) = Self.allocate(16)
  }

  private static func allocate(_ minimumCapacity: Int) -> (Buffer, UnsafeMutablePointer<Step>, Int) {
    let buffer = unsafeDowncast(Buffer.create(minimumCapacity: minimumCapacity) { _ in }, to: Buffer.self)
    let base = buffer.withUnsafeMutablePointerToElements { $0 }
    return (buffer, base, buffer.capacity)
  }

  var startIndex: Int { 0 }
  var endIndex: Int { count }

  @inline(__always)
  subscript(position: Int) -> Step {
    precondition(position >= 0 && position < count, "path index out of range")
    return base[position]
  }

  /// The steps, without a check per step; valid until the stack next changes.
  @inline(__always)
  var steps: UnsafeBufferPointer<Step> { UnsafeBufferPointer(start: base, count: count) }

  /// Gives the stack memory no other value shares; call before a walk.
  mutating func makeUnique() {
    guard !isKnownUniquelyReferenced(&buffer) else { return }
    move(toCapacity: capacity)
  }

  /// Makes room for this many steps.
  mutating func reserveCapacity(_ minimumCapacity: Int) {
    guard minimumCapacity > capacity else { return }
    move(toCapacity: Swift.max(minimumCapacity, capacity * 2))
  }

  /// Copies the steps into new memory of at least this capacity.
  private mutating func move(toCapacity minimumCapacity: Int) {
    let (fresh, freshBase, freshCapacity) = Self.allocate(minimumCapacity)
    freshBase.initialize(from: base, count: count)
    (buffer, base, capacity) = (fresh, freshBase, freshCapacity)
  }

  @inline(__always)
  mutating func append(_ step: Step) {
    if count == capacity { reserveCapacity(count + 1) }
    (base + count).initialize(to: step)
    count += 1
  }

  @inline(__always)
  mutating func removeLast() {
    precondition(count > 0, "pop from an empty path")
    count -= 1
  }

  /// Pops steps down to `depth` of them.
  @inline(__always)
  mutating func truncate(to depth: Int) {
    precondition(depth >= 0 && depth <= count, "path depth out of range")
    count = depth
  }
}
