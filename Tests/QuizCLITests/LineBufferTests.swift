import Foundation
import Testing

@testable import QuizCLI

@Suite("Lines from a descriptor, with a wait that can end")
struct LineBufferTests {
  @Test func nothingWritten_timesOut_thenALineArrives() throws {
    let pipe = Pipe()
    let sut = LineBuffer(descriptor: pipe.fileHandleForReading.fileDescriptor)

    #expect(sut.nextLine(timeout: 0.05) == .timedOut)
    pipe.fileHandleForWriting.write(Data("France\n".utf8))
    #expect(sut.nextLine(timeout: 5) == .line("France"))
  }

  @Test func severalLinesAtOnce_comeOneAtATime_andTheLastUnfinishedOneAtTheEnd() throws {
    let pipe = Pipe()
    let sut = LineBuffer(descriptor: pipe.fileHandleForReading.fileDescriptor)
    pipe.fileHandleForWriting.write(Data("Peru\r\n\nChile\nBra".utf8))
    try pipe.fileHandleForWriting.close()

    #expect(sut.nextLine(timeout: nil) == .line("Peru"))
    #expect(sut.nextLine(timeout: nil) == .line(""))
    #expect(sut.nextLine(timeout: 0) == .line("Chile"))
    #expect(sut.nextLine(timeout: nil) == .line("Bra"))
    #expect(sut.nextLine(timeout: nil) == .end)
    #expect(sut.nextLine(timeout: 1) == .end)
  }

  @Test func invalidUTF8_andHugeLines_areRead_neverLost() throws {
    let pipe = Pipe()
    let sut = LineBuffer(descriptor: pipe.fileHandleForReading.fileDescriptor)
    let huge = String(repeating: "é", count: 200_000)
    DispatchQueue.global().async {
      pipe.fileHandleForWriting.write(Data([0x66, 0xFF, 0x0A]) + Data((huge + "\n").utf8))
      try? pipe.fileHandleForWriting.close()
    }

    #expect(sut.nextLine(timeout: 5) == .line("f\u{FFFD}"))
    #expect(sut.nextLine(timeout: 5) == .line(huge))
    #expect(sut.nextLine(timeout: 5) == .end)
  }
}
