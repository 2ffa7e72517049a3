// wouter imports the use-sync-external-store shim for React < 18; React 19 has the hook built in,
// so vite.config.ts points the shim here and the browser skips the CommonJS fallback code.
export { useSyncExternalStore } from "react";
