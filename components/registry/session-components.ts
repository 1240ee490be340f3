import { lazy } from 'react';
import { Header } from '../header/Header.tsx';
import { PlayerInactivityReminder } from '../player-inactivity-reminder/PlayerInactivityReminder.tsx';
import { TermsAndConditions } from '../terms-and-conditions/TermsAndConditions.tsx';
import type { RegistrySection } from './component-props.ts';
import { modalComponent } from './modal-component.tsx';

/** Components of the player session; logged-in-only ones are code split and never rendered on the server. */
export const sessionComponents: RegistrySection<
  | 'header'
  | 'loginModal'
  | 'registration'
  | 'termsAndConditions'
  | 'verificationIndicator'
  | 'playerVerificationWindow'
  | 'playerHistoryModal'
  | 'bankingWindow'
  | 'playerSessionReminder'
  | 'playerInactivityReminder'
  | 'lowBalanceReminder'
  | 'appDownloadPrompt'
  | 'saferGambling'
> = {
  header: Header,
  loginModal: modalComponent('login', () => import('../login-modal/LoginModal.tsx').then((module) => module.LoginModal), 'idle'),
  registration: modalComponent(
    'registration',
    () => import('../registration/Registration.tsx').then((module) => module.Registration),
    'firstAct',
  ),
  termsAndConditions: TermsAndConditions,
  playerInactivityReminder: PlayerInactivityReminder,
  verificationIndicator: lazy(() => import('../verification-indicator/VerificationIndicator.tsx')),
  playerVerificationWindow: lazy(() => import('../player-verification-window/PlayerVerificationWindow.tsx')),
  playerHistoryModal: lazy(() => import('../player-history-modal/PlayerHistoryModal.tsx')),
  bankingWindow: lazy(() => import('../banking-window/BankingWindow.tsx')),
  playerSessionReminder: lazy(() => import('../player-session-reminder/PlayerSessionReminder.tsx')),
  lowBalanceReminder: lazy(() => import('../low-balance-reminder/LowBalanceReminder.tsx')),
  appDownloadPrompt: lazy(() => import('../app-download-prompt/AppDownloadPrompt.tsx')),
  saferGambling: lazy(() => import('../safer-gambling/SaferGambling.tsx')),
};
