// Finds the Chromium the browser tests and Lighthouse drive, or installs one. In order:
// CHROME_PATH; Playwright's own download; a system Chromium or Chrome. When none is there it tries
// `npx playwright install chromium` (needs the internet) and, on Debian or Ubuntu as root,
// `apt-get install chromium` (needs only the Debian mirror); if both fail it says in one line what to run.
import { spawnSync } from "node:child_process";
import { accessSync, constants, existsSync } from "node:fs";
import { delimiter, join } from "node:path";
import { chromium } from "@playwright/test";

export interface Probes {
  env: Record<string, string | undefined>;
  /** An executable file exists at this path. */
  isExecutable: (path: string) => boolean;
  /** Where Playwright keeps the Chromium that `npx playwright install chromium` downloads. */
  playwrightChromium: string;
  platform: NodeJS.Platform;
  isRoot: boolean;
}

type Step = { name: string; command: string[] };
export type Decision =
  | { found: string }
  | { install: Step[]; otherwise: string };

const systemPaths = {
  linux: ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome", "/usr/bin/google-chrome-stable", "/snap/bin/chromium"],
  darwin: ["/Applications/Google Chrome.app/Contents/MacOS/Google Chrome", "/Applications/Chromium.app/Contents/MacOS/Chromium"],
} as Partial<Record<NodeJS.Platform, string[]>>;
const commands = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "chrome"];

export function findBrowser(p: Probes): string | null {
  if (p.env.CHROME_PATH) return p.isExecutable(p.env.CHROME_PATH) ? p.env.CHROME_PATH : null;
  const onPath = (p.env.PATH ?? "").split(delimiter).filter(Boolean).flatMap((dir) => commands.map((c) => join(dir, c)));
  return [p.playwrightChromium, ...(systemPaths[p.platform] ?? []), ...onPath].find(p.isExecutable) ?? null;
}

export function decide(p: Probes): Decision {
  const found = findBrowser(p);
  if (found) return { found };
  if (p.env.CHROME_PATH) return { install: [], otherwise: `CHROME_PATH=${p.env.CHROME_PATH} is not an executable file: point it at Chromium or Chrome, or unset it.` };
  const playwright = { name: "Playwright's Chromium", command: ["npx", "playwright", "install", "chromium"] };
  const aptGet = p.platform === "linux" && p.isExecutable("/usr/bin/apt-get");
  const apt = aptInstall("chromium");
  const hint = aptGet && !p.isRoot ? "`sudo apt-get install -y chromium` or `npx playwright install chromium`" : "`npx playwright install chromium`";
  return {
    install: aptGet && p.isRoot ? [playwright, apt] : [playwright],
    otherwise: `No Chromium or Chrome found for the browser tests: run ${hint}, or set CHROME_PATH to one.`,
  };
}

/**
 * The step that installs a Debian package (needs root and only the Debian mirror). Test files run in
 * parallel and apt takes one lock at a time, so each install waits for the others (flock) instead of
 * failing on "Could not get lock".
 */
const aptInstall = (pkg: string): Step => ({
  name: `Debian's ${pkg}`,
  command: ["flock", "/var/lock/expedicao-ushuaia-apt.lock", "sh", "-c", `apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y ${pkg}`],
});

/** For a program only Debian's package gives (the Firefox and WebKit tests' engines): install it, or say how. */
export function decideDebian(p: Probes, path: string, pkg: string): Decision {
  if (p.isExecutable(path)) return { found: path };
  const canApt = p.platform === "linux" && p.isRoot && p.isExecutable("/usr/bin/apt-get");
  return { install: canApt ? [aptInstall(pkg)] : [], otherwise: `${path} is missing: run \`sudo apt-get install -y ${pkg}\` (Debian or Ubuntu).` };
}

function machineProbes(): Probes {
  return {
    env: process.env,
    isExecutable: (path) => {
      try {
        accessSync(path, constants.X_OK);
        return existsSync(path);
      } catch {
        return false;
      }
    },
    playwrightChromium: chromium.executablePath(),
    platform: process.platform,
    isRoot: process.getuid?.() === 0,
  };
}

/** Runs a decision's install steps until `look` finds the program; throws with the one-line hint if none does. */
function install(first: Decision, look: () => string | null): string {
  if ("found" in first) return first.found;
  for (const step of first.install) {
    console.error(`Installing ${step.name} for the browser tests (${step.command.join(" ")})…`);
    spawnSync(step.command[0]!, step.command.slice(1), { stdio: ["ignore", "inherit", "inherit"] });
    const now = look();
    if (now) return now;
  }
  throw new Error(first.otherwise);
}

/** The browser's path, installing one first if need be; throws with the one-line hint if it cannot. */
export function ensureBrowser(probes: () => Probes = machineProbes): string {
  return install(decide(probes()), () => findBrowser(probes()));
}

/** `path`, installing Debian's `pkg` first if need be (as root); throws with the one-line hint if it cannot. */
export function ensureDebianBrowser(path: string, pkg: string, probes: () => Probes = machineProbes): string {
  return install(decideDebian(probes(), path, pkg), () => (probes().isExecutable(path) ? path : null));
}

