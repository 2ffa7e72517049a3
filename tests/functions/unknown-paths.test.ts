// Paths that climb out of /api or ask for the project's configuration find nothing: the function
// answers its own 404, and the static site (dist/, as Pages serves it) holds no source or secret.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { app } from "../../functions/app.ts";
import { testEnv } from "./helpers.ts";

const probes = [
  "/api/../wrangler.toml",
  "/api/%2e%2e/%2e%2e/wrangler.toml",
  "/api/contact/..%2f..%2f.dev.vars",
  "/api/.dev.vars",
  "/api/functions/app.ts",
  "/api/.git/config",
];

describe("paths outside the API's routes", () => {
  it.each(probes)("answers %s with the API's 404 and no file", async (path) => {
    const res = await app.request(path, {}, testEnv);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toMatch(/RATE_LIMIT|database_id|\[vars\]|import /);
  });

  it.skipIf(!env.ASSETS)("serves no configuration or source file from the built site", async () => {
    for (const path of [
      "/wrangler.toml",
      "/.dev.vars",
      "/.dev.vars.example",
      "/package.json",
      "/functions/app.ts",
      "/%2e%2e/wrangler.toml",
      "/.git/config",
    ]) {
      const res = await env.ASSETS!.fetch(new URL(path, "http://localhost"));
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).not.toMatch(/RATE_LIMIT|database_id|LEADS_WEBHOOK_URL|"devDependencies"/);
    }
  });
});
