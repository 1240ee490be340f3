import brandSchema from './brand.schema.json';
import componentRecordSchema from './component-record.schema.json';
import marketSchema from './market.schema.json';
import pageSchema from './page.schema.json';
import themeSchema from './theme.schema.json';

export * from './generated/index.ts';

/** The manifest and record schemas, keyed by their $id; component props schemas are in componentPropsSchemas. */
export const documentSchemas = {
  brand: brandSchema,
  market: marketSchema,
  theme: themeSchema,
  page: pageSchema,
  componentRecord: componentRecordSchema,
} as const;
