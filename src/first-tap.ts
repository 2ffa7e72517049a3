// The first tap on a link to another page of the site, or on a button only the app answers, before
// the app drives the page. A link's tap is held only where the app needs nothing from the network
// to open the page (`appIsNear`): the worker's warm-up is complete and its caches hold this page's
// app (a repeat visit), or this page's own HTML came within 0.5 s (a fast link). There the click
// waits for the app its pointerdown started (src/main.tsx) to hydrate (<html data-hydrated>,
// src/App.tsx), then goes to the app's own link, whose router opens the page with no new document
// (no network-first wait of the service worker); if the app cannot load or is not ready within
// `waitLimitMs`, the browser follows the link as it always would.
// Anywhere else (a first visit at one bar) the browser follows the link at once, as with no script:
// the app's chunk and the route's would cross the slow link before the page opened, and so would
// take longer than the page itself. The finger on such a link does not start the app either
// (`followedAsIs`): its chunk would take a connection and the link from the page being opened.
// A button only the app answers waits for it however slow the link.
// Part of the page's first script: a listener and a look at the caches until the first tap.
import { warmedCache } from "./shared/warm-up.ts";

const waitLimitMs = 3000;
// A link on which this page's own HTML came this fast brings the app's chunks within moments too.
const fastLinkMs = 500;

const hydrated = () => document.documentElement.hasAttribute("data-hydrated");

// What the caches said at the last look: read at the start and again at each pointerdown until they
// say warmed, as the warm-up may complete during the visit. A look not yet answered counts as not warmed.
let warmed = false;
const look = () => void (warmed || appIsCached().then((cached) => (warmed = cached)));

export function holdFirstTaps(startApp: () => Promise<unknown> | undefined): void {
  look();
  addEventListener("pointerdown", look, { capture: true, passive: true });
  let held: HTMLAnchorElement | HTMLButtonElement | null = null;
  addEventListener("click", (e) => {
    if (hydrated() || e.defaultPrevented || e.button || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const target = (e.target as Element).closest?.("a, button");
    if (!target || !wantsTheApp(target)) return;
    if (target instanceof HTMLAnchorElement && !appIsNear()) return;
    e.preventDefault();
    // A second tap while waiting changes what is done, not the wait.
    if (held) return void (held = target);
    held = target;
    const go = (byTheApp: boolean) => {
      const to = held;
      if (!to) return;
      held = null;
      clearTimeout(timer);
      watch.disconnect();
      // A button does nothing without the app: with no app, the tap is dropped as it always was.
      if (byTheApp) to.click();
      else if (to instanceof HTMLAnchorElement) location.assign(to.href);
    };
    const timer = setTimeout(() => go(hydrated()), waitLimitMs);
    const watch = new MutationObserver(() => hydrated() && go(true));
    watch.observe(document.documentElement, { attributeFilter: ["data-hydrated"] });
    startApp()?.catch(() => go(false));
  });
}

/** The event is a finger (or pointer, or focus) on a link the browser will follow as it is, before
 * the app: src/main.tsx does not start the app for it. */
export function followedAsIs(e: Event): boolean {
  const link = (e.target as Element | null)?.closest?.("a");
  return !!link && !hydrated() && wantsTheApp(link) && !appIsNear();
}

/** The app opens the page sooner than a new document would: it needs nothing from the network. */
function appIsNear(): boolean {
  // Vite's dev server, on this machine: the app is near.
  if (!document.getElementById("root")?.dataset.app) return true;
  const [page] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  return warmed || (!!page && page.responseEnd > 0 && page.responseEnd - page.startTime < fastLinkMs);
}

/** The worker's warm-up is complete (its mark: every script and page is in its caches, the routes'
 * chunks with them) and its caches hold this page's app. */
async function appIsCached(): Promise<boolean> {
  const app = document.getElementById("root")?.dataset.app;
  if (!app || !("caches" in self) || !(await caches.has(warmedCache))) return false;
  const marks = await (await caches.open(warmedCache)).keys();
  return marks.length > 0 && (await caches.match(new URL(app, location.href).href)) !== undefined;
}

/** A plain link to another page of this site, or a button only the app can answer ("Onde estou?").
 * A link within the page scrolls as it is; a form's submit button posts the form without the app. */
function wantsTheApp(el: Element): el is HTMLAnchorElement | HTMLButtonElement {
  if (el instanceof HTMLButtonElement) return el.type === "button" && !el.disabled;
  const link = el as HTMLAnchorElement;
  if (link.target || link.hasAttribute("download") || link.origin !== location.origin) return false;
  return link.pathname !== location.pathname || link.search !== location.search;
}
