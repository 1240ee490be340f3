/**
 * Languages, translation and Intl formats: pure, for any runtime. The catalogues themselves are in
 * ./messages (compiled at build time), the build's compiler and checks in ./icu.
 */
export {
  addLanguage,
  defineMessages,
  translate,
  interpolate,
  formatMoney,
  formatSignedMoney,
  formatDate,
  formatTime,
  formatDateTime,
  parseBlogDate,
  type Messages,
} from './translator.ts';
export { toPlatformAmount } from './typed-amount.ts';
export { languageOfLocale, PSEUDO_LOCALE, SOURCE_LANGUAGE, type Language } from './languages.ts';
export type { CompiledMessage, MessageValues } from './message-runtime.ts';
