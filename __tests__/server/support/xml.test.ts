import { parseXml } from './xml';

// The tests' XML reader must refuse what a real parser refuses, or the sitemap test proves nothing.
describe('the tests’ strict XML reader', () => {
  test('reads elements, attributes and entities', () => {
    const root = parseXml('<?xml version="1.0" encoding="UTF-8"?>\n<a x="1&amp;2"><b>t &lt; u</b><c y=\'z\'/></a>\n');
    expect(root).toEqual({
      name: 'a',
      attributes: { x: '1&2' },
      text: '',
      children: [
        { name: 'b', attributes: {}, children: [], text: 't < u' },
        { name: 'c', attributes: { y: 'z' }, children: [], text: '' },
      ],
    });
  });

  test.each([
    ['crossed tags', '<a><b></a></b>'],
    ['an unclosed tag', '<a><b></b>'],
    ['a bare ampersand', '<a>fish & chips</a>'],
    ['a bare ampersand in an attribute', '<a href="/fr?x=1&lng=en"/>'],
    ['an unknown entity', '<a>&nbsp;</a>'],
    ['an unquoted attribute', '<a x=1/>'],
    ['a repeated attribute', '<a x="1" x="2"/>'],
    ['two roots', '<a/><b/>'],
    ['text outside the root', '<a/>tail'],
    ['a doctype', '<!DOCTYPE a><a/>'],
  ])('refuses %s', (_case, document) => {
    expect(() => parseXml(document)).toThrow(/^XML: /);
  });
});
