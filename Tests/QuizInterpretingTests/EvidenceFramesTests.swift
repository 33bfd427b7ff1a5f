import QuizEngine
import Testing

@testable import QuizInterpreting

/// Frames around the question that say nothing against it, and ones that turn it round: a
/// clause about the person, a quiz's stake, a former name asked about today, flags to choose
/// from, a code with no person behind "who".
@Suite("Reading the frames around a question")
struct EvidenceFramesTests {
  @Test(
    "a frame around the question leaves it answered",
    arguments: [
      ("whats the flag of peru my little brother loves it", Intent.flag, "PE"),
      ("My aunt lives in Nepal and I'd like to know the capital there", .capital, "NP"),
      ("I'm doing a visa application for Ghana and it asks for the capital", .capital, "GH"),
      ("Canada's flag it has a leaf", .flag, "CA"),
      (
        "long story short, we fly into the capital of Peru on Monday, which city is it?", .capital,
        "PE"
      ),
      ("my boss wants to visit the capital of Ghana, which city is that", .capital, "GH"),
      ("client flying into the capital of Peru — that's Lima, correct?", .capital, "PE"),
      (
        "guest says he's from the capital of Georgia (the country), which city would that be?",
        .capital, "GE"
      ),
      ("Chile's flag is red white and blue with a star", .flag, "CL"),
      ("Mongolia has a capital? what is it", .capital, "MN"),
      ("is there a flag emoji for Greenland", .flag, "GL"),
      ("Category: Famous Capitals for $200. This city is the capital of Kenya.", .capital, "KE"),
      ("Evening! quick one before work — Chile's ISO code?", .isoCode, "CL"),
      ("capital of tie land the country", .capital, "TH"),
      ("Hong Kong's ISO code, is it CN?", .isoCode, "HK"),
      ("When my grandpa was young it was Siam. What's the capital now?", .capital, "TH"),
      ("formerly known as Burma — what's its capital today?", .capital, "MM"),
      ("we talked about Bhutan and what its capital is. cheers", .capital, "BT"),
      ("flag of the Cook Is. please", .flag, "CK"),
      ("capital of Greece please? We went there in 1985 and I forgot the name", .capital, "GR"),
      ("What is the capital of Peru? I forget the name. With love, Ann", .capital, "PE"),
      (
        "Dear Sir or Madam, I hope this is the right place. What is Chad's capital?", .capital, "TD"
      ),
      ("has the capital of Brazil changed?", .capital, "BR"),
      ("is Nigeria's capital still Lagos or did it change", .capital, "NG"),
      ("is Rio the capital of Brazil or did they move it", .capital, "BR"),
      ("Abu Dhabi is the capital of the Emirates, right?", .capital, "AE"),
      ("flags are hard, I need Chad's", .flag, "TD"),
      ("what's the capital of Myanmar? Rangoon? Yangon? same thing?", .capital, "MM"),
      ("how do I get the Peruvian flag emoji", .flag, "PE"),
      ("how to type the flag of Kenya on my phone", .flag, "KE"),
      ("iso aplha-2 for Chile", .isoCode, "CL"),
      ("Dahomey's flag these days?", .flag, "BJ"), ("capital of modern Ceylon", .capital, "LK"),
      ("🇳🇴 or 🇮🇸 — which one is Iceland?", .flag, "IS"),
      ("Niger and Nigeria have similar flags, show me Niger's", .flag, "NE"),
      ("🇦🇹 or 🇱🇻 for Latvia", .flag, "LV"), ("Monaco: 🇮🇩 or 🇲🇨?", .flag, "MC"),
      ("cptl of kenya", .capital, "KE"), ("flg of chile pls", .flag, "CL"),
      ("flag of yeah men", .flag, "YE"), ("flag of oh man", .flag, "OM"),
      ("Japan 🏳️ ?", .flag, "JP"), ("need the ISO code for Iran... wait no, Iraq!!", .isoCode, "IQ"),
      ("Not Niger, Nigeria: what's the capital?", .capital, "NG"),
      ("iso2 for chile", .isoCode, "CL"),
      ("cap. of Nepal", .capital, "NP"), ("the flag of the States for my post", .flag, "US"),
      ("capital of peru question mark", .capital, "PE"),
      ("flag of knee pal full stop", .flag, "NP"),
      ("wats da code 4 peru", .isoCode, "PE"),
      ("iso code for Chile question mark need it for the customs paperwork", .isoCode, "CL"),
      ("capital of Fiji full stop my son has a border map to finish", .capital, "FJ"),
      ("can u send the flag of japan for my may 5th post", .flag, "JP"),
      ("Is Peru's code PE or PR?", .isoCode, "PE"),
      ("Austria = AU in ISO codes, right?", .isoCode, "AT"),
      ("what is the capital of Central African Republic", .capital, "CF"),
      ("Peru capital — it's Cusco isn't it", .capital, "PE"),
      ("Türk bayrağı, turkish flag pls", .flag, "TR"), ("cap of NZ?", .capital, "NZ"),
      ("is Germany's code GE or DE?", .isoCode, "DE"), ("😎 alpha-2 for 🇨🇭 pls", .isoCode, "CH"),
      ("capital of 🇰🇪?", .capital, "KE"),
      ("long day, brain is fried. alpha-2 code ecuador", .isoCode, "EC"),
      ("is bergen norways capital or not", .capital, "NO"),
      ("what country is :flag_gh: lol", .countryByFlag, "GH"),
      ("At school it was still Ceylon to us. What is its capital nowadays?", .capital, "LK"),
      (
        "relocating to Chile in spring, what's the capital there - Santiago or Valparaiso?",
        .capital, "CL"
      ),
      ("shu el capital taba3 Jordan", .capital, "JO"), ("Kenya ki capital kya hai", .capital, "KE"),
      ("new job in Norway, need the ISO country code for payroll (NO or NR?)", .isoCode, "NO"),
      ("fkag of Ghana", .flag, "GH"),
      ("Lilongwe - Malawi or Mali?", .countryByCapital, "MW"),
      ("Ecuador: Quito or Guayaquil?", .capital, "EC"),
      ("Yaoundé or Douala for Cameroon?", .capital, "CM"),
      ("Windhoek. What country is it? Ten seconds on the clock.", .countryByCapital, "NA"),
      ("where is Maseru the capital of", .countryByCapital, "LS"),
      ("Honiara is the capital of ___", .countryByCapital, "SB"),
      ("Peruvian flag for my banner", .flag, "PE"),
      ("I would be most grateful for the flag of Fiji", .flag, "FJ"),
      ("capital of Austira *Austria", .capital, "AT"), ("flag of Niger *Nigeria pls", .flag, "NG"),
      // An article after the asterisk notes what the name is, and corrects nothing.
      ("flag of Jordan *the country", .flag, "JO"),
      ("what's the code for Guinea. Equatorial Guinea* sorry", .isoCode, "GQ"),
      ("flag of Dominica*** Dominican Republic I mean", .flag, "DO"),
      ("capital of Niger* Nigeria sorry", .capital, "NG"),
      ("wjat the capitl of irelnd lmao", .capital, "IE"), ("Comoros cap.", .capital, "KM"),
      ("which is the country of the sigla 'AO'?", .countryByCode, "AO"),
      ("origin of goods field needs the 2-letter ISO code — Vietnam?", .isoCode, "VN"),
      ("crossword: 'Ghanaian capital' 5 letters, what is it", .capital, "GH"),
      ("drop the 🇨🇦-style emoji but for Mexico", .flag, "MX"),
      ("Why is it so hard to find the ISO code for Bosnia? What is it?", .isoCode, "BA"),
      (
        "Multiple choice: Tegucigalpa is the capital of A) Honduras B) Nicaragua C) El Salvador "
          + "D) Guatemala", .countryByCapital, "HN"
      ),
      ("capital of Peru? (a) Cusco (b) Lima (c) Quito", .capital, "PE"),
      ("ISO country code for the country Georgia, not the state", .isoCode, "GE"),
      ("flag of Georgia, not the state", .flag, "GE"),
      ("capital of Georgia not the US state", .capital, "GE"),
      ("capital of Guinea — ugh, Guinea-Bissau, not Guinea", .capital, "GW"),
      (
        "which country has capital Niamey. actually never mind that one, which country has Abuja",
        .countryByCapital, "NG"
      ),
      ("flag of Niger, scratch that, flag of Nigeria", .flag, "NG"),
      ("wat cntry is NZ", .countryByCode, "NZ"),
      ("Which land has the code CH? I think it is not China", .countryByCode, "CH"),
      ("the form says TR, is that Turkey?", .countryByCode, "TR"),
      ("box says made in 'ME' - that's Montenegro or what?", .countryByCode, "ME"),
      ("same as 🇫🇷 but for the Netherlands please", .flag, "NL"),
      ("copied from the form: Country (ISO-3166 alpha-2): ____  <- for Greece", .isoCode, "GR"),
      ("capital of Austira. Austria*", .capital, "AT"),
      ("the *really* hard one: flag of Niger", .flag, "NE"),
      ("Dear team, kindly advise the two-letter international code for Portugal.", .isoCode, "PT"),
      ("Brazil capital: Rio or Brasília?", .capital, "BR"),
      ("capitalll of chileee", .capital, "CL"), ("#FlagFriday Jamaica", .flag, "JM"),
      // A function's name in code reads as its words; a comment after it asks nothing.
      ("getCapital('Peru') // should be Lima", .capital, "PE"),
      ("flagOf(\"Kenya\")", .flag, "KE"),
      ("sending a parcel to Peru, what code goes in the country box", .isoCode, "PE"),
      ("my grandmother was born in Siam — what's the capital of that country now?", .capital, "TH"),
      (
        "what a week. our club is running a world night and every table drew a nation out of a "
          + "bowl, ours got Mongolia of all the places, and we need the flag for the table card. "
          + "could you show me the flag of Mongolia", .flag, "MN"
      ),
    ])
  func answered(text: String, intent: Intent, code: String) throws {
    let answer = try answer(text)
    #expect(answer.intent == intent, "\(text) gave \(answer)")
    #expect(answer.match?.country.code == code, "\(text) gave \(answer)")
  }

  @Test(
    "asked the other way round",
    arguments: [
      ("country for capital Nairobi", Intent.countryByCapital, "KE"),
      ("Bamako is the capital of Mali or Malawi?", .countryByCapital, "ML"),
      ("is Maseru in Lesotho or Eswatini", .countryByCapital, "LS"),
      ("Apia is Samoa or Tonga?", .countryByCapital, "WS"),
      ("Banjul: capital of Gambia or of Guinea?", .countryByCapital, "GM"),
      ("whose code is SI, slovenia or slovakia?", .countryByCode, "SI"),
      ("is .ly a real thing? what country is LY", .countryByCode, "LY"),
      ("de_AT → which country is AT", .countryByCode, "AT"),
      (
        "flights to Ulaanbaatar sorted! which country is it the capital of again",
        .countryByCapital, "MN"
      ),
      ("which country has code SK, slovakia or slovenia?", .countryByCode, "SK"),
      (
        "the payment form wants 'country (ISO)'. My landlord lives in Portugal, what do I put",
        .isoCode, "PT"
      ),
      ("NE is that Niger or Nigeria", .countryByCode, "NE"),
      ("is GM gambia or ghana", .countryByCode, "GM"),
      ("BT is Bhutan, not Botswana, right?", .countryByCode, "BT"),
      ("CL is Chile right?", .countryByCode, "CL"),
      ("niger flag not nigeria 🇳🇬", .flag, "NE"),
      (
        "Ticket 5512: client wants the Latvian flag emoji for her shop sign, what is it?", .flag,
        "LV"
      ),
      ("austria's capital, i always mix it up with australia", .capital, "AT"),
      ("Slovenia flag - my kid keeps asking", .flag, "SI"),
      (
        "Ticket 00417: user in Peru says the country field rejects 'PR'. What's the right 2-letter code?",
        .isoCode, "PE"
      ),
      ("shipping label: country of origin code for Peru, 2 letters", .isoCode, "PE"),
      ("the visa form wants the two-letter code of my nationality, I'm from Ghana", .isoCode, "GH"),
      (
        "quiz night: is the answer to 'capital of Australia' Sydney or Canberra? help", .capital,
        "AU"
      ),
      ("replying to \"flag of Kenya\" - can you post it", .flag, "KE"),
      ("which country is 'NZ', and how many people live there", .countryByCode, "NZ"),
      ("capital of Oman and the best time of year to go", .capital, "OM"),
      ("Philadelphia was once the capital but what's the capital of the USA now", .capital, "US"),
      ("what's the flag of Chile plus its national anthem", .flag, "CL"),
      ("is 'NE' niger or nigeria? the parcel label only says NE", .countryByCode, "NE"),
      ("country for code JP", .countryByCode, "JP"),
      ("who is FR in the alpha-2 list", .countryByCode, "FR"),
      ("NZ on a bumper sticker — which country?", .countryByCode, "NZ"),
      ("🇯🇵🇯🇵 who??", .countryByFlag, "JP"),
      ("Two letter code CH is Switzerland or China?", .countryByCode, "CH"),
      ("'NZ' — country?", .countryByCode, "NZ"),
      ("the sticker on the crate says 'PT'. what country is that?", .countryByCode, "PT"),
      ("my form shows 'LK' as the country, which country is that", .countryByCode, "LK"),
      ("what is 'PE' as a country code? not physical education", .countryByCode, "PE"),
      ("Wat land is BE?", .countryByCode, "BE"),
      ("ISO code 'MX'?", .countryByCode, "MX"),
      ("CL = ? (ISO)", .countryByCode, "CL"),
    ])
  func turnedRound(text: String, intent: Intent, code: String) throws {
    let answer = try answer(text)
    #expect(answer.intent == intent, "\(text) gave \(answer)")
    #expect(answer.match?.country.code == code, "\(text) gave \(answer)")
  }

  @Test(
    "a claim is checked, and a choice of capitals gets the fact",
    arguments: [
      (
        "Pretty sure Australia's capital is Sydney. Right?",
        "No: the capital of Australia is Canberra."
      ),
      ("capital of Australia — Sydney or Canberra?", "The capital of Australia is Canberra."),
    ])
  func checked(text: String, reply: String) throws {
    #expect(ReplyWording.text(for: try answer(text)) == reply)
  }

  @Test("a farewell after an answer is no place to look up")
  func farewell() throws {
    let answer = try answerInContext("thanks bye!", after: "which country has Lima as its capital")
    #expect(answer.outcome != .answered)
    #expect(answer.match == nil)
    #expect(!ReplyWording.text(for: answer).contains("bye"))
  }

  @Test(
    "what still asks something else stays unanswered",
    arguments: [
      "is the Dutch flag red white and blue", "when was the flag of Peru adopted",
      "Milan is the fashion capital of which country", "I want a flag for my room",
      "my cousin lives in Peru and wants to know how big its capital is",
      "which countries still have capital punishment",
      "is Austin or Houston the capital of Texas", "the capital of Russia in the 19th century",
      "🏳️‍🌈 of peru", "does Peru have a flag", "best restaurants in the capital of Japan",
      "how many times has the capital of Japan changed", "rate my flag design: red with a star",
      "why did Brazil's capital move",
      "when did the capital of Nigeria change", "did the flag of Canada change in 1965",
      "how do I get to the capital of Peru", "how to get a visa for Kenya",
      "is the flag of Chad the same as Romania's?",
      "🇮🇹🇮🇹 forza azzurri!!", "🇧🇷 vamos brasil, what a goal!",
      "we went to Greece last summer 🇬🇷💙 still dreaming of it", "miss my home 🇵🇭 so much",
      "cap of the bottle is stuck", "capital of ??? haha", "flag of ...",
      "what does the chequered flag mean 🏁", "is US or Canada bigger",
      "UK is Europe right?",
      "I painted tiny flags on all the boats, and then my son asked me what the population of Peru is. no idea. do you know?",
      "we built a model town and painted little flags on the houses, then my son asked me what the population of Peru is. do you know?",
      "what does 'capital of culture' mean, is it a prize",
      "our team name is 'flags of the world' lol",
      "capital of Spain and of which region is Madrid the capital",
      "the capital? I mean, who cares about Peru anyway. Lima, probably",
      "Tokyo: sushi or ramen?", "Paris or Rome for Easter?", "Kenya - Uganda or Tanzania?",
      "is LA or San Diego the capital of California",
    ])
  func refused(text: String) throws {
    #expect(try answer(text).outcome != .answered, "\(text)")
  }

  @Test(
    "a flag emoji that is no country's is looked up, and found to be none",
    arguments: ["which country's flag is 🏁", "whose flag is this 🏴‍☠️ ?"])
  func otherFlags(text: String) throws {
    let answer = try answer(text)
    #expect(answer.intent == .countryByFlag)
    #expect(answer.outcome == .countryNotFound)
  }

  @Test("how to type any flag names no place to look up")
  func howToTypeFlags() throws {
    let answer = try answer("how do I type flag emojis on a Mac")
    guard case .unrecognized = answer else {
      Issue.record("gave \(answer)")
      return
    }
  }
}
