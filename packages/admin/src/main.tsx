// First: before any module builds a zod schema.
import '@cabo/ui/app/zodJitless';
import '@cabo/ui/theme';
import { createQueryClient } from '@cabo/ui/app/queryClient';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// Client-rendered: the server sends the bare index.html for every /admin path.
createRoot(root).render(
  <StrictMode>
    <App queryClient={createQueryClient()} />
  </StrictMode>,
);
