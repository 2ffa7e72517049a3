// Types `env` from "cloudflare:test": the function's bindings (worker-configuration.d.ts) plus the
// site's assets, when built, and the test-only migrations.
import type { D1Migration } from "cloudflare:test";

declare global {
  namespace Cloudflare {
    interface Env {
      ASSETS?: Fetcher;
      TEST_MIGRATIONS: D1Migration[];
    }
  }
}
