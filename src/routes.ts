// The route table: the router, the prerender step and the sitemap all read this one list.
import { lazy, type ComponentType } from "react";
import { destinations, findDestination } from "./content/destinations.ts";
import { site } from "./content/site.ts";
import { HomePage } from "./pages/HomePage.tsx";

/** What the browser needs on a client-side navigation (the tab's title and the canonical link). */
export interface RouteHead {
  title: string;
  /** Absolute path of the Open Graph image (a raster: link previews do not read SVG). */
  image: string;
  /** Canonical path, or null for pages that must not be indexed. */
  canonical: string | null;
}

/** The whole head the prerender writes; descriptions live in src/page-descriptions.ts, server-side. */
export interface Head extends RouteHead {
  description: string;
}

export interface RouteDef {
  /** wouter pattern. */
  path: string;
  page: ComponentType;
  /** The concrete paths to prerender for this pattern. */
  paths: () => string[];
  head: (params: Record<string, string>) => RouteHead;
  /** Listed in sitemap.xml. */
  sitemap: boolean;
}

const DestinationPage = lazy(() =>
  import("./pages/DestinationPage.tsx").then((m) => ({ default: m.DestinationPage })),
);
const PrivacyPage = lazy(() =>
  import("./pages/PrivacyPage.tsx").then((m) => ({ default: m.PrivacyPage })),
);
const PreTripPage = lazy(() =>
  import("./pages/PreTripPage.tsx").then((m) => ({ default: m.PreTripPage })),
);
const FaqPage = lazy(() =>
  import("./pages/FaqPage.tsx").then((m) => ({ default: m.FaqPage })),
);
const ThanksPage = lazy(() =>
  import("./pages/ThanksPage.tsx").then((m) => ({ default: m.ThanksPage })),
);

export const routes: RouteDef[] = [
  {
    path: "/",
    page: HomePage,
    paths: () => ["/"],
    head: () => ({
      title: "Expedição Ushuaia: de Vitória ao fim do mundo de 4x4",
      image: site.defaultImage,
      canonical: "/",
    }),
    sitemap: true,
  },
  {
    path: "/destino/:slug",
    page: DestinationPage,
    paths: () => destinations.map((d) => `/destino/${d.slug}`),
    head: ({ slug = "" }) => {
      const d = findDestination(slug);
      if (!d) return notFoundHead;
      return {
        title: `${d.name}, ${d.country}: ${d.description} | Expedição Ushuaia`,
        image: `/og/${d.slug}.png`,
        canonical: `/destino/${d.slug}`,
      };
    },
    sitemap: true,
  },
  {
    path: "/antes-de-partir",
    page: PreTripPage,
    paths: () => ["/antes-de-partir"],
    head: () => ({
      title: "Antes de partir: documentos, seguros e fronteiras | Expedição Ushuaia",
      image: site.defaultImage,
      canonical: "/antes-de-partir",
    }),
    sitemap: true,
  },
  {
    path: "/perguntas-frequentes",
    page: FaqPage,
    paths: () => ["/perguntas-frequentes"],
    head: () => ({
      title: "Perguntas frequentes | Expedição Ushuaia",
      image: site.defaultImage,
      canonical: "/perguntas-frequentes",
    }),
    sitemap: true,
  },
  {
    path: "/privacidade",
    page: PrivacyPage,
    paths: () => ["/privacidade"],
    head: () => ({
      title: "Aviso de privacidade | Expedição Ushuaia",
      image: site.defaultImage,
      canonical: "/privacidade",
    }),
    sitemap: true,
  },
  {
    // Where the form lands when it is posted without JavaScript.
    path: "/obrigado",
    page: ThanksPage,
    paths: () => ["/obrigado"],
    head: () => ({
      title: "Interesse registrado! | Expedição Ushuaia",
      image: site.defaultImage,
      canonical: null,
    }),
    sitemap: false,
  },
];

export const notFoundHead: RouteHead = {
  title: "Página não encontrada | Expedição Ushuaia",
  image: site.defaultImage,
  canonical: null,
};

/** Every concrete path the build prerenders. */
export function knownPaths(): string[] {
  return routes.flatMap((r) => r.paths());
}
