import { Link } from "wouter";
import { gpxFile } from "../../road/gpx-file.ts";

type Next = {
  href: string;
  label: string;
  weight: "btn-night" | "btn-line";
  /** A page goes through the router; the form is reached by a full load of the home page, and the
   * route file is downloaded. */
  kind: "page" | "plain" | "download";
};

/** Where a reading page sends the reader next; each place has the same words and weight on every page. */
const places = {
  route: { href: "/#rota", label: "Ver a rota e os destinos", weight: "btn-night", kind: "page" },
  guide: { href: "/antes-de-partir", label: "Ler o guia Antes de partir", weight: "btn-night", kind: "page" },
  road: { href: "/na-estrada", label: "Na estrada: onde estou na rota?", weight: "btn-night", kind: "page" },
  cost: { href: "/quanto-custa", label: "Quanto custa a viagem?", weight: "btn-night", kind: "page" },
  // A full load: the function writes the day's departures into the page.
  departures: { href: "/saidas", label: "Saídas: datas, vagas e condições", weight: "btn-night", kind: "plain" },
  faq: { href: "/perguntas-frequentes", label: "Perguntas frequentes", weight: "btn-line", kind: "page" },
  gpx: { href: `/${gpxFile}`, label: "Baixar a rota (GPX)", weight: "btn-line", kind: "download" },
  contact: { href: "/#contato", label: "Quero saber mais sobre a expedição", weight: "btn-line", kind: "plain" },
} satisfies Record<string, Next>;

/** The links at the end of a reading page, in the order given. */
export function GuideNext({ to }: { to: (keyof typeof places)[] }) {
  return (
    <nav aria-label="Continuar navegando" className="guide-next">
      {to.map((place) => {
        const { href, label, weight, kind }: Next = places[place];
        return kind === "page" ? (
          <Link key={place} href={href} className={weight}>
            {label}
          </Link>
        ) : (
          <a key={place} href={href} download={kind === "download" || undefined} className={weight}>
            {label}
          </a>
        );
      })}
    </nav>
  );
}
