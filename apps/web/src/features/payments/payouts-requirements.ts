/**
 * What Stripe still needs, in plain words. Stripe names each field it wants
 * (`individual.verification.document`, `external_account`…); the creator reads what to have ready.
 * Several fields of one thing (the day, month and year of birth) read as one line.
 */
const PLAIN_WORDS: [prefix: string, words: string][] = [
  ['external_account', 'A bank account for your payouts'],
  ['individual.verification.additional_document', 'A second document proving your identity or address'],
  ['individual.verification.document', 'A photo of an identity document'],
  ['individual.first_name', 'Your legal name'],
  ['individual.last_name', 'Your legal name'],
  ['individual.dob', 'Your date of birth'],
  ['individual.address', 'Your home address'],
  ['individual.ssn_last_4', 'Your tax identification number'],
  ['individual.id_number', 'Your tax identification number'],
  ['individual.email', 'Your e-mail address'],
  ['individual.phone', 'Your phone number'],
  ['business_type', 'Whether you work as an individual or a company'],
  ['business_profile.url', 'A website or social profile where you work'],
  ['business_profile.product_description', 'A description of the work you do'],
  ['business_profile.mcc', 'The kind of work you do'],
  ['business_profile', 'Details about the work you do'],
  ['tos_acceptance', 'Your acceptance of Stripe’s terms'],
  ['company', 'Details of your company'],
  ['representative', 'Details of your company’s representative'],
  ['settings.payments.statement_descriptor', 'A name for bank statements'],
];

const OTHER = 'Other details Stripe asks for';

/** One plain line per thing Stripe needs, in the order Stripe listed them, without repeats. */
export function payoutRequirementsInWords(currentlyDue: readonly string[]): string[] {
  const lines = currentlyDue.map(
    (field) => PLAIN_WORDS.find(([prefix]) => field === prefix || field.startsWith(`${prefix}.`))?.[1] ?? OTHER,
  );
  const unique = [...new Set(lines)];
  // "Other details" reads last, after the named ones.
  return unique.includes(OTHER) ? [...unique.filter((line) => line !== OTHER), OTHER] : unique;
}
