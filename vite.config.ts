import { readFileSync } from "node:fs";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { parse } from "smol-toml";
import { defineConfig, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { site } from "./src/content/site.ts";

// The team's WhatsApp number reaches the prerendered thank-you page and the browser's toast through
// the build, from the one place the function's settings live (see src/components/WhatsAppLink.tsx).
const { vars = {} } = parse(readFileSync("wrangler.toml", "utf8")) as { vars?: Record<string, unknown> };

// The installed app's colours are the design's own, read from its theme in src/styles.css.
const styles = readFileSync(new URL("./src/styles.css", import.meta.url), "utf8");
const colour = (name: string) => new RegExp(`--color-${name}:\\s*(#[0-9a-f]+)`, "i").exec(styles)![1]!;

// The page's first script is built on its own, whole, and written inside each page by the prerender
// (scripts/build/first-script.ts): the build's HTML carries only the stylesheet. The dev server
// serves the script as a module instead.
const firstScriptInDev: Plugin = {
  name: "first-script-in-dev",
  apply: "serve",
  transformIndexHtml: () => [{ tag: "script", attrs: { type: "module", src: "/src/main.tsx" }, injectTo: "body" }],
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    firstScriptInDev,
    tailwindcss(),
    // The service worker (src/sw/sw.ts, built into dist/sw.js), the web app manifest and its icons
    // (drawn at build time from public/favicon.svg). The page registers the worker itself, after
    // its load event (src/main.tsx). docs/offline.md says what it caches and how.
    VitePWA({
      // The server render (prerender step) has no worker and no manifest of its own.
      disable: isSsrBuild,
      strategies: "injectManifest",
      srcDir: "src/sw",
      filename: "sw.ts",
      injectRegister: false,
      manifest: {
        name: site.name,
        short_name: "Ushuaia 4x4",
        description: "De Vitória a Ushuaia de 4x4: o roteiro, os destinos e o guia antes de partir, também sem sinal.",
        lang: "pt-BR",
        start_url: "/",
        scope: "/",
        display: "standalone",
        theme_color: colour("night"),
        background_color: colour("sand"),
      },
      // Also writes the favicon, apple-touch-icon and theme-color tags into every page's head.
      pwaAssets: { image: "public/favicon.svg", preset: "minimal-2023", overrideManifestIcons: true },
      // The install icons are fetched by the browser when it installs, not read offline.
      includeManifestIcons: false,
      injectManifest: {
        // Everything a page needs but the pages themselves, which are cached network-first (sw.ts).
        // The link-preview images (og/) and install icons are for other sites and the launcher.
        // The route's GPX file (scripts/build/gpx.ts) is for use with no signal too.
        globPatterns: ["assets/**/*.{js,css,svg,woff2}", "illustrations/*", "favicon.{svg,ico}", "*.gpx"],
      },
    }),
  ],
  define: { "import.meta.env.WHATSAPP_NUMBER": JSON.stringify(String(vars.WHATSAPP_NUMBER ?? "")) },
  resolve: {
    alias: {
      "use-sync-external-store/shim/index.js": new URL("./src/shims/use-sync-external-store.ts", import.meta.url)
        .pathname,
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
    // Two entries: the page's HTML with its stylesheet; hydrate.tsx, the app with React, which the
    // page's first script imports at the first interaction, from the URL the prerender writes into the page.
    manifest: true,
    rolldownOptions: {
      input: { index: "index.html", app: "src/hydrate.tsx" },
      // Every imported constant is written where it is used (rolldown's default does so only in
      // conditions): a constant a lazy chunk shares with the app adds no import between them.
      optimization: { inlineConst: true },
    },
  },
}));
