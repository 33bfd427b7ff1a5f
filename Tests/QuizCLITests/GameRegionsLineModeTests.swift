import Testing

@Suite("Line mode and --json: missed answers by region")
struct GameRegionsLineModeTests {
  @Test func theSummary_listsTheMissedAnswers_regionByRegion() async {
    let result = await runGame(["play", "world"], lines: instant(["Peru", "Niger", "give up"]))

    #expect(
      result.output.hasSuffix(
        """
        You gave up: 2 of 5 in 0:00.
        A new best in 15:00!
        Missed in Africa (1 of 2): Nigeria
        Missed in Americas (2 of 3): Bolivia, Chile

        """), "\(result.output)")
  }

  @Test func aPlaceOfTheDataThatIsNoAnswer_saysWhereItIs_orWhyItDoesNotCount() async {
    let result = await runGame(
      ["play", "south america"],
      lines: instant(["Nigeria", "Falkland Islands", "Atlantis", "give up"]))

    let replies = result.output.split(separator: "\n").filter { $0.contains(" · ") }
    #expect(
      replies == [
        "Nigeria is in Western Africa, not in this game · 0/3 · 5:00 left",
        "Falkland Islands is not one of this game's independent states · 0/3 · 5:00 left",
        "Not an answer · 0/3 · 5:00 left",
      ], "\(result.output)")
  }

  @Test func json_aPlaceThatIsNoAnswer_isNotInGame_withWhereItIs() async {
    let result = await runGame(["play", "south america", "--json"], lines: instant(["Niger"]))

    #expect(
      result.output.contains(
        #"{"guess":"Niger","result":"not_in_game","answer":null,"code":null,"found":0,"#
          + #""total":3,"remaining_seconds":300,"seconds":null,"split_seconds":null,"#
          + #""place":"Niger","reason":"elsewhere","area":"Western Africa","#
          + #""message":"Niger is in Western Africa, not in this game."}"#),
      "\(result.output)")
  }

  @Test func json_givesEachRegionsCounts_andItsMissedAnswers() async {
    let result = await runGame(
      ["play", "world", "--json"], lines: instant(["Peru", "Niger", "Nigeria", "give up"]))

    #expect(
      result.output.hasSuffix(
        #"{"finished":"gave_up","found":3,"total":5,"seconds":0,"time_limit":900,"missed":["Bolivia","Chile"],"regions":["#
          + #"{"region":"Africa","found":2,"total":2,"missed":[]},"#
          + #"{"region":"Americas","found":1,"total":3,"missed":["Bolivia","Chile"]}],"#
          + #""practice":false,"hints":0,"found_with_hints":0,"new_best":true,"no_best":null,"best":null,"last":null}"#
          + "\n"),
      "\(result.output)")
  }
}
