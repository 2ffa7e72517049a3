// Type-checks one TypeScript project (tsconfig.app.json: the site; tsconfig.worker.json: the
// function; tsconfig.node.json: scripts and tests). Used by `npm run check` and by the unit tests.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { root } from "../shared/paths.ts";

const tsc = fileURLToPath(new URL("../../node_modules/typescript/bin/tsc", import.meta.url));

export const typeProjects = ["tsconfig.app.json", "tsconfig.worker.json", "tsconfig.node.json"] as const;

/** Throws with tsc's report when the project does not type-check. */
export function typeCheck(project: string): void {
  const r = spawnSync(process.execPath, [tsc, "-p", project], { cwd: root, encoding: "utf8" });
  if (r.status !== 0) throw new Error((r.stdout + r.stderr).trim());
}
