// How the test command finds its Chromium, or decides to install one, on machines that differ
// only in what the probes report.
import { describe, expect, it } from "vitest";
import { decide, decideDebian, findBrowser, type Probes } from "../../scripts/shared/browser.ts";
import { testPrograms } from "../../scripts/shared/test-programs.ts";

const { firefox, webkitDriver: webkit, xvfb } = testPrograms;

const playwrightChromium = "/home/dev/.cache/ms-playwright/chromium-1255/chrome-linux64/chrome";
const machine = (files: string[], over: Partial<Probes> = {}): Probes => ({
  env: { PATH: "/usr/local/bin:/usr/bin:/bin" },
  isExecutable: (path) => files.includes(path),
  playwrightChromium,
  platform: "linux",
  isRoot: false,
  ...over,
});

describe("finding the browser", () => {
  it("takes CHROME_PATH first when it points at an executable", () => {
    const p = machine(["/opt/chrome/chrome", playwrightChromium, "/usr/bin/chromium"], {
      env: { CHROME_PATH: "/opt/chrome/chrome" },
    });
    expect(decide(p)).toEqual({ found: "/opt/chrome/chrome" });
  });

  it("prefers Playwright's own Chromium to a system one", () => {
    expect(findBrowser(machine([playwrightChromium, "/usr/bin/chromium"]))).toBe(playwrightChromium);
  });

  it("finds Debian's /usr/bin/chromium, then a Chrome on PATH", () => {
    expect(findBrowser(machine(["/usr/bin/chromium"]))).toBe("/usr/bin/chromium");
    expect(findBrowser(machine(["/usr/local/bin/google-chrome"]))).toBe("/usr/local/bin/google-chrome");
  });

  it("finds Google Chrome where macOS installs it", () => {
    const chrome = "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome";
    expect(findBrowser(machine([chrome], { platform: "darwin" }))).toBe(chrome);
  });
});

describe("when no browser is found", () => {
  it("tries Playwright's download, then Debian's package, on Debian as root", () => {
    const d = decide(machine(["/usr/bin/apt-get"], { isRoot: true }));
    expect(d).toMatchObject({
      install: [{ command: ["npx", "playwright", "install", "chromium"] }, { name: "Debian's chromium" }],
    });
    expect("install" in d && d.install[1]!.command.join(" ")).toContain("apt-get install -y chromium");
  });

  it("tries only Playwright's download without root, and names sudo apt-get in its one-line hint", () => {
    const d = decide(machine(["/usr/bin/apt-get"]));
    expect(d).toMatchObject({ install: [{ name: "Playwright's Chromium" }] });
    expect("install" in d && d.otherwise).toMatch(
      /^No Chromium or Chrome found.*`sudo apt-get install -y chromium`.*CHROME_PATH/,
    );
    expect("install" in d && d.otherwise).not.toContain("\n");
  });

  it("tries only Playwright's download on a Mac, and says to run it if that fails", () => {
    const d = decide(machine([], { platform: "darwin", isRoot: true }));
    expect(d).toMatchObject({ install: [{ name: "Playwright's Chromium" }] });
    expect("install" in d && d.otherwise).toContain("`npx playwright install chromium`");
  });

  it("installs nothing when CHROME_PATH points at a missing file, and says so", () => {
    const d = decide(
      machine(["/usr/bin/chromium", "/usr/bin/apt-get"], { env: { CHROME_PATH: "/nope/chrome" }, isRoot: true }),
    );
    expect(d).toEqual({
      install: [],
      otherwise: expect.stringContaining("CHROME_PATH=/nope/chrome is not an executable file"),
    });
  });
});

describe("the Firefox and WebKit tests' engines, which only Debian's packages give", () => {
  it("use the program when it is there", () => {
    expect(decideDebian(machine(["/usr/bin/firefox-esr"]), [firefox])).toEqual({ found: "/usr/bin/firefox-esr" });
  });

  it("install the missing packages with one apt-get on Debian as root, waiting for any other apt", () => {
    const d = decideDebian(machine(["/usr/bin/apt-get", "/usr/bin/firefox-esr"], { isRoot: true }), [
      firefox,
      webkit,
      xvfb,
    ]);
    expect(d).toMatchObject({
      install: [
        {
          command: [
            "flock",
            expect.any(String),
            "sh",
            "-c",
            expect.stringContaining("apt-get install -y webkit2gtk-driver xvfb"),
          ],
        },
      ],
    });
  });

  it("say in one line what to install when they cannot", () => {
    const d = decideDebian(machine(["/usr/bin/apt-get"]), [xvfb]);
    expect(d).toEqual({
      install: [],
      otherwise: "/usr/bin/xvfb-run is missing: run `sudo apt-get install -y xvfb` (Debian or Ubuntu).",
    });
  });
});
