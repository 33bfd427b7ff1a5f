/// ISO 3166-1 alpha-3 codes, each with its alpha-2 code: "JPN", "DEU". People type them where
/// a name or a two-letter code is asked ("code JPN", "flag of DEU"), from forms, sports results
/// and spreadsheets. The data's `cca3`, kept as text: five letters an entry, read once.
enum AlphaThreeCodes {
  /// The alpha-2 code of `typed` read as an alpha-3 code; nil when it is none, or is an English
  /// word typed in small letters ("can", "per", "and").
  static func alpha2(ofTyped typed: String) -> String? {
    let scalars = Array(typed.unicodeScalars)
    guard scalars.count == 3,
      scalars.allSatisfy({ ("A"..."Z").contains($0) || ("a"..."z").contains($0) })
    else { return nil }
    let upper = scalars.allSatisfy { ("A"..."Z").contains($0) }
    let lower = scalars.allSatisfy { ("a"..."z").contains($0) }
    guard upper || lower else { return nil }
    if lower, !Lexicon.classes(of: typed).isEmpty || EverydayWords.areAll(in: typed) { return nil }
    return table[typed.uppercased()]
  }

  static let table: [String: String] = {
    var table: [String: String] = [:]
    for entry in text.split(whereSeparator: { $0 == " " || $0 == "\n" }) where entry.utf8.count == 5
    {
      table[String(entry.prefix(3))] = String(entry.suffix(2))
    }
    return table
  }()

  private static let text = """
    ABWAW AFGAF AGOAO AIAAI ALAAX ALBAL ANDAD AREAE ARGAR ARMAM ASMAS ATAAQ ATFTF ATGAG AUSAU AUTAT
    AZEAZ BDIBI BELBE BENBJ BESBQ BFABF BGDBD BGRBG BHRBH BHSBS BIHBA BLMBL BLRBY BLZBZ BMUBM BOLBO
    BRABR BRBBB BRNBN BTNBT BVTBV BWABW CAFCF CANCA CCKCC CHECH CHLCL CHNCN CIVCI CMRCM CODCD COGCG
    COKCK COLCO COMKM CPVCV CRICR CUBCU CUWCW CXRCX CYMKY CYPCY CZECZ DEUDE DJIDJ DMADM DNKDK DOMDO
    DZADZ ECUEC EGYEG ERIER ESHEH ESPES ESTEE ETHET FINFI FJIFJ FLKFK FRAFR FROFO FSMFM GABGA GBRGB
    GEOGE GGYGG GHAGH GIBGI GINGN GLPGP GMBGM GNBGW GNQGQ GRCGR GRDGD GRLGL GTMGT GUFGF GUMGU GUYGY
    HKGHK HMDHM HNDHN HRVHR HTIHT HUNHU IDNID IMNIM INDIN IOTIO IRLIE IRNIR IRQIQ ISLIS ISRIL ITAIT
    JAMJM JEYJE JORJO JPNJP KAZKZ KENKE KGZKG KHMKH KIRKI KNAKN KORKR KWTKW LAOLA LBNLB LBRLR LBYLY
    LCALC LIELI LKALK LSOLS LTULT LUXLU LVALV MACMO MAFMF MARMA MCOMC MDAMD MDGMG MDVMV MEXMX MHLMH
    MKDMK MLIML MLTMT MMRMM MNEME MNGMN MNPMP MOZMZ MRTMR MSRMS MTQMQ MUSMU MWIMW MYSMY MYTYT NAMNA
    NCLNC NERNE NFKNF NGANG NICNI NIUNU NLDNL NORNO NPLNP NRUNR NZLNZ OMNOM PAKPK PANPA PCNPN PERPE
    PHLPH PLWPW PNGPG POLPL PRIPR PRKKP PRTPT PRYPY PSEPS PYFPF QATQA REURE ROURO RUSRU RWARW SAUSA
    SDNSD SENSN SGPSG SGSGS SHNSH SJMSJ SLBSB SLESL SLVSV SMRSM SOMSO SPMPM SRBRS SSDSS STPST SURSR
    SVKSK SVNSI SWESE SWZSZ SXMSX SYCSC SYRSY TCATC TCDTD TGOTG THATH TJKTJ TKLTK TKMTM TLSTL TONTO
    TTOTT TUNTN TURTR TUVTV TWNTW TZATZ UGAUG UKRUA UMIUM UNKXK URYUY USAUS UZBUZ VATVA VCTVC VENVE
    VGBVG VIRVI VNMVN VUTVU WLFWF WSMWS YEMYE ZAFZA ZMBZM ZWEZW
    """
}
