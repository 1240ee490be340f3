import { styled } from '../../engine/page/index.ts';
import { assetUrl } from '../ui/index.ts';
import type { BlogTab } from './blog-sections.ts';

const List = styled('ul', { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: '$2' });
const TabLink = styled('a', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$2',
  minHeight: 44,
  padding: '$2 $4',
  borderRadius: '$round',
  border: '1px solid $border',
  color: '$text',
  textDecoration: 'none',
  fontWeight: '$bold',
  '&:hover': { borderColor: '$primary' },
  '&[aria-current="page"]': { backgroundColor: '$primary', color: '$onPrimary', borderColor: '$primary' },
});
const Icon = styled('img', { width: 20, height: 20 });

/** The category tabs: links to each category page, the current one marked for assistive technology. */
export function BlogTabs({ tabs, currentPath, label }: { tabs: BlogTab[]; currentPath: string; label: string }) {
  return (
    <nav aria-label={label}>
      <List>
        {tabs.map((tab) => (
          <li key={tab.category}>
            <TabLink href={tab.path} aria-current={tab.path === currentPath ? 'page' : undefined}>
              {tab.icon && <Icon src={assetUrl(tab.icon)} alt="" width={20} height={20} />}
              {tab.text}
            </TabLink>
          </li>
        ))}
      </List>
    </nav>
  );
}
