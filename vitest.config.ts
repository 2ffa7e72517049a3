import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { buildPagesASSETSBinding, cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { unstable_readConfig } from "wrangler";
import { defineConfig } from "vitest/config";
import { debianTestFiles, skipDebianTests } from "./scripts/shared/test-programs.ts";

// The function runs in workerd with the date, flags and D1 binding that wrangler.toml gives production.
const wrangler = unstable_readConfig({ config: "wrangler.toml" });

// One project per layer. Playwright's browser specs (tests/e2e, *.spec.ts) are not vitest's.
export default defineConfig({
  test: {
    // The slow files mostly wait on what they start (wrangler, tsc, browsers): two at a time keep a
    // 2-core machine busy, where vitest's default (one less than the cores) would run one.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      // Pure and fast: no build, no server.
      { test: { name: "unit", include: ["tests/unit/**/*.test.ts"], environment: "node" } },
      // Checks on what `npm run build` wrote to dist/ (types and the functions bundle are `npm run check`'s).
      { test: { name: "build", include: ["tests/build/**/*.test.ts"], environment: "node" } },
      // The leads commands against the real site and a local D1.
      {
        test: {
          name: "cli",
          include: ["tests/cli/**/*.test.ts"],
          exclude: skipDebianTests ? debianTestFiles : [],
          environment: "node",
        },
      },
      // The offline visit in Firefox and in WebKit (MiniBrowser, the engine of every iPhone browser), each against its
      // own site behind a cuttable proxy.
      // Left out with SKIP_DEBIAN_TESTS=1, on machines without Debian's firefox-esr and WebKitGTK.
      ...(skipDebianTests
        ? []
        : [
            {
              test: {
                name: "engines",
                include: ["tests/engines/**/*.test.ts"],
                environment: "node" as const,
                testTimeout: 300_000,
                hookTimeout: 180_000,
              },
            },
          ]),
      {
        plugins: [
          // Built only when this project runs: the ASSETS binding keeps other projects' runs from exiting.
          cloudflareTest(async () => ({
            miniflare: {
              compatibilityDate: wrangler.compatibility_date,
              compatibilityFlags: wrangler.compatibility_flags,
              d1Databases: wrangler.d1_databases.map((d: { binding: string }) => d.binding),
              // The built site, when there is one, answers env.ASSETS as Pages would; the tests that
              // need it are skipped on a clone that was never built (`npm test` builds first).
              serviceBindings: existsSync("./dist/index.html")
                ? { ASSETS: await buildPagesASSETSBinding("./dist") }
                : {},
              // Handed to a setup file that applies them (a test-only binding).
              bindings: { TEST_MIGRATIONS: await readD1Migrations(wrangler.d1_databases[0]!.migrations_dir!) },
            },
          })),
        ],
        test: {
          name: "functions",
          include: ["tests/functions/**/*.test.ts"],
          // One workerd for file after file, not a new one per file: its start was most of this layer's
          // time. The setup file gives each file empty tables; spies go back after each test.
          isolate: false,
          restoreMocks: true,
          setupFiles: ["tests/functions/apply-migrations.ts"],
        },
      },
    ],
  },
});
