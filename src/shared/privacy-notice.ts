// Changes whenever the text of /privacidade changes. The form sends it and each lead stores it,
// so the team can show which notice a person was shown when they wrote in (LGPD).
// When the text changes, put the new version first: the function stores a version a page sends
// only if it is in this list (a page cached offline may still send an older one), and the
// current one otherwise, so a lead never claims a notice the site never published.
// A second text published on one day takes that day with "-2" (then "-3").
export const privacyNoticeVersions = [
  "2026-11-28-2",
  "2026-11-28",
  "2026-11-27-2",
  "2026-11-27",
  "2026-11-24",
  "2026-11-23",
  "2026-11-22",
] as const;

export const privacyNoticeVersion = privacyNoticeVersions[0];
