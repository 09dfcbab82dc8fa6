/* Byte sizes as the spec shows them: Bytes, KB, MB or GB (steps of 1024), with 2 decimals by default. */
const UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;
const STEP = 1024;

/** 0 → "0 Bytes", 512 → "512 Bytes", 1536 → "1.50 KB", 5 * 1024 ** 2 → "5.00 MB". */
export function formatBytes(bytes: number, decimals = 2): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  let unit = Math.min(Math.floor(Math.log(bytes) / Math.log(STEP)), UNITS.length - 1);
  let value = bytes / STEP ** unit;
  // 1023.999 KB would round to "1024.00 KB": it reads better as the next unit.
  if (unit < UNITS.length - 1 && Number(value.toFixed(decimals)) >= STEP) {
    unit += 1;
    value = bytes / STEP ** unit;
  }
  if (unit === 0) return `${Math.round(value)} Bytes`;
  return `${value.toFixed(Math.max(0, decimals))} ${UNITS[unit]}`;
}
