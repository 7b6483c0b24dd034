import type { Cta } from '../../model/landing.js';

/** The closing call to action of a page. */
export function CtaBand({ cta, href }: { cta: Cta; href: string }) {
  return (
    <section className="cta-band" aria-labelledby="cta-title">
      <div className="container cta-band-inner">
        <div>
          <h2 id="cta-title">{cta.heading}</h2>
          <p>{cta.text}</p>
        </div>
        <a className="btn btn-hero btn-xl" href={href}>
          {cta.button}
        </a>
      </div>
    </section>
  );
}
