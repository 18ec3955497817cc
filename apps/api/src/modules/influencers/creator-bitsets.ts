/**
 * Sets of creators as bits over the facet index's positions (creator-facet-index.ts): one 32-bit
 * word holds 32 creators, so 100,000 creators are 3,125 words and intersecting two sets or counting
 * one is a pass over that many numbers. Bits past the last position are always 0.
 */
export type CreatorBits = Uint32Array;

export function emptyBits(size: number): CreatorBits {
  return new Uint32Array(Math.ceil(size / 32));
}

/** Every position below `size`. */
export function fullBits(size: number): CreatorBits {
  const bits = emptyBits(size);
  bits.fill(0xffffffff);
  const rest = size % 32;
  if (rest > 0) bits[bits.length - 1] = (1 << rest) - 1;
  return bits;
}

export function setBit(bits: CreatorBits, position: number): void {
  bits[position >>> 5] = (bits[position >>> 5] ?? 0) | (1 << (position & 31));
}

export function hasBit(bits: CreatorBits, position: number): boolean {
  return ((bits[position >>> 5] ?? 0) & (1 << (position & 31))) !== 0;
}

/** `target` becomes `target ∩ other`. */
export function intersectInto(target: CreatorBits, other: CreatorBits): void {
  for (let word = 0; word < target.length; word += 1) target[word] = (target[word] ?? 0) & (other[word] ?? 0);
}

/** `target` becomes `target ∪ other`. */
export function uniteInto(target: CreatorBits, other: CreatorBits): void {
  for (let word = 0; word < target.length; word += 1) target[word] = (target[word] ?? 0) | (other[word] ?? 0);
}

/** How many positions are set. */
export function countBits(bits: CreatorBits): number {
  let count = 0;
  for (const word of bits) count += bitsInWord(word);
  return count;
}

/** |a ∩ b| without building it. */
export function countShared(a: CreatorBits, b: CreatorBits): number {
  let count = 0;
  for (let word = 0; word < a.length; word += 1) {
    const both = (a[word] ?? 0) & (b[word] ?? 0);
    if (both !== 0) count += bitsInWord(both);
  }
  return count;
}

/** The positions where `values` is at least `least`, as bits. */
export function bitsAtLeast(values: Int16Array, least: number): CreatorBits {
  const bits = emptyBits(values.length);
  for (let position = 0; position < values.length; position += 1) {
    if ((values[position] ?? -1) >= least) bits[position >>> 5] = (bits[position >>> 5] ?? 0) | (1 << (position & 31));
  }
  return bits;
}

// The set bits of a 32-bit word, by adding neighbouring counts (no table, no loop over bits).
function bitsInWord(word: number): number {
  let value = word - ((word >>> 1) & 0x55555555);
  value = (value & 0x33333333) + ((value >>> 2) & 0x33333333);
  return Math.imul((value + (value >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}
