// The departures' answers (/api/saidas, /saidas) are the same for every visitor, so each Cloudflare
// location keeps one copy for a minute: a crowd reaching the page costs D1 one read per location per
// minute, and a departure the team publishes shows within that minute. The Cache API is used because
// a function's answer is not cached by the CDN on its own; it honours s-maxage.
import type { Env } from "./bindings.ts";

export const edgeSeconds = 60;

/** The edge time: the browser test site sets 0, as its specs change the departures between visits. */
export const edgeSecondsOf = (env: Env) => Number(env.DEPARTURES_EDGE_SECONDS ?? edgeSeconds) || 0;

/** Browsers and the service worker always ask again (max-age=0); the edge keeps it `seconds`. */
export const edgeCacheControl = (seconds: number) =>
  seconds > 0 ? `public, max-age=0, s-maxage=${seconds}` : "no-store";

/** The answer for this path from the location's cache, or built and kept. The query is left out of
 * the key: a shared link's ?utm_source=… is the same page. */
export async function fromEdge(
  url: string,
  seconds: number,
  waitUntil: (p: Promise<unknown>) => void,
  build: () => Promise<Response>,
): Promise<Response> {
  const { origin, pathname } = new URL(url);
  const key = new Request(origin + pathname);
  const cache = caches.default;
  const kept = seconds > 0 ? await cache.match(key) : undefined;
  if (kept) return kept;
  const fresh = await build();
  if (seconds > 0 && fresh.ok) waitUntil(cache.put(key, fresh.clone()));
  return fresh;
}
