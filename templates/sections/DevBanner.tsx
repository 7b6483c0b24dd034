import { Construction } from 'lucide-react';

/** The notice that a section of the site is still being built. */
export function DevBanner({ title, text }: { title: string; text: string }) {
  return (
    <div className="dev-banner" role="note">
      <Construction size={22} aria-hidden="true" focusable="false" />
      <div>
        <p className="dev-banner-title">{title}</p>
        <p>{text}</p>
      </div>
    </div>
  );
}
