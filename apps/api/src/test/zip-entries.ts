import { inflateRawSync } from 'node:zlib';

/**
 * The entries of a zip, read with node's own inflate (tests only: a second zip library just to read
 * back what yazl wrote is not worth a dependency). Reads the central directory, so it handles the
 * data descriptors yazl writes; stored (0) and deflated (8) entries, no zip64.
 */
export function readZipEntries(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('Not a zip: no end of central directory');
  const count = zip.readUInt16LE(end + 10);
  let offset = zip.readUInt32LE(end + 16);
  const entries = new Map<string, Buffer>();
  for (let index = 0; index < count; index += 1) {
    if (zip.readUInt32LE(offset) !== 0x02014b50) throw new Error('Broken central directory');
    const method = zip.readUInt16LE(offset + 10);
    const compressedSize = zip.readUInt32LE(offset + 20);
    const nameLength = zip.readUInt16LE(offset + 28);
    const extraLength = zip.readUInt16LE(offset + 30);
    const commentLength = zip.readUInt16LE(offset + 32);
    const localOffset = zip.readUInt32LE(offset + 42);
    const name = zip.toString('utf8', offset + 46, offset + 46 + nameLength);
    const dataStart = localOffset + 30 + zip.readUInt16LE(localOffset + 26) + zip.readUInt16LE(localOffset + 28);
    const data = zip.subarray(dataStart, dataStart + compressedSize);
    entries.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** An entry as JSON. */
export function zipJson<T = unknown>(entries: Map<string, Buffer>, name: string): T {
  const entry = entries.get(name);
  if (!entry) throw new Error(`No ${name} in the zip`);
  return JSON.parse(entry.toString('utf8')) as T;
}
