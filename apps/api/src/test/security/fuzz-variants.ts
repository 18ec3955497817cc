import { campaignFields, tinyPng } from '../factories.ts';
import {
  DEEP_ARRAY_JSON,
  DEEP_OBJECT_JSON,
  HOSTILE_STRINGS,
  jsonWithRawAt,
  leafPaths,
  ONE_MEGABYTE_TEXT,
  PER_FIELD_STRINGS,
  RAW_JSON_VALUES,
  seededBytes,
  seededRandom,
  withValueAt,
  WRONG_TYPES,
} from './hostile-inputs.ts';
import type { MatrixWorld } from './matrix-world.ts';
import { worldDeliverableId } from './matrix-work-requests.ts';
import { brokenForms, fieldPart, filePart, multipartBytes, multipartType } from './raw-multipart.ts';

export type Variant = { name: string; contentType: string | undefined; payload: string | Buffer };

const json = (name: string, payload: string, contentType: string | undefined = 'application/json'): Variant => ({
  name,
  contentType,
  payload,
});

/** Hostile JSON bodies around a valid one: the whole body, its framing and type, then each field in turn. */
export function jsonVariants(base: unknown): Variant[] {
  const valid = JSON.stringify(base);
  const random = seededRandom(2026);
  const isObject = typeof base === 'object' && base !== null && !Array.isArray(base);
  const firstKey = isObject ? Object.keys(base)[0] : undefined;
  const variants: Variant[] = [
    ...[
      '',
      ' ',
      '{}',
      '[]',
      'null',
      '"text"',
      '0',
      'true',
      '{"a":1',
      '{,}',
      '\u0000',
      DEEP_ARRAY_JSON,
      DEEP_OBJECT_JSON,
    ].map((text) => json(`the body ${JSON.stringify(text.slice(0, 12))}`, text)),
    json('seeded garbage bytes', seededBytes(random, 2048).toString('latin1')),
    json('a byte-order mark first', `\ufeff${valid}`),
    json('over 1 MB', JSON.stringify({ padding: ONE_MEGABYTE_TEXT, body: base })),
    json('__proto__ at the top', valid.replace(/^\{/, '{"__proto__":{"polluted":true},')),
    json('constructor.prototype at the top', valid.replace(/^\{/, '{"constructor":{"prototype":{"polluted":true}},')),
    json('no content type', valid, undefined),
    json('as text/plain', valid, 'text/plain'),
    json('as a url-encoded form', valid, 'application/x-www-form-urlencoded'),
    json('as XML', valid, 'application/xml'),
    json('as multipart without a boundary', valid, 'multipart/form-data'),
    json('as UTF-16 JSON', valid, 'application/json; charset=utf-16'),
    json('as JSON with a 10 KB parameter', valid, `application/json; x=${'p'.repeat(10_000)}`),
  ];
  if (firstKey !== undefined) {
    const rest = valid.slice(1);
    variants.push(
      json(`${firstKey} twice, the hostile one first`, `{"${firstKey}":{"nested":[1]},${rest}`),
      json(`${firstKey} twice, the hostile one last`, `${valid.slice(0, -1)},"${firstKey}":[null]}`),
    );
  }
  for (const path of leafPaths(base)) {
    const at = path.join('.');
    for (const { name, value } of WRONG_TYPES) {
      variants.push(json(`${at} = ${name}`, JSON.stringify(withValueAt(base, path, value))));
    }
    for (const { name, value } of HOSTILE_STRINGS) {
      variants.push(json(`${at} = ${name}`, JSON.stringify(withValueAt(base, path, value))));
    }
    for (const { name, text } of RAW_JSON_VALUES) {
      variants.push(json(`${at} = ${name}`, jsonWithRawAt(base, path, text)));
    }
  }
  return variants;
}

/** The text fields of a valid form for each multipart route (the file part is added apart). */
function formFieldsOf(key: string, world: MatrixWorld): { fields: Record<string, string>; fileField: string } {
  if (key === 'POST /api/campaign') return { fields: campaignFields(), fileField: 'images' };
  if (key === 'PUT /api/campaign/{id}') return { fields: campaignFields(), fileField: 'images' };
  if (key === 'POST /api/messages/send') {
    return {
      fields: { from: world.campaign.id, to: world.hiredCreator.id, content: 'Hello' },
      fileField: 'attachments',
    };
  }
  if (key === 'POST /api/messages/sendbrand') {
    return {
      fields: { from: world.hiredCreator.id, to: world.campaign.id, content: 'Hello' },
      fileField: 'attachments',
    };
  }
  if (key === 'POST /api/orders/{campaignId}/{creatorId}/submissions') {
    const fields = {
      deliverableId: worldDeliverableId(world),
      note: 'First cut',
      postUrl: 'https://example.test/p',
      showcaseConsent: 'true',
    };
    return { fields, fileField: 'attachments' };
  }
  if (key === 'PUT /api/influencers/profile/edit') {
    const fields = {
      firstName: 'Ava',
      lastName: 'Sinclair',
      email: world.hiredCreator.email,
      niche: '["Fashion"]',
      socialMediaLinks: '[{"link":"https://instagram.com/ava","followerCount":"12k"}]',
    };
    return { fields, fileField: 'file' };
  }
  throw new Error(`${key} has no form to fuzz`);
}

/** Hostile values in the fields of a well-framed form, plus the broken framings of raw-multipart.ts. */
function multipartVariants(fields: Record<string, string>, file: ReturnType<typeof filePart>): Variant[] {
  const variants: Variant[] = brokenForms(fields, file);
  const formWith = (name: string, values: Record<string, string>): Variant => ({
    name,
    contentType: multipartType(),
    payload: multipartBytes([...Object.entries(values).map(([field, text]) => fieldPart(field, text)), file]),
  });
  const everywhere = [
    ...HOSTILE_STRINGS,
    { name: '10,000 nested arrays', value: DEEP_ARRAY_JSON },
    { name: '10,000 nested objects', value: DEEP_OBJECT_JSON },
  ];
  for (const { name, value } of everywhere) {
    const all = Object.fromEntries(Object.keys(fields).map((field) => [field, value]));
    variants.push(formWith(`every field = ${name}`, all));
  }
  for (const field of Object.keys(fields)) {
    for (const { name, value } of PER_FIELD_STRINGS) {
      variants.push(formWith(`${field} = ${name}`, { ...fields, [field]: value }));
    }
  }
  return variants;
}

export async function formVariants(key: string, target: MatrixWorld): Promise<Variant[]> {
  const { fields, fileField } = formFieldsOf(key, target);
  return multipartVariants(fields, filePart(fileField, 'picture.png', await tinyPng()));
}
