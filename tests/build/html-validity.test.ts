import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { distDir } from "../../scripts/measure/byte-budgets.ts";
import { root } from "../../scripts/shared/paths.ts";

interface VnuMessage { type: string; subType?: string; url: string; lastLine?: number; lastColumn?: number; message: string; extract?: string }

const htmlFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? htmlFiles(join(dir, e.name)) : e.name.endsWith(".html") ? [join(dir, e.name)] : [],
  );

describe("the prerendered HTML", () => {
  it("passes the Nu HTML Checker with no errors in every file", { timeout: 120_000 }, () => {
    expect(existsSync(join(distDir, "index.html")), "dist/ is missing: run `npm run build` first").toBe(true);
    const java = spawnSync("java", ["-version"], { encoding: "utf8" });
    if (java.error || java.status !== 0) {
      throw new Error("`java` is not installed: the Nu HTML Checker (vnu-jar) needs a Java runtime (apt-get install -y default-jre-headless)");
    }
    const files = htmlFiles(distDir).sort();
    expect(files.length).toBeGreaterThan(3);
    // One JVM for every file: starting the checker is the slow part.
    const jar = join(root, "node_modules/vnu-jar/build/dist/vnu.jar");
    const r = spawnSync("java", ["-jar", jar, "--format", "json", "--errors-only", ...files], {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    let messages: VnuMessage[];
    try {
      messages = (JSON.parse(r.stderr || r.stdout) as { messages: VnuMessage[] }).messages;
    } catch {
      throw new Error(`vnu did not answer JSON (exit ${r.status}):\n${r.stderr}\n${r.stdout}`);
    }
    const errors = messages
      .filter((m) => m.type === "error" || m.subType === "fatal")
      .map((m) => `${relative(root, decodeURI(m.url.replace(/^file:/, "")))}:${m.lastLine}:${m.lastColumn} ${m.message}${m.extract ? `\n    ${m.extract.trim()}` : ""}`);
    expect(errors, errors.join("\n")).toEqual([]);
    expect(r.status).toBe(0);
  });
});
