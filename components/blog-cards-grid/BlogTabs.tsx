import { assetUrl } from '../ui/index.ts';
import type { BlogTab } from './blog-sections.ts';
import * as styles from './BlogTabs.css.ts';

/** The category tabs: links to each category page, the current one marked for assistive technology. */
export function BlogTabs({ tabs, currentPath, label }: { tabs: BlogTab[]; currentPath: string; label: string }) {
  return (
    <nav aria-label={label}>
      <ul className={styles.list}>
        {tabs.map((tab) => (
          <li key={tab.category}>
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
