/**
 * An e-mail address that wraps, in a narrow column, only after its "@" (issue 14: "overflow-wrap:
 * anywhere" broke it before its last letter). The parts themselves never break.
 */
export function EmailAddress({ address }: { address: string }) {
  const at = address.indexOf('@');
  if (at < 0) return <span className="whitespace-nowrap">{address}</span>;
  return (
    <span>
      <span className="whitespace-nowrap">{address.slice(0, at + 1)}</span>
      <wbr />
      <span className="whitespace-nowrap">{address.slice(at + 1)}</span>
    </span>
  );
}
