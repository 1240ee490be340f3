import { useEffect, useState } from 'react';
import { contentMessages } from '../../engine/i18n/index.ts';
import { useBrand, useText, styled } from '../../engine/page/index.ts';
import type { ComponentRenderProps } from '../registry/component-props.ts';

const Bar = styled('footer', {
  backgroundColor: '$surface',
  borderTop: '1px solid $border',
  color: '$text',
  marginTop: '$7',
});

const Inner = styled('div', {
  maxWidth: '$content',
  margin: '0 auto',
  padding: '$7 $5 $6',
  display: 'flex',
  flexDirection: 'column',
  gap: '$6',
  '@mobile': { paddingTop: '$6', paddingInline: '$4' },
});

const Columns = styled('div', {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
  gap: '$6',
});

const ColumnHeading = styled('h2', {
  fontSize: '$3',
  fontFamily: '$accent',
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  marginBottom: '$3',
});
const Links = styled('ul', { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '$2' });
const FooterLink = styled('a', {
  color: '$text',
  textDecoration: 'none',
  display: 'inline-block',
  padding: '$1 0',
  '&:hover': { textDecoration: 'underline', color: '$accent' },
});

const Legal = styled('div', {
  display: 'flex',
  gap: '$5',
  alignItems: 'flex-start',
  borderTop: '1px solid $border',
  paddingTop: '$5',
});
const LegalText = styled('div', { display: 'grid', gap: '$3', fontSize: '$2', color: '$textMuted', '& p': { margin: 0 } });

const AgeBadge = styled('span', {
  flex: '0 0 auto',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 52,
  height: 52,
  borderRadius: '$round',
  border: '3px solid $danger',
  color: '$text',
  fontWeight: '$bold',
  fontSize: '$4',
});

/** The site footer: link columns, licence and responsible gambling text, the age badge and the brand line. */
export function Footer({ props }: ComponentRenderProps<'footer'>) {
  const t = useText(contentMessages);
  const brand = useBrand();
  // The year is read in the browser after hydration: the server's clock must not decide the markup.
  const [year, setYear] = useState<number | null>(null);
  useEffect(() => setYear(new Date().getFullYear()), []);
  const age = props.minimumAge ?? 18;

  return (
    <Bar>
      <Inner>
        {props.columns.length > 0 && (
          <nav aria-label={t('footer.label')}>
            <Columns>
              {props.columns.map((column) => (
                <div key={column.heading}>
                  <ColumnHeading>{column.heading}</ColumnHeading>
                  <Links>
                    {column.links.map((link) => (
                      <li key={link.href + link.text}>
                        <FooterLink href={link.href}>{link.text}</FooterLink>
                      </li>
                    ))}
                  </Links>
                </div>
              ))}
            </Columns>
          </nav>
        )}
        <Legal>
          <AgeBadge role="img" aria-label={t('footer.ageBadgeLabel', { age })}>
            {t('footer.ageBadge', { age })}
          </AgeBadge>
          <LegalText>
            <p>{props.responsibleGamblingText}</p>
            <p>{props.licenceText}</p>
            <p>{year === null ? `© ${brand.displayName}` : t('footer.copyright', { year, brand: brand.displayName })}</p>
          </LegalText>
        </Legal>
      </Inner>
    </Bar>
  );
}
