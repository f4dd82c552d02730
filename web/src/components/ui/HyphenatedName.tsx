import { Fragment } from 'react';

/**
 * A name whose hyphenated words never break at their hyphen ("Mercedes-Benz" stays whole; issue 14); it
 * still wraps between words.
 */
export function HyphenatedName({ name }: { name: string }) {
  return name.split(/(\s+)/).map((part, index) =>
    part.includes('-') ? (
      <span key={index} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}
