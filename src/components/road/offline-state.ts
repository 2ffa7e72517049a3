// What the road panel reads from the browser about this phone: whether the site is saved for use
// with no signal (a service worker in control, how many pages its cache holds), whether the storage
// is kept, whether this is an iPhone outside the home screen, and whether the screen can stay on.
// Read from the device only: none of it makes a request.

export interface OfflineState {
  controlled: boolean;
  pages: number;
  /** The browser can be asked to keep the site's storage (navigator.storage.persist). */
  canPersist: boolean;
  persisted: boolean | null;
  iphoneInBrowser: boolean;
  wakeLock: boolean;
}

/** The service worker's pages cache (src/sw/sw.ts). */
const pagesCache = "pages";

export async function readOfflineState(): Promise<OfflineState> {
  const controlled = Boolean(navigator.serviceWorker?.controller);
  const pages =
    controlled && "caches" in window && (await caches.has(pagesCache))
      ? (await (await caches.open(pagesCache)).keys()).length
      : 0;
  const canPersist = "storage" in navigator && typeof navigator.storage.persist === "function";
  const persisted = canPersist ? await navigator.storage.persisted() : null;
  const ios =
    /iPhone|iPad|iPod/.test(navigator.userAgent) || (navigator.platform === "MacIntel" && navigator.maxTouchPoints > 1);
  const standalone =
    (navigator as Navigator & { standalone?: boolean }).standalone === true ||
    matchMedia("(display-mode: standalone)").matches;
  return {
    controlled,
    pages,
    canPersist,
    persisted,
    iphoneInBrowser: ios && !standalone,
    wakeLock: "wakeLock" in navigator,
  };
}
