// Compiles functions/ the way `wrangler pages deploy` does, offline: proof that deploy would bundle.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { wranglerSync } from "../shared/wrangler.ts";

/** Builds the bundle into a temp dir (removed afterwards); returns its size in bytes, raw and gzip. */
export function buildFunctionsBundle(): { raw: number; gzip: number } {
  const outdir = mkdtempSync(join(tmpdir(), "expedicao-functions-"));
  try {
    wranglerSync(["pages", "functions", "build", "--outdir", outdir], { quiet: true });
    const bundle = readFileSync(join(outdir, "index.js"));
    return { raw: bundle.length, gzip: gzipSync(bundle).length };
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}
