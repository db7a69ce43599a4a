// route-floor: the least a line router must do, to compare `route-eval route` with.
//
//   route-floor echo   reads each line, lowercases it, splits it into words and writes the
//                      words back joined by spaces, flushing after every line (as `route` does)
//   route-floor hash   reads each line, lowercases it, splits it and hashes its words; prints
//                      one checksum at the end
//
// Both read standard input with getline and lowercase with `String.lowercased()`, as a
// Swift program that reads lines of text would. Scripts/route-throughput.sh times `echo`
// next to `route`; the instructions of `hash` per line are the floor a matched sentence's
// instructions are compared with (Docs/Benchmark.md).
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
  let line = String(decoding: UnsafeRawBufferPointer(start: buffer, count: count), as: UTF8.self).lowercased()
  let words = line.split(separator: " ")
  switch mode {
  case .echo:
    output.removeAll(keepingCapacity: true)
    for (index, word) in words.enumerated() {
      if index > 0 { output.append(UInt8(ascii: " ")) }
      output.append(contentsOf: word.utf8)
    }
    output.append(UInt8(ascii: "\n"))
    output.withUnsafeBufferPointer { _ = fwrite($0.baseAddress, 1, $0.count, stdout) }
    fflush(stdout)
  case .hash:
    for word in words {
      var hasher = Hasher()
      hasher.combine(word)
      checksum &+= hasher.finalize()
    }
  }
}
free(buffer)
if mode == .hash { print(checksum & 0xFFFF) }
