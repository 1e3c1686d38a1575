import { pseudoCatalog, pseudoText } from './pseudo';

describe('pseudo locale', () => {
  it('accents the letters, keeps placeholders and lengthens the text by about 40%', () => {
    const english = 'Request sent. Waiting for {{name}} to accept it.';
    const pseudo = pseudoText(english);
    expect(pseudo).toMatch(/^\[Ŕéǫûéšţ šéñţ\. Ŵáîţîñĝ ƒöŕ \{\{name\}\} ţö áççéþţ îţ\. .+\]$/);
    const visible = english.replace('{{name}}', '').length;
    expect(pseudo.replace('{{name}}', '').length).toBeGreaterThanOrEqual(Math.round(visible * 1.4) - 1);
    expect(pseudo.replace('{{name}}', '').length).toBeLessThanOrEqual(Math.ceil(visible * 1.4) + 1);
  });

  it('marks even short texts and leaves digits and punctuation alone', () => {
    expect(pseudoText('OK')).toBe('[ÖĶ]');
    expect(pseudoText('Page 2 of 10')).toMatch(/^\[Þáĝé 2 öƒ 10 \S+\]$/);
  });

  it('rewrites every message of nested sections', () => {
    const sections = pseudoCatalog({ common: { confirm: { title: 'Please confirm', yes: 'Yes', no: 'No' } } } as never);
    const confirm = sections.common?.confirm;
    expect(confirm?.title).toMatch(/^\[Þļéášé çöñƒîŕɱ .+\]$/);
    expect([confirm?.yes, confirm?.no]).toEqual(['[Ýéš]', '[Ñö]']);
  });
});
