import { useEffect, useRef } from 'react';

/** What a section of the manage page says about what just happened: done, or refused and why. */
export type SectionNoticeText = { kind: 'ok' | 'error'; text: string };

/**
 * A section's notice, which takes the focus each time it says something new: the form or the buttons just
 * used give way to what happened (sent, saved, refused), not to the top of the page. An error is an alert,
 * anything else a status.
 */
export function SectionNotice({
  notice,
  className,
}: {
  notice: SectionNoticeText | null;
  className: string;
}) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (notice) ref.current?.focus();
  }, [notice]);
  if (!notice) return null;
  return (
    <p
      ref={ref}
      tabIndex={-1}
      role={notice.kind === 'error' ? 'alert' : 'status'}
      className={`${className} text-sm outline-none ${notice.kind === 'error' ? 'text-red-300' : 'text-gold-200'}`}
    >
      {notice.text}
    </p>
  );
}
