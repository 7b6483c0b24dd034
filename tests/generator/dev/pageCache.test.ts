import { describe, expect, it } from 'vitest';
import { PageCache } from '../../../generator/dev/pageCache.js';

const page = (letter: string) => Buffer.from(letter.repeat(20));

describe('PageCache', () => {
  it('drops the least recently read pages once over its limit in bytes', () => {
    const cache = new PageCache(50); // room for two pages of 20 bytes
    cache.set('/a', 'ka', page('a'));
    cache.set('/b', 'kb', page('b'));
    expect(cache.get('/a', 'ka')).toEqual(page('a'));
    cache.set('/c', 'kc', page('c'));
    expect(cache.get('/b', 'kb')).toBeUndefined();
    expect(cache.get('/a', 'ka')).toEqual(page('a'));
    expect(cache.get('/c', 'kc')).toEqual(page('c'));
    expect(cache.bytes).toBe(40);
  });

  it('misses a page rendered under another key, and keeps a page larger than its limit until the next', () => {
    const cache = new PageCache(10);
    cache.set('/a', 'old', page('a'));
    expect(cache.get('/a', 'new')).toBeUndefined();
    expect(cache.get('/a', 'old')).toEqual(page('a'));
    cache.set('/b', 'kb', Buffer.from('b'));
    expect(cache.entries()).toEqual([['/b', 'kb']]);
  });
});
