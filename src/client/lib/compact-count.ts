/*
 * A count as the feed shows it: "7", "999", "1.2K". The compact formatter is made on the
 * first count of a thousand or more: making it with the first post card cost a slow
 * phone's first feed about 70 ms (the locale's compact patterns are loaded then).
 */
let compact: Intl.NumberFormat | undefined;

export function formatCompactCount(value: number): string {
  if (Number.isSafeInteger(value) && value >= 0 && value < 1000) return String(value);
  compact ??= new Intl.NumberFormat(undefined, { notation: 'compact' });
  return compact.format(value);
}
