// `npm run provision`, which `npm test` runs first: everything the tests need beyond npm, installed
// in one place before any test starts (no test file installs anything). A Chromium for Playwright,
// and Debian's Firefox ESR, WebKitGTK's driver, Xvfb and LibreOffice Calc for the engine and
// spreadsheet tests; with SKIP_DEBIAN_TESTS=1 those tests and their programs are left out.
import { ensureBrowser, ensureDebianPrograms } from "./shared/browser.ts";
import { skipDebianTests, testPrograms } from "./shared/test-programs.ts";

try {
  console.log(`Chromium: ${ensureBrowser()}`);
  if (skipDebianTests) console.log("SKIP_DEBIAN_TESTS: the Firefox, WebKit and spreadsheet tests are left out.");
  else {
    ensureDebianPrograms(Object.values(testPrograms));
    console.log(
      `Debian: ${Object.values(testPrograms)
        .map((p) => p.path)
        .join(", ")}`,
    );
  }
} catch (e) {
  console.error(`${(e as Error).message}\nOn a machine without Debian's packages: SKIP_DEBIAN_TESTS=1 npm test.`);
  process.exit(1);
}
