import { memo, useMemo } from 'react';
import { useLobbySelector } from '../../engine/player/lobby/index.ts';
import { iconMask } from '../../engine/page/index.ts';
import { useValueAsShown, type ValueFollows } from '../ui/index.ts';
import type { TabItem } from './CategoryTabs.tsx';
import * as styles from './navigation.css.ts';

/** A chip has what a tab has: a key, a label, and an icon for each state. */
export type ChipItem = TabItem;

interface SubCategoryChipsProps {
  /** Each category's chips (its sub-categories, or My Games' views), by category key. */
  chipsByCategory: ReadonlyMap<string, readonly ChipItem[]>;
  label: string;
  onSelect: (subCategory: string) => void;
}

interface Selection {
  category: string | null;
  subCategory: string | null;
}

/**
 * A chip pressed shows in its own frame. A new category's chips follow its tab's frame: the press
 * frame holds the tab alone, and the row is drawn whole in the frame after, ahead of the new grid.
 */
const chipsFollow = (shown: Selection, next: Selection): ValueFollows =>
  shown.category === null || shown.category === next.category ? 'inThisRender' : 'wholeAfterPaint';

/** The active category's sub-categories, one pressed: the row under the category tabs. */
export const SubCategoryChips = memo(function SubCategoryChips({ chipsByCategory, label, onSelect }: SubCategoryChipsProps) {
  const category = useLobbySelector((state) => state.category);
  const subCategory = useLobbySelector((state) => state.subCategory);
  const current = useMemo(() => ({ category, subCategory }), [category, subCategory]);
  const shown = useValueAsShown(current, chipsFollow);
  const chips = (shown.category !== null && chipsByCategory.get(shown.category)) || [];
  return (
    <div className={styles.chipRow} role="group" aria-label={label}>
      {chips.map((chip) => (
        <SubCategoryChip key={chip.key} chip={chip} pressed={chip.key === shown.subCategory} onSelect={onSelect} />
      ))}
    </div>
  );
});

interface SubCategoryChipProps {
  chip: ChipItem;
  pressed: boolean;
  onSelect: (subCategory: string) => void;
}

const SubCategoryChip = memo(function SubCategoryChip({ chip, pressed, onSelect }: SubCategoryChipProps) {
  const icon = pressed ? (chip.activeIcon ?? chip.icon) : chip.icon;
  return (
    <button className={styles.chip} type="button" aria-pressed={pressed} onClick={() => onSelect(chip.key)}>
      {icon && <span className={styles.chipIcon} style={iconMask(icon, 18)} aria-hidden="true" />}
      {chip.label}
    </button>
  );
});
