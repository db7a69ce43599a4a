import DataFormats
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file mapped read-only into memory, whose pages can be handed back once read.
///
/// A registry is read once, into the router's own arrays; pages already read are released
/// (``release(_:)``) so that the process never holds the file and the router at once. The pages
/// stay in the system's file cache, so reading them again costs a page fault, not a read.
final class MappedFile: @unchecked Sendable {
  let bytes: UnsafeRawBufferPointer
  private let isMapped: Bool

  /// The file at `path`, mapped; nil when it cannot be opened.
  init?(path: String) {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
    let count = Int(status.st_size)
    guard count > 0 else {
      bytes = UnsafeRawBufferPointer(start: nil, count: 0)
      isMapped = false
      return
    }
    guard let address = mmap(nil, count, PROT_READ, MAP_PRIVATE, descriptor, 0), address != MAP_FAILED else {
      return nil
    }
    bytes = UnsafeRawBufferPointer(start: address, count: count)
    isMapped = true
  }

  deinit {
    if isMapped, let base = bytes.baseAddress { munmap(UnsafeMutableRawPointer(mutating: base), bytes.count) }
  }

  static let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))

  /// Hands back the whole pages inside `range`: the next read of them faults them in again.
  func release(_ range: UnsafeRawBufferPointer) {
    guard isMapped, let start = range.baseAddress else { return }
    let page = Self.pageSize
    let first = (Int(bitPattern: start) + page - 1) / page * page
    let end = (Int(bitPattern: start) + range.count) / page * page
    guard end > first else { return }
    madvise(UnsafeMutableRawPointer(bitPattern: first), end - first, MADV_DONTNEED)
  }
}
