import type { ReactNode } from "react";

export function PrivacySection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-10">
      <h2 className="text-3xl">{title}</h2>
      {children}
    </section>
  );
}
