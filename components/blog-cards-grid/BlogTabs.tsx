import { useEffect, useRef } from 'react';
import { assetUrl } from '../ui/index.ts';
import type { BlogTab } from './blog-sections.ts';
import * as styles from './BlogTabs.css.ts';

/** The category tabs: links to each category page, the current one marked for assistive technology. */
export function BlogTabs({ tabs, currentPath, label }: { tabs: BlogTab[]; currentPath: string; label: string }) {
  const listRef = useRef<HTMLUListElement>(null);
  // On a narrow screen the current category's tab may lie past the edge: the row is scrolled to centre it.
  useEffect(() => {
    const list = listRef.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (list && current) list.scrollLeft = current.offsetLeft - list.offsetLeft - (list.clientWidth - current.offsetWidth) / 2;
  }, [currentPath]);
  return (
    <nav aria-label={label}>
      <ul className={styles.list} ref={listRef}>
        {tabs.map((tab) => (
          <li key={tab.category} className={styles.item}>
            <a className={styles.tabLink} href={tab.path} aria-current={tab.path === currentPath ? 'page' : undefined}>
              {tab.icon && <img className={styles.icon} src={assetUrl(tab.icon)} alt="" width={20} height={20} />}
              {tab.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The tabs' row while the categories load, as tall as the tabs. */
export function BlogTabsSkeleton() {
  return (
    <div className={styles.list} aria-hidden="true">
      <span className={`${styles.tabLink} ${styles.skeletonTab}`}>{'\u00a0'}</span>
    </div>
  );
}
