// Brand-wide constants: one place for what the brand may still change.
export const site = {
  name: "Expedição Ushuaia",
  tagline: "Aventuras que transformam vidas",
  /** Production origin, used for canonical links, Open Graph and the sitemap. */
  url: "https://expedicao-ushuaia.pages.dev",
  /** Until the brand confirms its handle. */
  instagramUrl: "https://www.instagram.com/expedicaoushuaia/",
  defaultImage: "/og/home.png",
} as const;

const titleSuffix = ` | ${site.name}`;

/** A page's <title>: its own words, then the brand (the home page names the brand itself). */
export const pageTitle = (own: string) => own + titleSuffix;

/** A page's own words, from a title pageTitle() wrote (the offline page lists pages by them). */
export const ownTitle = (title: string) => (title.endsWith(titleSuffix) ? title.slice(0, -titleSuffix.length) : title);
