export {
  createHttpClient,
  PlatformError,
  API_RETRY,
  retryDelayMs,
  type HttpClient,
  type HttpClientOptions,
  type RequestOptions,
} from './http-client.ts';
export { parseBoolean } from './parse-boolean.ts';
