import type { ReactNode } from 'react';
import { announcerId, cartProductsId, contentId } from '../../model/reservedIds.js';
import { Island } from '../Island.js';
import { useSite } from '../SiteContext.js';
import { AnnouncementBanners } from './AnnouncementBanners.js';
import { Footer } from './Footer.js';
import { NavBar } from './NavBar.js';

/** The assistant's texts (spec §9). */
const chatTexts = {
  title: 'Hello\u00a0! 👋',
  subtitle:
    'Nous vous aidons 24h/24 et 7j/7\u00a0: prise de rendez-vous, questions techniques, transmission de votre demande au support.',
  getStarted: 'Nouvelle Conversation',
  inputPlaceholder: 'Posez votre question...',
  initialMessage: 'Bonjour, comment puis-je vous aider\u00a0?',
  closeButtonTooltip: 'Fermer l’assistant',
};

/**
 * Every page: skip link, fixed navigation bar, the announcements for `path` (none without it: the
 * build renders the layout once and puts each page's announcements in, see createLayoutShell),
 * main content, footer, the cart drawer, toasts and the live region.
 */
export function Layout({ children, path }: { children: ReactNode; path?: string }) {
  const { site, assets, cartProducts } = useSite();
  const webhookUrl = site.integrations.chatWebhookUrl;
  return (
    <>
      <a className="skip-link" href={`#${contentId}`}>
        Aller au contenu
      </a>
      <NavBar />
      {path !== undefined && <AnnouncementBanners path={path} />}
      <main id={contentId} tabIndex={-1}>
        {children}
      </main>
      <Footer />
      {cartProducts && (
        <script
          type="application/json"
          id={cartProductsId}
          dangerouslySetInnerHTML={{ __html: JSON.stringify(cartProducts).replace(/</g, '\\u003c') }}
        />
      )}
      <Island name="CartDrawer" props={{}} />
      <Island name="Toaster" props={{}} />
      {/* The page's one polite live region (client/announce): present from load, written by the islands. */}
      <div id={announcerId} className="visually-hidden" role="status" aria-live="polite" aria-atomic="true" />
      {webhookUrl && (
        <Island name="ChatLauncher" props={{ webhookUrl, cssHref: assets.chatCss.href, texts: chatTexts }} />
      )}
    </>
  );
}
