// Server entry used only by the prerender step (scripts/build/prerender.ts), never shipped to browsers.
import { prerender } from "react-dom/static";
import { Router } from "wouter";
import { App } from "./App.tsx";

export { knownPaths, routes } from "./routes.ts";
export { headFor } from "./route-match.ts";
export { jsonLdTag } from "./structured-data.ts";

/** Renders a path to HTML, waiting for lazy pages so the output is complete. */
export async function render(path: string): Promise<string> {
  const { prelude } = await prerender(
    <Router ssrPath={path}>
      <App />
    </Router>,
  );
  return new Response(prelude).text();
}
