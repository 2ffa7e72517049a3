// Bindings and variables the function reads (wrangler.toml, .dev.vars, Pages settings).
export interface Env {
  DB: D1Database;
}
