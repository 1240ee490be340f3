import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Studio } from './shell/Studio.tsx';

createRoot(document.getElementById('studio') as HTMLElement).render(
  <StrictMode>
    <Studio />
  </StrictMode>,
);
