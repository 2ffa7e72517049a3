// Changes whenever the text of /privacidade changes. The form sends it and each lead stores it,
// so the team can show which notice a person was shown when they wrote in (LGPD).
export const privacyNoticeVersion = "2026-11-24";
