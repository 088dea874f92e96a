import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { ResponsiveImage, responsiveWidths } from '../../../src/client/components/ResponsiveImage';
import { IMAGE_SIZE_LADDER } from '../../../src/shared/images';

const widthsIn = (srcset: string) => srcset.split(', ').map((candidate) => Number(/ (\d+)w$/.exec(candidate)?.[1]));

describe('ResponsiveImage', () => {
  test('offers widths of the server’s ladder up to the source width, whose own step gives the source at its size', () => {
    expect(responsiveWidths(1200)).toEqual([320, 480, 640, 960, 1200]);
    expect(responsiveWidths(640)).toEqual([320, 480, 640]);
    expect(responsiveWidths(1000)).toEqual([320, 480, 640, 960, 1200]);
    expect(responsiveWidths(200)).toEqual([320]);
    expect(responsiveWidths(4000)).toEqual([320, 480, 640, 960, 1280, 1600, 1920, 2560]);
    for (let width = 1; width <= 3000; width += 7) for (const offered of responsiveWidths(width)) expect(IMAGE_SIZE_LADDER).toContain(offered);
  });

  test('a card image: every srcset candidate goes through the image endpoint, with sizes and no layout shift', () => {
    render(
      <ResponsiveImage
        src="/media/blog/progressive-web-app.svg"
        alt="A phone showing an installed web app"
        width={1600}
        height={900}
        sizes="(min-width: 1024px) 33vw, 100vw"
      />,
    );
    const img = screen.getByRole('img', { name: 'A phone showing an installed web app' });
    const srcset = img.getAttribute('srcset')!;
    expect(widthsIn(srcset)).toEqual([320, 480, 640, 960, 1280, 1600]);
    const first = new URL(srcset.split(' ')[0]!, 'http://site');
    expect(first.pathname).toBe('/api/images/get-image');
    expect(Object.fromEntries(first.searchParams)).toEqual({
      imageURL: '/media/blog/progressive-web-app.svg',
      width: '320',
      slug: 'progressive-web-app',
    });
    expect(img).toHaveAttribute('sizes', '(min-width: 1024px) 33vw, 100vw');
    expect(img).toHaveAttribute('width', '1600');
    expect(img).toHaveAttribute('height', '900');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  test('the largest image of a page loads eagerly and first', () => {
    render(<ResponsiveImage src="/media/home/hero.webp" alt="" width={2000} height={1000} sizes="100vw" priority />);
    const img = document.querySelector('img')!;
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(new URL(img.getAttribute('src')!, 'http://site').searchParams.get('width')).toBe('960');
  });

  test("a lazy image of the server's page gets its source only once the browser has hydrated it; the page's largest at once", async () => {
    const page = (
      <>
        <ResponsiveImage src="/media/articles/cover.webp" alt="" width={1600} height={900} sizes="100vw" priority />
        <ResponsiveImage src="/media/articles/other.webp" alt="" width={1600} height={900} sizes="100vw" />
      </>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    const [largest, lazy] = Array.from(container.querySelectorAll('img'));
    expect(largest).toHaveAttribute('srcset');
    expect(largest).toHaveAttribute('src');
    expect(lazy).not.toHaveAttribute('srcset');
    expect(lazy).not.toHaveAttribute('src');
    // Its box is sized meanwhile.
    expect(lazy).toHaveAttribute('width', '1600');
    expect(lazy).toHaveAttribute('height', '900');

    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(container.querySelectorAll('img')[1]).toBe(lazy);
    expect(new URL(lazy!.getAttribute('src')!, 'http://site').searchParams.get('imageURL')).toBe('/media/articles/other.webp');
    expect(lazy).toHaveAttribute('srcset');
  });
});
