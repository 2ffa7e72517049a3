// The way back from Ushuaia to Vitória by the Atlantic coast: Ruta 3 to Buenos Aires, RN 14 to the
// Uruguaiana bridge, then the Brazilian roads north. The outbound road goes up the Andes; crews come
// back this shorter way, so its km are not the outbound's. Each leg is a day or part of a day that a
// crew published, and carries the fuel zone it is driven in, so the return's fuel is priced by country.
import type { fuelPrices, Source } from "./prices.ts";
import { site } from "./site.ts";
import { stages } from "./stages.ts";

export type FuelZone = keyof typeof fuelPrices.diesel;

export interface WayBackLeg {
  name: string;
  km: number;
  zone: FuelZone;
  source: Source;
}

const vemVer: Source = {
  name: "Vem Ver o Meu Mundo, de Curitiba a Ushuaia, etapa por etapa (sem data)",
  url: "https://vemveromeumundo.com.br/para-o-fim-do-mundo-ai-vamos-nos/",
};
// The outbound road's last stage, driven back the same way, with its km.
const lastStage = stages[stages.length - 1]!;
const stagesTable: Source = {
  name: "A tabela de etapas deste site, etapa Río Grande–Ushuaia",
  url: `${site.url}/antes-de-partir#etapas`,
};
// Río Gallegos–Río Grande is 358 km by the odometer; of them, about 40 km from the Integración Austral
// border to the ferry and 130 km from the ferry to San Sebastián are driven in Chile.
const gallegosRioGrande: Source = {
  name: "Viajando de Carro, Río Gallegos–Río Grande, 358 km (1/2012)",
  url: "http://viajandodecarro.com.br/viagem-janeiro-2012-dia-8/",
};
const chileanFuego: Source = {
  name: "Zanzando, da fronteira à balsa 40 km e da balsa a San Sebastián 130 km (6/10/2014)",
  url: "https://zanzando.com/2014/10/06/tierra-del-fuego/",
};

const legs: WayBackLeg[] = [
  { name: `${lastStage.to.name} → ${lastStage.from.name}`, km: lastStage.km, zone: "Patagonia", source: stagesTable },
  {
    name: "Río Grande → Río Gallegos, os trechos argentinos (RN 3)",
    km: 188,
    zone: "Patagonia",
    source: gallegosRioGrande,
  },
  {
    name: "San Sebastián → balsa da Primera Angostura → Integración Austral, no Chile",
    km: 170,
    zone: "Chile",
    source: chileanFuego,
  },
  { name: "Río Gallegos → Trelew", km: 1152, zone: "Patagonia", source: vemVer },
  // Past the Colorado river (north of Carmen de Patagones) the Patagonian fuel price ends; the whole leg
  // is priced at the rest of Argentina's, which overstates it a little. By odometer, Puerto Madryn to
  // Bahía Blanca on the RN 251 and RN 22 shortcut is 670 km; Trelew–Madryn adds about 65 and Bahía
  // Blanca–Sierra de la Ventana "uns 100" (the Curitiba crew's own diary).
  {
    name: "Trelew → Sierra de la Ventana, por Puerto Madryn, RN 251 e RN 22",
    km: 835,
    zone: "Argentina",
    source: {
      name: "Viajando de Carro, Puerto Madryn–Bahía Blanca, 670 km (1/2012)",
      url: "http://viajandodecarro.com.br/viagem-janeiro-2012-dia-29/",
    },
  },
  { name: "Sierra de la Ventana → Buenos Aires", km: 581, zone: "Argentina", source: vemVer },
  { name: "Buenos Aires → Paso de los Libres (RN 14)", km: 672, zone: "Argentina", source: vemVer },
  { name: "Uruguaiana → Curitiba (BR-290, BR-285, BR-153 e BR-277)", km: 1134, zone: "Brasil", source: vemVer },
  {
    name: "Curitiba → São Paulo (BR-116, Régis Bittencourt)",
    km: 402,
    zone: "Brasil",
    source: {
      name: "Doutor Multas, a BR-116 entre São Paulo e Curitiba, cerca de 402 km (sem data)",
      url: "https://doutormultas.com.br/br-116-sp-pr/",
    },
  },
  {
    name: "São Paulo → Vitória (BR-116 e BR-101)",
    km: 954,
    zone: "Brasil",
    source: {
      // The page is Vitória–Castro's; it gives São Paulo's road distance from Vitória beside it.
      name: "DistânciaCidade, página Vitória–Castro: São Paulo a 953,65 km (20/2/2026)",
      url: "https://www.distanciacidade.com.br/distancia-entre-vitoria-e-castro",
    },
  },
];

export const wayBackRoad = {
  road: "Ruta 3, RN 14, BR-290, BR-116 e BR-101",
  legs,
  source: vemVer,
};
