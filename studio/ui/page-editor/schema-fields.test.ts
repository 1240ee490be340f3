import { describe, expect, it } from 'vitest';
import { componentPropsSchemas } from '../../../schemas/index.ts';
import { componentTitleOf, humanise } from '../../shared/component-titles.ts';
import { defaultsOf, fieldOf, fieldsOf, type CustomRenderers, type PropSchema } from './schema-fields.ts';

const drawn = (kind: string) => Object.assign(() => null as never, { kind });
const renderers: CustomRenderers = {
  colour: drawn('colour'),
  asset: drawn('asset'),
  lines: drawn('lines'),
  choices: drawn('choices'),
  zonedTime: drawn('zonedTime'),
};
const heroSchema = componentPropsSchemas.hero as PropSchema;
/** The widget a field gets: Puck's type, or the custom renderer's kind. */
const widgetOf = (name: string, schema: PropSchema) => {
  const field = fieldOf(name, schema, renderers) as { type: string; render?: { kind: string } };
  return field.type === 'custom' ? field.render?.kind : field.type;
};

describe('props schema → Puck fields', () => {
  it.each([
    ['smallPrint', 'Small print'],
    ['isKYCRequired', 'Is KYC required'],
    ['ctaHref', 'Cta href'],
    ['title', 'Title'],
    ['single-session', 'Single session'],
  ])('%s is labelled "%s"', (name, label) => {
    expect(humanise(name)).toBe(label);
  });

  it.each<[string, PropSchema, string | undefined]>([
    ['title', { type: 'string', minLength: 1 } as PropSchema, 'text'],
    ['subtitle', { type: 'string' }, 'textarea'],
    ['html', { type: 'string', contentMediaType: 'text/html' }, 'textarea'],
    ['note', { type: 'string', maxLength: 300 }, 'textarea'],
    ['action', { type: 'string', enum: ['register', 'login'] }, 'select'],
    ['accent', { type: 'string', pattern: '^#[0-9a-fA-F]{6}$' }, 'colour'],
    ['backgroundColour', { type: 'string' }, 'colour'],
    ['image', heroSchema.properties!.image!, 'asset'],
    ['limit', { type: 'integer', minimum: 1 }, 'number'],
    ['showSearch', { type: 'boolean' }, 'radio'],
    ['progressive', { type: 'array', items: { type: 'string', enum: ['megaMoolah', 'wowPot'] } }, 'choices'],
    ['keywords', { type: 'array', items: { type: 'string' } }, 'lines'],
    ['cards', { type: 'array', items: { type: 'object', properties: { title: { type: 'string' } } } }, 'array'],
    ['cta', heroSchema.properties!.cta!, 'object'],
  ])('%s %o is edited with %s', (name, schema, widget) => {
    expect(widgetOf(name, schema)).toBe(widget);
  });

  it("the hero's fields carry the schema's words: labels for people, descriptions as help, enums as options", () => {
    const fields = fieldsOf(heroSchema, renderers) as unknown as Record<string, Record<string, unknown>>;
    expect(Object.keys(fields)).toEqual(['title', 'subtitle', 'image', 'cta', 'smallPrint', 'saferGamblingLink']);
    expect(fields.saferGamblingLink).toMatchObject({ type: 'text', label: 'Safer gambling link' });
    expect(fields.title).toMatchObject({ type: 'text', label: 'Title', metadata: { help: 'The headline.' } });
    expect(fields.smallPrint).toMatchObject({
      type: 'textarea',
      label: 'Small print',
      metadata: { help: 'Significant terms under the button.' },
    });
    const cta = fields.cta as { objectFields: Record<string, { options?: unknown[] }> };
    expect(cta.objectFields.action?.options).toEqual([
      { value: 'register', label: 'Register' },
      { value: 'login', label: 'Login' },
      { value: 'deposit', label: 'Deposit' },
      { value: 'link', label: 'Link' },
    ]);
  });

  it('a choice list offers the enum of its items, labelled', () => {
    const field = fieldOf('mustWin', componentPropsSchemas.jackpotTicker.properties.mustWin as PropSchema, renderers);
    expect(field).toMatchObject({
      type: 'custom',
      label: 'Must win',
      metadata: {
        choices: [
          { value: 'rapid', label: 'Rapid' },
          { value: 'daily', label: 'Daily' },
        ],
      },
    });
  });

  it('a new component starts from the schema defaults and the first choice of a required select', () => {
    expect(
      defaultsOf({
        required: ['source', 'title'],
        properties: {
          source: { type: 'string', enum: ['lobby', 'category'] },
          layout: { type: 'string', default: 'grid' },
          title: { type: 'string' },
        },
      }),
    ).toEqual({ source: 'lobby', layout: 'grid' });
  });

  it.each([
    ['hero', 'Hero', 'The banner at the top of a page; a page may carry a logged-in and a logged-out variant.'],
    ['gamesGrid', 'Games grid', expect.stringMatching(/^A grid of game cards/)],
    ['jackpotTicker', 'Jackpot ticker', expect.stringMatching(/^Jackpot tickers/)],
  ])('the palette names %s "%s" with its description', (alias, title, description) => {
    expect(componentTitleOf(alias, componentPropsSchemas[alias as keyof typeof componentPropsSchemas] as PropSchema)).toEqual({
      title,
      description,
    });
  });
});
