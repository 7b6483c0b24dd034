/** The brand mark and name, linking home. */
export function Logo({ name }: { name: string }) {
  return (
    <a className="logo" href="/" aria-label={`${name}, accueil`}>
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" className="logo-mark" />
        <path
          d="M9 21.5c4.5 0 8-3.4 8-8.5M13 22c2.6-.8 7-3.4 7-10M9 13.5a4 4 0 0 1 4-4"
          fill="none"
          stroke="#fff"
          strokeWidth="2.2"
          strokeLinecap="round"
        />
        <circle cx="22.5" cy="21" r="2.2" className="logo-dot" />
      </svg>
      <span className="logo-name">{name}</span>
    </a>
  );
}
