import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
  build: { target: "es2022", assetsInlineLimit: 0, modulePreload: false },
});
