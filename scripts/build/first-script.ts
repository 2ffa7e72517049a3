// The page's first script (src/main.tsx), built on its own and whole: one module with everything it
// imports copied in, which the prerender writes inside every page. Built apart from the app, so the
// modules it shares with the app (the outbox's store, the answers' reading, the form's key) stay one
// source each: in the app's build they would become chunks, which a script inside the HTML cannot import.
import { build, type Rolldown } from "vite";
import { root } from "../shared/paths.ts";

export async function buildFirstScript(): Promise<string> {
  const out = (await build({
    root,
    configFile: false,
    logLevel: "warn",
    mode: "production",
    build: {
      write: false,
      target: "es2022",
      modulePreload: false,
      rolldownOptions: { input: "src/main.tsx" },
    },
  })) as Rolldown.RolldownOutput;
  const chunks = out.output.filter((o) => o.type === "chunk");
  // The app's own URL is read from the page (#root's data-app) and imported as it is; nothing else may be.
  if (chunks.length !== 1) throw new Error(`the first script became ${chunks.length} chunks: it must import none`);
  const code = chunks[0]!.code.trim();
  if (/\bimport\s*["'{*\w]|\bfrom\s*["']/.test(code)) throw new Error("the first script imports a module");
  if (/<\/script|<!--|<script/i.test(code)) throw new Error("the first script cannot be written inside <script>");
  return code;
}
