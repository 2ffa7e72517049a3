// Renders the Open Graph images (1200x630 PNG) from the SVG illustrations into dist/og, after
// prerender: link previews (WhatsApp, Instagram, Facebook) do not read SVG, so each page's
// og:image must be a raster. Runs as the last step of `npm run build`.
import { mkdir, readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { destinations } from "../../src/content/destinations.ts";
import { root } from "../shared/paths.ts";

const width = 1200;
const height = 630;
const outDir = join(root, "dist/og");

const jobs = [{ name: "home", svg: "hero.svg" }, ...destinations.map((d) => ({ name: d.slug, svg: `${d.slug}.svg` }))];

async function render(svgFile: string, outFile: string): Promise<number> {
  const svg = await readFile(join(root, "public/illustrations", svgFile));
  // The illustrations are 1200x800 (hero 1600x900): a central crop keeps the landmark, and a
  // density above 72 keeps edges crisp when the hero is scaled down. A 256-colour palette is
  // plenty for flat shapes and keeps each file well under 200 KB.
  await sharp(svg, { density: 144 })
    .resize(width, height, { fit: "cover", position: "centre" })
    .png({ palette: true, quality: 90, effort: 10, compressionLevel: 9 })
    .toFile(outFile);
  return (await stat(outFile)).size;
}

await mkdir(outDir, { recursive: true });
let total = 0;
for (const job of jobs) total += await render(job.svg, join(outDir, `${job.name}.png`));
console.log(`og-images: ${jobs.length} PNGs (${width}x${height}) in dist/og, ${(total / 1024).toFixed(1)} KB in total`);
