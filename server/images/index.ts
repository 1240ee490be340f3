export { createImageRoutes, IMAGE_LIMITS, IMAGE_CACHE_POLICY, type ImageRoutesOptions } from './image-routes.ts';
export { imageOrigins, type ImageOrigin, type ResolveHost } from './source-policy.ts';
