import { Fragment, type ReactNode } from 'react';
import { t } from './i18n';
import type { MessageKey } from './keys';

const MARK = '\u0000';

/**
 * A whole message with elements in its placeholders (`{{email}}` in bold, say), so each language
 * keeps its own word order instead of the code gluing fragments together.
 */
export function RichMessage({ id, values }: { id: MessageKey; values: Record<string, ReactNode> }) {
  const names = Object.keys(values);
  const marked = Object.fromEntries(names.map((name, index) => [name, `${MARK}${String(index)}${MARK}`]));
  const parts = t(id, marked).split(MARK);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? <Fragment key={index}>{values[names[Number(part)] ?? '']}</Fragment> : part,
      )}
    </>
  );
}
