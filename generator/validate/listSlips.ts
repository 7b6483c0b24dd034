import { uselessAlt } from '../messages/inlineSlipMessages.js';
import { swappedPosition } from '../messages/placeMessages.js';
import { repeatedItem } from '../messages/valueMessages.js';
import { isUselessAlt } from '../shared/isUselessAlt.js';
import type { ValueRule } from './valueRule.js';

/** The slips of a list or of a record. */
export const listSlips: ValueRule[] = [
  {
    // The same text twice in one list: a line pasted twice, shown twice. The cells of a row of
    // the plan comparison repeat by nature (`[oui, oui, oui]`).
    list(items, { path, source, warn }) {
      if (path.at(-1) === 'values' && path.at(-4) === 'comparison') return;
      const first = new Map<string, number>();
      items.forEach((item, index) => {
        if (typeof item !== 'string') return;
        const earlier = first.get(item.trim());
        if (earlier === undefined) return void first.set(item.trim(), index);
        warn(repeatedItem, { item: item.trim(), line: source.locate([...path, earlier]).line }, [...path, index]);
      });
    },
  },
  {
    refuses: true,
    // A city's latitude and longitude swapped, refused: mainland France lies between latitudes 41
    // and 51.5 and longitudes -5.5 and 10, so two numbers the other way round are swapped.
    list([latitude, longitude], { path, source, refuse }) {
      if (path.at(-1) !== 'position' || path.at(-2) !== 'geo') return;
      const region = (source.data as { geo?: { region?: unknown } }).geo?.region;
      if (typeof latitude !== 'number' || typeof longitude !== 'number' || !/^FR-(\d\d|2[AB])$/.test(String(region)))
        return;
      const mainland = (lat: number, long: number) => lat >= 41 && lat <= 51.5 && long >= -5.5 && long <= 10;
      if (!mainland(latitude, longitude) && mainland(longitude, latitude))
        refuse(swappedPosition, { latitude, longitude });
    },
  },
  {
    // A picture's `alt` that says nothing of it (`IMG_2034.jpg`, « image »), the image beside it named.
    record(record, { path, warn }) {
      if (typeof record.alt !== 'string' || !isUselessAlt(record.alt)) return;
      const image = String([record.src, record.image].find((name) => typeof name === 'string') ?? '');
      warn(uselessAlt, { alt: record.alt.trim(), image }, [...path, 'alt']);
    },
  },
];
