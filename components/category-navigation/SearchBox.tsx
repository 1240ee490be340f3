import { useEffect, useId, useRef } from 'react';
import { lobbyMessages } from '../../engine/i18n/index.ts';
import { SEARCH_MIN_CHARACTERS, useLobbyActions, useLobbySelector } from '../../engine/player/lobby/index.ts';
import { useText, styled } from '../../engine/page/index.ts';

const Field = styled('div', { display: 'flex', flexDirection: 'column', gap: '$1' });
const Input = styled('input', {
  width: '100%',
  height: 44,
  padding: '0 $4',
  border: '2px solid $border',
  borderRadius: '$2',
  backgroundColor: '$surface',
  color: '$text',
  fontFamily: '$body',
  fontSize: '$3',
  '&::placeholder': { color: '$textMuted', opacity: 1 },
  '&:focus-visible': { outline: '3px solid $focus', outlineOffset: 1 },
});
const Hint = styled('p', { margin: 0, color: '$textMuted', fontSize: '$2', minHeight: '1.4em' });

/**
 * The search box. Only this component re-renders on a keystroke: the grid reads the text deferred.
 * Escape closes search (which clears it).
 */
export function SearchBox({ placeholder }: { placeholder: string }) {
  const t = useText(lobbyMessages);
  const inputId = useId();
  const hintId = useId();
  const text = useLobbySelector((state) => state.searchText);
  const { setSearchText, toggleSearch } = useLobbyActions();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  const tooShort = text.trim().length > 0 && text.trim().length < SEARCH_MIN_CHARACTERS;

  return (
    <Field role="search">
      <label htmlFor={inputId} className="visually-hidden">
        {t('nav.search.label')}
      </label>
      <Input
        ref={input}
        id={inputId}
        type="search"
        autoComplete="off"
        enterKeyHint="search"
        placeholder={placeholder}
        value={text}
        aria-describedby={hintId}
        onChange={(event) => setSearchText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') toggleSearch();
        }}
      />
      <Hint id={hintId}>{tooShort ? t('nav.search.hint') : ''}</Hint>
    </Field>
  );
}
