// Rules of the road per country, the parks' bookings and caps, and whom to call: what a crew must
// know at a police check or in an accident. Each rule names its law or its authority and the date
// of the notice it comes from; the Argentine kit and lights are said once, in the pre-trip guide's
// "Equipamento obrigatório na Argentina", and linked from here.
import { gapText, longestGapIn } from "../road/fuel.ts";
import type { SourceKey } from "./sources.ts";

/** "YYYY-MM-DD": the day these rules were last checked. */
export const rulesCheckedOn = "2026-11-25";

/** A piece of text, or a link into the guide (a "#id" anchor) or to another page. */
export type Part = string | { text: string; href: string };

export interface RuleGroup {
  id: string;
  title: string;
  items: Part[][];
  sources: SourceKey[];
}

export const roadRules: RuleGroup[] = [
  {
    id: "regras-brasil",
    title: "No Brasil, até a fronteira",
    items: [
      [
        "Equipamento: triângulo, estepe, macaco e chave de roda (Resolução Contran nº 993/2023). O extintor " +
          "deixou de ser obrigatório para carros de passeio em 2015, mas a Argentina e o Chile exigem um (na " +
          "Argentina, de 2,5 kg num 4x4): compre antes de sair.",
      ],
      ["Álcool: tolerância zero (Lei Seca, Lei nº 11.705/2008, endurecida pela Lei nº 12.760/2012)."],
      [
        "Faróis: baixos acesos de dia nas rodovias de pista simples fora das cidades, se o carro não tiver " +
          "luz de rodagem diurna (Lei nº 14.071/2020).",
      ],
      ["Emergências: 190 (Polícia Militar), 191 (Polícia Rodoviária Federal), 192 (SAMU) e 193 (Bombeiros)."],
    ],
    sources: ["senatran"],
  },
  {
    id: "regras-argentina",
    title: "Na Argentina",
    items: [
      [
        "Equipamento e faróis: extintor (no mínimo 2,5 kg num 4x4), dois triângulos e farol baixo aceso nas " +
          "rodovias, de dia e de noite, mesmo com luz diurna; a lista está em ",
        { text: "Equipamento obrigatório na Argentina", href: "#equipamento-obrigatorio" },
        ".",
      ],
      [
        "Álcool: zero, em qualquer veículo (Lei nº 27.714, em vigor nas rodovias nacionais desde 3 de maio " +
          "de 2023). Algumas rodovias provinciais seguem a lei da província.",
      ],
      [
        "Velocidade máxima para carros (Lei nº 24.449, art. 51): 110 km/h em rodovia, 120 km/h em " +
          "semiautopista, 130 km/h em autopista, 60 km/h onde a rodovia atravessa uma cidade, 40 km/h nas ruas " +
          "e 60 km/h nas avenidas, salvo placa em contrário.",
      ],
      [
        "Inverno: no caminho do Cristo Redentor, de Uspallata em diante, correntes a bordo são obrigatórias " +
          "na temporada de neve (lei de trânsito de Mendoza nº 9.024), e a Gendarmería pode mandar colocá-las. " +
          "Na Terra do Fogo, de meados de maio a 30 de setembro (datas fixadas a cada ano pela província), " +
          "carros de passeio só circulam com pneus de inverno homologados (símbolo 3PMSF) ou com cravos, e o " +
          "mesmo controle confere extintor e triângulos.",
      ],
      [
        "Combustível: veja a ",
        { text: "tabela de etapas", href: "#etapas" },
        `; o trecho mais longo sem posto confiável é o de ${gapText(longestGapIn("Argentina"))}.`,
      ],
    ],
    sources: ["ansv", "vialidadArgentina", "pasosArgentina"],
  },
  {
    id: "regras-chile",
    title: "No Chile",
    items: [
      [
        "Equipamento (Lei de Trânsito nº 18.290 e Decreto 22/2006): extintor, dois triângulos, estepe com " +
          "macaco e chave de roda e, desde 1º de janeiro de 2016, colete refletivo amarelo guardado dentro do " +
          "carro, ao alcance do motorista (Decreto Supremo nº 164/2014). Sem o colete, a multa vai de 0,2 a " +
          "0,5 UTM.",
      ],
      [
        "Álcool (Lei Tolerância Zero, 2012): a partir de 0,3 g/L de sangue é dirigir sob influência do " +
          "álcool, com multa e suspensão do direito de dirigir; a partir de 0,8 g/L é embriaguez, com processo " +
          "e até prisão. Na prática: não beba nada antes de dirigir.",
      ],
      [
        "Velocidade máxima: 50 km/h nas cidades (Lei nº 21.103, de 2018), 100 km/h nas rodovias de mão " +
          "dupla e até 120 km/h nas de pista dupla onde a placa indicar.",
      ],
      [
        "Faróis: nas rodovias interurbanas, luz diurna ou faróis baixos acesos também de dia (Decreto 22 do " +
          "Ministério dos Transportes).",
      ],
      [
        "Inverno: nos passos de fronteira com neve, as correntes são exigidas para todos os veículos, " +
          "inclusive os 4x4 (no Mamuil Malal, por exemplo, a partir de maio).",
      ],
      [
        `Combustível: o trecho mais longo sem posto confiável é o de ${gapText(longestGapIn("Chile"))}; veja a `,
        { text: "tabela de etapas", href: "#etapas" },
        ".",
      ],
    ],
    sources: ["conaset", "pasosChile"],
  },
  {
    id: "parques",
    title: "Parques: reservas e cotas",
    items: [
      [
        "Torres del Paine: a CONAF anunciou a venda do ingresso por percurso (Full day, Base Torres, " +
          "circuito W e circuito O), comprado antes, pela internet; a data de início e os preços estão em ",
        { text: "Torres del Paine: outras informações", href: "/destino/torres-del-paine#outras-informacoes" },
        ". Antes de ir, confira em pasesparques.cl, o sistema oficial de venda da CONAF, qual regra vale no " +
          "dia da visita. Para dormir no parque, acampamento ou refúgio, é preciso reserva em nome de cada " +
          "pessoa: os acampamentos gratuitos da CONAF (Paso, Italiano e Torres) no site do parque, os outros " +
          "nas concessionárias. No circuito O, o trecho entre os acampamentos Coirón e Paso tem sentido único, " +
          "e só se faz o circuito com reserva em cada acampamento: é a lotação deles que limita quantas " +
          "pessoas passam por dia. Mais em ",
        { text: "Torres del Paine", href: "/destino/torres-del-paine" },
        ".",
      ],
      [
        "El Chaltén (Parque Nacional Los Glaciares, zona norte): ingresso cobrado nas trilhas desde 21 de " +
          "outubro de 2024. Os acampamentos Poincenot e De Agostini (desde dezembro de 2024) e Laguna Capri " +
          "(desde 14 de janeiro de 2025) exigem reserva e uma taxa por noite, à parte, com cotas de 120, 70 e " +
          "48 pessoas. Mais em ",
        { text: "El Chaltén", href: "/destino/el-chalten" },
        ".",
      ],
      [
        "Glaciar Perito Moreno: ingresso do Parque Nacional Los Glaciares pago na entrada da RP 11 ou " +
          "antes, no site de Parques Nacionales; no inverno, correntes ou pneus com cravos na RP 11. Mais em ",
        { text: "El Calafate", href: "/destino/el-calafate" },
        ".",
      ],
    ],
    sources: ["conaf", "apn"],
  },
];

export interface EmergencyNumber {
  number: string;
  what: string;
}

/** Short codes dialled from any phone in the country, free of charge. */
export const emergencyNumbers: { country: "Argentina" | "Chile"; numbers: EmergencyNumber[]; note: string }[] = [
  {
    country: "Chile",
    numbers: [
      { number: "131", what: "Ambulância (SAMU)" },
      { number: "132", what: "Bombeiros" },
      { number: "133", what: "Carabineros (polícia)" },
      { number: "134", what: "PDI (polícia de investigações)" },
      { number: "136", what: "Socorro Andino (resgate em montanha; voluntários, em parte das regiões)" },
      { number: "137", what: "Emergência marítima (a balsa do Estreito)" },
      { number: "130", what: "CONAF (incêndios florestais e parques)" },
    ],
    note: "O 133 é o número de resposta rápida em todo o país, nas estradas também: na dúvida, ligue para ele.",
  },
  {
    country: "Argentina",
    numbers: [
      { number: "911", what: "Emergências, nas províncias que têm a central (Mendoza e Terra do Fogo, entre outras)" },
      { number: "107", what: "Ambulância" },
      { number: "100", what: "Bombeiros" },
      { number: "101", what: "Polícia" },
      { number: "103", what: "Defesa Civil (temporais, ventos fortes e outras catástrofes)" },
    ],
    note:
      "Onde o 911 não atende, os números 107, 100 e 101 valem em todo o país. Estado das rodovias: Vialidad " +
      "Nacional, 0800-222-6272, em dias úteis.",
  },
];

export interface Consulate {
  name: string;
  where: string;
  /** The post's page on Itamaraty's site, where one could be found. */
  url?: string;
  /** The post's duty phone for emergencies, as the post publishes it. */
  dutyPhone?: string;
}

/** Brazil's consular posts along the route (Itamaraty), and the duty line in Brasília. */
export const consulates: Consulate[] = [
  {
    name: "Consulado do Brasil em Puerto Iguazú",
    where: "na travessia de Foz do Iguaçu",
    url: "https://www.gov.br/mre/pt-br/consulado-puerto-iguazu",
    dutyPhone: "+54 9 3757 435-088",
  },
  {
    name: "Consulado do Brasil em Córdoba",
    where: "no caminho de Mendoza",
    url: "https://www.gov.br/mre/pt-br/consulado-cordoba",
  },
  {
    name: "Consulado do Brasil em Mendoza",
    where: "em Mendoza",
    url: "https://www.gov.br/mre/pt-br/consulado-mendoza",
  },
  {
    name: "Consulado-Geral do Brasil em Santiago",
    where: "para todo o Chile",
    url: "https://www.gov.br/mre/pt-br/consulado-santiago",
  },
  {
    name: "Consulado-Geral do Brasil em Buenos Aires",
    where: "na capital argentina, longe da rota",
    url: "https://www.gov.br/mre/pt-br/consulado-buenos-aires",
  },
  { name: "Consulado do Brasil em Paso de los Libres", where: "na travessia alternativa por Uruguaiana" },
];

/** The southern half of the route has no Brazilian post: what to do there. */
export const consulatesSouthNote =
  "O Brasil tem cinco postos na Argentina (Buenos Aires, Córdoba, Mendoza, Paso de los Libres e Puerto " +
  "Iguazú, em janeiro de 2025) e nenhum ao sul de Mendoza: numa emergência da Patagônia argentina a Ushuaia, " +
  "ligue para o plantão consular do Itamaraty, abaixo.";

/** Itamaraty's duty line in Brasília, for an emergency when the local post cannot be reached. */
export const itamaratyDutyPhone = "+55 61 98260-0610";
