import ArrowLeft from 'lucide-react/icons/arrow-left';

/** "Retour": back in the history when the visitor came from this site, home otherwise (and without JavaScript). */
export function BackButton({ label }: { label: string }) {
  const onClick = (event: { preventDefault(): void }) => {
    const fromHere = document.referrer !== '' && new URL(document.referrer).origin === window.location.origin;
    if (fromHere && window.history.length > 1) {
      event.preventDefault();
      window.history.back();
    }
  };
  return (
    <a className="btn btn-ghost" href="/" onClick={onClick}>
      <ArrowLeft size={18} aria-hidden="true" focusable="false" />
      {label}
    </a>
  );
}
