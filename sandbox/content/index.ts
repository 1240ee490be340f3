export { createContentService, type ContentServiceOptions } from './content-service.ts';
export { nodeIdOf, type ContentNode } from './content-nodes.ts';
