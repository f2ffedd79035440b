import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Spinner } from '../components/Spinner.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { ScrollToTop } from './ScrollToTop.tsx';

export function PublicLayout() {
  return (
    <div className="d-flex flex-column min-vh-100">
      <ScrollToTop />
      <a className="visually-hidden-focusable skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" className="flex-grow-1">
        <Suspense fallback={<Spinner className="page-loading" />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
