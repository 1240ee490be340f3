import brandSchema from './brand.schema.json';
import componentRecordSchema from './component-record.schema.json';
import marketSchema from './market.schema.json';
import pageSchema from './page.schema.json';
import rulebookSchema from './rulebook.schema.json';
import scheduleSchema from './schedule.schema.json';
import themeSchema from './theme.schema.json';
import type { BrandManifest } from './generated/index.ts';

export * from './generated/index.ts';
export type { Rule, RuleKind } from './generated/rulebook.ts';
export { platformSchemas, type PlatformSchemaName } from './generated/platform-schemas.ts';
export { sandboxSchemas, type SandboxSchemaName } from './generated/sandbox-schemas.ts';
export { parseBoolean } from './platform/platform-boolean.ts';
export { BROKER_TOPICS, isBrokerTopic, MUST_WIN_JACKPOT_KINDS, PROGRESSIVE_JACKPOT_KINDS } from './platform/platform-enums.ts';

/** The manifest and record schemas, keyed by their $id; component props schemas are in componentPropsSchemas. */
export const documentSchemas = {
  brand: brandSchema,
  market: marketSchema,
  theme: themeSchema,
  page: pageSchema,
  rulebook: rulebookSchema,
  componentRecord: componentRecordSchema,
  schedule: scheduleSchema,
} as const;

/** A visitor's device: it picks the desktop or the phone casino id of a brand and its markets. */
export type Device = keyof BrandManifest['casinoIds'];
