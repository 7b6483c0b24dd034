import { describe, expect, it } from 'vitest';
import { PageCache } from '../../../generator/dev/pageCache.js';

describe('PageCache', () => {
  it('drops the least recently read pages once over its limit in bytes', () => {
    const cache = new PageCache(100); // two bytes a character: room for two pages of 20 characters
    cache.set('/a', 'ka', 'a'.repeat(20));
    cache.set('/b', 'kb', 'b'.repeat(20));
    expect(cache.get('/a', 'ka')).toBe('a'.repeat(20));
    cache.set('/c', 'kc', 'c'.repeat(20));
    expect(cache.get('/b', 'kb')).toBeUndefined();
    expect(cache.get('/a', 'ka')).toBe('a'.repeat(20));
    expect(cache.get('/c', 'kc')).toBe('c'.repeat(20));
    expect(cache.bytes).toBe(80);
  });

  it('misses a page rendered under another key, and keeps a page larger than its limit until the next', () => {
    const cache = new PageCache(10);
    cache.set('/a', 'old', 'a'.repeat(20));
    expect(cache.get('/a', 'new')).toBeUndefined();
    expect(cache.get('/a', 'old')).toBe('a'.repeat(20));
    cache.set('/b', 'kb', 'b');
    expect(cache.entries()).toEqual([['/b', 'kb']]);
  });
});
