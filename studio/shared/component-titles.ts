import { componentPropsSchemas } from '../../schemas/index.ts';

/** What a component's title is read from: its props schema's own title and description. */
interface TitledSchema {
  title?: string;
  description?: string;
}

/** "smallPrint" → "Small print", "isKYCRequired" → "Is KYC required", "ctaHref" → "Cta href". */
export function humanise(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .split(' ')
    .filter(Boolean)
    .map((word) => (/^[A-Z0-9]{2,}$/.test(word) ? word : word.toLowerCase()));
  const sentence = words.join(' ');
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

/** A schema's description as a sentence starting with a capital. */
export const sentence = (text: string | undefined) => (text ? text.charAt(0).toUpperCase() + text.slice(1) : undefined);

/** A component's name and what it is, from its props schema: "Hero", "The banner at the top of a page; …". */
export function componentTitleOf(alias: string, schema: TitledSchema): { title: string; description: string } {
  const title = humanise((schema.title ?? alias).replace(/Props$/, ''));
  const description = sentence((schema.description ?? '').replace(/^Props of [A-Za-z0-9]+:\s*/, '')) ?? '';
  return { title, description };
}

const propsSchemas = componentPropsSchemas as Record<string, TitledSchema | undefined>;

/** A component's name and what it is, as the palette, the form, History and Explain show them. */
export const componentTitle = (alias: string) => componentTitleOf(alias, propsSchemas[alias] ?? {});
