import './lib/zod-config.ts';
import '@fontsource-variable/outfit/wght.css';
import './styles/main.scss';
import { hydrate, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { serverState } from './lib/server-state.ts';
import { AuthProvider } from './features/auth/AuthProvider.tsx';
import { queryClient } from './lib/query-client.ts';
import { hasStoredToken } from './lib/token-storage.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');

const app = (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <App />
      </AuthProvider>
    </QueryClientProvider>
  </StrictMode>
);

// The server renders public pages as an anonymous visitor sees them. For such a visitor React
// takes that HTML over as it is (the page's own part once its code is here); a stored login is
// checked first, and the page rendered anew.
const state = serverState();
if (state) hydrate(queryClient, state.queries);
if (state && !hasStoredToken()) hydrateRoot(root, app);
else createRoot(root).render(app);
