export {
  defineMessages,
  translate,
  interpolate,
  formatMoney,
  formatDate,
  parseBlogDate,
  type Language,
  type Messages,
} from './translator.ts';
