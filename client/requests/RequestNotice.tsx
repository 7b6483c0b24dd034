/** What happened to the last request: shown after a fallback to the visitor's own mail client. */
export interface Notice {
  mailto: string;
  to: string;
}

/** After a fallback: the mail link again, in case no mail client opened, and the address to write to. */
export function RequestNotice({ notice }: { notice: Notice | null }) {
  return (
    <div className="request-notice" role="status">
      {notice && (
        <p>
          Votre messagerie a dû s’ouvrir avec votre demande pré-remplie. Si rien ne s’est ouvert,{' '}
          <a href={notice.mailto}>ouvrez ce message</a> ou écrivez-nous à <a href={`mailto:${notice.to}`}>{notice.to}</a>.
        </p>
      )}
    </div>
  );
}
