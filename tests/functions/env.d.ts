// Types `env` from "cloudflare:test": the function's bindings plus the test-only migrations.
import type { D1Migration } from "cloudflare:test";
import type { Env as FunctionEnv } from "../../functions/env.ts";

declare global {
  namespace Cloudflare {
    interface Env extends FunctionEnv {
      TEST_MIGRATIONS: D1Migration[];
    }
  }
}
