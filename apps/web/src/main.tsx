import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './app/router';
import { initI18n } from './i18n';
import './ui/styles/base.css';

// Translations must be ready before the router starts: its first guard run already calls the API
// with the `lang` parameter and the first render shows translated text.
async function start(): Promise<void> {
  await initI18n();
  const router = createAppRouter();
  const root = document.getElementById('root');
  if (root === null) throw new Error('#root element missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

void start();
