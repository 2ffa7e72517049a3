import type { GuideSection } from "../../content/pre-trip-guide.ts";
import { SourceLinks } from "../SourceLinks.tsx";

/** One topic of the pre-trip guide: a heading, an optional lead and its points. */
export function GuideSectionBlock({ section }: { section: GuideSection }) {
  return (
    <section aria-labelledby={section.id} className="guide-section">
      <h2 id={section.id} className="text-4xl">
        {section.title}
      </h2>
      {section.intro && <p className="mt-4 text-lg text-granite">{section.intro}</p>}
      <ul className="guide-list">
        {section.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <SourceLinks sources={section.sources ?? []} />
    </section>
  );
}
