import { stages } from "../../content/stages.ts";
import type { LatLon } from "../../content/destinations.ts";
import type { Pass } from "../../road/project.ts";
import { reportAt } from "../../road/report.ts";
import { EmergencyNumbers } from "./EmergencyNumbers.tsx";
import { FamilyMessage } from "./FamilyMessage.tsx";

/** A fix on a road driven twice, with no earlier fix to tell which way: the crew says, in one tap.
 * Whom to call and the message home do not wait for the answer: the country and the place come
 * from the position, whichever way the crew goes. */
export function DirectionQuestion({
  passes,
  at,
  onAnswer,
}: {
  passes: Pass[];
  at: LatLon;
  onAnswer: (pass: Pass) => void;
}) {
  const [going, back] = passes as [Pass, Pass];
  const road = reportAt(going.km).stage;
  return (
    <div className="road-report">
      <h2 className="text-3xl">Indo ou voltando?</h2>
      <p className="mt-2">
        Esta estrada é feita duas vezes, na ida e na volta. Diga para que lado você vai, para a página não apontar um
        posto ou uma fronteira que já ficou para trás.
      </p>
      <div className="road-actions">
        <button type="button" className="btn-night" onClick={() => onAnswer(going)}>
          Indo para {road.to.name}
        </button>
        <button type="button" className="btn-night" onClick={() => onAnswer(back)}>
          Voltando de {stages[back.stage]!.from.name}
        </button>
      </div>
      <EmergencyNumbers country={going.country} />
      <FamilyMessage news={{ where: `entre ${road.from.name} e ${road.to.name}`, fuelKm: null, at }} />
    </div>
  );
}
