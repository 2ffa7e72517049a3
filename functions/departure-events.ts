// The departures as schema.org Events, for search engines and link previews: each with its dates,
// where it leaves from and an offer whose availability follows the vehicles left.
import { site } from "../src/content/site.ts";
import type { PublicDeparture } from "../src/shared/departures.ts";

const schema = (name: string) => `https://schema.org/${name}`;

function availability(d: PublicDeparture): string {
  if (d.state === "cancelada" || d.state === "encerrada") return schema("Discontinued");
  if (d.state === "lotada") return schema("SoldOut");
  return d.left <= 2 ? schema("LimitedAvailability") : schema("InStock");
}

export function departureEvent(d: PublicDeparture) {
  const url = `${site.url}/saidas#saida-${d.startsOn}`;
  return {
    "@type": "Event",
    name: `${site.name}: saída de Vitória a Ushuaia`,
    startDate: d.startsOn,
    endDate: d.endsOn,
    eventStatus: schema(d.state === "cancelada" ? "EventCancelled" : "EventScheduled"),
    eventAttendanceMode: schema("OfflineEventAttendanceMode"),
    location: {
      "@type": "Place",
      name: "Vitória (ES)",
      address: { "@type": "PostalAddress", addressLocality: "Vitória", addressRegion: "ES", addressCountry: "BR" },
    },
    organizer: { "@type": "Organization", name: site.name, url: site.url },
    url,
    offers: {
      "@type": "Offer",
      url,
      availability: availability(d),
      ...(d.pricePerVehicle !== null && { price: d.pricePerVehicle, priceCurrency: "BRL" }),
    },
  };
}

/** The script element for the page's head; "<" escaped so no text can close it early. */
export function eventsJsonLd(departures: PublicDeparture[]): string {
  const json = JSON.stringify({ "@context": "https://schema.org", "@graph": departures.map(departureEvent) });
  return `<script type="application/ld+json">${json.replace(/</g, "\\u003c")}</script>`;
}
