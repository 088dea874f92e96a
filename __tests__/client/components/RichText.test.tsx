import { render, screen, within } from '@testing-library/react';
import { RichText } from '../../../src/client/components/RichText';
import { renderWithProviders } from '../support/render';

const body = [
  'Une **application web progressive** s’installe comme une app.',
  'Elle fonctionne',
  'hors ligne.',
  '',
  '## Pourquoi en faire une',
  '',
  '- Une seule base de code',
  '- Des mises à jour **sans** passer par les stores',
  'pour tous les utilisateurs',
  '## Et ensuite',
  'Parlons-en.',
].join('\n');

describe('RichText', () => {
  test('renders paragraphs, ## subheadings as h2, - lists and **bold** as elements', () => {
    const { container } = render(<RichText text={body} />);
    const paragraphs = container.querySelectorAll('p');
    expect([...paragraphs].map((p) => p.textContent)).toEqual([
      'Une application web progressive s’installe comme une app. Elle fonctionne hors ligne.',
      'Parlons-en.',
    ]);
    expect(within(paragraphs[0]!).getByText('application web progressive').tagName).toBe('STRONG');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Pourquoi en faire une', 'Et ensuite']);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    // A line right under an item continues it.
    expect(items.map((li) => li.textContent)).toEqual([
      'Une seule base de code',
      'Des mises à jour sans passer par les stores pour tous les utilisateurs',
    ]);
    expect(within(items[1]!).getByText('sans').tagName).toBe('STRONG');
  });

  test('markup in the text stays text: nothing is interpreted as HTML', () => {
    const { container } = render(<RichText text={'<img src=x onerror="alert(1)"> <script>alert(2)</script> **<b>gras</b>**'} />);
    expect(container.querySelector('img, script, b')).toBeNull();
    expect(container.textContent).toBe('<img src=x onerror="alert(1)"> <script>alert(2)</script> <b>gras</b>');
    expect(container.querySelector('strong')?.textContent).toBe('<b>gras</b>');
  });

  test('a lone ** and Windows line ends are kept as written', () => {
    const { container } = render(<RichText text={'5 ** 2 vaut 25\r\n\r\nSuite'} />);
    expect([...container.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['5 ** 2 vaut 25', 'Suite']);
  });

  test('subheadings take the level asked for inside a section', () => {
    render(<RichText text={'## Détails\n\nTexte'} headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Détails' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });

  test('links: the site\'s paths in the interface language, http(s) addresses as they are, anything else as text', () => {
    const text = [
      'Lire [le blog](/fr/blog) ou [MDN](https://developer.mozilla.org/).',
      '',
      '[a](javascript:alert(1)) [b](JAVASCRIPT:alert(1)) [c](data:text/html,<script>alert(1)</script>) [d](vbscript:x) [e](//evil.example)',
    ].join('\n');
    const { container } = renderWithProviders(<RichText text={text} />, { language: 'en', route: '/fr?lng=en' });
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('rel')])).toEqual([
      ['le blog', '/fr/blog?lng=en', null],
      ['MDN', 'https://developer.mozilla.org/', 'noopener noreferrer'],
    ]);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelectorAll('p')[1]!.textContent).toBe(
      '[a](javascript:alert(1)) [b](JAVASCRIPT:alert(1)) [c](data:text/html,<script>alert(1)</script>) [d](vbscript:x) [e](//evil.example)',
    );
  });
});
