import type { PreTripGuide } from "../../content/pre-trip-guide.ts";
import { SourceLinks } from "../SourceLinks.tsx";

/** The border crossings of the route, numbered in the order the crew meets them. */
export function CrossingList({ id, title, intro, list, sources }: PreTripGuide["crossings"]) {
  return (
    <section aria-labelledby={id} className="guide-section">
      <h2 id={id} className="text-4xl">
        {title}
      </h2>
      {intro && <p className="mt-4 text-lg text-granite">{intro}</p>}
      <ol className="crossing-list">
        {list.map((c, i) => (
          <li key={c.name} className="crossing">
            <h3 className="text-2xl">
              <span className="crossing-number" aria-hidden="true">
                {i + 1}
              </span>{" "}
              {c.name}
            </h3>
            <p className="crossing-meta">
              {c.direction} · {c.leg}
            </p>
            <ul className="guide-list">
              {c.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ul>
            <p className="crossing-winter">
              <strong>Inverno:</strong> {c.winter}
            </p>
          </li>
        ))}
      </ol>
      <SourceLinks sources={sources} label="Situação dos passos, horários e regras:" />
    </section>
  );
}
