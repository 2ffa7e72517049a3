// `npm run check`: what can be proved offline before a deploy: each runtime type-checks and the
// Pages Functions bundle compiles (what `wrangler pages deploy` would upload).
import { buildFunctionsBundle } from "./lib/functions-bundle.ts";
import { typeCheck } from "./lib/type-check.ts";

const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

function step(name: string, run: () => string | void): boolean {
  try {
    const note = run();
    console.log(`✓ ${name}${note ? `: ${note}` : ""}`);
    return true;
  } catch (e) {
    console.error(`✗ ${name}\n${(e as Error).message}`);
    return false;
  }
}

// Every step runs, so one report shows all that is wrong.
const ok = [
  step("tipos do site (tsconfig.app.json)", () => typeCheck("tsconfig.app.json")),
  step("tipos da função (tsconfig.worker.json)", () => typeCheck("tsconfig.worker.json")),
  step("tipos dos scripts e testes (tsconfig.node.json)", () => typeCheck("tsconfig.node.json")),
  step("bundle das Pages Functions (wrangler pages functions build)", () => {
    const size = buildFunctionsBundle();
    return `${kib(size.raw)}, ${kib(size.gzip)} com gzip`;
  }),
].every(Boolean);
process.exitCode = ok ? 0 : 1;
