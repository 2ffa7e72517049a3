// "Antes de partir": what a Brazilian crew needs before leaving, in route order. Typed data, like
// the destinations; only the /antes-de-partir page imports it, so the home page never carries it.
import type { SourceKey } from "./sources.ts";

/** "YYYY-MM": the month a text's facts were last checked against its sources. */
export type VerifiedMonth = `${number}-${number}`;

export interface GuideSection {
  /** Anchor id on the page. */
  id: string;
  title: string;
  intro?: string;
  items: string[];
}

export interface BorderCrossing {
  /** e.g. "Paso Cristo Redentor (Los Libertadores)". */
  name: string;
  /** e.g. "Argentina → Chile", in the direction this route crosses it. */
  direction: string;
  /** Between which stops of the route, e.g. "Mendoza → Santiago". */
  leg: string;
  /** What happens there, in order: immigration, customs and the temporary-import paper, food checks. */
  steps: string[];
  /** Winter risks (closures, chains), or the season's caveat. */
  winter: string;
}

export interface PreTripGuide {
  verifiedIn: VerifiedMonth;
  intro: string;
  /** documents, insurance, fuel and distances, gravel and wind, money, connectivity (in this order around the crossings). */
  sections: GuideSection[];
  crossings: { id: string; title: string; intro: string; list: BorderCrossing[] };
  sources: SourceKey[];
}

export const preTripGuide: PreTripGuide = {
  verifiedIn: "2026-11",
  intro: "",
  sections: [],
  crossings: { id: "fronteiras", title: "Fronteiras, na ordem da rota", intro: "", list: [] },
  sources: [],
};
