import { parseRichText, richTextToHtml } from '../../src/shared/richText';

const source = `
  Nous cherchons une **alternante** ou un alternant.

  ## Vos missions

  - Développer des interfaces
    en React.
  - Tester <vraiment> & partager.

  Début dès que possible.
`;

describe('rich text', () => {
  test('reads paragraphs, subheadings and lists, a continued line joining its item', () => {
    expect(parseRichText(source)).toEqual([
      { kind: 'paragraph', text: 'Nous cherchons une **alternante** ou un alternant.' },
      { kind: 'heading', text: 'Vos missions' },
      { kind: 'list', items: ['Développer des interfaces en React.', 'Tester <vraiment> & partager.'] },
      { kind: 'paragraph', text: 'Début dès que possible.' },
    ]);
  });

  test('writes HTML whose text is escaped, so a text can carry no markup of its own', () => {
    expect(richTextToHtml(source)).toBe(
      '<p>Nous cherchons une <strong>alternante</strong> ou un alternant.</p>' +
        '<h2>Vos missions</h2>' +
        '<ul><li>Développer des interfaces en React.</li><li>Tester &lt;vraiment&gt; &amp; partager.</li></ul>' +
        '<p>Début dès que possible.</p>',
    );
    expect(richTextToHtml('<script>alert("x")</script> **<b>**')).toBe(
      '<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; <strong>&lt;b&gt;</strong></p>',
    );
  });
});
