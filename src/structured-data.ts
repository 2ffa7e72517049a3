// schema.org data for search engines and link previews, as JSON-LD in each prerendered page's head.
// Built from the same content as the pages; only the server render imports it, so none of it
// reaches the browser's JavaScript. JSON-LD is data (type application/ld+json), never run as script.
import { destinations, findDestination, type DestinationSummary } from "./content/destinations.ts";
import { faq, faqCheckedOn, plainText } from "./content/faq.ts";
import { preTripGuide } from "./content/pre-trip-guide.ts";
import { pricesCheckedOn } from "./content/prices.ts";
import { site } from "./content/site.ts";

type Thing = { "@type": string } & Record<string, unknown>;

const url = (path: string) => site.url + path;
const organizationId = url("/#organizacao");

const countryOf = (d: DestinationSummary): Thing => ({ "@type": "Country", name: d.country });

const destinationRef = (d: DestinationSummary): Thing => ({
  "@type": "TouristDestination",
  name: d.name,
  url: url(`/destino/${d.slug}`),
  containedInPlace: countryOf(d),
});

const trip = (): Thing => ({
  "@type": "TouristTrip",
  name: `${site.name}: de Vitória a Ushuaia`,
  description: "Expedição 4x4 de Vitória (ES) a Ushuaia atravessando a Patagônia, pela Argentina e pelo Chile.",
  provider: { "@id": organizationId },
  itinerary: {
    "@type": "ItemList",
    itemListOrder: "https://schema.org/ItemListOrderAscending",
    itemListElement: destinations.map((d, i) => ({ "@type": "ListItem", position: i + 1, item: destinationRef(d) })),
  },
});

function breadcrumbs(...trail: [name: string, path: string][]): Thing {
  return {
    "@type": "BreadcrumbList",
    itemListElement: [["Início", "/"] as const, ...trail].map(([name, path], i) => ({
      "@type": "ListItem",
      position: i + 1,
      name,
      item: url(path),
    })),
  };
}

/** A page of the road book, dated by its last check, with its breadcrumbs. */
function guidePage(
  type: string,
  name: string,
  path: string,
  dateModified: string,
  more: Record<string, unknown>,
): Thing[] {
  return [
    { "@type": type, name, url: url(path), inLanguage: "pt-BR", dateModified, ...more },
    breadcrumbs([name, path]),
  ];
}

/** The schema.org things a page describes (none for pages that are not meant to be found). */
export function structuredDataFor(path: string): Thing[] {
  if (path === "/") {
    return [
      {
        "@type": "TravelAgency",
        "@id": organizationId,
        name: site.name,
        url: url("/"),
        logo: url("/favicon.svg"),
        image: url(site.defaultImage),
        slogan: site.tagline,
        sameAs: [site.instagramUrl],
      },
      trip(),
    ];
  }
  if (path === "/antes-de-partir") {
    return guidePage("WebPage", "Antes de partir", path, preTripGuide.verifiedIn, { about: trip() });
  }
  if (path === "/quanto-custa") {
    return guidePage("WebPage", "Quanto custa a viagem?", path, pricesCheckedOn, { about: trip() });
  }
  if (path === "/perguntas-frequentes") {
    const mainEntity = faq.flatMap((g) =>
      g.questions.map((q) => ({
        "@type": "Question",
        name: q.question,
        acceptedAnswer: { "@type": "Answer", text: plainText(q.answer) },
      })),
    );
    return guidePage("FAQPage", "Perguntas frequentes", path, faqCheckedOn, { mainEntity });
  }
  const slug = /^\/destino\/([a-z-]+)$/.exec(path)?.[1];
  const d = slug ? findDestination(slug) : undefined;
  if (!d) return [];
  return [
    {
      ...destinationRef(d),
      description: d.description,
      image: url(`/og/${d.slug}.png`),
      geo: { "@type": "GeoCoordinates", latitude: d.coordinates.lat, longitude: d.coordinates.lon },
      isPartOf: { "@type": "TouristTrip", name: `${site.name}: de Vitória a Ushuaia`, url: url("/") },
    },
    breadcrumbs(["Destinos", "/#destinos"], [d.name, path]),
  ];
}

/** The script element the prerender writes into the head, or "" when the page has none. */
export function jsonLdTag(path: string): string {
  const things = structuredDataFor(path);
  if (things.length === 0) return "";
  // "<" escaped so no text in the content can close the element early.
  const json = JSON.stringify({ "@context": "https://schema.org", "@graph": things }).replace(/</g, "\\u003c");
  return `<script type="application/ld+json">${json}</script>`;
}
