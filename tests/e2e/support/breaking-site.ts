// The `test` of the specs that break connections on purpose: they run in playwright.config.ts's
// project of that name, against the site the global setup started for them alone
// (tests/support/e2e-site.ts), and read that site's D1 (./d1.ts reads E2E_STATE).
import { test as base } from "@playwright/test";

export const test = base.extend<object, { breakingSite: string }>({
  breakingSite: [
    // Playwright reads a fixture's dependencies from its first argument: this one needs none of them.
    async ({ playwright: _ }, use) => {
      // A worker of this project runs only these specs: its env is theirs alone.
      process.env.E2E_BASE_URL = process.env.E2E_BREAKING_URL;
      process.env.E2E_STATE = process.env.E2E_BREAKING_STATE;
      await use(process.env.E2E_BREAKING_URL!);
    },
    { scope: "worker", auto: true },
  ],
});
export { expect } from "@playwright/test";
