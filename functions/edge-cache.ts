// The departures' answers (/api/saidas, /saidas) are the same for every visitor, so each Cloudflare
// location keeps one copy for a minute: a crowd reaching the page costs D1 one read per location per
// minute, and a departure the team publishes shows within that minute. The Cache API is used because
// a function's answer is never cached by the CDN on its own; it honours s-maxage.
export const edgeSeconds = 60;

/** Browsers and the service worker always ask again (max-age=0); the edge keeps it edgeSeconds. */
export const edgeCacheControl = `public, max-age=0, s-maxage=${edgeSeconds}`;

/** The answer for this path from the location's cache, or built and kept. The query is left out of
 * the key: a shared link's ?utm_source=… is the same page. */
export async function fromEdge(
  url: string,
  waitUntil: (p: Promise<unknown>) => void,
  build: () => Promise<Response>,
): Promise<Response> {
  const { origin, pathname } = new URL(url);
  const key = new Request(origin + pathname);
  const cache = caches.default;
  const kept = await cache.match(key);
  if (kept) return kept;
  const fresh = await build();
  if (fresh.ok && fresh.headers.get("Cache-Control") === edgeCacheControl) waitUntil(cache.put(key, fresh.clone()));
  return fresh;
}
