// The route's GPX file, as the build wrote it to dist/: valid GPX 1.1 (Debian's xmllint against the
// schema kept in tests/support/), and its points are the stage table's.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { load } from "cheerio";
import { beforeAll, describe, expect, it } from "vitest";
import { requireProgram } from "../../scripts/shared/browser.ts";
import { root } from "../../scripts/shared/paths.ts";
import { skipDebianTests, testPrograms } from "../../scripts/shared/test-programs.ts";
import { fuelPoints } from "../../src/content/fuel-points.ts";
import { stages } from "../../src/content/stages.ts";
import { gpxFile } from "../../src/road/gpx-file.ts";
import { distDir, requireBuild } from "../support/dist.ts";

const schema = join(root, "tests/support/gpx-1.1.xsd");
let xmllint: string;
const validate = (file: string) => spawnSync(xmllint, ["--noout", "--schema", schema, file], { encoding: "utf8" });
const gpx = () => readFileSync(join(distDir, gpxFile), "utf8");
const fixed = (n: number) => n.toFixed(5);

describe("the route's GPX file", () => {
  beforeAll(() => {
    requireBuild();
    // Debian's libxml2-utils, installed by `npm run provision` with the other test programs.
    if (!skipDebianTests) xmllint = requireProgram(testPrograms.xmllint);
  });

  it.skipIf(skipDebianTests)("is valid GPX 1.1", () => {
    const run = validate(join(distDir, gpxFile));
    expect(run.stderr).toMatch(/validates/);
    expect(run.status).toBe(0);
  });

  it.skipIf(skipDebianTests)("would be refused by the same check if it broke the schema", () => {
    const broken = join(mkdtempSync(join(tmpdir(), "gpx-")), gpxFile);
    writeFileSync(
      broken,
      gpx()
        .replace(/<desc>/, "<descricao>")
        .replace(/<\/desc>/, "</descricao>"),
    );
    expect(validate(broken).status).not.toBe(0);
  });

  it("draws a track through every stage end of stages.ts, in route order, at the table's coordinates", () => {
    const $ = load(gpx(), { xml: true });
    const points = $("trk > trkseg > trkpt")
      .map((_, e) => ({ name: $(e).children("name").text(), lat: $(e).attr("lat"), lon: $(e).attr("lon") }))
      .get();
    const ends = [stages[0]!.from, ...stages.map((s) => s.to)];
    let at = 0;
    for (const end of ends) {
      const found = points.findIndex((p, i) => i >= at && p.name === end.name);
      expect(found, `${end.name} after point ${at}`).toBeGreaterThanOrEqual(at);
      expect(points[found]).toEqual({
        name: end.name,
        lat: fixed(end.coordinates.lat),
        lon: fixed(end.coordinates.lon),
      });
      at = found + 1;
    }
    expect(at).toBe(points.length);
  });

  it("names a waypoint for every fuel point, border post and ferry, described in Portuguese", () => {
    const $ = load(gpx(), { xml: true });
    const waypoints = $("gpx > wpt")
      .map((_, e) => ({ name: $(e).children("name").text(), desc: $(e).children("desc").text() }))
      .get();
    const names = waypoints.map((w) => w.name);
    for (const f of fuelPoints) expect(names).toContain(`Combustível: ${f.place.name}`);
    for (const c of stages.flatMap((s) => s.crossings).filter((c) => !c.name.startsWith("Alternativa"))) {
      const w = waypoints.find((x) => x.name === `${c.kind === "balsa" ? "Balsa" : "Fronteira"}: ${c.name}`);
      expect(w, c.name).toBeDefined();
      expect(w!.desc).toContain(`Horário da ${c.season}`);
      expect(w!.desc).toContain("Situação do dia:");
    }
    const tresLagos = waypoints.find((w) => w.name === "Combustível: Tres Lagos")!;
    expect(tresLagos.desc).toMatch(/Atenção: Pode estar sem combustível/);
  });

  it("is served as application/gpx+xml (dist/_headers)", () => {
    const headers = readFileSync(join(distDir, "_headers"), "utf8");
    expect(headers).toContain(`/${gpxFile}\n  ! Content-Type\n  Content-Type: application/gpx+xml`);
  });
});
