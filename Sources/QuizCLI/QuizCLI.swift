import ArgumentParser
import QuizChat
import QuizEngine

/// What the composition root hands the terminal front end: the quiz, and words for its source.
public struct QuizSetup: Sendable {
  public let quiz: any QuestionAsking
  /// Shown in the chat's greeting before any data is loaded: "the bundled snapshot of …".
  public let sourceDescription: String

  public init(quiz: any QuestionAsking, sourceDescription: String) {
    self.quiz = quiz
    self.sourceDescription = sourceDescription
  }
}

/// Runs the `quiz` command line with its collaborators injected, so tests can drive it with
/// scripted input and read exactly what it printed.
@MainActor
public enum QuizCLI {
  public static func run(
    arguments: [String],
    traits: TerminalTraits,
    makeSetup: () throws -> QuizSetup,
    input: inout some LineReading,
    output: inout some TextWriting,
    errorOutput: inout some TextWriting
  ) async -> Int32 {
    let command: any ParsableCommand
    let setup: QuizSetup
    do {
      command = try QuizCommand.parseAsRoot(arguments)
      setup = try makeSetup()
    } catch {
      return report(error, output: &output, errorOutput: &errorOutput)
    }

    let style = TerminalStyle(usesColor: traits.usesColor)
    let renderer = ReplyRenderer(style: style, showsDetails: traits.outputIsTerminal)
    let session = ChatSession(quiz: setup.quiz)

    switch command {
    case let ask as QuizCommand.Ask:
      guard let reply = await session.send(ask.question.joined(separator: " ")) else {
        return ExitStatus.success
      }
      output.write(ask.output.json ? ReplyJSON.line(for: reply) + "\n" : renderer.render(reply))
      return reply.answer.outcome == .unavailable ? ExitStatus.dataUnavailable : ExitStatus.success

    case let chat as QuizCommand.Chat:
      let loop = ChatLoop(
        session: session, renderer: renderer, style: style, emitsJSON: chat.output.json)
      if traits.inputIsTerminal && !chat.output.json {
        let greeting = ChatLoop.greeting(sourceDescription: setup.sourceDescription, style: style)
        await loop.runInteractive(greeting: greeting, input: &input, output: &output)
        return ExitStatus.success
      }
      let anyUnavailable = await loop.runPiped(input: &input, output: &output)
      return anyUnavailable ? ExitStatus.dataUnavailable : ExitStatus.success

    default:
      // `--help` and `help` parse to ArgumentParser's own help command, which reports by throwing.
      do {
        var command = command
        try command.run()
        return ExitStatus.success
      } catch {
        return report(error, output: &output, errorOutput: &errorOutput)
      }
    }
  }

  /// Help goes to stdout with status 0; usage errors to stderr with ArgumentParser's status.
  private static func report(
    _ error: any Error, output: inout some TextWriting, errorOutput: inout some TextWriting
  ) -> Int32 {
    let status = QuizCommand.exitCode(for: error).rawValue
    let message = QuizCommand.fullMessage(for: error)
    if status == ExitStatus.success {
      output.write(message + "\n")
    } else {
      errorOutput.write(message + "\n")
    }
    return status
  }
}
