import type { Page } from 'playwright';

/** The focus ring of the focused element and its worst contrast against the surface it is drawn on. */
export interface RingReport {
  /** As `focused()` names it, or `BODY`. */
  name: string;
  /** Whether this is the element the walk started on (the Tab walk has come round). */
  seen: boolean;
  ring: string;
  width: number;
  style: string;
  /** Colours behind the ring (several for a gradient). */
  surfaces: string[];
  contrast: number;
}

/**
 * Has `page` measure, at the end of each Tab press (its `keyup`, focus moved), the focused
 * element's outline against what lies behind it: the first ancestor background that is opaque
 * (alpha layers composited on the way), every colour stop of a gradient. The outline is drawn
 * outside the element (positive offset), so the element's own background does not count. The
 * reports wait in the page for `takeRings`: one call per batch of presses, not one per press
 * (a walk of the seven pages at two widths: about 1,000 presses).
 */
export function recordRings(page: Page): Promise<void> {
  return page.evaluate(() => {
    // Read at once: computed styles follow the focus without a frame. Waiting for a frame at each
    // stop gave the same reports on the 14 walks of focusRing.test.ts, in 1.4 times the time.
    type Rgba = [number, number, number, number];
    const parse = (text: string): Rgba[] =>
      [...text.matchAll(/rgba?\(([^)]+)\)/g)].map((match) => {
        const parts = match[1]!
          .split(/[\s,/]+/)
          .filter(Boolean)
          .map(Number);
        return [parts[0]!, parts[1]!, parts[2]!, parts[3] ?? 1];
      });
    const over = (top: Rgba, under: Rgba): Rgba => {
      const a = top[3];
      return [top[0] * a + under[0] * (1 - a), top[1] * a + under[1] * (1 - a), top[2] * a + under[2] * (1 - a), 1];
    };
    const luminance = ([r, g, b]: Rgba) => {
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const ratio = (a: Rgba, b: Rgba) => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
      return (light + 0.05) / (dark + 0.05);
    };
    const measure = (): RingReport => {
      const active = document.activeElement as HTMLElement | null;
      if (!active || active === document.body)
        return { name: 'BODY', seen: false, ring: '', width: 0, style: '', surfaces: [], contrast: 0 };
      // Focus inside the browser's own parts of a field (a date field's calendar button) leaves the
      // field itself unfocused: the browser draws its own ring there, out of the page's styles.
      if (!active.matches(':focus'))
        return { name: 'BROWSER-PART', seen: false, ring: '', width: 0, style: '', surfaces: [], contrast: 0 };
      // The first element measured is marked: meeting it again means the walk has come round.
      const seen = active.dataset.ringFirst !== undefined;
      if (!document.querySelector('[data-ring-first]')) active.dataset.ringFirst = '';
      const name = `${active.tagName.toLowerCase()}${active.id ? `#${active.id}` : ''} ${(active.getAttribute('aria-label') ?? active.textContent ?? '').replace(/\s+/g, ' ').trim()}`;
      const style = getComputedStyle(active);
      const layers: Rgba[][] = [];
      for (let node = active.parentElement; node; node = node.parentElement) {
        const computed = getComputedStyle(node);
        const stops = computed.backgroundImage.includes('gradient') ? parse(computed.backgroundImage) : [];
        if (stops.length > 0) {
          layers.push(stops);
          break;
        }
        const [color] = parse(computed.backgroundColor);
        if (color && color[3] > 0) layers.push([color]);
        if (color && color[3] >= 1) break;
      }
      // Composite from the canvas (white) up to the nearest layer; a gradient gives one surface per stop.
      let surfaces: Rgba[] = [[255, 255, 255, 1]];
      for (const layer of layers.reverse())
        surfaces = layer.flatMap((top) => surfaces.map((under) => over(top, under)));
      const ring = parse(style.outlineColor)[0] ?? [0, 0, 0, 0];
      const ringColors = surfaces.map((surface) => over(ring, surface));
      const contrast = Math.min(...surfaces.map((surface, index) => ratio(ringColors[index]!, surface)));
      const show = (c: Rgba) => `rgb(${c.slice(0, 3).map(Math.round).join(', ')})`;
      return {
        name,
        seen,
        ring: style.outlineColor,
        width: parseFloat(style.outlineWidth),
        style: style.outlineStyle,
        surfaces: surfaces.map(show),
        contrast: Math.round(contrast * 100) / 100,
      };
    };
    const reports: RingReport[] = [];
    (window as unknown as { ringReports: RingReport[] }).ringReports = reports;
    window.addEventListener('keyup', (event) => event.key === 'Tab' && reports.push(measure()), true);
  });
}

/** The reports `recordRings` made since the last call, in the order of the presses. */
export function takeRings(page: Page): Promise<RingReport[]> {
  return page.evaluate(() => (window as unknown as { ringReports: RingReport[] }).ringReports.splice(0));
}
