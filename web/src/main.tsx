import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app';
import { captureInstallPrompt } from './lib/pwa-install';
import './ui/theme.css';

// The install offer comes once, early: keep it for the Download page.
captureInstallPrompt();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(<App router={BrowserRouter} />);
