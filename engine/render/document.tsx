import { Scripts } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { pageMeta } from './page-meta.ts';
import { translate } from '../i18n/index.ts';
import { contentMessages } from '../i18n/messages/index.ts';
import { type PageData, brandThemeClass, brandThemeCss, fontFaceCss } from '../page/index.ts';
import { PAGE_COMPONENTS_META, pageComponentAliases } from './page-tree.tsx';

/**
 * The whole HTML document: head meta of SPEC §2, the static stylesheet and the brand's one rule after
 * it (its values for the theme contract), the fonts, the page, the client script.
 */
export function Document({ data, children }: { data: PageData; children: ReactNode }) {
  const meta = pageMeta(data);
  return (
    <html lang={data.market.locale} className={brandThemeClass(data.brand.name)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <title>{meta.title}</title>
        <meta name="description" content={meta.description} />
        <meta name="keywords" content={meta.keywords} />
        <meta name="application-name" content={meta.applicationName} />
        {meta.searchConsoleKey ? <meta name="google-site-verification" content={meta.searchConsoleKey} /> : null}
        <meta name="robots" content={meta.robots} />
        <link rel="canonical" href={meta.canonical} />
        {data.alternates.map((alternate) => (
          <link key={alternate.hreflang} rel="alternate" hrefLang={alternate.hreflang} href={alternate.href} />
        ))}
        <link rel="icon" href={meta.favicon} type="image/svg+xml" />
        <meta name="theme-color" content={meta.themeColour} />
        <meta name="mobile-web-app-capable" content="yes" />
        <meta name="apple-mobile-web-app-capable" content="yes" />
        <meta name="apple-mobile-web-app-status-bar-style" content="black-translucent" />
        <meta name="apple-mobile-web-app-title" content={meta.applicationName} />
        <meta name={PAGE_COMPONENTS_META} content={pageComponentAliases(data).join(' ')} />
        {data.assets.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        <style dangerouslySetInnerHTML={{ __html: brandThemeCss(data.brand.name, data.brand.theme) }} />
        {data.fonts.faces.map((font) => (
          <link key={font.coreUrl} rel="preload" href={font.coreUrl} as="font" type="font/woff2" crossOrigin="anonymous" />
        ))}
        <style dangerouslySetInnerHTML={{ __html: fontFaceCss(data.fonts) }} />
      </head>
      <body>
        <a className="visually-hidden" href="#main">
          {translate(contentMessages, data.market.locale, 'skipToContent')}
        </a>
        {children}
        <Scripts />
        {data.assets.script ? (
          // The browser paints the server's page first, then loads the code that hydrates it.
          <script type="module" dangerouslySetInnerHTML={{ __html: startAfterFirstPaint(data.assets) }} />
        ) : null}
      </body>
    </html>
  );
}

/**
 * The inline module that loads the page's code once the browser reports its first contentful paint
 * (or after a second at the latest, where paint timing is missing or nothing contentful is painted):
 * the entry, with every chunk it and the page's components need preloaded beside it at once (no
 * waterfall). Until that paint the page's text, styles, fonts and images have the network to
 * themselves. The Intl warm-up worker starts at once: its work is done before the code needs a formatter.
 */
export function startAfterFirstPaint({
  script,
  preload,
  intlWarmUp,
}: Pick<PageData['assets'], 'script' | 'preload' | 'intlWarmUp'>): string {
  if (!script) return '';
  const preloads = `for(const href of ${JSON.stringify(preload)}){const link=document.createElement('link');link.rel='modulepreload';link.href=href;document.head.append(link)}`;
  return [
    intlWarmUp ? `try{new Worker(${JSON.stringify(intlWarmUp)},{type:'module',name:document.documentElement.lang})}catch{}` : '',
    `let started=false;const start=()=>{if(!started){started=true;${preloads};import(${JSON.stringify(script)})}};`,
    `try{new PerformanceObserver((list)=>{if(list.getEntriesByName('first-contentful-paint').length)start()}).observe({type:'paint',buffered:true})}catch{}`,
    'setTimeout(start,1000)',
  ].join('');
}
