#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Why a `JSONStateStore` could not keep a change.
public enum JSONStateStoreError: Error, Equatable, Sendable {
  /// The folder could not be made, or the file not written.
  case cannotWrite
}

/// One value kept between runs as a JSON file of the person's own (the best scores, every
/// game's progress), through `StateFile`: read defensively, changed under a lock every `quiz`
/// process respects, and replaced whole, so games that end at the same moment in several
/// terminals all keep what they wrote.
///
/// Reading never fails: a file that is missing, or is not a `Document` (not JSON, another
/// version, a shape `Document` refuses, too large to be ours, unreadable), holds nothing. The
/// next change keeps such a file aside as `NAME.corrupt` before it writes, so what a person
/// may still want back is never overwritten. A `Document` says what it accepts in its own
/// `init(from:)`, versions included.
public struct JSONStateStore<Document: Codable>: Sendable {
  public let url: URL
  /// Anything larger is not ours: it is not read, and is kept aside by the next change.
  public let maximumSize: Int

  public init(url: URL, maximumSize: Int) {
    self.url = url
    self.maximumSize = maximumSize
  }

  /// The document; nil when the file is missing or is not one.
  public func load() -> Document? {
    if case .document(let document) = read() { return document }
    return nil
  }

  /// Reads the document under the lock, and writes whatever `change` makes of it: the document,
  /// or nil when the file is missing or is not one. When `change` returns nil, the file is left
  /// as it is.
  public func update(_ change: (Document?) -> Document?) throws(JSONStateStoreError) {
    try StateFile.withExclusiveLock(on: url) { () throws(JSONStateStoreError) in
      let contents = read()
      let current: Document?
      if case .document(let document) = contents { current = document } else { current = nil }
      guard let next = change(current) else { return }
      if case .damaged = contents { StateFile.keepAside(url) }
      let encoder = JSONEncoder()
      // The same document makes the same bytes: a file a person can diff and read.
      encoder.outputFormatting = [.sortedKeys]
      guard let data = try? encoder.encode(next), StateFile.replace(url, with: data, sync: true)
      else { throw .cannotWrite }
    }
  }

  private enum Contents {
    case missing
    case document(Document)
    case damaged
  }

  private func read() -> Contents {
    guard let data = StateFile.read(url, maximumSize: maximumSize) else {
      // A folder in its place is left alone (writing over it fails); a file too large or
      // unreadable is someone's, and is kept.
      return StateFile.isRegularFile(url) ? .damaged : .missing
    }
    guard let document = try? JSONDecoder().decode(Document.self, from: data) else {
      return .damaged
    }
    return .document(document)
  }
}
