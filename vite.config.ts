import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { readFileSync } from "node:fs";
import { parse } from "smol-toml";
import { defineConfig } from "vite";

// The team's WhatsApp number reaches the prerendered thank-you page and the browser's toast through
// the build, from the one place the function's settings live (see src/components/WhatsAppLink.tsx).
const { vars = {} } = parse(readFileSync("wrangler.toml", "utf8")) as { vars?: Record<string, unknown> };

export default defineConfig({
  plugins: [react(), tailwindcss()],
  define: { "import.meta.env.WHATSAPP_NUMBER": JSON.stringify(String(vars.WHATSAPP_NUMBER ?? "")) },
  resolve: {
    alias: {
      "use-sync-external-store/shim/index.js": new URL(
        "./src/shims/use-sync-external-store.ts",
        import.meta.url,
      ).pathname,
    },
  },
  // No modulepreload polyfill or preload helper: every browser we target preloads modules itself,
  // and each lazy chunk imports only the entry, so there is nothing to preload ahead of it.
  build: {
    target: "es2022",
    assetsInlineLimit: 0,
    modulePreload: false,
    // One stylesheet, linked from every page: nothing styled arrives after the first paint.
    cssCodeSplit: false,
    // Two entries: main.tsx is the page's script tag; hydrate.tsx, the app with React, is
    // imported by it at the first interaction, from the URL the prerender writes into the page.
    manifest: true,
    rolldownOptions: { input: { index: "index.html", app: "src/hydrate.tsx" } },
  },
});
