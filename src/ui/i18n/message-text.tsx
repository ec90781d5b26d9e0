import { createElement, type ReactNode } from 'react';
import type { Shown } from '@/locales/messages';
import { showText, useT } from '@/ui/i18n/use-t';

/** A message as text in the shown language; it changes with the language while on screen. */
function MessageText({ message }: { message: Shown }) {
  return showText(useT(), message);
}

/**
 * A form rule's message as a field error (Mantine keeps errors as nodes): it is translated where
 * it is shown, so a message already on screen follows a change of language.
 */
export function messageNode(message: Shown | null): ReactNode {
  return message === null ? null : createElement(MessageText, { message });
}
