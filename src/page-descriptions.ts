// Each page's meta description, for search results and link previews. Only the prerender step
// reads them (src/route-match.ts's headFor), so none of this text ships in the browser's JavaScript:
// a client-side navigation changes only the title and the canonical link.
import { findDestination } from "./content/destinations.ts";
import type { RoutePattern } from "./routes.ts";

/** By route pattern (src/routes.ts); a pattern with parameters gets them. A route without one fails tsc. */
export const descriptions: Record<RoutePattern, (params: Record<string, string>) => string | undefined> = {
  "/": () =>
    "Expedição 4x4 de Vitória a Ushuaia atravessando a Patagônia: nove destinos na Argentina e no Chile, de " +
    "Santiago ao fim do mundo. Deixe seu contato e saiba mais.",
  "/destino/:slug": ({ slug = "" }) => {
    const d = findDestination(slug);
    return (
      d &&
      `${d.name} (${d.country}) na Expedição Ushuaia: o que fazer, onde se hospedar, onde comer e o que ` +
        `saber antes de chegar de 4x4.`
    );
  },
  "/antes-de-partir": () =>
    "Documentos, seguros, as fronteiras na ordem da rota, combustível e estrada: o que saber antes de " +
    "dirigir até Ushuaia.",
  "/perguntas-frequentes": () =>
    "Documentos, seguros, fronteiras, combustível e custos, em respostas curtas: o que saber antes de " +
    "dirigir até Ushuaia.",
  "/na-estrada": () =>
    "Sem sinal na estrada: pelo GPS do telefone, onde você está na rota até Ushuaia, o próximo posto, a " +
    "próxima fronteira e quanto falta, com os números de emergência.",
  "/quanto-custa": () =>
    "Quanto custa dirigir até Ushuaia: combustível país por país, balsa, parques, seguros e hospedagem, com " +
    "o mês e a fonte de cada preço. Escolha o carro e as pessoas e compartilhe a conta.",
  "/saidas": () =>
    "Próximas saídas da Expedição Ushuaia: datas, veículos livres, preço por veículo, sinal e saldo, o que " +
    "está incluído e o direito de desistir em 7 dias.",
  "/privacidade": () =>
    "Como a Expedição Ushuaia trata os dados do formulário de contato, conforme a LGPD: o que coletamos, " +
    "por quê, por quanto tempo e como exercer seus direitos.",
  "/obrigado": () => "Recebemos seu contato. Entraremos em contato em breve.",
};

export const notFoundDescription = "Esta página não existe. Volte para a página inicial da Expedição Ushuaia.";
