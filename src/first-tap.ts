// The first tap on a link to another page of the site, or on a button only the app answers, before
// the app drives the page. The same finger's pointerdown has started loading the app (src/main.tsx;
// it is precached after one visit): the click is held until the app has hydrated (<html
// data-hydrated>, src/App.tsx), then given to the app's own link, whose router opens the page with
// no new document (no network-first wait of the service worker, no page load at one bar), or to
// the app's own button. If the app cannot load (a first visit with no signal) or is not ready
// within `waitLimitMs`, the browser follows the link as it always would.
// A link is held only where the app comes sooner than the page would (`appIsNear`): at one bar, a
// chunk still on the network takes longer than the page it would open, so a first visit's tap held
// for it came about 3.5 s after a plain load; there the browser follows the link at once.
// Part of the page's first script: a listener and nothing more until the first tap.
const waitLimitMs = 3000;
// A link on which this page's own HTML came this fast brings the app's chunk within moments too.
const fastLinkMs = 500;

const hydrated = () => document.documentElement.hasAttribute("data-hydrated");

export function holdFirstTaps(startApp: () => Promise<unknown> | undefined): void {
  let held: HTMLAnchorElement | HTMLButtonElement | null = null;
  addEventListener("click", (e) => {
    if (hydrated() || e.defaultPrevented || e.button || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const target = (e.target as Element).closest?.("a, button");
    if (!target || !wantsTheApp(target)) return;
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
    // A button does nothing without the app, so it waits for it however slow the link.
    if (target instanceof HTMLAnchorElement) void appIsNear().then((near) => near || go(false));
  });
}

/** The app will be here before a new document would: its chunk has arrived (the page's resource
 * timing lists it), or the worker's precache holds it, or this page's own HTML came fast. */
async function appIsNear(): Promise<boolean> {
  const app = document.getElementById("root")?.dataset.app;
  // Vite's dev server, on this machine: the app is near.
  if (!app) return true;
  const url = new URL(app, location.href).href;
  const [page] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  if (performance.getEntriesByName(url).length || (page && page.responseEnd - page.startTime < fastLinkMs)) return true;
  return "caches" in self && (await caches.match(url).catch(() => undefined)) !== undefined;
}

/** A plain link to another page of this site, or a button only the app can answer ("Onde estou?").
 * A link within the page scrolls as it is; a form's submit button posts the form without the app. */
function wantsTheApp(el: Element): el is HTMLAnchorElement | HTMLButtonElement {
  if (el instanceof HTMLButtonElement) return el.type === "button" && !el.disabled;
  const link = el as HTMLAnchorElement;
  if (link.target || link.hasAttribute("download") || link.origin !== location.origin) return false;
  return link.pathname !== location.pathname || link.search !== location.search;
}
