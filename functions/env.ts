// Bindings and variables the function reads (wrangler.toml [vars], .dev.vars, Pages settings).
// Variables arrive as strings; absent optional ones switch their feature off or use a default.
export interface Env {
  DB: D1Database;
  /** The static site (dist/), used to answer a JavaScript-less form post with the home page. */
  ASSETS?: Fetcher;
  RATE_LIMIT_MAX?: string;
  RATE_LIMIT_WINDOW_SECONDS?: string;
  /** Secret: salts the hashed client address of the rate limit. */
  RATE_LIMIT_SALT?: string;
  /** Secret: when set, every submission needs a valid Turnstile token. */
  TURNSTILE_SECRET_KEY?: string;
  /** Secret: a Slack, Discord or Google Chat incoming webhook told about each new lead. */
  LEADS_WEBHOOK_URL?: string;
}
