// The route table: the router, the prerender step and the sitemap all read this one list.
import { lazy, type ComponentType } from "react";
import { destinations, findDestination } from "./content/destinations.ts";
import { pageTitle, site } from "./content/site.ts";
import { storedTitle } from "./shared/form-messages.ts";
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

export interface RouteDef<P extends string = string> {
  /** wouter pattern. */
  path: P;
  page: ComponentType;
  /** The concrete paths to prerender for this pattern. */
  paths: () => string[];
  head: (params: Record<string, string>) => RouteHead;
  /** Listed in sitemap.xml. */
  sitemap: boolean;
}

const DestinationPage = lazy(() => import("./pages/DestinationPage.tsx").then((m) => ({ default: m.DestinationPage })));
const PrivacyPage = lazy(() => import("./pages/PrivacyPage.tsx").then((m) => ({ default: m.PrivacyPage })));
const PreTripPage = lazy(() => import("./pages/PreTripPage.tsx").then((m) => ({ default: m.PreTripPage })));
const FaqPage = lazy(() => import("./pages/FaqPage.tsx").then((m) => ({ default: m.FaqPage })));
const RoadPage = lazy(() => import("./pages/RoadPage.tsx").then((m) => ({ default: m.RoadPage })));
const CostPage = lazy(() => import("./pages/CostPage.tsx").then((m) => ({ default: m.CostPage })));
const SaidasPage = lazy(() => import("./pages/SaidasPage.tsx").then((m) => ({ default: m.SaidasPage })));
const ThanksPage = lazy(() => import("./pages/ThanksPage.tsx").then((m) => ({ default: m.ThanksPage })));

/** Keeps a route's pattern as a literal type, so data keyed by route (page-descriptions.ts) is checked. */
const routeDef = <P extends string>(route: RouteDef<P>) => route;

/**
 * A route that is one page, previewed with the site's image; a page not listed in the sitemap has no canonical link
 * either.
 */
const onePage = <P extends string>(
  path: P,
  page: ComponentType,
  title: string,
  { listed = true } = {},
): RouteDef<P> => ({
  path,
  page,
  paths: () => [path],
  head: () => ({ title, image: site.defaultImage, canonical: listed ? path : null }),
  sitemap: listed,
});

export const routes = [
  onePage("/", HomePage, "Expedição Ushuaia: de Vitória ao fim do mundo de 4x4"),
  routeDef({
    path: "/destino/:slug",
    page: DestinationPage,
    paths: () => destinations.map((d) => `/destino/${d.slug}`),
    head: ({ slug = "" }) => {
      const d = findDestination(slug);
      if (!d) return notFoundHead;
      return {
        title: pageTitle(`${d.name}, ${d.country}: ${d.description}`),
        image: `/og/${d.slug}.png`,
        canonical: `/destino/${d.slug}`,
      };
    },
    sitemap: true,
  }),
  onePage("/antes-de-partir", PreTripPage, pageTitle("Antes de partir: documentos, seguros e fronteiras")),
  onePage("/perguntas-frequentes", FaqPage, pageTitle("Perguntas frequentes")),
  onePage("/na-estrada", RoadPage, pageTitle("Na estrada: onde estou na rota, o próximo posto e a próxima fronteira")),
  onePage("/quanto-custa", CostPage, pageTitle("Quanto custa a viagem? A conta da sua equipe, com mês e fonte")),
  // The function serves it with today's departures (functions/departures-page.ts); this is its frame.
  onePage("/saidas", SaidasPage, pageTitle("Saídas e condições: datas, vagas, preço e desistência")),
  onePage("/privacidade", PrivacyPage, pageTitle("Aviso de privacidade")),
  // Where the form lands when it is posted without JavaScript: not to be found by search engines.
  onePage("/obrigado", ThanksPage, pageTitle(storedTitle), { listed: false }),
];

/** Every route's pattern, as a type: what a table keyed by route must cover. */
export type RoutePattern = (typeof routes)[number]["path"];

export const notFoundHead: RouteHead = {
  title: pageTitle("Página não encontrada"),
  image: site.defaultImage,
  canonical: null,
};

/** Every concrete path the build prerenders. */
export function knownPaths(): string[] {
  return routes.flatMap((r) => r.paths());
}
