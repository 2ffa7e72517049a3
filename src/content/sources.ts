// The official sources the guide sends readers to for anything that changes: fees, border hours,
// rules. One list, so a destination page and the pre-trip guide name a source the same way.
export interface OfficialSource {
  /** Short name as a reader would search for it (e.g. "CONAF"). */
  name: string;
  /** What it is, in a few words of pt-BR. */
  what: string;
  url: string;
}

// Filled and checked with the guide's content; keys are what the content refers to.
export const officialSources = {} satisfies Record<string, OfficialSource>;

export type SourceKey = keyof typeof officialSources;
