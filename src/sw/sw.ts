// The service worker (built by vite-plugin-pwa into dist/sw.js): the precache, the pages, and the
// outbox's routes. What it caches and why, and its kill switch: docs/offline.md.
/// <reference lib="webworker" />
import { clientsClaim } from "workbox-core";
import { cleanupOutdatedCaches, PrecacheController, PrecacheRoute, type PrecacheEntry } from "workbox-precaching";
import { NavigationRoute, registerRoute, setCatchHandler } from "workbox-routing";
import { NetworkFirst } from "workbox-strategies";
import { offlinePage } from "./offline-page.ts";
import { detailsUrl, handleContactPost, handleOutboxMessage, handleSync, sendAtStart, sendWaiting } from "./outbox.ts";
import { isWarmUpRequest, warmedCache } from "../shared/warm-up.ts";

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<string | PrecacheEntry> };

const precache = new PrecacheController();
precache.addToCacheList(self.__WB_MANIFEST);
registerRoute(new PrecacheRoute(precache));
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
    // A page came from the network: the signal is back, so a lead kept in the outbox goes now, in
    // every engine and with no touch on the page (Firefox and Safari have no Background Sync).
    {
      fetchDidSucceed: async ({ response, event }) => {
        if (response.ok) event.waitUntil(sendWaiting());
        return response;
      },
    },
  ],
});
registerRoute(new NavigationRoute(pages));
// A lead, and the details the app's step sends after it (a plain post of details, from /obrigado
// with JavaScript off, is the browser's own and goes straight to the site).
registerRoute(
  ({ url, request }) =>
    request.method === "POST" &&
    (url.pathname === "/api/contact" || (url.pathname === detailsUrl && request.mode !== "navigate")),
  handleContactPost,
  "POST",
);
// A page never cached, with no connection: a short page of our own instead of the browser's error.
setCatchHandler(async ({ request }) => (request.mode === "navigate" ? offlinePage(pagesCache) : Response.error()));

// The warm-up: the precache (Workbox's own install, one file at a time), then every page of the
// sitemap into the pages cache, with the list read from sitemap.xml so that a new page joins by
// itself. A page is fetched afresh, never answered from an older copy, and marked once it is in; a
// warm-up the signal cut short goes on from the next page's word with the pages still missing. Once
// every page is in, one mark named after this deploy's files says it is done.
const warmingCache = "warming";
const warmedMark = `/warmed/${hash([...precache.getURLsToCacheKeys().values()].join(" "))}`;
let warming: Promise<void> | null = null;

function hash(text: string): string {
  let h = 5381;
  for (let i = 0; i < text.length; i++) h = (h * 33) ^ text.charCodeAt(i);
  return (h >>> 0).toString(36);
}

async function warmPage(path: string, cached: Cache, done: Cache): Promise<void> {
  const mark = `${warmedMark}${path}`;
  if (await done.match(mark)) return;
  const response = await fetch(path);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  await cached.put(path, response);
  await done.put(mark, new Response(""));
}

function warmUp(): Promise<void> {
  return (warming ??= (async () => {
    if (await (await caches.open(warmedCache)).match(warmedMark)) return;
    // Workbox fills the precache only for an event of type "install" (any other only reads it);
    // the event that keeps this worker alive meanwhile is the real one, below.
    await precache.install({ type: "install", waitUntil: () => {} } as unknown as ExtendableEvent);
    const sitemap = await (await fetch("/sitemap.xml", { cache: "no-store" })).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    const [cached, done] = await Promise.all([caches.open(pagesCache), caches.open(warmingCache)]);
    const pagesLeft = (await Promise.allSettled(paths.map((path) => warmPage(path, cached, done)))).filter(
      (page) => page.status === "rejected",
    );
    if (pagesLeft.length > 0) throw new Error(`${pagesLeft.length} page(s) left for the next warm-up`);
    await caches.delete(warmedCache);
    await (await caches.open(warmedCache)).put(warmedMark, new Response(""));
    await caches.delete(warmingCache);
  })().finally(() => (warming = null)));
}

// A first visit's worker installs at once and takes the page within moments of its load event: it
// has nothing to fetch first. Until then a lead sent with no signal could only be kept by the page
// (src/contact/keep-lead.ts); the worker's own outbox is safer. The warm-up, tens of seconds at one
// bar, starts once it controls the page (src/main.tsx asks, after the page's load, see below).
// A new deploy's worker warms up while installing instead, as before: the pages open meanwhile are
// the old worker's, whose caches are complete, and it must not activate with half a precache.
self.addEventListener("install", (event) => {
  if (self.registration.active) event.waitUntil(warmUp().catch(() => {}));
});
// What an older deploy precached and this one does not list goes once this worker is in charge.
self.addEventListener("activate", (event) => void precache.activate(event));
// Asked by every page once it has loaded (src/main.tsx): a warm-up cut short (the tab closed, the
// signal gone) goes on at the next page; one that is done costs one look at the mark. Not at the
// navigation itself: it would take bandwidth from the page, and a fetch listener of its own was
// never reached for a navigation in Firefox and WebKit (tests/engines/).
self.addEventListener("message", (event) => {
  if (isWarmUpRequest(event.data)) event.waitUntil(warmUp().catch(() => {}));
});

self.addEventListener("message", handleOutboxMessage);
self.addEventListener("sync", handleSync);
// Whatever an earlier worker kept goes as this one starts: a new visit, a browser restarted.
void sendAtStart().catch(() => {});
