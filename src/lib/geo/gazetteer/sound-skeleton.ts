/**
 * Place names typed in Malayalam or Devanagari (Hindi, Marathi) script are matched to the
 * gazetteer's English names by their consonant skeleton: the sounds that both spellings keep.
 * "കൊച്ചി" and "Kochi" are both "kc", "दिल्ली" and "Delhi" both "tl", "തിരുവനന്തപുരം" and
 * "Thiruvananthapuram" both "trvntprn". Vowels, aspiration (h), y and repeated letters are
 * left out; t/d, m/n and s/sh are not told apart, since English spellings of Indian names mix them.
 */

/**
 * Consonant class by offset inside the Unicode block (Devanagari U+0900 and Malayalam U+0D00
 * share the ISCII layout, so one table serves both). Offsets not listed add nothing.
 */
const INDIC_CLASSES: Readonly<Record<number, string>> = {
  0x01: 'n', // candrabindu
  0x02: 'n', // anusvara
  0x0b: 'r', // vocalic r (independent)
  0x15: 'k',
  0x16: 'k',
  0x17: 'g',
  0x18: 'g',
  0x19: 'n',
  0x1a: 'c',
  0x1b: 'c',
  0x1c: 'j',
  0x1d: 'j',
  0x1e: 'n',
  0x1f: 't',
  0x20: 't',
  0x21: 't',
  0x22: 't',
  0x23: 'n',
  0x24: 't',
  0x25: 't',
  0x26: 't',
  0x27: 't',
  0x28: 'n',
  0x29: 'n',
  0x2a: 'p',
  0x2b: 'p',
  0x2c: 'b',
  0x2d: 'b',
  0x2e: 'n',
  0x30: 'r',
  0x31: 'r',
  0x32: 'l',
  0x33: 'l',
  0x34: 'z', // Malayalam ഴ, written "zh" in English
  0x35: 'v',
  0x36: 's',
  0x37: 's',
  0x38: 's',
  0x3a: 't', // Malayalam ഺ
  0x43: 'r', // vocalic r sign: तृ, തൃ
  0x44: 'r',
  0x4e: 'r', // Malayalam dot reph
  0x58: 'k', // Devanagari nukta letters: क़ ख़ ग़ ज़ ड़ ढ़ फ़ य़
  0x59: 'k',
  0x5a: 'g',
  0x5b: 'j',
  0x5c: 't',
  0x5d: 't',
  0x5e: 'p',
  0x7a: 'n', // Malayalam chillu letters: ൺ ൻ ർ ൽ ൾ ൿ
  0x7b: 'n',
  0x7c: 'r',
  0x7d: 'l',
  0x7e: 'l',
  0x7f: 'k',
};

const INDIC_BLOCKS = [0x0900, 0x0d00] as const;

/** Whether the text has letters of the Devanagari or Malayalam blocks. */
export function hasIndicScript(text: string): boolean {
  return Array.from(text).some((character) => indicBlockOf(character.codePointAt(0) ?? 0) !== undefined);
}

function indicBlockOf(code: number): number | undefined {
  return INDIC_BLOCKS.find((start) => code >= start && code < start + 0x80);
}

function collapse(classes: string): string {
  return classes.replace(/(.)\1+/g, '$1');
}

function indicSkeleton(text: string): string {
  let classes = '';
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    const block = indicBlockOf(code);
    if (block === undefined) continue;
    classes += INDIC_CLASSES[code - block] ?? '';
  }
  return collapse(classes);
}

function latinSkeleton(text: string): string {
  const letters = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
  const classes = letters
    .replace(/ch/g, 'C')
    .replace(/ck|q|c/g, 'k')
    .replace(/C/g, 'c')
    .replace(/x/g, 'ks')
    .replace(/f/g, 'p')
    .replace(/w/g, 'v')
    .replace(/d/g, 't')
    .replace(/m/g, 'n')
    .replace(/[aeiouyh]/g, '');
  return collapse(classes);
}

/** The consonant skeleton of a name in English or in Devanagari/Malayalam script. */
export function soundSkeleton(text: string): string {
  return hasIndicScript(text) ? indicSkeleton(text) : latinSkeleton(text);
}
