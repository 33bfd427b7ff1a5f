// swift-tools-version:6.1
import PackageDescription

let package = Package(
  name: "QuizEngine",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .library(name: "QuizEngine", targets: ["QuizEngine"]),
    .library(name: "QuizInterpreting", targets: ["QuizInterpreting"]),
    .library(name: "HTTPTransport", targets: ["HTTPTransport"]),
    .library(name: "HTTPTransportURLSession", targets: ["HTTPTransportURLSession"]),
    .library(name: "HTTPTransportNIO", targets: ["HTTPTransportNIO"]),
    .library(name: "HTTPTransportProcess", targets: ["HTTPTransportProcess"]),
    .library(name: "CountryData", targets: ["CountryData"]),
    .library(name: "QuizChat", targets: ["QuizChat"]),
    .library(name: "QuizGame", targets: ["QuizGame"]),
    .library(name: "QuizDaily", targets: ["QuizDaily"]),
    .library(name: "QuizMap", targets: ["QuizMap", "QuizMapScene"]),
    .library(name: "QuizLLM", targets: ["QuizLLM"]),
    .executable(name: "quiz", targets: ["quiz"]),
    .executable(name: "quiz-http", targets: ["quiz-http"]),
  ],
  dependencies: [
    // Its generate-manual plugin writes quiz.1 from `quiz --experimental-dump-help`, and the
    // tests read that description with its ToolInfo types. `quiz` parses with CommandKit.
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
    // Named for the NIOCore and NIOHTTP1 types the NIO client spells out; AsyncHTTPClient
    // brings it anyway.
    .package(url: "https://github.com/apple/swift-nio", from: "2.100.0"),
    // For the NIOHTTPCompression errors AsyncHTTPClient's decompression throws; AsyncHTTPClient
    // brings it anyway.
    .package(url: "https://github.com/apple/swift-nio-extras", from: "1.35.0"),
    // `swift package generate-documentation`: builds the DocC articles in QuizEngine.docc.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: [
    // One line's flow, from input to screen; a module imports only those listed before it.
    //   quiz -> QuizCLI (commands) -> QuizTUI (full screen) or line mode, both rendering
    //   QuizChat (the conversation) -> QuizGame | QuizInterpreting, QuizLLM -> CountryData
    //   -> QuizEngine (answers and wording); QuizStorage and HTTPTransport* are the edges.

    // MARK: Domain: what a country is, what was asked, the answer and its exact words.
    // Values, use cases, wording, and the boundary protocols. Foundation only: no files, no libc.
    .target(name: "QuizEngine"),

    // MARK: Infrastructure the layers above share: files, HTTP, and C libraries.
    // Where quiz keeps files (XDG state and cache folders from the environment), and owner-only
    // files written whole: the infrastructure the cache, the history and the scores share.
    .target(name: "QuizStorage"),
    // The HTTP boundary in our own terms: one request in, one whole response out.
    .target(name: "HTTPTransport"),
    // HTTPClient over URLSession, for the iOS app (on Linux it pulls in libcurl).
    .target(name: "HTTPTransportURLSession", dependencies: ["HTTPTransport"]),
    // HTTPClient over AsyncHTTPClient (SwiftNIO): the terminal's, free of libcurl.
    .target(
      name: "HTTPTransportNIO",
      dependencies: [
        "HTTPTransport",
        .product(name: "AsyncHTTPClient", package: "async-http-client"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOHTTP1", package: "swift-nio"),
        .product(name: "NIOHTTPCompression", package: "swift-nio-extras"),
      ]),
    // HTTPClient through the quiz-http helper program, one process a request, so that quiz
    // itself links no SwiftNIO or TLS (see the README's "Install").
    .target(
      name: "HTTPTransportProcess", dependencies: ["HTTPTransport"]),
    // The system's zlib: the bundled snapshot's deflated section, and the loopback server's gzip.
    .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
    // The bytes of Assets/countries.snapshot, compiled in with C23's #embed, so the binary
    // needs no resource bundle and the file is kept once (see the README's "Install").
    .target(name: "CBundledSnapshot"),
    // The bytes of Assets/world.map (Natural Earth's countries, made by make-map), compiled in
    // the same way.
    .target(name: "CBundledMap"),

    // MARK: Understanding a question, and the data that answers it.
    // The local natural-language interpreter and the fuzzy country-name resolver.
    .target(name: "QuizInterpreting", dependencies: ["QuizEngine"]),
    // The optional LLM fallback interpreters: any OpenAI-compatible chat-completions server,
    // and Apple's on-device Foundation Models where they exist. Both checked the same way.
    .target(
      name: "QuizLLM", dependencies: ["QuizEngine", "HTTPTransport"]),
    // Loaders: the bundled snapshot, REST Countries clients, the disk cache. zlib inflates the
    // bundled snapshot's flag descriptions and translations when first read.
    .target(
      name: "CountryData",
      dependencies: ["QuizEngine", "QuizStorage", "HTTPTransport", "CBundledSnapshot", "CZlib"]),

    // MARK: Games, and the conversation that answers a line or starts a game.
    // The timed quiz game: games made from the catalog or loaded from a URL or a file, answer
    // matching, the GameViewModel state machine both apps render, and best scores.
    .target(
      name: "QuizGame", dependencies: ["QuizEngine", "QuizStorage", "HTTPTransport"]),
    // The daily silhouette's rules, which every player shares: the day's country, a guess's
    // distance, direction and closeness, the record and the share line, and the puzzle played
    // with QuizGame's answer matching and kept with QuizStorage's JSONStateStore (daily.json).
    // Apart from QuizGame so that an app links them only where it shows the puzzle.
    .target(name: "QuizDaily", dependencies: ["QuizEngine", "QuizGame", "QuizStorage"]),
    // The conversation every front end renders: the ChatViewModel state machine and the chat's
    // one policy for a typed line (question, follow-up, or a game to play).
    .target(
      name: "QuizChat", dependencies: ["QuizEngine", "QuizGame"]),
    // The map that fills in as a game is played: the bundled Natural Earth asset, decoded on
    // first use, the Equal Earth projection, and braille drawing both apps' maps come from.
    .target(
      name: "QuizMap", dependencies: ["CBundledMap", "CZlib"]),
    // The map as shapes and a game's marks on it, for the iOS app's Canvas: apart from
    // QuizMap, so that quiz, which draws braille, does not carry it.
    .target(
      name: "QuizMapScene", dependencies: ["QuizMap", "QuizGame"]),

    // MARK: Screens and commands: the full screen, then the command line that picks it or line mode.
    // ncursesw, with a shim for the macros Swift cannot import. macOS links its system ncurses,
    // which is already wide-character capable.
    .systemLibrary(
      name: "CNCurses",
      pkgConfig: "ncursesw",
      providers: [.apt(["libncursesw5-dev"]), .brew(["ncurses"])]
    ),
    // The full-screen chat and game screens: UI state, pure rendering to cells, key decoding,
    // one loop both screens share, and one curses adapter file.
    .target(
      name: "QuizTUI",
      dependencies: [
        "QuizEngine", "QuizChat", "QuizGame", "QuizDaily", "QuizMap", "QuizStorage",
        "CNCurses",
      ],
      linkerSettings: [
        .linkedLibrary("ncursesw", .when(platforms: [.linux])),
        .linkedLibrary("ncurses", .when(platforms: [.macOS])),
      ]
    ),
    // A command line described as data: parsing, help, errors, completion scripts and the
    // description the manual plugin reads, without reflection.
    .target(name: "CommandKit"),
    // The commands: parse the command line, then run one, full screen (QuizTUI) or a line at a
    // time, or as JSON lines.
    .target(
      name: "QuizCLI",
      dependencies: [
        "QuizEngine", "QuizChat", "QuizGame", "QuizDaily", "QuizTUI", "CommandKit",
      ]),

    // MARK: Composition roots: the terminal app and its HTTP helper (the iOS app's is in Apps/iOS).
    // Composition root for the terminal: picks the interpreter and the data source.
    .executableTarget(
      name: "quiz",
      dependencies: [
        "QuizCLI", "QuizEngine", "QuizInterpreting", "QuizLLM", "CountryData", "QuizGame",
        "HTTPTransportProcess", "QuizTUI",
      ],
      linkerSettings: [
        // Release only, and only here: SwiftPM refuses unsafe flags in a library that another
        // package depends on by version, and an executable is never such a library.
        // swiftc exports every symbol of an executable's own objects, which nobody looks up;
        // a position-dependent executable needs no start-up relocations for its metadata
        // pointers; lld folds identical functions and drops unreferenced sections (Swift's
        // metadata sections are kept, as the compiler marks them retained). All of it makes
        // the binary smaller and its start faster, which the startup benchmark measures.
        .unsafeFlags(
          [
            "-Xlinker", "--no-export-dynamic", "-Xclang-linker", "-no-pie", "-use-ld=lld",
            "-Xlinker", "--icf=all", "-Xlinker", "--gc-sections",
          ],
          .when(platforms: [.linux], configuration: .release))
      ]),
    // The helper: one request from standard input, sent with the NIO client.
    .executableTarget(
      name: "quiz-http",
      dependencies: ["HTTPTransport", "HTTPTransportNIO", "HTTPTransportProcess"],
      linkerSettings: [
        .unsafeFlags(
          ["-Xlinker", "--no-export-dynamic"], .when(platforms: [.linux], configuration: .release))
      ]),

    // MARK: Tools, under Sources/Tools: generators, benchmarks, the loopback test server.
    // Regenerates Sources/QuizEngine/Text/TextFolding+Table.swift from the Unicode data.
    .executableTarget(
      name: "make-folding-table", dependencies: ["BenchSupport"],
      path: "Sources/Tools/make-folding-table"),
    // Regenerates Sources/QuizInterpreting/Text/EverydayWords+Filter.swift from Assets/SCOWL.
    .executableTarget(
      name: "make-everyday-words", dependencies: ["BenchSupport", "QuizInterpreting"],
      path: "Sources/Tools/make-everyday-words"),
    // Start-up time and memory of `quiz ask` against a bare Foundation program (run in release).
    .executableTarget(
      name: "startup-bench", dependencies: ["BenchSupport"], path: "Sources/Tools/startup-bench"),
    // Writes the bundled snapshot's compact format: apart from CountryData, so that quiz, which
    // only reads it, does not carry the writer.
    .target(
      name: "CountrySnapshotWriting", dependencies: ["CountryData", "QuizEngine", "CZlib"],
      path: "Sources/Tools/CountrySnapshotWriting"),
    // Regenerates Assets/countries.snapshot from a REST Countries v3.1 file.
    .executableTarget(
      name: "make-snapshot",
      dependencies: ["CountryData", "CountrySnapshotWriting", "BenchSupport"],
      path: "Sources/Tools/make-snapshot"),
    // Reads Natural Earth's shapefiles and writes the bundled map: apart from QuizMap, so that
    // quiz, which only reads it, does not carry the writer.
    .target(
      name: "QuizMapWriting", dependencies: ["QuizMap", "CZlib"],
      path: "Sources/Tools/QuizMapWriting"),
    // Regenerates Assets/world.map from Assets/NaturalEarth (and, once, that folder's 1:10m
    // extract from the 1:10m set).
    .executableTarget(
      name: "make-map", dependencies: ["QuizMap", "QuizMapWriting", "BenchSupport"],
      path: "Sources/Tools/make-map"),
    // Interpreter accuracy and latency on a labelled corpus (run in release).
    .executableTarget(
      name: "quiz-bench",
      dependencies: [
        "QuizEngine", "QuizInterpreting", "CountryData", "BenchSupport", "CorpusScoring",
      ],
      path: "Sources/Tools/quiz-bench"),
    // The game's answer matching per keystroke, beside a floor, on the bundled data (run in
    // release).
    .executableTarget(
      name: "game-bench", dependencies: ["QuizGame", "CountryData", "BenchSupport"],
      path: "Sources/Tools/game-bench"),
    // progress.json after 20 world games: its size, and the instructions to load it and to
    // record one more game, counted with callgrind (run in release).
    .executableTarget(
      name: "progress-bench", dependencies: ["QuizGame", "CountryData", "BenchSupport"],
      path: "Sources/Tools/progress-bench"),
    // What the benchmarks and generators share: one command-line parser, the repository's
    // root, and latency arithmetic.
    .target(name: "BenchSupport", path: "Sources/Tools/BenchSupport"),
    // How answers are scored against the labelled corpora, as score.py does: for the
    // benchmarks and for the tests that hold the corpora to their floors.
    .target(
      name: "CorpusScoring", dependencies: ["QuizEngine"], path: "Sources/Tools/CorpusScoring"),
    // Conversations: a labelled dialogue corpus fed turn by turn, with context (run in release).
    .executableTarget(
      name: "dialogue-bench",
      dependencies: [
        "QuizEngine", "QuizInterpreting", "CountryData", "BenchSupport", "CorpusScoring",
      ],
      path: "Sources/Tools/dialogue-bench"),
    // A tiny HTTP/1.1 server on 127.0.0.1 with faults on demand, a forward proxy, and REST
    // Countries fixtures.
    .target(
      name: "LoopbackHTTPServer", dependencies: ["CZlib"],
      path: "Sources/Tools/LoopbackHTTPServer"),
    // Requests and bytes of the live-data loaders and the cache, on loopback (run in release).
    .executableTarget(
      name: "data-bench",
      dependencies: ["CountryData", "HTTPTransportNIO", "LoopbackHTTPServer", "BenchSupport"],
      path: "Sources/Tools/data-bench"),
    // The full-screen chat through a pseudo-terminal, beside a minimal C curses program (the
    // floor, compiled at run time with cc, hence excluded here) (run in release).
    .executableTarget(
      name: "tui-bench", dependencies: ["BenchSupport"], path: "Sources/Tools/tui-bench",
      exclude: ["Floor"]),

    .target(
      name: "QuizTestSupport", dependencies: ["QuizEngine"], path: "Tests/QuizTestSupport"),
    .testTarget(name: "QuizEngineTests", dependencies: ["QuizEngine", "QuizTestSupport"]),
    .testTarget(
      name: "QuizStorageTests",
      dependencies: ["QuizStorage", "CountryData", "QuizGame", "QuizTUI"]),
    .testTarget(
      name: "QuizInterpretingTests",
      dependencies: ["QuizInterpreting", "CountryData", "QuizTestSupport", "CorpusScoring"]),
    .testTarget(
      name: "HTTPTransportTests",
      dependencies: [
        "HTTPTransport", "HTTPTransportURLSession", "HTTPTransportNIO", "HTTPTransportProcess",
        "quiz-http", "LoopbackHTTPServer", "QuizTestSupport",
      ]),
    .testTarget(
      name: "CountryDataTests",
      dependencies: [
        "CountryData", "CountrySnapshotWriting", "HTTPTransportURLSession", "QuizTestSupport",
        "LoopbackHTTPServer",
      ]),
    .testTarget(
      name: "QuizLLMTests",
      dependencies: [
        "QuizLLM", "HTTPTransportURLSession", "LoopbackHTTPServer", "QuizTestSupport",
      ]),
    .testTarget(
      name: "QuizChatTests",
      dependencies: [
        "QuizChat", "QuizGame", "QuizInterpreting", "CountryData", "QuizTestSupport",
      ]),
    .testTarget(
      name: "QuizDailyTests",
      dependencies: [
        "QuizDaily", "QuizEngine", "QuizGame", "QuizMap", "CountryData", "QuizTestSupport",
      ]),
    .testTarget(
      name: "QuizGameTests",
      dependencies: [
        "QuizGame", "CountryData", "QuizTestSupport", "LoopbackHTTPServer",
        "HTTPTransportURLSession",
      ]),
    .testTarget(
      name: "CommandKitTests",
      dependencies: [
        // Not a product of its own: it comes with ArgumentParser, for the tests alone.
        "CommandKit", .product(name: "ArgumentParser", package: "swift-argument-parser"),
        "QuizTestSupport",
      ]),
    .testTarget(
      name: "QuizCLITests",
      dependencies: [
        "QuizCLI", "QuizGame", "QuizChat", "QuizDaily", "QuizTUI", "QuizTestSupport",
      ]),
    .testTarget(
      name: "QuizMapTests",
      dependencies: [
        "QuizMap", "QuizMapScene", "QuizMapWriting", "QuizGame", "CountryData", "QuizTestSupport",
      ]),
    .testTarget(
      name: "QuizTUITests",
      dependencies: [
        "QuizTUI", "QuizChat", "QuizGame", "QuizDaily", "CountryData", "QuizTestSupport",
      ]),
    // Runs the built `quiz` executable end to end, as a person or a script would.
    .testTarget(
      name: "AcceptanceTests",
      dependencies: [
        "quiz", "quiz-http", "LoopbackHTTPServer", "QuizTestSupport",
        // To work out the day's country as `quiz daily` should, and check that it does.
        "QuizDaily", "QuizTUI", "CountryData",
      ]),
  ],
  swiftLanguageModes: [.v6]
)
