// The service worker (built by vite-plugin-pwa into dist/sw.js): after one visit, every page of
// the sitemap opens with no connection. Scripts, styles, icons and illustrations are precached
// (hashed or revisioned, so cache-first is safe); pages always go to the network first, so a
// visitor with a connection gets the latest deploy, and use their cached copy only after 3 s or
// with no connection. The contact outbox lives in ./outbox.ts. docs/offline.md has the kill switch.
/// <reference lib="webworker" />
import { clientsClaim } from "workbox-core";
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from "workbox-precaching";
import { NavigationRoute, registerRoute, setCatchHandler } from "workbox-routing";
import { NetworkFirst } from "workbox-strategies";
import { offlinePage } from "./offline-page.ts";
import { handleContactPost, handleOutboxMessage } from "./outbox.ts";

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<string | PrecacheEntry> };

precacheAndRoute(self.__WB_MANIFEST);
// A new deploy's worker waits until no page of the old one is open (Workbox's default), so an open
// page keeps finding its own scripts; when it activates it drops what the old one cached.
cleanupOutdatedCaches();
// The first visit's page is taken over at once, so a lead sent from it already goes to the outbox.
clientsClaim();
// No navigation preload: with it on, Firefox answers a navigation with its own network error page
// when there is no connection, instead of letting the worker serve the cached copy.

const pagesCache = "pages";
const pages = new NetworkFirst({
  cacheName: pagesCache,
  networkTimeoutSeconds: 3,
  plugins: [
    // A link from WhatsApp carries ?utm_source=…: the page is the same, so is its cached copy.
    { cacheKeyWillBeUsed: async ({ request }) => request.url.replace(/[?#].*$/, "") },
  ],
});
registerRoute(new NavigationRoute(pages));
registerRoute(({ url, request }) => request.method === "POST" && url.pathname === "/api/contact", handleContactPost, "POST");
// A page never cached, with no connection: a short page of our own instead of the browser's error.
setCatchHandler(async ({ request }) =>
  request.mode === "navigate" ? offlinePage(pagesCache) : Response.error(),
);

// Every page in the sitemap is fetched into the pages cache at install, the way workbox-recipes'
// warmStrategyCache does, with the list read from sitemap.xml so that a new page joins by itself.
// A page that fails now is cached at its first visit instead of holding up the install.
self.addEventListener("install", (event) => {
  const warm = async () => {
    const sitemap = await (await fetch("/sitemap.xml", { cache: "no-store" })).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    await Promise.allSettled(paths.map((path) => pages.handleAll({ event, request: new Request(path) })[1]));
  };
  event.waitUntil(warm().catch(() => {}));
});

self.addEventListener("message", handleOutboxMessage);
