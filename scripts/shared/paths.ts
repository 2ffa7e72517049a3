// Where things are, from any script or test, whatever the current directory.
import { fileURLToPath } from "node:url";

export const root = fileURLToPath(new URL("../..", import.meta.url));
export const distDir = `${root}dist`;
/** Build output that is not deployed: the server bundle and Vite's manifest of the browser build. */
export const buildDir = `${root}build`;
