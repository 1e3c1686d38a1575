import type { Catalog } from './keys';

const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** A look-alike with an accent for each of LETTERS (one UTF-16 unit each), so a glance tells translated text from text that bypassed the catalogs. */
const ACCENTED = 'áƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ';

/** Words the padding is made of: ordinary lengths, so the padded text wraps as real words would. */
const FILLER = 'ļöŕéɱ îþšûɱ đöļöŕ šîţ áɱéţ çöñšéçţéţûŕ áđîþîšçîñĝ éļîţ šéđ đö éîûšɱöđ ţéɱþöŕ';

const PLACEHOLDER = /(\{\{[^}]*\}\})/;

/** Number of characters a person sees in `text` once its `{{placeholders}}` are filled in, not counting them. */
function visibleLength(text: string): number {
  return text.split(PLACEHOLDER).reduce((length, part, index) => length + (index % 2 ? 0 : part.length), 0);
}

/**
 * The pseudo-localised form of an English message: accented letters, 40% longer, in brackets;
 * `{{placeholders}}` stay as they are so the data still goes in.
 */
export function pseudoText(text: string): string {
  const accented = text
    .split(PLACEHOLDER)
    .map((part, index) =>
      index % 2 ? part : part.replace(/[A-Za-z]/g, (letter) => ACCENTED.charAt(LETTERS.indexOf(letter))),
    )
    .join('');
  const extra = Math.ceil(visibleLength(text) * 0.4) - 2;
  const padding =
    extra > 1
      ? ` ${FILLER.repeat(Math.ceil(extra / FILLER.length))
          .slice(0, extra - 1)
          .trimEnd()}`
      : '';
  return `[${accented}${padding}]`;
}

type Sections = Partial<Catalog>;

function pseudoTree(tree: unknown): unknown {
  if (typeof tree === 'string') return pseudoText(tree);
  return Object.fromEntries(
    Object.entries(tree as Record<string, unknown>).map(([key, value]) => [key, pseudoTree(value)]),
  );
}

/** Every message of the catalog sections in its pseudo-localised form. */
export function pseudoCatalog(sections: Sections): Sections {
  return pseudoTree(sections) as Sections;
}
