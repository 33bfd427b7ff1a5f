#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where the person is, from the C library's `localtime_r` (TZ, else /etc/localtime): the
/// daily puzzle changes at their midnight, and FoundationEssentials has no time zones.
enum LocalTime {
  /// Seconds east of UTC at a moment, in seconds since 1970; 0 where the C library cannot say.
  static func secondsFromGMT(atSecondsSince1970 moment: Double) -> Int {
    var seconds = time_t(moment.rounded(.down))
    var parts = tm()
    guard localtime_r(&seconds, &parts) != nil else { return 0 }
    return Int(parts.tm_gmtoff)
  }
}
