/// The invocations people type most, read without ArgumentParser. Its parse reflects over every
/// command and option, and on Linux each first cast in that reflection scans all the binary's
/// protocol conformances: more instructions than loading the data and answering the question.
/// Anything else, including any argument that starts with "-", goes through ArgumentParser,
/// so options, errors and their wording stay its own.
enum QuickInvocation: Equatable {
  /// `quiz ask words…`: the question, the words joined as ArgumentParser joins them.
  case ask(question: String)
  case help
  case version

  init?(_ arguments: [String]) {
    switch arguments.first {
    case "ask":
      let words = arguments.dropFirst()
      guard !words.isEmpty, !words.contains(where: { $0.hasPrefix("-") }),
        words.contains(where: { !$0.allSatisfy(\.isWhitespace) })
      else { return nil }
      self = .ask(question: words.joined(separator: " "))
    case "--help", "-h", "help":
      guard arguments.count == 1 else { return nil }
      self = .help
    case "--version":
      guard arguments.count == 1 else { return nil }
      self = .version
    default:
      return nil
    }
  }
}
