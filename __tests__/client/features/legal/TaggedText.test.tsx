import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../../../src/client/app/i18nResources';
import { TaggedText } from '../../../../src/client/features/legal/TaggedText';

const texts = {
  linked: 'Write to <mail>{{email}}</mail> or use our <contact>form</contact>, {{name}}.',
  plain: 'Nothing but {{name}} here.',
  empty: 'Address: <mail></mail>.',
  unknown: 'A <strong>bold</strong> claim.',
};

function html(textKey: keyof typeof texts, values: Record<string, string>) {
  const i18n = createI18n('en');
  i18n.addResourceBundle('en', 'tagged', texts);
  const components = { mail: <a href="mailto:team@example.test">team@example.test</a>, contact: <a href="/en/contact" /> };
  const ui = (
    <I18nextProvider i18n={i18n}>
      <TaggedText ns="tagged" textKey={textKey} values={values} components={components} />
    </I18nextProvider>
  );
  return { server: renderToString(ui), client: render(ui).container };
}

describe('TaggedText', () => {
  test('each tag becomes its component holding the translated text, with the values filled in around and inside', () => {
    const { server, client } = html('linked', { email: 'jo@example.test', name: 'Jo' });
    expect(server).toBe('Write to <a href="mailto:team@example.test">jo@example.test</a> or use our <a href="/en/contact">form</a>, Jo.');
    expect(client.innerHTML).toBe('Write to <a href="mailto:team@example.test">jo@example.test</a> or use our <a href="/en/contact">form</a>, Jo.');
  });

  test('a value is only ever text: tags and HTML in it are shown, not rendered', () => {
    const { client } = html('linked', { email: '<contact>x</contact>', name: '<img src=x onerror=alert(1)>' });
    expect(client.querySelectorAll('a')).toHaveLength(2);
    expect(client.querySelector('img')).toBeNull();
    expect(client.querySelector('a')!.textContent).toBe('<contact>x</contact>');
    expect(client.textContent).toContain(', <img src=x onerror=alert(1)>.');
  });

  test('a line without tags is its text; an empty tag keeps the component\'s own text; an unknown tag keeps only its text', () => {
    expect(html('plain', { name: 'Jo' }).server).toBe('Nothing but Jo here.');
    expect(html('empty', {}).client.innerHTML).toBe('Address: <a href="mailto:team@example.test">team@example.test</a>.');
    expect(html('unknown', {}).client.innerHTML).toBe('A bold claim.');
  });
});
