// The first tap on a link to another page of the site, before the app drives the page. The same
// finger's pointerdown has started loading the app (src/main.tsx; it is precached after one visit):
// the click is held until the app has hydrated (<html data-hydrated>, src/App.tsx), then given to
// the app's own link, whose router opens the page with no new document: no network-first wait of
// the service worker, no page load at one bar. If the app cannot load (a first visit with no
// signal) or is not ready within `waitLimitMs`, the browser follows the link as it always would.
// Part of the page's first script: a listener and nothing more until the first tap.
const waitLimitMs = 3000;

const hydrated = () => document.documentElement.hasAttribute("data-hydrated");

export function holdFirstTaps(startApp: () => Promise<unknown> | undefined): void {
  let held: HTMLAnchorElement | null = null;
  addEventListener("click", (e) => {
    if (hydrated() || e.defaultPrevented || e.button || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const link = (e.target as Element).closest?.("a");
    // Only a plain link to another page of this site; a link within the page scrolls as it is.
    if (!link || link.target || link.hasAttribute("download") || link.origin !== location.origin) return;
    if (link.pathname === location.pathname && link.search === location.search) return;
    e.preventDefault();
    // A second tap while waiting changes the destination, not the wait.
    if (held) return void (held = link);
    held = link;
    const go = (byTheApp: boolean) => {
      const to = held;
      if (!to) return;
      held = null;
      clearTimeout(timer);
      watch.disconnect();
      byTheApp ? to.click() : location.assign(to.href);
    };
    const timer = setTimeout(() => go(hydrated()), waitLimitMs);
    const watch = new MutationObserver(() => hydrated() && go(true));
    watch.observe(document.documentElement, { attributeFilter: ["data-hydrated"] });
    startApp()?.catch(() => go(false));
  });
}
