// The function's bindings and variables: `wrangler types` writes them into worker-configuration.d.ts
// from wrangler.toml and .dev.vars.example (where each secret says what it does). Variables arrive
// as strings; a secret left unset arrives empty or absent and switches its feature off.
export type Env = Cloudflare.Env & {
  /** The static site (dist/), which Pages binds itself: a JavaScript-less form post gets the home page. */
  ASSETS?: Fetcher;
  /** Raises the rate limit's allowance (src/shared/rate-limit.ts) for the test and bench sites, which
   * post many leads from one address; production leaves it unset. */
  RATE_LIMIT_MAX?: string;
};
