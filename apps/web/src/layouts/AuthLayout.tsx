import { LinkButton } from '../components/LinkButton.tsx';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Logo } from '../components/Logo.tsx';
import { Spinner } from '../components/Spinner.tsx';
import { company } from '../content/company.ts';

/** Login and register: a brand panel beside the form, and a button to switch between them. */
export function AuthLayout() {
  const onLogin = useLocation().pathname.startsWith('/auth/login');
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
        <div className="auth-topbar">
          <Logo className="d-lg-none" />
          <LinkButton
            to={onLogin ? '/auth/register' : '/auth/login'}
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
