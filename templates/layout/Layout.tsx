import type { ReactNode } from 'react';
import { Island } from '../Island.js';
import { Footer } from './Footer.js';
import { NavBar } from './NavBar.js';

/** Every page: skip link, fixed navigation bar, main content, footer, and the cart drawer and toasts. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#contenu">Aller au contenu</a>
      <NavBar />
      <main id="contenu" tabIndex={-1}>{children}</main>
      <Footer />
      <Island name="CartDrawer" props={{}} />
      <Island name="Toaster" props={{}} />
    </>
  );
}
