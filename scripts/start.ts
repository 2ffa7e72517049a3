// `npm start`: build, then migrate the local D1 and serve at http://127.0.0.1:8788.
import { spawnSync } from "node:child_process";
import { root } from "./shared/wrangler.ts";

const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
if (build.status !== 0) process.exit(build.status ?? 1);
await import("./serve.ts");
