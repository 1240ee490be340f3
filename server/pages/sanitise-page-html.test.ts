import { describe, expect, it } from 'vitest';
import { componentCatalog, htmlPropNames } from '../../components/index.ts';
import type { ComponentRecord } from '../../schemas/index.ts';
import { sanitiseComponentHtml } from './sanitise-page-html.ts';

describe('CMS HTML on its way into a page', () => {
  it('is found by the contentMediaType of the props schemas', () => {
    const html = Object.values(componentCatalog)
      .map((definition) => [definition.alias, htmlPropNames(definition)] as const)
      .filter(([, names]) => names.length > 0);
    expect(html).toEqual([
      ['blogPost', ['body']],
      ['freedomBonusInformationModal', ['body']],
      ['richText', ['html']],
    ]);
  });

  it.each([
    {
      alias: 'richText',
      props: { html: '<p onclick="steal()">Hi<script>alert(1)</script></p>' },
      expected: { html: '<p>Hi</p>' },
    },
    {
      alias: 'blogPost',
      props: { body: '<h2>Odds</h2><iframe src="https://x.test"></iframe>' },
      expected: { body: '<h2>Odds</h2>' },
    },
  ])('is sanitised for $alias', ({ alias, props, expected }) => {
    const [record] = sanitiseComponentHtml([{ alias, props } as ComponentRecord]);
    expect(record?.props).toEqual(expected);
  });

  it('leaves records without HTML as they were', () => {
    const hero = { alias: 'hero', props: { title: '<b>Not HTML</b>', image: 'assets/a.svg' } } as ComponentRecord;
    expect(sanitiseComponentHtml([hero])[0]).toBe(hero);
  });
});
