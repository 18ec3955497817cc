import type { FieldIssue } from '@equicreators/shared';

export type SortedIssues<Field extends string> = {
  /** Issues the form can show beside one of its fields. */
  fields: { field: Field; message: string }[];
  /** Issues about the images (`images`, `images.0`…). */
  images: string[];
  /** Anything else, shown once above the form. */
  other: string[];
};

/**
 * Sorts a 400 answer's `fields` onto the form: a known field gets its message beside it, an image
 * problem goes under the picker, the rest becomes the general error (the server may know rules the
 * form does not).
 */
export function sortFieldIssues<Field extends string>(
  issues: readonly FieldIssue[],
  formFields: readonly Field[],
): SortedIssues<Field> {
  const sorted: SortedIssues<Field> = { fields: [], images: [], other: [] };
  for (const { field, message } of issues) {
    const name = field.split('.')[0] ?? field;
    if (name === 'images') sorted.images.push(message);
    else if ((formFields as readonly string[]).includes(name)) sorted.fields.push({ field: name as Field, message });
    else sorted.other.push(field ? `${field}: ${message}` : message);
  }
  return sorted;
}
