// The programs beyond npm that some tests drive, each from a Debian package: the one list that
// `npm run provision` installs and that the tests name when they look for them.
import type { DebianProgram } from "./browser.ts";

export const testPrograms = {
  firefox: { path: "/usr/bin/firefox-esr", pkg: "firefox-esr" },
  webkitDriver: { path: "/usr/bin/WebKitWebDriver", pkg: "webkit2gtk-driver" },
  xvfb: { path: "/usr/bin/xvfb-run", pkg: "xvfb" },
  spreadsheet: { path: "/usr/bin/soffice", pkg: "libreoffice-calc" },
  // Validates the route's GPX file against the GPX 1.1 schema (tests/build/gpx.test.ts).
  xmllint: { path: "/usr/bin/xmllint", pkg: "libxml2-utils" },
  // Holds the local D1's SQLite file locked, as a busy database (tests/support/local-d1.ts).
  sqlite3: { path: "/usr/bin/sqlite3", pkg: "sqlite3" },
} satisfies Record<string, DebianProgram>;

/** Set on a machine without Debian's packages (macOS, another distribution): the tests that need them are left out. */
export const skipDebianTests = Boolean(process.env.SKIP_DEBIAN_TESTS);

/** The test files that drive the programs above, left out when SKIP_DEBIAN_TESTS is set. */
export const debianTestFiles = [
  "tests/engines/**/*.test.ts",
  "tests/cli/leads-spreadsheet.test.ts",
  "tests/cli/leads-busy.test.ts",
];
