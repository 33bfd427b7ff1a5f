import Foundation
import QuizTestSupport
import Testing

/// The core as another developer meets it: a package of theirs that depends on this repository
/// by version, as `.package(url:from:)` does. SwiftPM refuses such a dependency when a target
/// of a product it uses carries unsafe build flags, so this is the test that keeps them out of
/// the libraries.
@Suite("the core as a dependency", .timeLimit(.minutes(10)), .onThreadsOfItsOwn)
struct PackageDependencyTests {
  @Test func aPackageDependingOnATaggedClone_answersThroughTheCoreAlone() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let repository = try taggedCloneOfThisRepository(in: folder, tag: "1.0.0")
    let consumer = folder.appendingPathComponent("Consumer")
    try writeConsumer(at: consumer, dependingOn: repository, from: "1.0.0")

    // At the lowest priority: the build takes minutes of both cores, and the tests beside this
    // one, some of which time themselves, come first.
    let build = try Self.tool(
      "nice", ["-n", "19", "swift", "build", "--package-path", consumer.path], in: consumer,
      deadline: .seconds(540))
    #expect(build.status == 0, "\(build.output)\n\(build.errorOutput)")
    #expect(!build.errorOutput.contains("unsafe"), "\(build.errorOutput)")
    let products = try Self.tool(
      "swift", ["build", "--package-path", consumer.path, "--show-bin-path"], in: consumer)
    let binary = URL(
      fileURLWithPath: products.output.trimmingCharacters(in: .whitespacesAndNewlines)
    )
    .appendingPathComponent("consumer")
    let answer = try ChildProcess.run(binary, ["capital of peru"])

    #expect(answer.output == "The capital of Peru is Lima.\n")
    #expect(answer.status == 0)
  }

  /// A clone of this repository through a `file://` URL, holding the working tree's tracked
  /// files as they are now (so that the test covers what is about to be committed too),
  /// tagged `tag`.
  private func taggedCloneOfThisRepository(in folder: URL, tag: String) throws -> URL {
    let root = RepositoryFiles.root
    // Named as the package is, as SwiftPM takes a URL dependency's identity from its last
    // component.
    let clone = folder.appendingPathComponent("QuizEngine")
    try Self.git(["clone", "--quiet", "file://\(root.path)", clone.path], in: folder)
    let tracked = try Self.git(["ls-files", "-z"], in: root).output.split(separator: "\0")
    for path in tracked.map(String.init) {
      let source = root.appendingPathComponent(path)
      let target = clone.appendingPathComponent(path)
      try? FileManager.default.removeItem(at: target)
      // A tracked file the working tree deletes stays deleted.
      guard FileManager.default.fileExists(atPath: source.path) else { continue }
      try FileManager.default.createDirectory(
        at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
      try FileManager.default.copyItem(at: source, to: target)
    }
    try Self.git(["add", "--all"], in: clone)
    try Self.git(
      [
        "-c", "user.name=test", "-c", "user.email=test@example.invalid", "commit", "--quiet",
        "--allow-empty", "-m", "the working tree",
      ], in: clone)
    try Self.git(["tag", tag], in: clone)
    return clone
  }

  private func writeConsumer(at consumer: URL, dependingOn repository: URL, from version: String)
    throws
  {
    let sources = consumer.appendingPathComponent("Sources/consumer")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    let manifest = """
      // swift-tools-version:6.1
      import PackageDescription

      let package = Package(
        name: "Consumer",
        platforms: [.macOS(.v15), .iOS(.v18)],
        dependencies: [.package(url: "file://\(repository.path)", from: "\(version)")],
        targets: [
          .executableTarget(
            name: "consumer",
            dependencies: [
              .product(name: "QuizEngine", package: "QuizEngine"),
              .product(name: "QuizInterpreting", package: "QuizEngine"),
            ])
        ],
        swiftLanguageModes: [.v6]
      )
      """
    // A catalog of one country, made by the consumer: the core needs no data module.
    let program = """
      import QuizEngine
      import QuizInterpreting

      struct OneCountry: CountryLoader {
        func load() async throws -> CountryCatalog {
          let peru = Country(
            code: "PE", name: "Peru", officialName: "Republic of Peru", capitals: ["Lima"],
            flag: Flag(emoji: "🇵🇪"))
          return CountryCatalog(
            countries: [peru], source: DataSource(kind: .bundled, label: "one country"))
        }
      }

      let quiz = CountryQuiz(
        interpreter: LocalQuestionInterpreter(), loader: OneCountry(),
        makeResolver: { CountryNameResolver(catalog: $0) })
      print(await quiz.ask(CommandLine.arguments.dropFirst().joined(separator: " ")).text)
      """
    try Data(manifest.utf8).write(to: consumer.appendingPathComponent("Package.swift"))
    try Data(program.utf8).write(to: sources.appendingPathComponent("main.swift"))
  }

  @discardableResult
  private static func git(_ arguments: [String], in directory: URL) throws -> ChildProcess.Result {
    let result = try tool("git", arguments, in: directory)
    try #require(
      result.status == 0, "git \(arguments.joined(separator: " ")): \(result.errorOutput)")
    return result
  }

  private static func tool(
    _ name: String, _ arguments: [String], in directory: URL,
    deadline: Duration = ChildProcess.defaultDeadline
  ) throws -> ChildProcess.Result {
    try ChildProcess.run(
      URL(fileURLWithPath: "/usr/bin/env"), [name] + arguments, in: directory, deadline: deadline)
  }

  private func makeTemporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("quiz-dependency-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
