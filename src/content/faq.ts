// The questions Brazilian drivers ask before this road, answered briefly and sent on to the guide
// or a destination page for the detail. The figures come from the stage table (distance, days,
// crossings), so an answer never drifts from the table it summarises.
import { gapText, longestGap, longestGapIn } from "../road/fuel.ts";
import { formatKm } from "./journey.ts";
import { glance } from "./guide-facts.ts";
import { formatMoney, fuelPriceBoards, fuelPrices, prices, quotePrice, type Price } from "./prices.ts";
import { formatMonth } from "./months.ts";
import { emergencyNumbers, type Part } from "./road-rules.ts";

/** "YYYY-MM-DD": the day the answers were last checked. */
export const faqCheckedOn = "2026-11-25";

export interface Question {
  question: string;
  answer: Part[];
}

export interface QuestionGroup {
  id: string;
  title: string;
  questions: Question[];
}

const guide = (anchor: string, text: string): Part => ({ text, href: `/antes-de-partir#${anchor}` });
const kmPerDay = Math.round(glance.roadKm / glance.drivingDays / 10) * 10;
/** The prices the cost answer quotes (src/content/prices.ts), each with its month. */
export const quotedPrices: [string, Price][] = [
  ["o litro de gasoil na Argentina", fuelPrices.diesel.Argentina],
  ["o de diesel no Chile", fuelPrices.diesel.Chile],
  ["a balsa da Primera Angostura", prices.ferry],
  ["a entrada de Torres del Paine", prices.torresDelPaine],
  ["o SOAPEX", prices.soapex],
];
const datedCosts = quotedPrices.map(([what, p]) => `${what}, ${quotePrice(p)}`).join("; ");
const ferry = prices.ferry;
// The number each country's note says to call when in doubt comes first (Chile's 133, Argentina's
// 911), then the next two. A service is named by its first word: a common noun is lowercased in
// mid-sentence ("Ambulância (SAMU)" → "ambulância"), a force's name keeps its capital ("Carabineros").
const commonNouns = new Set(["Ambulância", "Bombeiros", "Polícia", "Emergências"]);
const firstCall: Record<string, string> = { Chile: "133", Argentina: "911" };
const mainNumbers = emergencyNumbers
  .map((c) => {
    const ordered = [...c.numbers].sort(
      (a, b) => Number(b.number === firstCall[c.country]) - Number(a.number === firstCall[c.country]),
    );
    const list = ordered.slice(0, 3).map((n) => {
      const word = n.what.split(/[ ,(]/)[0]!;
      return `${n.number} (${commonNouns.has(word) ? word.toLowerCase() : word})`;
    });
    return `${c.country === "Chile" ? "no Chile" : "na Argentina"}, ${list.join(", ")}`;
  })
  .join("; ");

export const faq: QuestionGroup[] = [
  {
    id: "documentos",
    title: "Documentos",
    questions: [
      {
        question: "Posso viajar só com o RG ou preciso de passaporte?",
        answer: [
          "O RG basta na Argentina e no Chile, se tiver sido emitido há menos de 10 anos, estiver em bom " +
            "estado e com foto reconhecível. Tem de ser o documento físico: a versão digital no celular não é " +
            "aceita nas fronteiras. A CNH não serve como documento de identidade. Quem tem passaporte deve " +
            "levá-lo também. Detalhes em ",
          guide("documentos", "Documentos das pessoas e do carro"),
          ".",
        ],
      },
      {
        question: "A nova Carteira de Identidade Nacional (CIN) vale na fronteira?",
        answer: [
          "Vale: a CIN substitui o RG e é aceita nos países do Mercosul e associados, entre eles a " +
            "Argentina e o Chile, como documento físico, em papel ou cartão; a versão digital no celular não " +
            "vale. A primeira via é gratuita, e o RG antigo continua válido até 2032.",
        ],
      },
      {
        question: "Como viajar com menores de 18 anos?",
        answer: [
          "Cada menor precisa do próprio RG ou passaporte e da certidão de nascimento. Se viajar com só um " +
            "dos pais ou com outro adulto, leve a autorização de viagem internacional do pai, da mãe ou dos " +
            "dois ausentes, com firma reconhecida (Resolução CNJ nº 131/2011). Veja ",
          guide("documentos", "Documentos"),
          ".",
        ],
      },
      {
        question: "Posso levar um carro que não está no meu nome?",
        answer: [
          "Pode, com autorização do proprietário citando placa, chassi, os motoristas e os países, com " +
            "firma reconhecida e apostilada em cartório: o Chile pede autorização notarial, e a apostila é o " +
            "que faz valer lá um documento de cartório brasileiro. Carro financiado também precisa da " +
            "autorização do banco ou da financeira. Veja ",
          guide("documentos", "Documentos"),
          ".",
        ],
      },
    ],
  },
  {
    id: "carro",
    title: "O carro e os seguros",
    questions: [
      {
        question: "Que seguros são obrigatórios?",
        answer: [
          "Dois para o carro: a Carta Verde, de responsabilidade civil, para a Argentina, contratada no " +
            "Brasil, e o SOAPEX para o Chile, comprado pela internet antes de chegar à fronteira. O " +
            "seguro-viagem de saúde é fortemente recomendado. Veja ",
          guide("seguros", "Seguros"),
          ".",
        ],
      },
      {
        question: "Que equipamento o carro precisa levar?",
        answer: [
          "Extintor e triângulos nos dois países (na Argentina, o extintor de um 4x4 tem de ter no mínimo " +
            "2,5 kg), colete refletivo no Chile e, no inverno, correntes nos passos de montanha e pneus de " +
            "inverno na Terra do Fogo. A lista de cada país, com as leis e as datas, está em ",
          guide("regras-e-emergencias", "Regras de trânsito e emergências"),
          ".",
        ],
      },
      {
        question: "Preciso de um 4x4?",
        answer: [
          "Não é obrigatório: a rota é quase toda asfaltada. O trecho mais longo de ripio (cascalho) são " +
            "cerca de 110 km da Ruta 40 entre Bardas Blancas e Ranquil Norte, no sul de Mendoza, com buracos, " +
            "pedras e restos de asfalto: carro baixo passa a 30 ou 45 km/h, e temporais já o deixaram " +
            "intransitável. Os outros, como a RP 60 até o Mamuil Malal, os desvios da Ruta 40 em Chubut, os " +
            "“73 malditos” entre Gobernador Gregores e Tres Lagos e as estradas de Torres del Paine, são " +
            "feitos por carros comuns com calma e tempo seco. Depois de chuva ou com neve, altura e tração " +
            "fazem diferença, e as correntes continuam obrigatórias no inverno, mesmo para 4x4. Veja a ",
          guide("etapas", "tabela de etapas"),
          ".",
        ],
      },
    ],
  },
  {
    id: "fronteiras-e-estrada",
    title: "Fronteiras e estrada",
    questions: [
      {
        question: "Quanto tempo se espera nas fronteiras e a que horas elas abrem?",
        answer: [
          `A ida tem ${glance.borders} passagens de fronteira. O horário de cada passo, por estação, está na `,
          guide("etapas", "tabela de etapas"),
          "; no dia, confira em pasosfronterizos.gov.cl, porque neve e vento fecham os passos de montanha. " +
            "Em feriados e no fim do ano, conte com filas de horas, sobretudo em Foz do Iguaçu, no Cardenal " +
            "Samoré e na balsa do Estreito de Magalhães.",
        ],
      },
      {
        question: "Como funciona a balsa do Estreito de Magalhães?",
        answer: [
          `A travessia da Primera Angostura, entre Punta Delgada e Bahía Azul, é da TABSA: cerca de 20 ` +
            `minutos, sem reserva, por ordem de chegada. Um carro de passeio pagava ` +
            `${formatMoney(ferry.value, ferry.currency)} ` +
            `em ${formatMonth(ferry.month)}. Com temporal, a balsa para; confira o estado no site e nas redes da ` +
            `TABSA. Veja a `,
          guide("etapas", "tabela de etapas"),
          ".",
        ],
      },
      {
        question: "Onde abastecer? Preciso de galão?",
        answer: [
          "Encha o tanque em toda cidade da Ruta 40 e leve um galão para os trechos longos: o mais longo sem " +
            `posto confiável é o de ${gapText(longestGap)}, e na Ruta 40 o de ` +
            `${gapText(longestGapIn("Argentina"))}. A `,
          guide("etapas", "tabela de etapas"),
          " diz onde fica o último posto antes de cada um. Chegue às fronteiras com o galão vazio. Mais em ",
          guide("combustivel-e-distancias", "Combustível e distâncias"),
          ".",
        ],
      },
      {
        question: "Posso levar comida para o Chile?",
        answer: [
          "Só declarando. O SAG, serviço sanitário chileno, confere a bagagem em toda entrada; frutas, " +
            "carnes, frios, laticínios, mel e sementes precisam ser declarados, e o que não for declarado dá " +
            "multa. Veja ",
          guide("fronteiras", "Fronteiras, na ordem da rota"),
          ".",
        ],
      },
      {
        question: "Há outras fronteiras para sair do Brasil?",
        answer: [
          "Sim. Além de Foz do Iguaçu–Puerto Iguazú, que a tabela usa, há Uruguaiana–Paso de los Libres, " +
            "São Borja–Santo Tomé e Dionísio Cerqueira–Bernardo de Irigoyen. As duas do Rio Grande do Sul " +
            "encurtam o caminho para quem sai do Sul; todas pedem os mesmos documentos e seguros.",
        ],
      },
    ],
  },
  {
    id: "planejamento",
    title: "Custos, época e dias",
    questions: [
      {
        question: "Qual a melhor época e quantos dias leva?",
        answer: [
          `${glance.season} Só a ida soma cerca de ${glance.drivingDays} dias ao volante, sem contar os ` +
            `dias nos destinos nem a volta. Veja o `,
          guide("guia-resumo", "resumo da viagem"),
          ".",
        ],
      },
      {
        question: "Quanto custa por dia?",
        answer: [
          "Depende do câmbio, do carro e de quantos vão nele: a página ",
          { text: "Quanto custa a viagem?", href: "/quanto-custa" },
          " faz a conta da sua equipe, país por país, com o mês e a fonte de cada preço. O maior gasto é a " +
            "hospedagem; depois vêm o combustível e a comida. A ida tem cerca de " +
            `${formatKm(glance.roadKm)} em ${glance.drivingDays} dias ao ` +
            `volante, uns ${formatKm(kmPerDay)} por dia; um carro que faz 10 km por litro gasta perto ` +
            `de ${Math.round(kmPerDay / 10)} litros por dia de estrada. Some hospedagem, comida, pedágios, a ` +
            `balsa e os ingressos dos parques. Referências ` +
            `datadas: ${datedCosts}. ${fuelPriceBoards} ` +
            `Veja `,
          guide("dinheiro-e-cartoes", "Dinheiro e cartões"),
          ".",
        ],
      },
    ],
  },
  {
    id: "no-caminho",
    title: "No caminho",
    questions: [
      {
        question: "Levo dinheiro vivo ou uso cartão?",
        answer: [
          "Cartão nas cidades dos dois países. Para postos isolados e pedágios manuais, leve em espécie " +
            "pesos argentinos para um ou dois dias de despesas miúdas, alguns dólares em notas novas e pesos " +
            "chilenos em notas pequenas. Veja ",
          guide("dinheiro-e-cartoes", "Dinheiro e cartões"),
          ".",
        ],
      },
      {
        question: "Chip local, roaming ou eSIM?",
        answer: [
          "Compare o roaming da sua operadora com um eSIM de dados para a Argentina e o Chile antes de " +
            "sair. Em qualquer caso, há longos trechos sem sinal: baixe mapas off-line. Veja ",
          guide("conectividade", "Sinal de celular e navegação"),
          ".",
        ],
      },
      {
        question: "Onde dormir no caminho?",
        answer: [
          "As etapas da tabela terminam em cidades com hotel ou pousada, menos Punta Delgada, um povoado " +
            "junto à balsa onde não confirmamos hospedagem: reserve antes de sair de Puerto Natales. No verão, " +
            "reserve com antecedência em El Chaltén, El Calafate e Puerto Natales. Dentro de Torres del Paine " +
            "e nos acampamentos de El Chaltén só se dorme com reserva. Veja ",
          guide("parques", "Parques: reservas e cotas"),
          " e as páginas de ",
          { text: "El Chaltén", href: "/destino/el-chalten" },
          " e ",
          { text: "Torres del Paine", href: "/destino/torres-del-paine" },
          ".",
        ],
      },
      {
        question: "Para quem ligar numa emergência?",
        answer: [
          `Os principais: ${mainNumbers}. Todos os números, os consulados do Brasil no caminho e o plantão ` +
            `do Itamaraty estão em `,
          guide("emergencias", "Números de emergência"),
          ".",
        ],
      },
    ],
  },
];

/** An answer as plain text, for the structured data (the page shows the same words with links). */
export const plainText = (parts: readonly Part[]) => parts.map((p) => (typeof p === "string" ? p : p.text)).join("");
