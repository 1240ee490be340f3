/** A brand folder's name: what hosts (`<name>.localhost`) and the CLI call it. Pure, for the studio's page too. */
export const BRAND_NAME = /^[a-z][a-z0-9-]{1,30}$/;

/** Why a brand folder name is refused, in words, or undefined when it is fine. */
export function brandNameProblem(name: string): string | undefined {
  return BRAND_NAME.test(name)
    ? undefined
    : `brand name "${name}" must be 2 to 31 characters of a-z, 0-9 and -, starting with a letter`;
}

/** The folder name a display name suggests: "Royal Flush" → `royal-flush`, "Café Ünï 7" → `cafe-uni-7`. */
export function folderNameOf(displayName: string): string {
  const plain = displayName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^[^a-z]+/, '')
    .replace(/-+$/, '');
  return plain.slice(0, 31).replace(/-+$/, '');
}

export const titleCase = (name: string) =>
  name
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
