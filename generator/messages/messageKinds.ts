import * as addressMessages from './addressMessages.js';
import * as announcementMessages from './announcementMessages.js';
import * as causeMessages from './causeMessages.js';
import * as copyMessages from './copyMessages.js';
import * as docsMessages from './docsMessages.js';
import * as faqMessages from './faqMessages.js';
import * as fileMessages from './fileMessages.js';
import * as headSlipMessages from './headSlipMessages.js';
import * as hintMessages from './hintMessages.js';
import * as hostMessages from './hostMessages.js';
import * as hoursMessages from './hoursMessages.js';
import * as imageMessages from './imageMessages.js';
import * as inlineSlipMessages from './inlineSlipMessages.js';
import * as legalMessages from './legalMessages.js';
import * as linkMessages from './linkMessages.js';
import * as markdownMessages from './markdownMessages.js';
import * as pageMessages from './pageMessages.js';
import * as markdownSlipMessages from './markdownSlipMessages.js';
import * as placeMessages from './placeMessages.js';
import * as proseMessages from './proseMessages.js';
import type { MessageKind } from './messageKind.js';
import * as publicMessages from './publicMessages.js';
import * as readMessages from './readMessages.js';
import * as referenceMessages from './referenceMessages.js';
import * as routeMessages from './routeMessages.js';
import * as runMessages from './runMessages.js';
import * as schemaMessages from './schemaMessages.js';
import * as serveMessages from './serveMessages.js';
import * as settingMessages from './settingMessages.js';
import * as slipMessages from './slipMessages.js';
import * as syntaxMessages from './syntaxMessages.js';
import * as tableMessages from './tableMessages.js';
import * as townMessages from './townMessages.js';
import * as valueMessages from './valueMessages.js';
import * as writeMessages from './writeMessages.js';

/** The message files, by the kind of problem they tell. */
const groups = {
  address: addressMessages,
  announcement: announcementMessages,
  cause: causeMessages,
  copy: copyMessages,
  docs: docsMessages,
  faq: faqMessages,
  file: fileMessages,
  headSlip: headSlipMessages,
  hint: hintMessages,
  host: hostMessages,
  hours: hoursMessages,
  image: imageMessages,
  inlineSlip: inlineSlipMessages,
  legal: legalMessages,
  link: linkMessages,
  markdown: markdownMessages,
  page: pageMessages,
  markdownSlip: markdownSlipMessages,
  place: placeMessages,
  prose: proseMessages,
  public: publicMessages,
  read: readMessages,
  reference: referenceMessages,
  route: routeMessages,
  run: runMessages,
  schema: schemaMessages,
  serve: serveMessages,
  setting: settingMessages,
  slip: slipMessages,
  syntax: syntaxMessages,
  table: tableMessages,
  town: townMessages,
  value: valueMessages,
  write: writeMessages,
};

function isKind(value: unknown): value is MessageKind<unknown> {
  return typeof value === 'object' && value !== null && 'example' in value && 'en' in value && 'fr' in value;
}

/**
 * Every kind of message an editor can meet, schema problems included, by id (`link.deadLink`):
 * what the test of both languages reads, so a kind added without French, or with English
 * typography, fails it.
 */
export const messageKinds: ReadonlyMap<string, MessageKind<unknown>> = new Map(
  Object.entries(groups).flatMap(([group, kinds]) =>
    Object.entries(kinds)
      .filter((entry): entry is [string, MessageKind<unknown>] => isKind(entry[1]))
      .map(([name, kind]) => [`${group}.${name}`, kind] as const),
  ),
);

/** The files of `generator/messages/` that hold kinds of message, as the registry lists them. */
export const messageFiles = Object.keys(groups).map((group) => `${group}Messages.ts`);
