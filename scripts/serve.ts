// Serves the built dist/ and functions/ with `wrangler pages dev` on 127.0.0.1, after applying the
// D1 migrations to the local database (pages dev does not apply them itself).
// PORT (default 8788), PERSIST_TO (another local state dir, used by tests) and INSPECTOR_PORT
// let several servers run side by side.
import { wranglerSpawn, wranglerSync } from "./shared/wrangler.ts";

const port = process.env.PORT ?? "8788";
const persist = process.env.PERSIST_TO ? ["--persist-to", process.env.PERSIST_TO] : [];
const inspector = process.env.INSPECTOR_PORT ?? String(9229 + (Number(port) % 100));

wranglerSync(["d1", "migrations", "apply", "expedicao-ushuaia", "--local", ...persist]);

const child = wranglerSpawn([
  "pages", "dev", "dist",
  "--ip", "127.0.0.1",
  "--port", port,
  "--inspector-port", inspector,
  "--show-interactive-dev-session=false",
  ...persist,
  ...(process.env.WRANGLER_ARGS ? process.env.WRANGLER_ARGS.split(" ") : []),
]);
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
