import { useEffect, useRef, useState } from 'react';
import type { MailRequest } from './mailto.js';

/** What happened to the last request, after a fallback to the visitor's own mail client. */
export interface Notice extends MailRequest {
  to: string;
  /** Name of the `.txt` download of the complete request. */
  filename: string;
}

export interface RequestNoticeProps {
  /** Prefix of the ids inside, as for the form's fields. */
  formId: string;
  notice: Notice | null;
  /** Called once the complete request has left the page by copy or download (the mail link held only part). */
  onDelivered?: () => void;
}

/**
 * After a fallback, the one message about it: the mail link again, in case no mail client opened,
 * and the address to write to. When the request was too long for a mail link, the complete text
 * in a read-only field, to copy or download, since the e-mail holds a shortened version.
 */
export function RequestNotice({ formId, notice, onDelivered }: RequestNoticeProps) {
  const [copied, setCopied] = useState('');
  const [download, setDownload] = useState<string | undefined>(undefined);
  const text = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    setCopied('');
    if (!notice || notice.complete) return setDownload(undefined);
    const url = URL.createObjectURL(new Blob([notice.text], { type: 'text/plain;charset=utf-8' }));
    setDownload(url);
    return () => URL.revokeObjectURL(url);
  }, [notice]);

  const copy = async () => {
    if (!notice) return;
    try {
      await navigator.clipboard.writeText(notice.text);
      setCopied('Demande copiée. Collez-la dans votre e-mail à la place de la version abrégée.');
      onDelivered?.();
    } catch {
      text.current?.select();
      setCopied(
        'La copie automatique a été refusée\u00a0: le texte est sélectionné, copiez-le avec Ctrl+C (⌘+C sur Mac).',
      );
    }
  };

  // The live region holds the sentences only: the complete text and its buttons sit beside it,
  // so a screen reader announces what happened, not the whole request.
  return (
    <>
      <div className="request-notice" role="status">
        {notice && (
          <p>
            {notice.complete
              ? 'Votre messagerie a dû s’ouvrir avec votre demande pré-remplie. Si rien ne s’est ouvert, '
              : 'Votre demande est trop longue pour un lien e-mail\u00a0: votre messagerie a dû s’ouvrir avec une version abrégée. Copiez ou téléchargez la demande complète ci-dessous et joignez-la à l’e-mail. Si rien ne s’est ouvert, '}
            <a href={notice.url}>ouvrez ce message</a> ou écrivez-nous à <a href={`mailto:${notice.to}`}>{notice.to}</a>
            .
          </p>
        )}
        {copied && <p>{copied}</p>}
      </div>
      {notice && !notice.complete && (
        <div className="request-full">
          <label htmlFor={`${formId}-full-text`}>Demande complète</label>
          <textarea id={`${formId}-full-text`} ref={text} readOnly rows={8} value={notice.text} />
          <div className="request-full-actions">
            <button type="button" className="btn btn-outline" onClick={() => void copy()}>
              Copier la demande
            </button>
            <a className="btn btn-outline" href={download} download={notice.filename} onClick={() => onDelivered?.()}>
              Télécharger la demande (.txt)
            </a>
          </div>
        </div>
      )}
    </>
  );
}
