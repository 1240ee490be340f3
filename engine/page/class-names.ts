/** The class attribute of an element from its classes, leaving out the ones not given. */
export const classNames = (...names: (string | false | null | undefined)[]) => names.filter(Boolean).join(' ') || undefined;
