import { existsSync } from "node:fs";
import { buildPagesASSETSBinding, cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";

const migrations = await readD1Migrations("./migrations");
// The built site, when there is one, answers the function's env.ASSETS as Pages would; the tests
// that need it are skipped on a clone that was never built (`npm test` builds first).
const assets = existsSync("./dist/index.html") ? { ASSETS: await buildPagesASSETSBinding("./dist") } : {};

// Two layers: plain unit tests in Node, and function tests inside workerd with a real local D1
// (the migrations are handed to a setup file as a test-only binding).
// Playwright's browser specs (tests/e2e) are not vitest's.
export default defineConfig({
  test: {
    projects: [
      { test: { name: "unit", include: ["tests/unit/**/*.test.ts", "tests/build/**/*.test.ts", "tests/cli/**/*.test.ts"], environment: "node" } },
      {
        plugins: [
          cloudflareTest({
            miniflare: {
              compatibilityDate: "2026-04-20",
              compatibilityFlags: ["nodejs_compat"],
              d1Databases: ["DB"],
              serviceBindings: assets,
              bindings: { TEST_MIGRATIONS: migrations },
            },
          }),
        ],
        test: {
          name: "functions",
          include: ["tests/functions/**/*.test.ts"],
          setupFiles: ["tests/functions/apply-migrations.ts"],
        },
      },
    ],
  },
});
