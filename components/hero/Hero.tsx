import { useAppEvents } from '../../engine/player/index.ts';
import { HERO_IMAGE, responsiveImage, styled, useMarket } from '../../engine/page/index.ts';
import type { ComponentRenderProps } from '../registry/component-props.ts';
import { Button, CtaButton, usePageHeadingLevel } from '../ui/index.ts';

/** The hero art's intrinsic size (the brand SVGs are 1200 × 400): reserves its box before it loads. */
const HERO_IMAGE_WIDTH = 1200;
const HERO_IMAGE_HEIGHT = 400;

const Banner = styled('section', {
  position: 'relative',
  display: 'grid',
  minHeight: 400,
  overflow: 'hidden',
  backgroundColor: '$surface',
  '@mobile': { minHeight: 0 },
});

const Art = styled('img', {
  gridArea: '1 / 1',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  '@mobile': { height: 'auto', aspectRatio: `${HERO_IMAGE_WIDTH} / ${HERO_IMAGE_HEIGHT}` },
});

/** The text sits on the page colour fading into the art, so it reads on any image. */
const Copy = styled('div', {
  gridArea: '1 / 1',
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  alignItems: 'flex-start',
  gap: '$4',
  padding: '$7 $6',
  maxWidth: '$content',
  width: '100%',
  margin: '0 auto',
  backgroundImage: 'linear-gradient(90deg, $background 0%, $background 40%, transparent 80%)',
  '& > *': { maxWidth: 560 },
  '@mobile': { gridArea: '2 / 1', padding: '$5 $4', backgroundImage: 'none', backgroundColor: '$background' },
});

const headingStyle = { fontSize: '$8', color: '$text', '@mobile': { fontSize: '$7' } } as const;
const H1 = styled('h1', headingStyle);
const H2 = styled('h2', headingStyle);

const Subtitle = styled('p', { margin: 0, fontSize: '$4', color: '$text' });
const SmallPrint = styled('p', { margin: 0, fontSize: '$1', color: '$textMuted' });

/**
 * The page banner: art, headline, a call to action and its significant terms, and where the market has
 * them a link to the safer-gambling tools (RTS 12C). The lobby's LCP element.
 */
export function Hero({ props, node }: ComponentRenderProps<'hero'>) {
  const { title, subtitle, image, cta, smallPrint, saferGamblingLink } = props;
  const Heading = usePageHeadingLevel(node.key) === 1 ? H1 : H2;
  const events = useAppEvents();
  const { saferGamblingTools } = useMarket();
  return (
    <Banner>
      {/*
        Decorative: the headline says what the art shows. Eager and high priority: it is the LCP. React's
        server render preloads such an image from the head (srcset and sizes included) on its own.
      */}
      <Art
        {...responsiveImage(image, HERO_IMAGE)}
        alt=""
        width={HERO_IMAGE_WIDTH}
        height={HERO_IMAGE_HEIGHT}
        fetchPriority="high"
        loading="eager"
        decoding="sync"
      />
      <Copy>
        <Heading>{title}</Heading>
        {subtitle && <Subtitle>{subtitle}</Subtitle>}
        {cta && <CtaButton cta={cta} size="large" />}
        {smallPrint && <SmallPrint>{smallPrint}</SmallPrint>}
        {saferGamblingLink && saferGamblingTools && (
          <Button type="button" variant="link" size="small" onClick={() => events.emit('modal:open', { name: 'saferGambling' })}>
            {saferGamblingLink}
          </Button>
        )}
      </Copy>
    </Banner>
  );
}
