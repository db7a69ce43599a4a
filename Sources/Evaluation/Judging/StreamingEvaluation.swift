import DataFormats
import Dispatch
import Foundation
import PhraseGrammar
import Reports
import Router
import Synchronization

/// What evaluating corpus files as they are read gave: the counts, the bad lines, the files with
/// nothing to check.
public struct CorpusEvaluation: Sendable {
  /// The counts of every line routed (meaningless when there are problems).
  public var tally: EvalTally
  /// Every bad line and every label naming what the apps do not declare.
  public var problems: [Diagnostic] = []
  /// One error per file that holds no utterance.
  public var emptyFiles: [Diagnostic] = []
}

extension Evaluator {
  /// Reads corpus files a line at a time and routes each line as it is read, on all cores, adding
  /// its judgement to a tally: the memory used does not grow with the corpus.
  ///
  /// A file whose lines form a conversation (control lines, contexts, `needs` or `continues`
  /// labels) is routed in order through one conversation. After the first problem, lines are still
  /// read and checked but no longer routed.
  ///
  /// - Parameters:
  ///   - paths: The corpus files, in order.
  ///   - manifests: The manifests of the router's apps, to check the labels' names.
  ///   - failureLimit: The most failures kept in the tally (nil: all).
  ///   - caseLimit: The most lines kept in the tally (nil: all).
  ///   - origin: For one file that is a part of a larger corpus: that corpus's name and the line
  ///     the part starts at, so that lines and problems are named as in the whole.
  ///   - progress: Called now and then with the number of lines routed.
  public func evaluate(
    paths: [String], manifests: [Manifest], failureLimit: Int?, caseLimit: Int?,
    origin: (file: String, firstLine: Int)? = nil, progress: ((Int) -> Void)? = nil
  ) throws(ManifestLoadError) -> CorpusEvaluation {
    // Standard input and pipes are read once, into a temporary file, which is then read like any other.
    var spooled: [String: String] = [:]
    defer { for copy in spooled.values { try? FileManager.default.removeItem(atPath: copy) } }
    for path in paths where CorpusSpool.needsSpooling(path) && spooled[path] == nil {
      guard let copy = CorpusSpool.spool(path) else { throw .missing(path) }
      spooled[path] = copy
    }
    for path in paths where CorpusLineReader(path: spooled[path] ?? path) == nil { throw .missing(path) }
    let catalog = CorpusLabelCheck.Catalog(manifests)
    let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, 8))
    var tallies = Array(repeating: EvalTally(failureLimit: failureLimit, caseLimit: caseLimit), count: workers)
    var evaluation = CorpusEvaluation(tally: EvalTally(failureLimit: failureLimit, caseLimit: caseLimit))
    var routed = 0
    for (fileIndex, path) in paths.enumerated() {
      let readPath = spooled[path] ?? path
      let isConversation = Self.isConversation(readPath, name: path)
      guard var reader = CorpusLineReader(path: readPath) else { throw .missing(path) }
      var file = FileState(path: origin?.file ?? CorpusSpool.name(of: path), catalog: catalog)
      file.lineOffset = (origin?.firstLine ?? 1) - 1
      var conversation = isConversation ? ConversationJudge(evaluator: self) : nil
      var batch: [CorpusLineReader.Line] = []
      var finished = false
      while !finished {
        batch.removeAll(keepingCapacity: true)
        while batch.count < 8_192, let line = reader.next() { batch.append(line) }
        finished = batch.count < 8_192
        if var judge = conversation {
          // In order, one line after the other.
          for line in batch {
            guard let entry = file.entry(line, isConversation: true, problems: &evaluation.problems) else { continue }
            let order = [fileIndex, line.number + file.lineOffset]
            if evaluation.problems.isEmpty {
              let judged = judge.judge(entry, explains: tallies[0].keepsFailure(at: order))
              tallies[0].add(judged, order: order)
              routed += 1
            }
          }
          conversation = judge
        } else {
          // Lines read and routed on every core; each core's tally takes its lines in order.
          let read = batch.map { file.sort($0) }
          let lines = batch
          let entries = Mutex(Array(repeating: [(Bool, [Diagnostic])](), count: workers))
          let shared = Mutex(tallies)
          let stillRouting = evaluation.problems.isEmpty
          let fileState = file
          DispatchQueue.concurrentPerform(iterations: workers) { worker in
            var tally = shared.withLock { $0[worker] }
            var decoded: [(Bool, [Diagnostic])] = []
            // The router's pooled workspace, so that what it remembers lasts from batch to batch.
            router.workspaces.borrow { workspace in
              var index = worker
              while index < lines.count {
                defer { index += workers }
                guard read[index] == .utterance else { continue }
                var problems: [Diagnostic] = []
                let entry = fileState.decode(lines[index], problems: &problems)
                decoded.append((entry != nil, problems))
                if let entry, problems.isEmpty, stillRouting {
                  let order = [fileIndex, lines[index].number + fileState.lineOffset]
                  tally.add(
                    judge(entry, explains: tally.keepsFailure(at: order), workspace: &workspace), order: order)
                }
              }
            }
            let result = decoded
            let finalTally = tally
            shared.withLock { $0[worker] = finalTally }
            entries.withLock { $0[worker] = result }
          }
          tallies = shared.withLock { $0 }
          // Problems in line order, whichever core found them.
          var found: [(Bool, [Diagnostic])] = []
          let perWorker = entries.withLock { $0 }
          var positions = Array(repeating: 0, count: workers)
          for index in lines.indices where read[index] == .utterance {
            let worker = index % workers
            found.append(perWorker[worker][positions[worker]])
            positions[worker] += 1
          }
          for (decoded, problems) in found {
            evaluation.problems += problems
            if decoded && problems.isEmpty { file.utterances += 1 }
          }
          for (index, line) in lines.enumerated() where read[index] == .tooLong {
            evaluation.problems.append(file.tooLong(line))
          }
          if stillRouting { routed += found.count(where: { $0.0 && $0.1.isEmpty }) }
        }
        progress?(routed)
      }
      if file.utterances == 0 && !file.hasProblems(in: evaluation.problems) {
        evaluation.emptyFiles.append(file.emptyFile())
      }
    }
    for tally in tallies { evaluation.tally.add(tally) }
    return evaluation
  }

  /// Whether a corpus file is a conversation: a control line, or a line with a context or a
  /// `needs` or `continues` label (a quick look at each line's bytes, then a decoding of the
  /// lines that may be).
  static func isConversation(_ path: String, name: String) -> Bool {
    guard var reader = CorpusLineReader(path: path) else { return false }
    let markers = ["\"kind\"", "\"context\"", "\"needs\"", "\"continues\""].map { Array($0.utf8) }
    while let line = reader.next() {
      guard !line.isTooLong, markers.contains(where: { line.bytes.contains(sequence: $0) }) else { continue }
      var decoder = CorpusLoader.LineDecoder(file: name, line: line.number)
      if decoder.control(line.bytes) != nil { return true }
      if let entry = decoder.decode(line.bytes),
        entry.context != RequestContext() || entry.expect.needs != nil || entry.expect.continues != nil
      {
        return true
      }
    }
    return false
  }
}

/// What one corpus file has shown so far, as its lines are read.
struct FileState: Sendable {
  /// What a line is, before it is decoded.
  enum Kind: Equatable, Sendable { case skipped, tooLong, utterance }

  let path: String
  var catalog: CorpusLabelCheck.Catalog
  let declared: CorpusLabelCheck.Catalog
  var controls: [StreamLine] = []
  /// Added to the file's line numbers: the line before the part's first in the whole corpus.
  var lineOffset = 0
  var utterances = 0
  var sawText = false
  var sawControl = false

  init(path: String, catalog: CorpusLabelCheck.Catalog) {
    self.path = path
    self.catalog = catalog
    declared = catalog
  }

  /// Whether a line is blank or a comment, too long, or to decode; notes what the file holds.
  mutating func sort(_ line: CorpusLineReader.Line) -> Kind {
    if line.isTooLong {
      sawText = true
      return .tooLong
    }
    guard line.bytes.contains(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }) else { return .skipped }
    sawText = true
    if line.bytes.starts(with: [0x2F, 0x2F]) { return .skipped }
    return .utterance
  }

  /// An utterance line of a file that is not a conversation, its labels checked (nil: a problem).
  func decode(_ line: CorpusLineReader.Line, problems: inout [Diagnostic]) -> CorpusEntry? {
    var decoder = CorpusLoader.LineDecoder(file: path, line: line.number + lineOffset)
    guard decoder.control(line.bytes) == nil, decoder.problems.isEmpty, let entry = decoder.decode(line.bytes) else {
      problems += decoder.problems
      return nil
    }
    let unknown = catalog.problems(entry)
    problems += unknown
    return unknown.isEmpty ? entry : nil
  }

  /// The next utterance of a conversation, after the control lines before it (nil: a control
  /// line, a skipped line or a problem).
  mutating func entry(
    _ line: CorpusLineReader.Line, isConversation: Bool, problems: inout [Diagnostic]
  ) -> CorpusEntry? {
    switch sort(line) {
    case .skipped: return nil
    case .tooLong:
      problems.append(tooLong(line))
      return nil
    case .utterance: break
    }
    var decoder = CorpusLoader.LineDecoder(file: path, line: line.number + lineOffset)
    if let control = decoder.control(line.bytes) {
      controls.append(control)
      sawControl = true
      // A conversation's labels may name the values its control lines donated.
      switch control {
      case .donate(let app, let entity, let values): catalog.add(values.map(\.lexiconValue), to: entity, of: app)
      case .reset: catalog = declared
      case .delete, .utterance: break
      }
      problems += decoder.problems
      return nil
    }
    guard decoder.problems.isEmpty, var entry = decoder.decode(line.bytes) else {
      problems += decoder.problems
      return nil
    }
    entry.controls = controls
    entry.isConversation = isConversation
    controls = []
    let unknown = catalog.problems(entry)
    problems += unknown
    guard unknown.isEmpty else { return nil }
    utterances += 1
    return entry
  }

  /// The error for a line longer than the reader reads, at the first column beyond the limit.
  func tooLong(_ line: CorpusLineReader.Line) -> Diagnostic {
    Diagnostic(
      .error, id: "LineTooLong",
      "the line is longer than \(CorpusLineReader.maximumLength) bytes, the longest a corpus line may be",
      file: path,
      location: FileLocation(file: path, line: line.number + lineOffset, column: CorpusLineReader.maximumLength + 1))
  }

  /// Whether a problem was found in this file.
  func hasProblems(in problems: [Diagnostic]) -> Bool {
    problems.contains { $0.location.file == path }
  }

  /// The error for a file without utterances.
  func emptyFile() -> Diagnostic {
    let why =
      !sawText
      ? "the corpus file is empty"
      : sawControl
        ? "the corpus file has only blank, comment and control lines"
        : "the corpus file has only blank and comment lines"
    return Diagnostic(.error, id: "EmptyCorpus", "no utterances to evaluate: \(why)", file: path)
  }
}

extension [UInt8] {
  /// Whether the bytes hold `sequence` somewhere, in a plain loop (no generic searcher).
  func contains(sequence: [UInt8]) -> Bool {
    guard let first = sequence.first, sequence.count <= count else { return sequence.isEmpty }
    return withUnsafeBufferPointer { bytes in
      sequence.withUnsafeBufferPointer { needle in
        var index = 0
        let last = bytes.count - needle.count
        while index <= last {
          if bytes[index] == first {
            var offset = 1
            while offset < needle.count && bytes[index + offset] == needle[offset] { offset += 1 }
            if offset == needle.count { return true }
          }
          index += 1
        }
        return false
      }
    }
  }
}

/// Corpora read from standard input (`-`) or a pipe: copied once to a temporary file, so that
/// they are read like files (a first look for conversation lines, then the evaluation).
enum CorpusSpool {
  /// Whether `path` is standard input or something other than a regular file that can be read.
  static func needsSpooling(_ path: String) -> Bool {
    if path == "-" { return true }
    var status = stat()
    return stat(path, &status) == 0 && (status.st_mode & S_IFMT) != S_IFREG && (status.st_mode & S_IFMT) != S_IFDIR
  }

  /// The name lines of `path` are reported under.
  static func name(of path: String) -> String { path == "-" ? "<stdin>" : path }

  /// Copies `path` (or standard input) to a new temporary file, a block at a time; nil when it
  /// cannot be read or the copy cannot be written.
  static func spool(_ path: String) -> String? {
    let source: FileHandle
    if path == "-" {
      source = FileHandle.standardInput
    } else {
      guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
      source = handle
    }
    let copy = FileManager.default.temporaryDirectory.appendingPathComponent("route-eval-corpus-\(UUID().uuidString)")
      .path
    guard FileManager.default.createFile(atPath: copy, contents: nil), let target = FileHandle(forWritingAtPath: copy)
    else { return nil }
    defer { try? target.close() }
    while let block = try? source.read(upToCount: 1 << 20), !block.isEmpty {
      guard (try? target.write(contentsOf: block)) != nil else { return nil }
    }
    return copy
  }
}
