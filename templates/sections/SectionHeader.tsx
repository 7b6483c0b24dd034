/** Heading and intro of a page section; the heading's id labels the section. */
export function SectionHeader({
  id,
  heading,
  intro,
  kicker,
}: {
  id: string;
  heading: string;
  intro?: string;
  kicker?: string;
}) {
  return (
    <header className="section-header">
      {kicker && <p className="kicker">{kicker}</p>}
      <h2 id={`${id}-title`} className="section-title">
        {heading}
      </h2>
      {intro && <p className="section-intro">{intro}</p>}
    </header>
  );
}
