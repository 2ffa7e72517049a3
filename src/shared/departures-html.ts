// The departures as HTML: written into /saidas by the function (functions/departures-page.ts) with
// what D1 holds, and, with none, the same empty state the prerendered page carries. Plain HTML, so
// crawlers, link previews and visitors without JavaScript read the list; the app never redraws it.
import { dayMonthYear, type PublicDeparture, reais } from "./departures.ts";
import { escapeHtml } from "./escape-html.ts";

/** The element the list lives in, on the page and in the function's rewrite. */
export const departuresListId = "saidas-lista";

const form = '<a href="/#contato">deixe seu contato</a>';

export const emptyDeparturesHtml =
  `<p><strong>As datas das próximas saídas estão sendo definidas.</strong> Para saber delas primeiro, ${form}: ` +
  "a equipe avisa você assim que forem publicadas.</p>";

function room(d: PublicDeparture): string {
  if (d.state === "cancelada" || d.state === "encerrada") {
    const what = d.state === "cancelada" ? "Saída cancelada" : "Inscrições encerradas";
    return `<p class="departure-state"><strong>${what}</strong>${d.reason ? `: ${escapeHtml(d.reason)}` : "."}</p>`;
  }
  if (d.state === "lotada") {
    const queue = d.waiting > 0 ? ` (${d.waiting} na fila)` : "";
    return `<p class="departure-state"><strong>Lotada.</strong> Entre na lista de espera${queue}: ${form}.</p>`;
  }
  const left = `<strong>${d.left} de ${d.vehicles} ${d.vehicles === 1 ? "veículo livre" : "veículos livres"}</strong>`;
  const min =
    d.toConfirm > 0
      ? ` Faltam ${d.toConfirm} ${d.toConfirm === 1 ? "veículo confirmado" : "veículos confirmados"} ` +
        `para garantir a saída (mínimo de ${d.minVehicles}).`
      : d.minVehicles
        ? " Saída garantida: o mínimo de veículos já foi alcançado."
        : "";
  return `<p class="departure-state">${left}.${min} Para reservar, ${form}.</p>`;
}

const item = (term: string, value: string) => `<dt>${term}</dt><dd>${value}</dd>`;

function departureHtml(d: PublicDeparture): string {
  return (
    `<article class="departure" data-state="${d.state}" id="saida-${d.startsOn}">` +
    `<h3>Saída de ${dayMonthYear(d.startsOn)} a ${dayMonthYear(d.endsOn)} · ${d.days} dias</h3>` +
    room(d) +
    "<dl>" +
    item("Por veículo, com duas pessoas", reais(d.pricePerVehicle)) +
    item("Por pessoa a mais", reais(d.pricePerExtraPerson)) +
    item("Sinal", reais(d.deposit)) +
    item("Restante até", d.balanceDueOn ? dayMonthYear(d.balanceDueOn) : "a definir") +
    item("Inclui", d.included ? escapeHtml(d.included) : "a definir") +
    item("Não inclui", d.notIncluded ? escapeHtml(d.notIncluded) : "a definir") +
    "</dl></article>"
  );
}

/** The list as the function writes it, dated by the moment it was read (`readAt`, São Paulo words). */
export function departuresHtml(departures: PublicDeparture[], readAt: string): string {
  const body = departures.length === 0 ? emptyDeparturesHtml : departures.map(departureHtml).join("");
  return `${body}<p class="departures-read">Lido em ${readAt}.</p>`;
}
