import type { ReactNode } from 'react';

export interface LegalSection {
  title: string;
  body: ReactNode;
}

/** A policy page: title, last-updated date, numbered sections with anchors. */
export function LegalDocument({
  title,
  lastUpdated,
  intro,
  sections,
}: {
  title: string;
  lastUpdated: string;
  intro: ReactNode;
  sections: LegalSection[];
}) {
  return (
    <article className="mx-auto pr-legal" style={{ maxWidth: '48rem' }}>
      <h1 className="h2">{title}</h1>
      <p className="text-body-secondary">Last updated: {lastUpdated}</p>
      <div className="mb-4">{intro}</div>
      {sections.map((s, i) => (
        <section key={s.title} aria-labelledby={`legal-${i + 1}`} className="mb-4">
          <h2 id={`legal-${i + 1}`} className="h5">
            {i + 1}. {s.title}
          </h2>
          {s.body}
        </section>
      ))}
    </article>
  );
}
