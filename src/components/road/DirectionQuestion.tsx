import { stages } from "../../content/stages.ts";
import type { Pass } from "../../road/project.ts";
import { reportAt } from "../../road/report.ts";

/** A fix on a road driven twice, with no earlier fix to tell which way: the crew says, in one tap. */
export function DirectionQuestion({ passes, onAnswer }: { passes: Pass[]; onAnswer: (pass: Pass) => void }) {
  const [going, back] = passes as [Pass, Pass];
  return (
    <div className="road-report">
      <h2 className="text-3xl">Indo ou voltando?</h2>
      <p className="mt-2">
        Esta estrada é feita duas vezes, na ida e na volta. Diga para que lado você vai, para a página não apontar um
        posto ou uma fronteira que já ficou para trás.
      </p>
      <div className="road-actions">
        <button type="button" className="btn-night" onClick={() => onAnswer(going)}>
          Indo para {reportAt(going.km).stage.to.name}
        </button>
        <button type="button" className="btn-night" onClick={() => onAnswer(back)}>
          Voltando de {stages[back.stage]!.from.name}
        </button>
      </div>
    </div>
  );
}
