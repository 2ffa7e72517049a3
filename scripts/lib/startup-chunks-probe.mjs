// Renders one path with the prerender's server bundle and prints (JSON) the lazy chunks that
// rendering it loaded through dynamic import(): the chunks the browser needs to hydrate that page.
// Runs in its own process, because a module that is already loaded is not resolved again.
import { readFileSync } from "node:fs";
import { register } from "node:module";
import { fileURLToPath } from "node:url";
import { MessageChannel } from "node:worker_threads";

const [entry, path] = process.argv.slice(2);
const { port1, port2 } = new MessageChannel();
const seen = [];
port1.on("message", (m) => seen.push(m));
register("./startup-chunks-hook.mjs", import.meta.url, { data: { port: port2 }, transferList: [port2] });

const server = await import(entry);
await new Promise((r) => setTimeout(r, 20));
const before = seen.length;
await server.render(path);
await new Promise((r) => setTimeout(r, 50));
port1.close();

const dynamic = seen.slice(before).filter(({ specifier, parent }) => {
  if (!parent.startsWith("file:")) return false;
  const src = readFileSync(fileURLToPath(parent), "utf8");
  return [`import("${specifier}")`, `import('${specifier}')`, "import(`" + specifier + "`)"].some((s) => src.includes(s));
});
console.log(JSON.stringify([...new Set(dynamic.map((m) => m.url))]));
