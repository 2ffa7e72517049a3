// `npm start`: build, then serve the whole site (pages, /api function, local D1 in .wrangler/state)
// at http://127.0.0.1:8788 (PORT overrides) until Ctrl+C.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { root } from "./shared/paths.ts";
import { startLocalSite } from "./shared/local-site.ts";

const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
if (build.status !== 0) process.exit(build.status ?? 1);

const site = await startLocalSite({
  port: Number(process.env.PORT ?? 8788),
  stateDir: join(root, ".wrangler/state"),
  verbose: true,
});
console.log(`\nExpedição Ushuaia: ${site.url} (Ctrl+C para parar)`);
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => void site.stop().then(() => process.exit(0)));
