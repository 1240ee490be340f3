import { useRef, type KeyboardEvent } from 'react';
import { iconImage } from '../../engine/page/index.ts';
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
 * to the next category and pick it, as the WAI-ARIA tabs pattern does.
 */
export function CategoryTabs({ items, activeKey, label, onSelect }: CategoryTabsProps) {
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const focusable = items.some((item) => item.key === activeKey) ? activeKey : items[0]?.key;

  const onKeyDown = (event: KeyboardEvent, position: number) => {
    const moves: Record<string, number> = { ArrowRight: position + 1, ArrowLeft: position - 1, Home: 0, End: items.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const item = items[(target + items.length) % items.length];
    if (!item) return;
    onSelect(item.key);
    refs.current.get(item.key)?.focus();
  };

  return (
    <div className={styles.scrollList} role="tablist" aria-label={label}>
      {items.map((item, position) => {
        const active = item.key === activeKey;
        const icon = active ? (item.activeIcon ?? item.icon) : item.icon;
        return (
          <button
            className={styles.tab}
            key={item.key}
            ref={(element) => {
              if (element) refs.current.set(item.key, element);
              else refs.current.delete(item.key);
            }}
            type="button"
            role="tab"
            aria-selected={active}
            tabIndex={item.key === focusable ? 0 : -1}
            onClick={() => onSelect(item.key)}
            onKeyDown={(event) => onKeyDown(event, position)}
          >
            {icon && <img {...iconImage(icon, 24)} alt="" width={24} height={24} />}
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
