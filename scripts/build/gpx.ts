// Writes the route as a GPX 1.1 file for map apps (OsmAnd, Organic Maps, a GPS): a track through
// every stage end and intermediate town of the road chain (src/road/route.ts), and a named waypoint
// for every fuel point, border post and ferry, described in Portuguese. Generated from the content at
// each build, never edited by hand; public/ is where Vite copies it to dist/ and the service worker
// precaches it (vite.config.ts). tests/build/gpx.test.ts validates it against the GPX 1.1 schema.
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { LatLon } from "../../src/content/destinations.ts";
import { formatKm } from "../../src/content/journey.ts";
import { site } from "../../src/content/site.ts";
import { officialSources } from "../../src/content/sources.ts";
import { seasonNote, stages } from "../../src/content/stages.ts";
import { fuelStops } from "../../src/road/fuel.ts";
import { gpxFile } from "../../src/road/gpx-file.ts";
import { crossingsOnRoute } from "../../src/road/report.ts";
import { chain, pointAtKm } from "../../src/road/route.ts";
import { root } from "../shared/paths.ts";

const escapeXml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const at = (c: LatLon) => `lat="${c.lat.toFixed(5)}" lon="${c.lon.toFixed(5)}"`;
const point = (tag: string, c: LatLon, name: string, desc: string, type?: string) =>
  `  <${tag} ${at(c)}>\n    <name>${escapeXml(name)}</name>\n    ` +
  `<desc>${escapeXml(desc)}</desc>${type ? `\n    <type>${escapeXml(type)}</type>` : ""}\n  </${tag}>`;

// Each fuel town once, however many times the road passes it; a town off the chain's places is
// drawn where its road km falls on the chain.
const reliability = { reliable: "", "runs-dry": "Não confiável.", "short-hours": "Horário curto." } as const;
const fuel = [...new Map(fuelStops.map((s) => [s.point.place.name, s])).values()].map(({ point: f, km }) =>
  point(
    "wpt",
    "coordinates" in f.place ? f.place.coordinates : pointAtKm(km),
    `Combustível: ${f.place.name}`,
    [reliability[f.reliability], f.note, f.warning && `Atenção: ${f.warning}`].filter(Boolean).join(" "),
    "Combustível",
  ),
);

const crossings = crossingsOnRoute.map(({ km, what: { crossing, near } }) =>
  point(
    "wpt",
    pointAtKm(km),
    `${crossing.kind === "balsa" ? "Balsa" : "Fronteira"}: ${crossing.name}`,
    [
      `Horário da ${crossing.season}: ${crossing.hours}`,
      seasonNote(crossing),
      near,
      `Situação do ` +
        `dia: ${crossing.check.map((k) => `${officialSources[k].name} (${officialSources[k].url})`).join(", ")}.`,
    ]
      .filter(Boolean)
      .join(" "),
    crossing.kind === "balsa" ? "Balsa" : "Fronteira",
  ),
);

// A track rather than a <rte>: Organic Maps draws imported tracks and OsmAnd follows them.
const route = chain.map((v) =>
  point(
    "trkpt",
    v.place.coordinates,
    v.place.name,
    v.end
      ? v.stage < 0
        ? "Início da expedição."
        : `Fim da etapa ${v.stage + 1}: ${stages[v.stage]!.from.name} ` +
          `→ ${v.place.name}, ${formatKm(stages[v.stage]!.km)}; ${formatKm(v.km)} desde Vitória.`
      : `No caminho da etapa ${v.stage + 1}, cerca de ${formatKm(Math.round(v.km))} desde Vitória.`,
  ),
);

const namespaces = [
  'xmlns="http://www.topografix.com/GPX/1/1"',
  'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"',
  'xsi:schemaLocation="http://www.topografix.com/GPX/1/1 http://www.topografix.com/GPX/1/1/gpx.xsd"',
].join(" ");
const gpx = `<?xml version="1.0" encoding="UTF-8"?>
<gpx version="1.1" creator="${escapeXml(site.name)}" ${namespaces}>
  <metadata>
    <name>${escapeXml(`${site.name}: de Vitória a Ushuaia`)}</name>
    <desc>${escapeXml(
      `A rota da expedição em ${stages.length} etapas, ${formatKm(chain[chain.length - 1]!.km)} pela estrada, ` +
        `com os postos de combustível, as fronteiras e a balsa. Os pontos marcam as cidades, não o traçado exato ` +
        `da estrada.`,
    )}</desc>
    <link href="${escapeXml(`${site.url}/na-estrada`)}">
      <text>Na estrada</text>
    </link>
  </metadata>
${[...fuel, ...crossings].join("\n")}
  <trk>
    <name>${escapeXml("Vitória → Ushuaia")}</name>
    <trkseg>
${route.map((r) => r.replace(/^ {2}/gm, "      ")).join("\n")}
    </trkseg>
  </trk>
</gpx>
`;

await writeFile(join(root, "public", gpxFile), gpx);
console.log(`gpx: public/${gpxFile}, ${chain.length} track points, ${fuel.length + crossings.length} waypoints`);
