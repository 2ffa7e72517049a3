// The warm-up between the page's first script (src/main.tsx, src/first-tap.ts) and the service
// worker (src/sw/sw.ts). Apart from ./worker-messages.ts, which the app imports too: a module both
// the first script and the app import would become a chunk of its own, one more request at load.

/** Page → worker, once it controls a page that has loaded: fetch what every page needs offline, if not done yet. */
export interface WarmUpRequest {
  warmUp: true;
}

export const isWarmUpRequest = (data: unknown): data is WarmUpRequest =>
  (data as WarmUpRequest | null)?.warmUp === true;

/** The cache in which the worker marks its warm-up complete; a page reads it before holding a first
 * tap for the app (src/first-tap.ts). */
export const warmedCache = "warmed";
