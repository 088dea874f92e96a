import { sitePath } from '../../src/shared/paths';
import { inlineRuns, parseRichText, readingMinutes, richTextToHtml, safeHref } from '../../src/shared/richText';
import { OFF_SITE_PIECES, offSite } from './support/offSiteTargets';

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

describe('rich text links', () => {
  test('links to http(s) addresses and to the site\'s paths; the address written out again', () => {
    expect(richTextToHtml('Voir [le blog](/fr/blog) et [MDN](https://developer.mozilla.org/fr/docs?q=a&b=1), **gras**.')).toBe(
      '<p>Voir <a href="/fr/blog">le blog</a> et <a href="https://developer.mozilla.org/fr/docs?q=a&amp;b=1" rel="noopener noreferrer">MDN</a>, <strong>gras</strong>.</p>',
    );
    expect(inlineRuns('[a](HTTP://Example.com)')).toEqual([{ kind: 'link', text: 'a', href: 'http://example.com/' }]);
  });

  test.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'javascript&#58;alert(1)',
    'java%0Ascript:alert(1)',
    '&#106;avascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    '//evil.example/x',
    '/\\evil.example',
    'https:alert(1)',
    'http://',
    'mailto:a@b.c',
    'file:///etc/passwd',
  ])('refuses the address %p: the link stays text', (address) => {
    expect(safeHref(address)).toBeNull();
    const html = richTextToHtml(`[clic](${address})`);
    expect(html).not.toContain('<a');
    expect(html).toBe(`<p>[clic](${address.replace(/&/g, '&amp;')})</p>`);
  });

  // The server's router decodes `%2f` and resolves `..`: `/..%2f%2fevil` would be `//evil` to it.
  test.each(OFF_SITE_PIECES.flatMap((piece) => [`/${piece}`, `/fr/${piece}`]))('a site path link to %s stays on the site, or is text', (address) => {
    const runs = inlineRuns(`[x](${address})`);
    for (const run of runs) if (run.kind === 'link' && !/^https?:/.test(run.href)) expect([run.href, offSite(sitePath(run.href)), sitePath(run.href)]).toEqual([run.href, null, run.href]);
  });

  test.each(['/..%2f%2fevil.com', '/fr/..%2F%2Fevil.com', '/%2e%2e//evil.com', '/..%5c%5cevil.com'])('refuses the site path %s, which the router would take off the site', (address) => {
    expect(safeHref(address)).toBeNull();
  });

  test('an address with a space or a tab is no link at all', () => {
    expect(richTextToHtml('[x]( javascript:alert(1))')).not.toContain('<a');
    expect(richTextToHtml('[x](java\tscript:alert(1))')).not.toContain('<a');
  });

  test('markup in a body is text: script, event attributes, SVG, a quote breaking out of an address', () => {
    const html = richTextToHtml(
      '<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n<svg onload=alert(1)><script>alert(2)</script></svg>\n\n[x](https://a.example/"onmouseover="alert)',
    );
    expect(html).not.toMatch(/<(script|img|svg)/i);
    // No tag carries an event attribute: every `<` of the text was escaped.
    expect(html).not.toMatch(/<[^>]*\son\w+=/i);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('href="https://a.example/%22onmouseover=%22alert"');
  });
});

describe('rich text italics: the titles of works', () => {
  test('*title* is an italic run, on the page and in HTML', () => {
    expect(inlineRuns('un livre, *Start With Why*, et un schéma')).toEqual([
      { kind: 'text', text: 'un livre, ' },
      { kind: 'italic', text: 'Start With Why' },
      { kind: 'text', text: ', et un schéma' },
    ]);
    expect(richTextToHtml('Lire **vite** *The Lean Startup*')).toBe('<p>Lire <strong>vite</strong> <em>The Lean Startup</em></p>');
  });

  test.each(['5 * 3 * 2', 'un astérisque * seul', 'a*b*c', '** pas fermé'])('asterisks that do not hug a word stay text: %s', (text) => {
    expect(inlineRuns(text)).toEqual([{ kind: 'text', text }]);
  });
});

describe('reading time', () => {
  const words = (count: number, word = 'mot') => Array.from({ length: count }, () => word).join(' ');

  test('about 200 words a minute, rounded, never less than a minute', () => {
    expect(readingMinutes({ fr: words(20), en: words(20) })).toBe(1);
    expect(readingMinutes({ fr: words(400), en: words(380) })).toBe(2);
    expect(readingMinutes({ fr: words(1100), en: words(1000) })).toBe(6);
  });

  test('counts the words a person reads, not the Markdown markers', () => {
    const list = Array.from({ length: 100 }, () => '- **un** point').join('\n');
    // 200 words in 100 items: their dashes would make 300 "words", a minute and a half.
    expect(readingMinutes({ fr: `## Titre\n\n${list}`, en: '' })).toBe(1);
    expect(readingMinutes({ fr: `## ${words(299)}\n\n${list.replace(/- /g, '- - - ')}`, en: '' })).toBe(2);
  });

  test('follows the longer of the two texts', () => {
    expect(readingMinutes({ fr: words(1000), en: words(200) })).toBe(5);
  });
});
