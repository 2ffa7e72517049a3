// The page's only script, written inside every page's HTML (scripts/build/prerender.ts, which bundles
// it whole: what it shares with the app is copied in, never a chunk of its own). The
// prerendered HTML is already the whole page and works without JavaScript (links, the form), so React
// and the app (src/hydrate.tsx) load at the visitor's first touch, pointer move, scroll or focus (a
// key press moves the focus or scrolls): a slow phone spends nothing on hydration while the page loads.
// The prerender writes the app's hashed URL into #root's data-app (a second entry in vite.config.ts,
// so this script stays bare and React comes in one chunk). Only the listeners that must catch the
// first tap, the first choices and the first submit are set before the first paint; the rest waits
// for it.
import { keepVisitSource } from "./contact/keep-visit-source.ts";
import { keepFirstLeads } from "./contact/keep-first-lead.ts";
import { startSendingFromPage } from "./contact/send-from-page.ts";
import { noteFirstChoices } from "./first-choices.ts";
import { followedAsIs, holdFirstTaps } from "./first-tap.ts";
import { inAppBrowser } from "./in-app/in-app-browser.ts";
import { showInAppNotice } from "./in-app/in-app-notice.ts";
import type { WarmUpRequest } from "./shared/warm-up.ts";

// The guide's print button (src/components/PrintButton.tsx) works from the first click, app or not.
addEventListener("click", (e) => (e.target as Element).closest("[data-print]") && print());

const { app, path } = document.getElementById("root")!.dataset;
let started: Promise<unknown> | undefined;
function start() {
  return (started ??= app ? import(/* @vite-ignore */ app) : import.meta.env.DEV ? import("./hydrate.tsx") : undefined);
}

// A first tap on a link waits for the app it started loading where the app opens the page sooner
// than a new document would (src/first-tap.ts).
holdFirstTaps(start);

// A lead sent as a plain form before the app and the worker are there is kept on the device, and
// what the visitor chose or typed before the app is noted for it (src/contact/keep-first-lead.ts,
// src/first-choices.ts): this script comes inside the page's HTML, so both hold from the first paint.
keepFirstLeads();
noteFirstChoices();

requestAnimationFrame(() =>
  setTimeout(() => {
    // Where this visit began, kept once the page shows (src/contact/keep-visit-source.ts): a tap on a
    // link may still leave the page before the app has loaded (./first-tap.ts). One read of
    // sessionStorage, one write on the visit's first page.
    keepVisitSource();
    // Opened inside Instagram, Facebook, TikTok…: a line on how to open the site in the phone's
    // browser, where it works with no signal (src/in-app/). Other visitors load nothing more.
    if (inAppBrowser.test(navigator.userAgent)) showInAppNotice();
  }),
);

// A page the function served at its own address (/api/contact: a refused plain post, shown in the
// form with the reason and the values typed) is no route of the app's: it stays as it came.
const servedByFunction = location.pathname.startsWith("/api/");

// The app loads at once where the page cannot wait: the visitor came for a part of the page
// (/#contato: the form), the page was served for a path it was not made for (a not-found page,
// which logs the path and may show another state; src/hydrate.tsx), or a page that reads its link's
// query got one (the cost page's shared figures). Vite's dev server sends an empty #root.
// A finger on a link the browser follows before the app (a first visit at one bar) starts nothing
// that would share the link with the page it opens (./first-tap.ts).
const startAtOnce =
  location.hash || path !== location.pathname || (location.search && document.querySelector("[data-reads-query]"));
if (servedByFunction) {
  // The form there is a plain form, which this script and the worker send as they would anywhere.
} else if (startAtOnce) start();
else
  for (const type of ["pointerdown", "pointermove", "focusin", "scroll"])
    addEventListener(type, (e) => void (followedAsIs(e) || start()), { capture: true, passive: true });

// Leads this device kept go from the page itself where no worker is in charge (src/contact/send-from-page.ts),
// once the page has loaded, so they take no bandwidth from it.
addEventListener("load", startSendingFromPage);

// The service worker (src/sw/sw.ts: offline pages, the contact outbox) once the page has loaded. It
// has nothing to fetch before it takes the page, so the outbox is there moments later; its warm-up
// (the precache and every page, long at one bar) waits for this page's word, sent once the page has
// loaded and is in its hands, so it never takes bandwidth from the page itself. Registered again
// when the signal returns if it could not be then.
const sw = import.meta.env.PROD && navigator.serviceWorker;
if (sw) {
  const register = (): unknown =>
    sw.register("/sw.js").catch(() => addEventListener("online", register, { once: true }));
  const warmUp = () => sw.controller?.postMessage({ warmUp: true } satisfies WarmUpRequest);
  // A first visit: the worker has just taken the page. A later one: the page is already in its
  // hands, and a warm-up cut short goes on.
  sw.addEventListener("controllerchange", warmUp);
  addEventListener("load", () => {
    warmUp();
    register();
  });
}
