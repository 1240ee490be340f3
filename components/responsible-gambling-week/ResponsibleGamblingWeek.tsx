import { contentMessages } from '../../engine/i18n/messages/index.ts';
import { useText } from '../../engine/page/index.ts';
import type { ComponentRenderProps } from '../registry/component-props.ts';
import * as styles from './ResponsibleGamblingWeek.css.ts';

/** The responsible gambling week banner: what the week is about and where to read more. */
export function ResponsibleGamblingWeek({ props }: ComponentRenderProps<'responsibleGamblingWeek'>) {
  const t = useText(contentMessages);
  return (
    <section className={styles.banner} aria-labelledby="responsible-gambling-week-title">
      <h2 className={styles.title} id="responsible-gambling-week-title">
        {props.title ?? t('rgw.title')}
      </h2>
      <p className={styles.message}>{props.message ?? t('rgw.message')}</p>
      {props.link && (
        <p style={{ margin: 0 }}>
          <a href={props.link.href}>{props.link.text}</a>
        </p>
      )}
    </section>
  );
}
