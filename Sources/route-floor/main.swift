// route-floor: the least a line router must do, to compare `route-eval route` with.
//
//   route-floor echo   reads each line, lowercases it, splits it into words and writes the
//                      words back joined by spaces, flushing after every line (as `route` does)
//   route-floor hash   reads each line, lowercases it, splits it and hashes its words; prints
//                      one checksum at the end
//
// Both read standard input with getline and work on its bytes: ASCII letters lowercased in place,
// words split at spaces, each word hashed with `Hasher` (as a `Set<String>` would hash it, less the
// string). Scripts/route-throughput.sh times `echo` next to `route`; the instructions of `hash` per
// line are the floor a matched sentence's instructions are compared with (Docs/Benchmark.md).
@preconcurrency import Glibc

enum Mode: String { case echo, hash }

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 1, let mode = arguments.first.flatMap(Mode.init(rawValue:)) else {
  fputs("usage: route-floor echo|hash < lines\n", stderr)
  exit(64)
}

var buffer: UnsafeMutablePointer<CChar>?
var capacity = 0
var checksum = 0
var output: [UInt8] = []
while true {
  let length = getline(&buffer, &capacity, stdin)
  guard length >= 0, let buffer else { break }
  var count = length
  if count > 0 && buffer[count - 1] == 0x0A { count -= 1 }
  if count > 0 && buffer[count - 1] == 0x0D { count -= 1 }
  let line = UnsafeMutableRawBufferPointer(start: buffer, count: count)
  for index in line.indices where line[index] &- UInt8(ascii: "A") < 26 { line[index] += 32 }
  let words = UnsafeRawBufferPointer(line).split(separator: UInt8(ascii: " "), omittingEmptySubsequences: true)
  switch mode {
  case .echo:
    output.removeAll(keepingCapacity: true)
    for (index, word) in words.enumerated() {
      if index > 0 { output.append(UInt8(ascii: " ")) }
      output.append(contentsOf: word)
    }
    output.append(UInt8(ascii: "\n"))
    output.withUnsafeBufferPointer { _ = fwrite($0.baseAddress, 1, $0.count, stdout) }
    fflush(stdout)
  case .hash:
    for word in words {
      var hasher = Hasher()
      hasher.combine(bytes: UnsafeRawBufferPointer(rebasing: word))
      checksum &+= hasher.finalize()
    }
  }
}
free(buffer)
if mode == .hash { print(checksum & 0xFFFF) }
