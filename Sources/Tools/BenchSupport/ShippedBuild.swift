/// How `quiz` is built to be installed, as the README's "Install" does (keep the two in step), so
/// that the benchmarks measure the program people run.
public enum ShippedBuild {
  /// `swift build -c release` arguments for the installed `quiz` and `quiz-http`. Each is one program
  /// linked whole, with nothing loading it as a library, so the public symbols its modules
  /// export for other binaries can be internalized and, in sections of their own, dropped by
  /// the linker where nothing calls them: code the iOS app, the tools and the tests use.
  /// Passed on the command line rather than in Package.swift, whose library targets carry no
  /// unsafe flags, so that other packages can depend on them by version.
  public static let arguments = [
    "--static-swift-stdlib",
    "-Xswiftc", "-Xfrontend", "-Xswiftc", "-internalize-at-link",
    "-Xswiftc", "-Xfrontend", "-Xswiftc", "-function-sections",
  ]
}
