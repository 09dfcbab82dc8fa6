/*
 * PostgreSQL never settles on one plan for a prepared statement whose LIMIT is a parameter: the
 * generic plan has to guess the limit, looks dearer than a plan made for the actual value, and so
 * every run is planned afresh. Written into the text instead (one statement for each limit used,
 * and pages come in a few sizes), the limit lets PostgreSQL keep one plan after its first five
 * runs. OFFSET likewise. Values that are not small whole numbers stay parameters.
 */

const LIMIT_PARAMETER = /\b(?:limit|offset) \$(\d+)\b/gi;
const PARAMETER = /\$(\d+)\b/g;
/** Texts of one statement past this many limit values keep their parameters (and custom plans). */
const MOST_VARIANTS = 8;
const MOST_STATEMENTS = 2000;

type Statement = {
  /** 1-based numbers of the parameters that are a limit or an offset. */
  limits: number[];
  /** The rewritten text for each set of limit values seen. */
  variants: Map<string, string>;
};

const statements = new Map<string, Statement | null>();

function statementOf(text: string): Statement | null {
  let statement = statements.get(text);
  if (statement !== undefined) return statement;
  const limits = Array.from(text.matchAll(LIMIT_PARAMETER), (match) => Number(match[1]));
  statement = limits.length > 0 ? { limits, variants: new Map() } : null;
  if (statements.size < MOST_STATEMENTS) statements.set(text, statement);
  return statement;
}

function rewrite(text: string, limits: number[], values: readonly unknown[]): string {
  const renumbered: number[] = [];
  let kept = 0;
  for (let number = 1; number <= values.length; number += 1) {
    if (!limits.includes(number)) renumbered[number] = ++kept;
  }
  return text.replace(PARAMETER, (_, digits: string) => {
    const number = Number(digits);
    return limits.includes(number) ? String(values[number - 1]) : `$${renumbered[number]}`;
  });
}

/** The statement with its limits and offsets written in, and the values left for the rest. */
export function withLiteralLimits(text: string, values: readonly unknown[]): { text: string; values: readonly unknown[] } {
  const statement = statementOf(text);
  if (!statement) return { text, values };
  const { limits, variants } = statement;
  const literals = limits.map((number) => values[number - 1]);
  if (!literals.every((value) => Number.isSafeInteger(value) && (value as number) >= 0)) return { text, values };
  const key = literals.join(',');
  let rewritten = variants.get(key);
  if (rewritten === undefined) {
    if (variants.size >= MOST_VARIANTS) return { text, values };
    variants.set(key, (rewritten = rewrite(text, limits, values)));
  }
  return { text: rewritten, values: values.filter((_, index) => !limits.includes(index + 1)) };
}
