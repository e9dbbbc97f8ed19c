/**
 * The names the owner types into the menu editor (a dish's name, its extras' and ingredients' names):
 * how they are tidied before they are checked and stored, what is refused, and the skeleton two names
 * are compared by (docs/business-rules.md#the-menu-editor, #dish-names). Shared by the API and the editor.
 */

/**
 * A name as the shop keeps it: NFKC (full-width and other compatibility forms become the plain letters:
 * 'Ｊｏｌｌｏｆ' → 'Jollof', a no-break space a space), format characters (\p{Cf}: zero-width spaces and
 * joiners, bidi marks, soft hyphens) removed, every run of whitespace one space, trimmed.
 */
export function normaliseName(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/\p{Cf}/gu, '')
    .replace(/\s+/gu, ' ')
    .trim();
}

/** Control characters (\p{Cc}: NUL, tabs, line breaks, escapes…) are refused in a name, not tidied away. */
export function hasControlCharacter(text: string): boolean {
  return /\p{Cc}/u.test(text);
}

/** A name must show something: at least one letter or digit (of any script). */
export function hasLetterOrNumber(text: string): boolean {
  return /[\p{L}\p{N}]/u.test(text);
}

/**
 * Cyrillic and Greek letters that look like Latin ones, each with the Latin letter it passes for (both
 * cases; the skeleton is lowercased after). A small table of the common look-alikes, not Unicode's full
 * confusables list: enough that 'Jоllof Rice' with a Cyrillic о is the same name as 'Jollof Rice'.
 */
const lookAlikePairs: readonly (readonly [lookAlikes: string, latin: string])[] = [
  ['АВЕКМНОРСТУХІЈЅҮԚԜӀ', 'abekmhopctyxijsyqwl'], // Cyrillic capitals
  ['авекмнорстухіјѕһԁԛԝӏү', 'abekmhopctyxijshdqwly'], // Cyrillic small letters
  ['ΑΒΕΖΗΙΚΜΝΟΡΤΥΧ', 'abezhikmnoptyx'], // Greek capitals
  ['αβγεηικμνορτυχω', 'abyenikuvoptuxw'], // Greek small letters
];
const latinLookAlikes: ReadonlyMap<string, string> = new Map(
  lookAlikePairs.flatMap(([lookAlikes, latin]) => Array.from(lookAlikes, (char, index) => [char, latin[index]!] as const)),
);

/**
 * What two names are compared by: the tidied name without accents, look-alike Cyrillic and Greek
 * letters as the Latin ones they pass for, lowercase, hyphens and spaces alike. Two names with one
 * skeleton read the same to a customer, so the menu holds only one of them.
 */
export function nameSkeleton(text: string): string {
  return Array.from(normaliseName(text).normalize('NFD').replace(/\p{M}/gu, ''), (char) => latinLookAlikes.get(char) ?? char)
    .join('')
    .toLowerCase()
    .replace(/[\s\-‐‑‒–—]+/gu, ' ')
    .trim();
}
