import { useAppEvents } from '../../engine/player/index.ts';
import { HERO_IMAGE, responsiveImage, useRuleInForce } from '../../engine/page/index.ts';
import type { ComponentRenderProps } from '../registry/component-props.ts';
import { Button, CtaButton, headingTag, usePageHeadingLevel } from '../ui/index.ts';
import * as styles from './Hero.css.ts';
import { HERO_IMAGE_HEIGHT, HERO_IMAGE_WIDTH } from './hero-art.ts';

/**
 * The page banner: art, headline, a call to action and its significant terms, and where the market has
 * them a link to the safer-gambling tools (RTS 12C). The lobby's LCP element.
 */
export function Hero({ props, node }: ComponentRenderProps<'hero'>) {
  const { title, subtitle, image, cta, smallPrint, saferGamblingLink } = props;
  const Heading = headingTag(usePageHeadingLevel(node.key));
  const events = useAppEvents();
  const saferGamblingTools = useRuleInForce('saferGamblingTools') !== undefined;
  return (
    <section className={styles.banner}>
      {/*
        Decorative: the headline says what the art shows. Eager and high priority: it is the LCP. React's
        server render preloads such an image from the head (srcset and sizes included) on its own.
      */}
      <img
        className={styles.art}
        {...responsiveImage(image, HERO_IMAGE)}
        alt=""
        width={HERO_IMAGE_WIDTH}
        height={HERO_IMAGE_HEIGHT}
        fetchPriority="high"
        loading="eager"
        decoding="sync"
      />
      <div className={styles.copy}>
        <Heading className={styles.heading}>{title}</Heading>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        {cta && <CtaButton cta={cta} size="large" />}
        {smallPrint && <p className={styles.smallPrint}>{smallPrint}</p>}
        {saferGamblingLink && saferGamblingTools && (
          <Button type="button" variant="link" size="small" onClick={() => events.emit('modal:open', { name: 'saferGambling' })}>
            {saferGamblingLink}
          </Button>
        )}
      </div>
    </section>
  );
}
