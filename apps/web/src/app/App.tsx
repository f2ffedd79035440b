import { RouterProvider } from 'react-router';
import { useAuth } from '../features/auth/auth-context.ts';
import { LoadingPage } from './LoadingPage.tsx';
import { router } from './router.ts';

export function App() {
  const { restoring } = useAuth();
  if (restoring) return <LoadingPage />;
  return <RouterProvider router={router} />;
}
