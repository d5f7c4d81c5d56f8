import 'bootstrap/dist/css/bootstrap.min.css';
import './styles.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

const root = createRoot(document.getElementById('root')!);
// As a transition the first render goes in slices that yield to the browser every few milliseconds, not in one task
// of a thousand elements that a phone cannot interrupt (Lighthouse's total blocking time).
startTransition(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
