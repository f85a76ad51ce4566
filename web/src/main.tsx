// First, so the shared tokens and components come before every feature's stylesheet in the bundle
// and a feature's rule of equal specificity refines a shared one (decision 026).
import './ui/theme.css';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app';
import { captureInstallPrompt } from './lib/pwa-install';
import { registerServiceWorker } from './lib/service-worker';

// The install offer comes once, early: keep it for the Download page.
captureInstallPrompt();
// The offline shell (decision 041): after load, production builds only.
registerServiceWorker();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
// In a transition: React renders the first screen in slices that yield to the browser, not in one
// long task (decision 080).
startTransition(() => createRoot(root).render(<App router={BrowserRouter} />));
