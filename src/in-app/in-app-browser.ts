// Apps that open links in a browser of their own (Instagram, Facebook, Messenger, TikTok): there the
// site often gets no service worker and cannot be installed, so it will not open with no signal.
// Told by the user agent those browsers announce; the first script tests this and loads the notice
// (./in-app-notice.ts) only when it matches, so other visitors download none of it.
export const inAppBrowser =
  /Instagram|FBAN|FBAV|FB_IAB|FBIOS|Messenger|MessengerForiOS|Orca-Android|musical_ly|TikTok|BytedanceWebview|WhatsApp/;
