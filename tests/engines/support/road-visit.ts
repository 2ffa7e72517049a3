// The road page (/na-estrada) in an engine other than Chromium: after one visit with signal it opens
// with none, and a stage place chosen by hand gets its answer. Written once against the Driver.
import { type Driver, type siteBehindProxy, until } from "./offline-visit.ts";

type Site = Awaited<ReturnType<typeof siteBehindProxy>>;

/**
 * One visit to the home page, the signal cut, then /na-estrada and "Bajo Caracoles" chosen by hand; returns what the
 * page says.
 */
export async function roadPageWithNoSignal(driver: Driver, site: Site) {
  await driver.goto(`${site.url}/`);
  await driver.evaluate("navigator.serviceWorker.ready.then(() => true)");
  if (!(await driver.evaluate<boolean>("navigator.serviceWorker.controller !== null")))
    await driver.goto(`${site.url}/`);
  await until("the worker controls the page", () =>
    driver.evaluate<boolean>("navigator.serviceWorker.controller !== null"),
  );
  await until(
    "the road page is in the pages cache",
    () => driver.evaluate<boolean>(`caches.open("pages").then((c) => c.match("/na-estrada")).then((r) => Boolean(r))`),
    60_000,
    async () =>
      `the caches then were ${await driver.evaluate<string>(
        `caches.keys().then((names) => Promise.all(names.map((n) => caches.open(n).then((c) => c.keys())` +
          `.then((ks) => n + " (" + ks.length + ")")))).then((all) => all.join(", ") || "none")`,
      )}`,
  );
  site.cut();
  try {
    await driver.goto(`${site.url}/na-estrada`);
    const heading = await driver.evaluate<string>(`document.querySelector("h1").textContent`);
    // A visitor's scroll starts the app; then the list is React's.
    await driver.evaluate("window.scrollBy(0, 200)");
    await until("the page is hydrated", () =>
      driver.evaluate<boolean>(`document.documentElement.hasAttribute("data-hydrated")`),
    );
    await driver.evaluate(`(() => {
      const select = document.querySelector("#estou-em");
      select.value = [...select.options].find((o) => o.textContent === "Bajo Caracoles").value;
      select.dispatchEvent(new Event("change", { bubbles: true }));
      return true;
    })()`);
    await until("the answer is shown", () =>
      driver.evaluate<boolean>(`document.querySelector(".road-result h2")?.textContent === "Em Bajo Caracoles"`),
    );
    return { heading, answer: await driver.evaluate<string>(`document.querySelector(".road-result").innerText`) };
  } finally {
    await site.restore();
  }
}

/** Presses "Onde estou?" and returns the answer's text once it is shown. */
export async function whereAmI(driver: Driver) {
  await driver.evaluate(
    `(() => { [...document.querySelectorAll("button")].find((b) => b.textContent === "Onde ` +
      `estou?").click(); return true; })()`,
  );
  await until("a position is placed", () =>
    driver.evaluate<boolean>(`/Você está na rota/.test(document.querySelector(".road-result h2")?.textContent ?? "")`),
  );
  return driver.evaluate<string>(`document.querySelector(".road-result").innerText`);
}
