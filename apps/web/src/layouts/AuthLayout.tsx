import { LinkButton } from '../components/LinkButton.tsx';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Logo } from '../components/Logo.tsx';
import { TOASTS_BELOW } from '../components/toasts-below.ts';
import { Spinner } from '../components/Spinner.tsx';
import { company } from '../content/company.ts';
import { returnPathFrom, signInPath } from '../features/auth/return-path.ts';

/** Login and register: a brand panel beside the form, and a button to switch between them. */
export function AuthLayout() {
  const { pathname, search } = useLocation();
  const onLogin = pathname.startsWith('/auth/login');
  // Switching between login and register keeps the way back.
  const returnTo = returnPathFrom(search);
  return (
    <div className="auth-layout">
      <aside className="auth-aside d-none d-lg-flex">
        <Logo light />
        <div>
          <p className="auth-aside-title">{company.tagline}.</p>
          <p className="auth-aside-text">
            Hundreds of hours driven every day across {company.city}, since {company.established}.
          </p>
        </div>
      </aside>
      <main className="auth-main">
        <div className="auth-topbar" {...TOASTS_BELOW}>
          <Logo className="d-lg-none" />
          <LinkButton
            to={signInPath(onLogin ? 'register' : 'login', returnTo)}
            variant="outline-primary"
            size="sm"
            className="ms-auto"
          >
            {onLogin ? 'REGISTER' : 'LOGIN'}
          </LinkButton>
        </div>
        <div className="auth-card">
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
        </div>
      </main>
    </div>
  );
}
