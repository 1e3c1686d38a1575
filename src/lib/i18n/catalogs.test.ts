import type { English } from './catalogs/en';
import * as enLanding from './catalogs/en/landing';
import * as enRest from './catalogs/en/rest';
import * as enShell from './catalogs/en/shell';
import * as hiLanding from './catalogs/hi/landing';
import * as hiRest from './catalogs/hi/rest';
import * as hiShell from './catalogs/hi/shell';
import * as mlLanding from './catalogs/ml/landing';
import * as mlRest from './catalogs/ml/rest';
import * as mlShell from './catalogs/ml/shell';
import type { Catalog, MessageKey } from './keys';

type Tree = { readonly [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') found.set(`${prefix}${key}`, value);
    else for (const [path, text] of leaves(value, `${prefix}${key}.`)) found.set(path, text);
  }
  return found;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
// Each language whole, from the parts it ships in: a section missing from every part fails the type check.
const fullEnglish: English = { ...enShell, ...enLanding, ...enRest };
const ml: Catalog = { ...mlShell, ...mlLanding, ...mlRest };
const hi: Catalog = { ...hiShell, ...hiLanding, ...hiRest };
const english = leaves(fullEnglish);

describe.each([
  ['ml', ml, /[\u0D00-\u0D7F]/],
  ['hi', hi, /[\u0900-\u097F]/],
])('the %s catalog', (_name, catalog, script) => {
  const translated = leaves(catalog);

  it('has every English key and no other', () => {
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('keeps every placeholder of the English message', () => {
    for (const [key, text] of english)
      expect([key, placeholders(translated.get(key) ?? '')]).toEqual([key, placeholders(text)]);
  });

  it('is written in its own script, not left in English', () => {
    const untranslated = [...translated].filter(
      ([key, text]) => !script.test(text) && /[a-z]{3}/.test(english.get(key) ?? ''),
    );
    // Brand and product names ("Mistri") may stay in Latin letters.
    expect(untranslated.filter(([, text]) => !/^(©.*)?Mistri/.test(text))).toEqual([]);
  });
});

it('ships each namespace in the same part in every language', () => {
  const sections = (...parts: object[]) => parts.map((part) => Object.keys(part).sort());
  expect(sections(mlShell, mlLanding, mlRest)).toEqual(sections(enShell, enLanding, enRest));
  expect(sections(hiShell, hiLanding, hiRest)).toEqual(sections(enShell, enLanding, enRest));
});

it('the key type and the translated catalogs reject unknown keys at compile time (tsc checks this file)', () => {
  expectTypeOf<'common.actions.tryAgain'>().toExtend<MessageKey>();
  expectTypeOf<'chat.theChatCouldNotBe'>().not.toExtend<MessageKey>();
  // @ts-expect-error: a key English does not have
  const extra: Catalog['common']['actions'] = { ...ml.common.actions, unknown: 'x' };
  // @ts-expect-error: a key English has is missing
  const missing: Catalog['common']['actions'] = { tryAgain: 'x' };
  expect([extra, missing]).toHaveLength(2);
});

it('English has no empty message', () => {
  expect([...english].filter(([, text]) => text.trim() === '')).toEqual([]);
});

describe('the wording a Malayalam and a Hindi reader asked for (issue 23, item 12)', () => {
  const mlText = [...leaves(ml).values()].join('\n');
  const hiText = [...leaves(hi).values()].join('\n');

  it('uses everyday words, not officialese or a harsher verb', () => {
    expect(mlText).not.toMatch(/സേവനദാതാ/);
    expect(hiText).not.toMatch(/ठुकरा|सेवा प्रदाता/);
    expect(hiText).not.toMatch(/कि॰मी॰/);
  });

  it('says exactly what the tester gave', () => {
    expect(ml.providers.connectSection.sendRequest).toBe('അഭ്യർത്ഥന അയയ്ക്കുക');
    expect(ml.profile.locationPicker.no).toBe('അല്ല');
    expect(ml.reviews.ratingSummary.newOnMistri).toMatch(/^മിസ്ത്രിയിൽ പുതുതായി ചേർന്നു/);
    expect(ml.chat.messageList.empty.replace('{{name}}', 'Rajan P. K.')).toMatch(/Rajan P\. K\.-യോട് ഒരു ഹലോ പറയൂ!$/);
    expect(ml.landing.whyChooseUsSection.title).toMatch(/^ആശങ്കയില്ലാതെ/);
    expect(ml.reviews.rateProvider.youRated.replace('{{name}}', 'Rajan')).toBe('Rajan-ന് നിങ്ങൾ നൽകിയ റേറ്റിംഗ്');
    expect(ml.chat.pendingMessages.delete).toBe('നീക്കം ചെയ്യുക');
    expect(hi.providers.requestState.declined).toBe('{{name}} ने आपका अनुरोध मना कर दिया।');
  });
});

it('the footer names the current year, not a fixed one', () => {
  for (const catalog of [fullEnglish, ml, hi]) expect(catalog.layout.siteFooter.copyright).toMatch(/^© \{\{year\}\} /);
});
