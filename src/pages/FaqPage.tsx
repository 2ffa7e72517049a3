import { Link } from "wouter";
import { GuideHeader } from "../components/guide/GuideHeader.tsx";
import { GuideNext } from "../components/guide/GuideNext.tsx";
import { PartsText } from "../components/guide/PartsText.tsx";
import { faq, faqCheckedOn, type QuestionGroup } from "../content/faq.ts";
import { formatDate } from "../content/months.ts";

// Lazy route: its own page, so the guide stays a printable handout and the answers stay short.
export function FaqPage() {
  const [first, ...rest] = faq;
  return (
    <main id="conteudo" tabIndex={-1} className="guide">
      <GuideHeader eyebrow="Expedição Ushuaia" title="Perguntas frequentes">
        <p className="lead mt-5 text-granite">
          O que brasileiros perguntam antes de dirigir até Ushuaia, em respostas curtas. O detalhe, com as fontes
          oficiais, está no guia{" "}
          <Link href="/antes-de-partir" className="underline underline-offset-2">
            Antes de partir
          </Link>
          . Verificado em <time dateTime={faqCheckedOn}>{formatDate(faqCheckedOn)}</time>.
        </p>
      </GuideHeader>
      <FaqGroup group={first} />
      <div className="faq-rest">
        {rest.map((group) => (
          <FaqGroup key={group.id} group={group} />
        ))}
      </div>
      <GuideNext to={["guide", "road", "contact"]} />
    </main>
  );
}

function FaqGroup({ group }: { group: QuestionGroup }) {
  return (
    <section aria-labelledby={group.id} className="guide-section">
      <h2 id={group.id} className="text-4xl">
        {group.title}
      </h2>
      {group.questions.map((q) => (
        <div key={q.question} className="faq-item">
          <h3 className="mt-8 text-2xl">{q.question}</h3>
          <p className="mt-3 text-lg leading-relaxed">
            <PartsText parts={q.answer} />
          </p>
        </div>
      ))}
    </section>
  );
}
