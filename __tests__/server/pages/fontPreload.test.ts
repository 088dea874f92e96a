import fs from 'node:fs';
import path from 'node:path';
import { preloadHeader } from '../../../src/server/pages/template';

describe('the Link header of a page', () => {
  test('names the brand font before the scripts, so it can be there for the first paint (font-display: optional)', () => {
    const template = fs.readFileSync(path.resolve(__dirname, '../../../public/index.html'), 'utf8').replace('</head>', '<script defer src="/assets/main.0123456789.js"></script></head>');
    const font = /<link rel="preload" href="([^"]+\.woff2)"/.exec(template)![1]!;
    expect(preloadHeader(template, { scripts: ['/assets/page.0123456789.js'], styles: '' }).split(', ')).toEqual([
      `<${font}>; rel=preload; as=font; type="font/woff2"; crossorigin`,
      '</assets/main.0123456789.js>; rel=preload; as=script',
      '</assets/page.0123456789.js>; rel=preload; as=script',
    ]);
  });
});
