// The route table: the router, the prerender step and the sitemap all read this one list.
import { lazy, type ComponentType } from "react";
import { destinations, findDestination } from "./content/destinations.ts";
import { site } from "./content/site.ts";
import { HomePage } from "./pages/HomePage.tsx";

export interface Head {
  title: string;
  description: string;
  /** Absolute path of the Open Graph image (a raster: link previews do not read SVG). */
  image: string;
  /** Canonical path, or null for pages that must not be indexed. */
  canonical: string | null;
}

export interface RouteDef {
  /** wouter pattern. */
  path: string;
  page: ComponentType;
  /** The concrete paths to prerender for this pattern. */
  paths: () => string[];
  head: (params: Record<string, string>) => Head;
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
      description:
        "Expedição 4x4 de Vitória a Ushuaia atravessando a Patagônia: nove destinos na Argentina e no Chile, de Santiago ao fim do mundo. Deixe seu contato e saiba mais.",
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
        description: `${d.name} (${d.country}) na Expedição Ushuaia: o que fazer, onde se hospedar, onde comer e o que saber antes de chegar de 4x4.`,
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
      description:
        "Documentos, seguros, as fronteiras na ordem da rota, combustível e estrada: o que saber antes de dirigir até Ushuaia.",
      image: site.defaultImage,
      canonical: "/antes-de-partir",
    }),
    sitemap: true,
  },
  {
    path: "/privacidade",
    page: PrivacyPage,
    paths: () => ["/privacidade"],
    head: () => ({
      title: "Aviso de privacidade | Expedição Ushuaia",
      description:
        "Como a Expedição Ushuaia trata os dados do formulário de contato, conforme a LGPD: o que coletamos, por quê, por quanto tempo e como exercer seus direitos.",
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
      description: "Recebemos seu contato. Entraremos em contato em breve.",
      image: site.defaultImage,
      canonical: null,
    }),
    sitemap: false,
  },
];

export const notFoundHead: Head = {
  title: "Página não encontrada | Expedição Ushuaia",
  description: "Esta página não existe. Volte para a página inicial da Expedição Ushuaia.",
  image: site.defaultImage,
  canonical: null,
};

/** Every concrete path the build prerenders. */
export function knownPaths(): string[] {
  return routes.flatMap((r) => r.paths());
}
