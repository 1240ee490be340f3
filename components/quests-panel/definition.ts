import { defineComponent } from '../define-component.ts';

// Quests belong to a player's account, so the panel is for logged-in players only.

export const questsPanelDefinition = defineComponent({
  alias: 'questsPanel',
  audience: 'loggedIn',
  excludedOn: [],
  dock: true,
});
