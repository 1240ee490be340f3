import { PlatformError } from '../../platform/index.ts';

/** SPEC §8: the platform's session is gone (token failed validation, account unknown). */
export const SESSION_INVALID_CODE = 15001;

export const isSessionInvalid = (error: unknown) => error instanceof PlatformError && error.code === SESSION_INVALID_CODE;
