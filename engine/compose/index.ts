export {
  createComposer,
  type ComposePage,
  type ComposeInput,
  type Composition,
  type Decision,
  type Reason,
  type ResolvedNode,
  type Placement,
  type ComposeError,
} from './compose-page.ts';
export type { Audience, ComponentCatalog, ComponentDefinition, PageKind } from './component-definition.ts';
export { findPageRecord, marketRecords, nextRecordChange } from './find-page-record.ts';
export { toContentPath, pageKindOfPath } from './content-path.ts';
export { createComponentRecordReview } from './review-component-record.ts';
export { explainPage, explainDecision, PLACEMENT, type ExplainedAt, type PageExplanation } from './explain-page.ts';
