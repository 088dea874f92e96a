import { BufferLru } from '../../../src/server/services/bufferLru';

const item = (bytes: number, tag = '') => ({ data: Buffer.alloc(bytes), tag });

describe('BufferLru', () => {
  test('keeps entries up to its bytes, the least recently used out first', () => {
    const cache = new BufferLru<ReturnType<typeof item>>(100, 100);
    cache.set('a', item(40));
    cache.set('b', item(40));
    expect(cache.get('a')).toBeDefined(); // a is now the more recent
    cache.set('c', item(40));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.bytes).toBe(80);
    expect(cache.size).toBe(2);
  });

  test('replacing a key counts only the new bytes', () => {
    const cache = new BufferLru<ReturnType<typeof item>>(100, 100);
    cache.set('a', item(30, 'old'));
    cache.set('a', item(50, 'new'));
    expect(cache.bytes).toBe(50);
    expect(cache.get('a')?.tag).toBe('new');
  });

  test('does not keep an entry over its per-entry limit, and drops the key it replaced', () => {
    const cache = new BufferLru<ReturnType<typeof item>>(1000, 100);
    cache.set('small', item(10));
    cache.set('big', item(10));
    cache.set('big', item(101));
    expect(cache.get('big')).toBeUndefined();
    expect(cache.get('small')).toBeDefined();
    expect(cache.bytes).toBe(10);
  });

  test('an entry that alone fills it pushes out every other', () => {
    const cache = new BufferLru<ReturnType<typeof item>>(100, 100);
    cache.set('a', item(30));
    cache.set('b', item(30));
    cache.set('c', item(100));
    expect([cache.get('a'), cache.get('b')]).toEqual([undefined, undefined]);
    expect(cache.get('c')).toBeDefined();
    expect(cache.bytes).toBe(100);
  });

  test('delete frees its bytes', () => {
    const cache = new BufferLru<ReturnType<typeof item>>(100);
    cache.set('a', item(6));
    cache.delete('a');
    cache.delete('missing');
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });
});
