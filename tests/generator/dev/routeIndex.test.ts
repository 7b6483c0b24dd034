import { describe, expect, it } from 'vitest';
import { RouteIndex } from '../../../generator/dev/routeIndex.js';
import type { Route } from '../../../generator/route/route.js';

const route = (path: string, title = path): Route =>
  ({
    path,
    file: `${path.slice(1)}.html`,
    title,
    description: '',
    page: 'notFound',
    props: {},
    sources: [],
  }) as unknown as Route;

describe('the routes of a site dev state by path and by file', () => {
  const first = [route('/a'), route('/b'), route('/c')];
  const index = RouteIndex.of(first);

  it('finds the routes a patch replaced, never those they replaced, the state before unchanged', () => {
    const patched = [first[0]!, route('/b', 'B'), first[2]!];
    const next = RouteIndex.of(patched, index);
    expect(next.byPath.get('/b')).toBe(patched[1]);
    expect(next.byFile.get('/b.html')).toBe(patched[1]);
    expect(next.byPath.get('/a')).toBe(first[0]);
    expect(index.byPath.get('/b')).toBe(first[1]);
    const again = RouteIndex.of([route('/a', 'A'), patched[1]!, patched[2]!], next);
    expect(again.byPath.get('/a')!.title).toBe('A');
    expect(again.byPath.get('/b')!.title).toBe('B');
    expect(again.byPath.size).toBe(3);
  });

  it('finds every route of a site routed again whole, each address at its place (a site.yaml save)', () => {
    const routed = first.map((each) => route(each.path, `${each.path} again`));
    const next = RouteIndex.of(routed, index);
    expect(routed.map((each) => next.byPath.get(each.path))).toEqual(routed);
    expect(next.byFile.get('/c.html')).toBe(routed[2]);
    expect(index.byFile.get('/c.html')).toBe(first[2]);
  });

  it('forgets an address gone and knows one added, as a state made whole', () => {
    const moved = RouteIndex.of([first[0]!, route('/b2'), first[2]!], index);
    expect(moved.byPath.has('/b')).toBe(false);
    expect(moved.byFile.get('/b.html')).toBeUndefined();
    expect(moved.byPath.get('/b2')!.path).toBe('/b2');
    const grown = RouteIndex.of([...first, route('/d')], index);
    expect(grown.byPath.has('/d')).toBe(true);
    expect(grown.byPath.size).toBe(4);
  });
});
