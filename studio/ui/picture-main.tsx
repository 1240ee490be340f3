import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { VersionPicture, versionPictureOf } from './history/VersionPicture.tsx';

createRoot(document.getElementById('picture') as HTMLElement).render(
  <StrictMode>
    <VersionPicture {...versionPictureOf(new URLSearchParams(window.location.search))} />
  </StrictMode>,
);
