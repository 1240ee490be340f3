import type { RegistrySection } from './component-props.ts';
import { pendingComponent } from './pending.ts';

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
> = {
  header: pendingComponent,
  loginModal: pendingComponent,
  registration: pendingComponent,
  termsAndConditions: pendingComponent,
  verificationIndicator: pendingComponent,
  playerVerificationWindow: pendingComponent,
  playerHistoryModal: pendingComponent,
  bankingWindow: pendingComponent,
  playerSessionReminder: pendingComponent,
  playerInactivityReminder: pendingComponent,
  lowBalanceReminder: pendingComponent,
  appDownloadPrompt: pendingComponent,
};
