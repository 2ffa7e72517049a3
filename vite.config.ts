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
  build: { target: "es2022", assetsInlineLimit: 0 },
});
