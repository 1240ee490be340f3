export { createContentService, type ContentServiceOptions } from './content-service.ts';
export { nodeIdOf, type ContentNode } from './content-nodes.ts';
export { nodeIdsOfChangedFiles, sendPublishHook, PUBLISH_HOOK_RETRY, type PublishHookTarget } from './publish-hook.ts';
