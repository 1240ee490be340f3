import { errorsMessages } from '../../engine/i18n/messages/index.ts';
import { usePlayerSessionView } from '../../engine/player/index.ts';
import { useBrand, useMarket, useText } from '../../engine/page/index.ts';
import type { ComponentRenderProps } from '../registry/component-props.ts';
import * as styles from './RestrictedCountry.css.ts';
import { isCountryRestricted } from './restricted-country-rule.ts';

/** Tells a logged-in player in a country the brand does not serve what still works; nothing elsewhere. */
export default function RestrictedCountry({ props }: ComponentRenderProps<'restrictedCountry'>) {
  const t = useText(errorsMessages);
  const brand = useBrand();
  const market = useMarket();
  const { countryIso2 } = usePlayerSessionView();
  if (!isCountryRestricted(brand.restrictedCountries, countryIso2, market.country)) return null;
  return (
    <section className={styles.banner} aria-labelledby="restricted-country-title">
      <div className={styles.inner}>
        <h2 className={styles.title} id="restricted-country-title">
          {props.title ?? t('restricted.title')}
        </h2>
        <p className={styles.message}>{props.message ?? t('restricted.message')}</p>
      </div>
    </section>
  );
}
