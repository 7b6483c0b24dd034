import type { ReactNode } from 'react';
import { Footer } from './Footer.js';
import { NavBar } from './NavBar.js';

/** Every page: skip link, fixed navigation bar, main content, footer. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#contenu">Aller au contenu</a>
      <NavBar />
      <main id="contenu" tabIndex={-1}>{children}</main>
      <Footer />
    </>
  );
}
