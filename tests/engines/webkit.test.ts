import { spawn, type ChildProcess } from "node:child_process";
import { afterAll, beforeAll, expect, test } from "vitest";
import { freePort } from "../../scripts/shared/local-site.ts";
import { requireProgram } from "../../scripts/shared/browser.ts";
import { testPrograms } from "../../scripts/shared/test-programs.ts";
import { siteBehindProxy, until, type Driver } from "./support/offline-visit.ts";
import { firstVisitTests, keptLeadTests } from "./support/shared-engine-tests.ts";
import { roadPageWithNoSignal } from "./support/road-visit.ts";

// WebKitGTK's MiniBrowser over classic WebDriver: plain HTTP calls to WebKitWebDriver, under a
// virtual X display. Every iPhone browser runs this engine.
const miniBrowser = "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";

let site: Awaited<ReturnType<typeof siteBehindProxy>>;
let driverProcess: ChildProcess;
let session: string;
let endpoint: string;

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${endpoint}/session${session ? `/${session}` : ""}${path}`, {
    method,
    headers: { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { value: T & { error?: string; message?: string } };
  if (!res.ok) throw new Error(`WebDriver ${method} ${path}: ${json.value.error} ${json.value.message}`);
  return json.value;
}

const execute = <T>(script: string, args: unknown[] = []) => call<T>("POST", "/execute/sync", { script, args });

async function element(selector: string) {
  const found = await call<Record<string, string>>("POST", "/element", { using: "css selector", value: selector });
  const ref = Object.values(found)[0]!;
  // content-visibility leaves an off-screen element unrendered: bring it into view first.
  await execute("arguments[0].scrollIntoView({ block: 'center' })", [found]);
  return ref;
}

/** A new MiniBrowser: in automation it keeps no profile, so each one starts as a first visit. */
async function startBrowser() {
  if (session) await call("DELETE", "");
  session = "";
  const created = await call<{ sessionId: string }>("POST", "", {
    capabilities: {
      alwaysMatch: {
        browserName: "MiniBrowser",
        "webkitgtk:browserOptions": { binary: miniBrowser, args: ["--automation"] },
      },
    },
  });
  session = created.sessionId;
  // A phone's window, as the visitors have (MiniBrowser's page measured 447 px wide).
  await call("POST", "/window/rect", { width: 375, height: 812 });
}

beforeAll(async () => {
  requireProgram(testPrograms.webkitDriver);
  requireProgram(testPrograms.xvfb);
  site = await siteBehindProxy();
  const port = await freePort();
  endpoint = `http://127.0.0.1:${port}`;
  driverProcess = spawn("xvfb-run", ["-a", "WebKitWebDriver", `--port=${port}`], { stdio: "ignore", detached: true });
  await until("WebKitWebDriver answers", () => fetch(`${endpoint}/status`).then((r) => r.ok));
  await startBrowser();
}, 180_000);

afterAll(async () => {
  if (session) await call("DELETE", "").catch(() => {});
  if (driverProcess?.pid) {
    try {
      process.kill(-driverProcess.pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
  await site?.stop();
});

const driver: Driver = {
  goto: async (url) => void (await call("POST", "/url", { url })),
  evaluate: (expression) => execute(`return (async () => (${expression}))()`),
  type: async (selector, text) => void (await call("POST", `/element/${await element(selector)}/value`, { text })),
  click: async (selector) => void (await call("POST", `/element/${await element(selector)}/click`, {})),
};

keptLeadTests("WebKit", driver, () => site);

test("in WebKit, /na-estrada opens with no connection after one visit and " +
  "answers for a place chosen by hand", async () => {
  const { heading, answer } = await roadPageWithNoSignal(driver, site);
  expect(heading).toBe("Na estrada");
  // innerText, as the visitor reads it: headings are upper-cased by the stylesheet.
  expect(answer).toMatch(/Gobernador Gregores/i);
  expect(answer).toMatch(/Trecho sem posto confiável: cerca de 350 km de Perito Moreno a Gobernador Gregores/i);
}, 300_000);

firstVisitTests("WebKit", driver, () => site, startBrowser);
