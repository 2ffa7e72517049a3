// `npm run dev`: Vite's dev server with hot reload for the pages, and /api proxied to the real
// function under `wrangler pages dev` with the local D1 in .wrangler/state (the one `npm start` and
// `npm run leads` use), so a form sent from the dev server is stored and listed like any other.
// The proxy keeps the browser's Host header, so the function's same-origin check sees its own site.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createServer } from "vite";
import { root } from "./shared/paths.ts";
import { startLocalSite } from "./shared/local-site.ts";

// wrangler serves no pages here: Vite does. An empty folder keeps dist/ (maybe stale, maybe absent) out.
const noAssets = mkdtempSync(join(tmpdir(), "expedicao-dev-"));
// DEV_STATE lets a test give the dev server a database of its own.
const api = await startLocalSite({
  stateDir: process.env.DEV_STATE ?? join(root, ".wrangler/state"),
  assets: noAssets,
});
const vite = await createServer({
  root,
  server: { host: "127.0.0.1", port: Number(process.env.PORT ?? 5173), proxy: { "/api": { target: api.url } } },
});
await vite.listen();
vite.printUrls();
console.log(`  /api → ${api.url} (wrangler pages dev, D1 local em .wrangler/state)\n`);

// wrangler and its workerd run in a process group of their own (local-site.ts), which Ctrl+C on
// this one does not reach: they are ended first, then Vite.
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await api.stop();
  await vite.close();
  rmSync(noAssets, { recursive: true, force: true });
  process.exit(0);
};
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, () => void stop());
