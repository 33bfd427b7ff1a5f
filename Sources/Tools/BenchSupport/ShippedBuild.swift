/// How `quiz` is built to be installed, as the README's "Install" does (keep the two in step), so
/// that the benchmarks measure the program people run.
public enum ShippedBuild {
  /// `swift build -c release` arguments for the installed `quiz` and `quiz-http`. Each is one program
  /// linked whole, with nothing loading it as a library, so the public symbols its modules
  /// export for other binaries can be internalized and, in sections of their own, dropped by
  /// the linker where nothing calls them: code the iOS app, the tools and the tests use.
  /// Built for size: the code every start runs is marked `@_optimize(speed)`, where
  /// startup-bench showed `quiz ask` needed it; the screens meet tui-bench's targets as they are.
  /// Passed on the command line rather than in Package.swift, whose library targets carry no
  /// unsafe flags, so that other packages can depend on them by version.
  public static let arguments = [
    "--static-swift-stdlib", "-Xswiftc", "-Osize",
    "-Xswiftc", "-Xfrontend", "-Xswiftc", "-internalize-at-link",
    "-Xswiftc", "-Xfrontend", "-Xswiftc", "-function-sections",
  ]
}
