// Sections laid out only as the reader nears them (content-visibility: auto) hold a set height
// until then. It must be at least their real height at every width, or their content spills over
// what follows: assistive tools and in-page links would find it on top of the next section.
import { expect, test } from "@playwright/test";

const widths = [320, 360, 412, 600, 640, 800, 1024, 1280];

for (const path of ["/", "/antes-de-partir", "/privacidade", "/perguntas-frequentes"]) {
  test(`on ${path}, each section laid out late holds at least its real height, small phone to desktop`, async ({
    page,
  }) => {
    await page.goto(path);
    const short: string[] = [];
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      const sections = await page.locator("main *").evaluateAll((els) =>
        els
          .filter((el) => getComputedStyle(el).contentVisibility === "auto")
          .map((el) => {
            const held = parseFloat(getComputedStyle(el).containIntrinsicHeight.replace("auto", ""));
            (el as HTMLElement).style.contentVisibility = "visible";
            const real = el.getBoundingClientRect().height;
            (el as HTMLElement).style.contentVisibility = "";
            return { name: el.id || el.className, held, real };
          }),
      );
      expect(sections.length, `sections with content-visibility: auto at ${width} px`).toBeGreaterThan(0);
      for (const s of sections)
        if (!(s.held >= s.real)) short.push(`${width} px: ${s.name} holds ${s.held} px, needs ${Math.ceil(s.real)}`);
    }
    expect(short).toEqual([]);
  });
}
