import { Link } from "wouter";
import { emergencyNumbers } from "../../content/road-rules.ts";
import type { Place } from "../../content/stages.ts";

/** The emergency numbers of the country the crew is in, from the guide's rules. */
export function EmergencyNumbers({ country }: { country: Place["country"] }) {
  const entry = emergencyNumbers.find((e) => e.country === country);
  return (
    <section aria-labelledby="road-emergencia" className="road-card">
      <h3 id="road-emergencia" className="text-2xl">
        Emergência: {country === "Brasil" ? "no Brasil" : `${country === "Chile" ? "no" : "na"} ${country}`}
      </h3>
      {entry ? (
        <>
          <ul className="road-numbers">
            {entry.numbers.map((n) => (
              <li key={n.number}>
                <a href={`tel:${n.number}`} className="road-number">
                  {n.number}
                </a>{" "}
                {n.what}
              </li>
            ))}
          </ul>
          <p className="mt-2 text-granite">{entry.note}</p>
        </>
      ) : (
        <p className="mt-2">
          Os números do Brasil estão no guia, em{" "}
          <Link href="/antes-de-partir#regras-brasil" className="underline underline-offset-2">
            No Brasil, até a fronteira
          </Link>
          .
        </p>
      )}
    </section>
  );
}
