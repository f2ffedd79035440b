import { RouterProvider } from 'react-router';
import { ClientOnly } from '../components/ClientOnly.tsx';
import { Toaster } from '../components/Toaster.tsx';
import { useAuth } from '../features/auth/auth-context.ts';
import { LoadingPage } from './LoadingPage.tsx';
import { router } from './router.ts';
import { TopProgressBar } from './TopProgressBar.tsx';

export function App() {
  const { restoring } = useAuth();
  return (
    <>
      {restoring ? <LoadingPage /> : <RouterProvider router={router} />}
      {/* Beside the router, not in it: a page that fails cannot take these along. Neither is
          in the server's HTML, so neither is drawn while React takes that HTML over. */}
      <ClientOnly fallback={null}>
        <TopProgressBar />
        <Toaster />
      </ClientOnly>
    </>
  );
}
