import { useEffect, useId, useRef } from 'react';
import { lobbyMessages } from '../../engine/i18n/messages/index.ts';
import { SEARCH_MIN_CHARACTERS, useLobbyActions, useLobbySelector } from '../../engine/player/lobby/index.ts';
import { useText } from '../../engine/page/index.ts';
import * as styles from './SearchBox.css.ts';

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
    <div className={styles.field} role="search">
      <label htmlFor={inputId} className="visually-hidden">
        {t('nav.search.label')}
      </label>
      <input
        className={styles.input}
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
      <p className={styles.hint} id={hintId}>
        {tooShort ? t('nav.search.hint') : ''}
      </p>
    </div>
  );
}
