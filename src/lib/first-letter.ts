const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The first letter as a reader sees it: "മേ" of "മേനോൻ", "श्री" of "श्रीवास्तव", not the first code point. */
export function firstLetter(text: string): string {
  for (const { segment } of graphemes.segment(text.trim())) return segment;
  return '';
}
