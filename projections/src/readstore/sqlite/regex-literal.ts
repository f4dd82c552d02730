/**
 * The text a `$regex` pattern stands for when it is a plain literal (`a\.b` → `a.b`), or undefined when it
 * is a pattern: any unescaped metacharacter, an escape that is a class or a code (`\d`, `\n`, `\u0041`), or
 * a character SQL and JavaScript may see differently (a lone surrogate, NUL).
 *
 * Without `$options`, such a pattern matches exactly the strings that contain the literal, in mingo (a JS
 * RegExp) as in MongoDB (PCRE), so SQL answers it with `instr(field, literal) > 0`, evaluated in C on an
 * index: the bookings search (issue 17, decision 135) never parses a row in JS.
 */
const META = new Set([...'\\^$.|?*+()[]{}']);
/** What may follow a backslash and still mean the character itself. */
const ESCAPABLE = new Set([...META, '/', '-']);

export function regexLiteral(pattern: string): string | undefined {
  let literal = '';
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i]!;
    if (char === '\\') {
      const next = pattern[i + 1];
      if (next === undefined || !ESCAPABLE.has(next)) return undefined;
      literal += next;
      i += 1;
    } else if (META.has(char)) return undefined;
    else literal += char;
  }
  return /[\ud800-\udfff]/.test(literal) || literal.includes('\u0000') ? undefined : literal;
}

/** `{ $regex, $options }` without options (or empty ones), as a literal; undefined for anything else. */
export function literalRegexOperand(condition: Record<string, unknown>): string | undefined {
  const { $regex: pattern, $options: options, ...rest } = condition;
  if (typeof pattern !== 'string' || Object.keys(rest).length > 0) return undefined;
  if (options !== undefined && options !== '') return undefined;
  return regexLiteral(pattern);
}
