/**
 * A write over a thing as the owner read it (docs/decisions.md#owner-writes-carry-the-version-they-read):
 * the item's numeric `version` (missing = 0) must still be the one the editor read, and the write
 * raises it by one. Used by the dish (catalogue/store/dish.ts `versionGuard`), the menu's order and the day's settings.
 */

export type VersionGuard = {
  /** For the ConditionExpression: the item's version is still `expected`. */
  condition: string;
  /** For the end of the UpdateExpression: the version raised by one (an ADD clause, after any SET). */
  increment: string;
  names: Record<string, string>;
  values: Record<string, unknown>;
};

export function versionGuardOf(expected: number): VersionGuard {
  return {
    // A missing version is 0: items written before versions existed, and the settings' missing item.
    condition: expected === 0 ? '(attribute_not_exists(#version) OR #version = :expectedVersion)' : '#version = :expectedVersion',
    increment: 'ADD #version :versionStep',
    names: { '#version': 'version' },
    values: { ':expectedVersion': expected, ':versionStep': 1 },
  };
}

/** `SET #s0 = :s0, …` for these attributes (undefined ones left out), with their names and values. */
export function setClause(
  attributes: Record<string, unknown>,
  prefix = 's',
): { clause: string; names: Record<string, string>; values: Record<string, unknown> } {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const parts: string[] = [];
  Object.entries(attributes)
    .filter(([, value]) => value !== undefined)
    .forEach(([attribute, value], index) => {
      names[`#${prefix}${index}`] = attribute;
      values[`:${prefix}${index}`] = value;
      parts.push(`#${prefix}${index} = :${prefix}${index}`);
    });
  return { clause: parts.join(', '), names, values };
}
