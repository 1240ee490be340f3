/** Build- and check-time ICU MessageFormat: compiling message files, checking them, the pseudo-locale. Never in the browser. */
export { compileCatalogue, compileMessage, evaluateCatalogue } from './compile-catalogue.ts';
export { catalogueProblems, pluralCategoriesOf, type CatalogueFile, type CatalogueProblem } from './catalogue-problems.ts';
export { pseudoLocalize } from './pseudo-locale.ts';
export { PSEUDO_LOCALE, SOURCE_LANGUAGE } from '../languages.ts';
