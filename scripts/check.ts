// `npm run check`: what can be proved offline before a deploy: each runtime type-checks, the
// Pages Functions bundle compiles (what `wrangler pages deploy` would upload) within Workers' size
// limit, Biome finds it formatted and lint-clean, no line is wider than the project's 120
// characters, and knip finds no unused file, export or dependency. `npm test` does not repeat
// these; CI runs both.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { checkEnvTypes } from "./env-types.ts";
import { root } from "./shared/paths.ts";
import { wranglerSync } from "./shared/wrangler.ts";

/** The site (DOM), the function (Workers) and the scripts and tests (Node), each with its own types. */
const typeProjects = ["tsconfig.app.json", "tsconfig.sw.json", "tsconfig.worker.json", "tsconfig.node.json"] as const;

const run = (bin: string, args: string[]) => {
  const r = spawnSync(process.execPath, [join(root, "node_modules", bin), ...args], { cwd: root, encoding: "utf8" });
  if (r.status !== 0) throw new Error((r.stdout + r.stderr).trim());
  return r.stdout.trim();
};

/** Throws with tsc's report when the project does not type-check. */
const typeCheck = (project: string) => void run("typescript/bin/tsc", ["-p", project]);

/**
 * Lines over the project's width in tracked code and configuration. Biome wraps code but never a string or
 * a comment, so this holds those too. Wrangler's generated types are left as it writes them.
 */
const lineWidth = 120;
const generated = new Set(["worker-configuration.d.ts", "package-lock.json"]);
function wideLines(): string[] {
  const files = spawnSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8" }).stdout.split("\0");
  const code = /\.(ts|tsx|js|mjs|cjs|css|json|jsonc|sql|toml|html)$|^\.ci\//;
  return files
    .filter((f) => code.test(f) && !generated.has(f))
    .flatMap((f) =>
      readFileSync(join(root, f), "utf8")
        .split("\n")
        .flatMap((line, i) => ([...line].length > lineWidth ? [`${f}:${i + 1} (${[...line].length})`] : [])),
    );
}

/** Builds the functions bundle into a temp dir (removed afterwards); returns its size in bytes, raw and gzip. */
function buildFunctionsBundle(): { raw: number; gzip: number } {
  const outdir = mkdtempSync(join(tmpdir(), "expedicao-functions-"));
  try {
    wranglerSync(["pages", "functions", "build", "--outdir", outdir], { quiet: true });
    const bundle = readFileSync(join(outdir, "index.js"));
    return { raw: bundle.length, gzip: gzipSync(bundle).length };
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
  const runtimes = ["site", "service worker", "função", "scripts e testes"];
  const steps: [string, () => string | undefined][] = [
    ...typeProjects.map((p, i): [string, () => undefined] => [`tipos: ${runtimes[i]} (${p})`, () => typeCheck(p)]),
    ["tipo Env gerado pelo wrangler types (worker-configuration.d.ts)", () => void checkEnvTypes()],
    [
      "bundle das Pages Functions (wrangler pages functions build)",
      () => {
        const size = buildFunctionsBundle();
        // Workers on the free plan take a script of up to 3 MiB compressed.
        if (size.gzip > 3 * 1024 * 1024) throw new Error(`${kib(size.gzip)} com gzip passa do limite de 3 MiB`);
        return `${kib(size.raw)}, ${kib(size.gzip)} com gzip`;
      },
    ],
    [
      "formatação e lint (biome ci; `npm run format` corrige o que puder)",
      () => void run("@biomejs/biome/bin/biome", ["ci", "--colors=off", "."]),
    ],
    [
      `nenhuma linha com mais de ${lineWidth} caracteres`,
      () => {
        const wide = wideLines();
        if (wide.length) throw new Error(wide.join("\n"));
        return undefined;
      },
    ],
    [
      "nada sem uso: arquivos, exports, dependências (knip)",
      () => run("knip/bin/knip.js", ["--no-progress"]) || undefined,
    ],
  ];
  // Every step runs, so one report shows all that is wrong.
  for (const [name, body] of steps) {
    try {
      const note = body();
      console.log(`✓ ${name}${note ? `: ${note}` : ""}`);
    } catch (e) {
      console.error(`✗ ${name}\n${(e as Error).message}`);
      process.exitCode = 1;
    }
  }
}
