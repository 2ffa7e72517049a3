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
