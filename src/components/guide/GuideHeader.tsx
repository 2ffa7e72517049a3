import type { ReactNode } from "react";
import { Link } from "wouter";

/** The top of a reading page (the guide, the FAQ): the way back home, its kicker and title, then its own lead. */
export function GuideHeader({ eyebrow, title, children }: { eyebrow: string; title: string; children: ReactNode }) {
  return (
    <header className="guide-header">
      <Link href="/" className="font-bold text-sunset-deep hover:text-night">
        <span aria-hidden="true">←</span> Voltar
      </Link>
      <p className="eyebrow mt-8 text-sunset-deep">{eyebrow}</p>
      <h1 className="mt-3 text-5xl sm:text-7xl">{title}</h1>
      {children}
    </header>
  );
}
