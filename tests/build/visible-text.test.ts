// What a visitor reads on the built pages: no Markdown syntax printed as text, and the facts the
// guide must frame right (a park fee that aged, a toll pass that no longer exists, who sells the trip).
import { beforeAll, describe, expect, it } from "vitest";
import { markdownLeaks } from "../../scripts/build/markdown-marks.ts";
import { distFiles, fileOf, page, requireBuild, visibleText } from "../support/dist.ts";

beforeAll(requireBuild);

describe("the visible text of every built page", () => {
  const files = distFiles(".html");

  it("covers the pages of the site", () => {
    expect(files).toContain("index.html");
    expect(files.length).toBeGreaterThan(5);
  });

  it.each(files)("%s shows no Markdown marks as text", (file) => {
    expect(markdownLeaks(page(file).html())).toEqual([]);
  });

  it("the build's check catches each mark in a page's text, and not in its scripts or in ordinary text", () => {
    for (const sample of ["o *ripio*", "**atenção**", "__nota__", "`code`", "veja [o site](https://x)", "# Título"]) {
      expect(markdownLeaks(`<body><main><p>${sample}</p></main></body>`), sample).toHaveLength(1);
    }
    expect(markdownLeaks('<body><p>3 * 4 = 12, C# e nº 19/2024</p><script>a = "**" + `x`</script></body>')).toEqual([]);
  });

  it.each(files)("%s explains “ripio” once, where the reader meets it first", (file) => {
    const text = visibleText(page(file));
    const first = text.search(/\bripio\b/i);
    if (first < 0) return;
    expect(text.slice(first, first + "ripio (cascalho)".length).toLowerCase()).toBe("ripio (cascalho)");
    expect(text.match(/ripio \(cascalho\)/gi)).toHaveLength(1);
  });

  it.each(files)("%s spells on-line and off-line with the hyphen, as the rest of the site does", (file) => {
    expect(visibleText(page(file))).not.toMatch(/\b(?:online|offline)\b/i);
  });
});

describe("facts a crew checks on the destination pages", () => {
  const items = (slug: string) => {
    const $ = page(fileOf(`/destino/${slug}`));
    return $("li")
      .map((_, li) => $(li).text().replace(/\s+/g, " "))
      .get();
  };

  it("Torres del Paine shows CLP 21.000 as an old reference, beside a dated rule and the official booking site", () => {
    const fee = items("torres-del-paine").find((item) => item.includes("CLP 21.000"));
    expect(fee).toBeDefined();
    expect(fee).toMatch(/referência/);
    expect(fee).toMatch(/verificad[ao] em [a-zç]+ de \d{4}/);
    expect(visibleText(page(fileOf("/destino/torres-del-paine")))).toContain("pasesparques.cl");
  });

  it("Santiago never offers the daily toll pass as something to buy, and names the portal to pay by plate", () => {
    const text = visibleText(page(fileOf("/destino/santiago")));
    expect(text).not.toMatch(/compre o Pase Diario/i);
    const toll = items("santiago").find((item) => /pedágio/.test(item));
    expect(toll).toMatch(/pasastesintag\.cl/);
  });
});

describe("the line beside the form's button", () => {
  it("has the visitor ask to be contacted, the notice's legal basis, rather than consent to it", () => {
    const line = page("index.html")("#contact-consent").text().replace(/\s+/g, " ");
    expect(line).toMatch(/você pede/);
    expect(line).not.toMatch(/concorda|consente|consentimento/);
    expect(visibleText(page(fileOf("/privacidade")))).toMatch(/art\. 7º, V/);
  });
});

describe("the business behind the site", () => {
  it.each(distFiles(".html"))(
    "%s says in its footer who sells the expedition, or that it is still to be filled",
    (file) => {
      const footer = page(file)("footer").text().replace(/\s+/g, " ");
      expect(footer).toMatch(/CNPJ/);
    },
  );
});
