import { Fragment, type CSSProperties } from 'react';
import { keepHyphensWithNext, splitEmailForWrapping } from '@/domain/email-wrapping';

/*
 * The line breaks at the <wbr> points first. `anywhere` is the last resort for a piece wider than
 * the whole line (a 40-letter name at 320 px): it breaks inside that piece rather than push the
 * page sideways or hide part of the address behind an ellipsis. `normal` undoes any break-all.
 * Inline styles, not a stylesheet: a lazy chunk's stylesheet adds its name to the entry's list of
 * dependencies, which every visit to /login downloads (docs/decisions.md#dashboard-first-visit).
 */
const ADDRESS_STYLE: CSSProperties = { overflowWrap: 'anywhere', wordBreak: 'normal' };
const KEPT_TOGETHER_STYLE: CSSProperties = { whiteSpace: 'nowrap' };

/**
 * An email address that goes on to the next line only where a reader expects it: after the '@',
 * and before a '.' or a hyphen (src/domain/email-wrapping.ts). The break points are `<wbr>`
 * elements, which add no character: what is copied, searched or read out is the plain address.
 * Only a piece wider than the whole line breaks inside, so the address always shows in full.
 */
export function EmailAddress({ address }: { address: string }) {
  return (
    <span style={ADDRESS_STYLE}>
      {splitEmailForWrapping(address).map((piece, index) => (
        // The pieces are the address itself, in order: their place is their identity.
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {keepHyphensWithNext(piece).map(({ text, keptTogether }, run) =>
            keptTogether ? (
              <span key={run} style={KEPT_TOGETHER_STYLE}>
                {text}
              </span>
            ) : (
              text
            ),
          )}
        </Fragment>
      ))}
    </span>
  );
}
