/** The brands-only prompt of /c/{handle}: its script asks again with the stored token (docs/decisions/030). */
export const KIT_GATE_ATTRIBUTE = 'data-media-kit-gate';
/** A rendered kit, which that script takes from the answer. */
export const KIT_ATTRIBUTE = 'data-media-kit';
