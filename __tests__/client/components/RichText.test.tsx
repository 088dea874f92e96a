import { render, screen, within } from '@testing-library/react';
import { RichText } from '../../../src/client/components/RichText';

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
});
