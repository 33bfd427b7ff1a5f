import Testing

@Suite("Line mode and --json: missed answers by region")
struct GameRegionsLineModeTests {
  @Test func theSummary_listsTheMissedAnswers_regionByRegion() async {
    let result = await runGame(["play", "world"], lines: instant(["Peru", "Niger", "give up"]))

    #expect(
      result.output.hasSuffix(
        """
        You gave up: 2 of 5.
        A new best!
        Missed in Africa (1 of 2): Nigeria
        Missed in Americas (2 of 3): Bolivia, Chile

        """), "\(result.output)")
  }

  @Test func json_givesEachRegionsCounts_andItsMissedAnswers() async {
    let result = await runGame(
      ["play", "world", "--json"], lines: instant(["Peru", "Niger", "Nigeria", "give up"]))

    #expect(
      result.output.hasSuffix(
        #"{"finished":"gave_up","found":3,"total":5,"missed":["Bolivia","Chile"],"regions":["#
          + #"{"region":"Africa","found":2,"total":2,"missed":[]},"#
          + #"{"region":"Americas","found":1,"total":3,"missed":["Bolivia","Chile"]}],"#
          + #""practice":false,"hints":0,"found_with_hints":0,"new_best":true,"best":null,"last":null}"#
          + "\n"),
      "\(result.output)")
  }
}
