/// <reference types="vite/client" />
import type { ReactNode } from "react";
import mapUrl from "../../generated/route-map.svg?url";
import { mapSize } from "../../generated/route-map.ts";
import "./route-map.css";

/** A point of the map's viewBox as CSS percentages, so HTML placed on the map scales with it. */
export const at = (x: number, y: number) => ({
  left: `${((x / mapSize.width) * 100).toFixed(2)}%`,
  top: `${((y / mapSize.height) * 100).toFixed(2)}%`,
});

/**
 * The geography, route and stop dots (a static SVG drawn at build time) with a same-sized overlay:
 * `lines` is SVG in the map's viewBox units, `children` is HTML positioned with `at()`.
 */
export function MapFigure(props: { alt: string; lines?: ReactNode; children?: ReactNode }) {
  const { width, height } = mapSize;
  return (
    <div className="rm-figure">
      <img src={mapUrl} width={width} height={height} alt={props.alt} loading="lazy" decoding="async" />
      <svg viewBox={`0 0 ${width} ${height}`} aria-hidden="true">
        {props.lines}
      </svg>
      {props.children}
    </div>
  );
}
