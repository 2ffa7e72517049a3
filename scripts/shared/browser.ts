// Finds the Chromium the browser tests and Lighthouse drive, or installs one. In order:
// CHROME_PATH; Playwright's own download; a system Chromium or Chrome. When none is there it tries
// `npx playwright install chromium` (needs the internet) and, on Debian or Ubuntu as root,
// `apt-get install chromium` (needs only the Debian mirror); if both fail it says in one line what to run.
import { spawnSync } from "node:child_process";
import { accessSync, constants, existsSync } from "node:fs";
import { delimiter, join } from "node:path";
import { chromium } from "@playwright/test";

/** How the project's Chromium runs here, for the browser tests and the main-thread tracer: root on
 * a closed network, so no sandbox and no background traffic. lighthouserc.cjs repeats the list for
 * Lighthouse, as a CommonJS config cannot import this module. */
export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
];

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
export type Decision = { found: string } | { install: Step[]; otherwise: string };

const systemPaths = {
  linux: [
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
    "/usr/bin/google-chrome",
    "/usr/bin/google-chrome-stable",
    "/snap/bin/chromium",
  ],
  darwin: [
    "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
    "/Applications/Chromium.app/Contents/MacOS/Chromium",
  ],
} as Partial<Record<NodeJS.Platform, string[]>>;
const commands = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "chrome"];

export function findBrowser(p: Probes): string | null {
  if (p.env.CHROME_PATH) return p.isExecutable(p.env.CHROME_PATH) ? p.env.CHROME_PATH : null;
  const onPath = (p.env.PATH ?? "")
    .split(delimiter)
    .filter(Boolean)
    .flatMap((dir) => commands.map((c) => join(dir, c)));
  return [p.playwrightChromium, ...(systemPaths[p.platform] ?? []), ...onPath].find(p.isExecutable) ?? null;
}

export function decide(p: Probes): Decision {
  const found = findBrowser(p);
  if (found) return { found };
  const pointIt = "point it at Chromium or Chrome, or unset it.";
  if (p.env.CHROME_PATH)
    return {
      install: [],
      otherwise: `CHROME_PATH=${p.env.CHROME_PATH} is not an executable file: ${pointIt}`,
    };
  const playwright = { name: "Playwright's Chromium", command: ["npx", "playwright", "install", "chromium"] };
  const aptGet = p.platform === "linux" && p.isExecutable("/usr/bin/apt-get");
  const apt = aptInstall(["chromium"]);
  const hint =
    aptGet && !p.isRoot
      ? "`sudo apt-get install -y chromium` or `npx playwright install chromium`"
      : "`npx playwright install chromium`";
  return {
    install: aptGet && p.isRoot ? [playwright, apt] : [playwright],
    otherwise: `No Chromium or Chrome found for the browser tests: run ${hint}, or set CHROME_PATH to one.`,
  };
}

/**
 * The step that installs Debian packages (needs root and only the Debian mirror). apt takes one lock
 * at a time, so an install waits for any other (flock) instead of failing on "Could not get lock".
 */
const aptInstall = (pkgs: string[]): Step => ({
  name: `Debian's ${pkgs.join(", ")}`,
  command: [
    "flock",
    "/var/lock/expedicao-ushuaia-apt.lock",
    "sh",
    "-c",
    `apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y ${pkgs.join(" ")}`,
  ],
});

/** A program only a Debian package gives (the engine tests' browsers, LibreOffice for the export test). */
export interface DebianProgram {
  path: string;
  pkg: string;
}

/**
 * The programs that are missing, installed in one step where this machine can (Debian, as root), or how to get them.
 */
export function decideDebian(p: Probes, programs: DebianProgram[]): Decision {
  const missing = programs.filter((program) => !p.isExecutable(program.path));
  if (missing.length === 0) return { found: programs.map((program) => program.path).join(" ") };
  const pkgs = [...new Set(missing.map((program) => program.pkg))];
  const canApt = p.platform === "linux" && p.isRoot && p.isExecutable("/usr/bin/apt-get");
  const paths = missing.map((program) => program.path).join(", ");
  return {
    install: canApt ? [aptInstall(pkgs)] : [],
    otherwise:
      `${paths} ${missing.length === 1 ? "is" : "are"} missing: run \`sudo apt-get install ` +
      `-y ${pkgs.join(" ")}\` (Debian or Ubuntu).`,
  };
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

/** Installs whichever of `programs` is missing (as root on Debian); throws with the one-line hint if it cannot. */
export function ensureDebianPrograms(programs: DebianProgram[], probes: () => Probes = machineProbes): void {
  const look = () => (programs.every((program) => probes().isExecutable(program.path)) ? "all" : null);
  install(decideDebian(probes(), programs), look);
}

/** For the tests, which never install: `program`'s path if it is there, else an error saying how to get it. */
export function requireProgram(program: DebianProgram, probes: () => Probes = machineProbes): string {
  if (probes().isExecutable(program.path)) return program.path;
  throw new Error(
    `${program.path} is missing: run \`npm run provision\` (as root on Debian), or \`sudo apt-get install ` +
      `-y ${program.pkg}\`.`,
  );
}

/** For the browser tests: the Chromium to drive, or an error saying how to get one. */
export function requireBrowser(probes: () => Probes = machineProbes): string {
  const found = findBrowser(probes());
  if (found) return found;
  throw new Error(
    "No Chromium or Chrome found for the browser tests: run `npm run provision`, or set CHROME_PATH to one.",
  );
}
