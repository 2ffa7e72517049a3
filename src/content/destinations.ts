// The nine destinations in route order, from the north to the end of the world.
// Coordinates are WGS84 degrees (south and west negative); the map and the pages read them here.
export type Country = "Argentina" | "Chile";

export interface LatLon {
  lat: number;
  lon: number;
}

export interface DestinationSummary {
  slug: string;
  name: string;
  country: Country;
  /** The short description the site was specified with, word for word. */
  description: string;
  /** Illustration shown on the card and the detail hero; a photo can replace the file later. */
  image: string;
  imageAlt: string;
  coordinates: LatLon;
}

export const start = {
  name: "Vitória",
  country: "Brasil",
  coordinates: { lat: -20.3155, lon: -40.3128 },
} as const;

export const destinations = [
  {
    slug: "santiago",
    name: "Santiago",
    country: "Chile",
    description: "Capital chilena",
    image: "/illustrations/santiago.svg",
    imageAlt: "Ilustração do horizonte de Santiago com a Cordilheira dos Andes nevada ao fundo",
    coordinates: { lat: -33.4489, lon: -70.6693 },
  },
  {
    slug: "mendoza",
    name: "Mendoza",
    country: "Argentina",
    description: "Vinhos e Andes",
    image: "/illustrations/mendoza.svg",
    imageAlt: "Ilustração de vinhedos em fileiras diante do Aconcágua nevado",
    coordinates: { lat: -32.8895, lon: -68.8458 },
  },
  {
    slug: "pucon",
    name: "Pucón",
    country: "Chile",
    description: "Aventura e vulcões",
    image: "/illustrations/pucon.svg",
    imageAlt: "Ilustração do vulcão Villarrica fumegante sobre o lago",
    coordinates: { lat: -39.282, lon: -71.9545 },
  },
  {
    slug: "bariloche",
    name: "Bariloche",
    country: "Argentina",
    description: "Alpes argentinos",
    image: "/illustrations/bariloche.svg",
    imageAlt: "Ilustração do lago Nahuel Huapi cercado de montanhas e bosques",
    coordinates: { lat: -41.1335, lon: -71.3103 },
  },
  {
    slug: "el-chalten",
    name: "El Chalten",
    country: "Argentina",
    description: "Capital do trekking",
    image: "/illustrations/el-chalten.svg",
    imageAlt: "Ilustração do monte Fitz Roy com seus picos de granito",
    coordinates: { lat: -49.3315, lon: -72.8863 },
  },
  {
    slug: "el-calafate",
    name: "El Calafate",
    country: "Argentina",
    description: "Glaciar Perito Moreno",
    image: "/illustrations/el-calafate.svg",
    imageAlt: "Ilustração da parede de gelo do glaciar Perito Moreno sobre o lago",
    coordinates: { lat: -50.3379, lon: -72.2648 },
  },
  {
    slug: "puerto-natales",
    name: "Puerto Natales",
    country: "Chile",
    description: "Portal para Torres del Paine",
    image: "/illustrations/puerto-natales.svg",
    imageAlt: "Ilustração do cais de Puerto Natales no fiorde Última Esperanza",
    coordinates: { lat: -51.7236, lon: -72.4875 },
  },
  {
    slug: "torres-del-paine",
    name: "Torres del Paine",
    country: "Chile",
    description: "Parque Nacional icônico",
    image: "/illustrations/torres-del-paine.svg",
    imageAlt: "Ilustração das três torres de granito sobre a lagoa turquesa",
    coordinates: { lat: -50.9423, lon: -73.4068 },
  },
  {
    slug: "ushuaia",
    name: "Ushuaia",
    country: "Argentina",
    description: "O fim do mundo",
    image: "/illustrations/ushuaia.svg",
    imageAlt: "Ilustração do farol Les Eclaireurs no Canal de Beagle",
    coordinates: { lat: -54.8019, lon: -68.303 },
  },
] as const satisfies readonly DestinationSummary[];

/** The slugs, read from the list above: a type that needs them derives them from here. */
export type DestinationSlug = (typeof destinations)[number]["slug"];

export function findDestination(slug: string): DestinationSummary | undefined {
  return destinations.find((d) => d.slug === slug);
}
