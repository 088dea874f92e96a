import { inlineStylesheets } from '../../../src/server/pages/template';

describe('inlineStylesheets', () => {
  const files: Record<string, string> = { '/a.css': 'a{color:red}', '/b.css': 'b{}' };
  const read = (href: string) => files[href] ?? null;

  it('replaces each stylesheet link, whatever the order of its attributes, with the text of its file, named for the CSS loader', () => {
    expect(inlineStylesheets('<head><link href=/a.css rel=stylesheet><link rel="stylesheet" href="/b.css"></head>', read)).toBe(
      '<head><style data-href="/a.css">a{color:red}</style><style data-href="/b.css">b{}</style></head>',
    );
  });

  it('leaves other links, unreadable files and a text that would end the element as links', () => {
    const html = '<link rel=icon href=/a.css><link rel=stylesheet href=/missing.css><link rel=stylesheet href=/evil.css>';
    expect(inlineStylesheets(html, (href) => (href === '/evil.css' ? 'x{}</STYLE><script>alert(1)</script>' : read(href)))).toBe(html);
  });
});
