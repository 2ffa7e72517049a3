// Every built page is conforming HTML, checked by html-validate: the standard rules (content
// models, nesting, attributes, duplicate ids), the accessibility and the document rules.
import { join } from "node:path";
import { HtmlValidate } from "html-validate";
import { describe, expect, it } from "vitest";
import { distDir, distFiles, requireBuild } from "../support/dist.ts";

const validator = new HtmlValidate({
  root: true,
  extends: ["html-validate:standard", "html-validate:a11y", "html-validate:document"],
  rules: {
    // Subresource integrity guards files served by a third party; ours are same-origin, hashed,
    // and the Content-Security-Policy allows only 'self'.
    "require-sri": "off",
  },
});

function errors(report: Awaited<ReturnType<HtmlValidate["validateString"]>>) {
  return report.results.flatMap((r) =>
    r.messages
      .filter((m) => m.severity === 2)
      .map((m) => `${r.filePath}:${m.line}:${m.column} ${m.message} (${m.ruleId})`),
  );
}

describe("the prerendered HTML", () => {
  it("passes html-validate with no errors in every file", { timeout: 120_000 }, async () => {
    requireBuild();
    const files = distFiles(".html");
    expect(files.length).toBeGreaterThan(3);
    const found = (
      await Promise.all(files.map(async (f) => errors(await validator.validateFile(join(distDir, f)))))
    ).flat();
    expect(found, found.join("\n")).toEqual([]);
  });

  it("would catch a page that breaks the content model, repeats an id or leaves an element open", async () => {
    const bad = `<!doctype html><html lang="pt-BR"><head><title>x</title></head>
      <body><main><p>texto <div id="a">bloco</div></p><span id="a">outro</span><section></main></body></html>`;
    const found = errors(await validator.validateString(bad, "bad.html"));
    expect(found.join("\n")).toMatch(/no-dup-id/);
    expect(found.join("\n")).toMatch(/element-permitted-content|close-order/);
  });
});
