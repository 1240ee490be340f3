import { memo, useCallback, useRef, type KeyboardEvent } from 'react';
import { iconMask } from '../../engine/page/index.ts';
import * as styles from './navigation.css.ts';

export interface TabItem {
  key: string;
  label: string;
  icon?: string;
  activeIcon?: string;
}

interface CategoryTabsProps {
  items: readonly TabItem[];
  activeKey: string | null;
  label: string;
  onSelect: (key: string) => void;
}

/**
 * The categories as a tablist: the active tab is the one tab stop, arrow keys (and Home/End) move
 * to the next category and pick it, as the WAI-ARIA tabs pattern does. A pick re-renders the two
 * tabs whose state changed, not the others (keep `items` and `onSelect` the same between renders).
 */
export function CategoryTabs({ items, activeKey, label, onSelect }: CategoryTabsProps) {
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const focusable = items.some((item) => item.key === activeKey) ? activeKey : items[0]?.key;

  const register = useCallback((key: string, element: HTMLButtonElement | null) => {
    if (element) refs.current.set(key, element);
    else refs.current.delete(key);
  }, []);

  const onKeyDown = useCallback(
    (event: KeyboardEvent, position: number) => {
      const moves: Record<string, number> = { ArrowRight: position + 1, ArrowLeft: position - 1, Home: 0, End: items.length - 1 };
      const target = moves[event.key];
      if (target === undefined) return;
      event.preventDefault();
      const item = items[(target + items.length) % items.length];
      if (!item) return;
      onSelect(item.key);
      refs.current.get(item.key)?.focus();
    },
    [items, onSelect],
  );

  return (
    <div className={styles.scrollList} role="tablist" aria-label={label}>
      {items.map((item, position) => (
        <CategoryTab
          key={item.key}
          item={item}
          position={position}
          active={item.key === activeKey}
          focusable={item.key === focusable}
          register={register}
          onSelect={onSelect}
          onKeyDown={onKeyDown}
        />
      ))}
    </div>
  );
}

interface CategoryTabProps {
  item: TabItem;
  position: number;
  active: boolean;
  focusable: boolean;
  register: (key: string, element: HTMLButtonElement | null) => void;
  onSelect: (key: string) => void;
  onKeyDown: (event: KeyboardEvent, position: number) => void;
}

const CategoryTab = memo(function CategoryTab({
  item,
  position,
  active,
  focusable,
  register,
  onSelect,
  onKeyDown,
}: CategoryTabProps) {
  const icon = active ? (item.activeIcon ?? item.icon) : item.icon;
  return (
    <button
      className={styles.tab}
      ref={(element) => register(item.key, element)}
      type="button"
      role="tab"
      aria-selected={active}
      tabIndex={focusable ? 0 : -1}
      onClick={() => onSelect(item.key)}
      onKeyDown={(event) => onKeyDown(event, position)}
    >
      {icon && <span className={styles.icon} style={iconMask(icon, 24)} aria-hidden="true" />}
      {item.label}
    </button>
  );
});
