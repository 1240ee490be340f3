import { classNames } from '../../engine/page/index.ts';
import { prose } from './SafeHtml.css.ts';

/**
 * Renders HTML that was sanitised where it entered: CMS props by the server (the page data loader),
 * promotion terms by their query. Never pass it HTML from anywhere else.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  return <div className={classNames(prose, className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
