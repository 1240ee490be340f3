import { contentMessages } from '../../engine/i18n/index.ts';
import { usePlayerSessionView } from '../../engine/player/index.ts';
import { useBrand, useMarket, useText, styled } from '../../engine/page/index.ts';
import type { ComponentRenderProps } from '../registry/component-props.ts';
import { isCountryRestricted } from './restricted-country-rule.ts';

const Banner = styled('section', {
  backgroundColor: '$surfaceRaised',
  borderBottom: '3px solid $danger',
  color: '$text',
  padding: '$4 $5',
});
const Inner = styled('div', { maxWidth: '$content', margin: '0 auto', display: 'grid', gap: '$2' });
const Title = styled('h2', { fontSize: '$5' });
const Message = styled('p', { margin: 0 });

/** Tells a logged-in player in a country the brand does not serve what still works; nothing elsewhere. */
export default function RestrictedCountry({ props }: ComponentRenderProps<'restrictedCountry'>) {
  const t = useText(contentMessages);
  const brand = useBrand();
  const market = useMarket();
  const { countryIso2 } = usePlayerSessionView();
  if (!isCountryRestricted(brand.restrictedCountries, countryIso2, market.country)) return null;
  return (
    <Banner aria-labelledby="restricted-country-title">
      <Inner>
        <Title id="restricted-country-title">{props.title ?? t('restricted.title')}</Title>
        <Message>{props.message ?? t('restricted.message')}</Message>
      </Inner>
    </Banner>
  );
}
