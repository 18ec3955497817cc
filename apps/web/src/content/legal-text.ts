/**
 * The shape of the Terms and the Privacy notice: numbered sections of paragraphs and lists. A text
 * may hold links written `[words](/path)` and `{supportEmail}`, the support address the server is
 * configured with (the pages render both; nothing else is markup).
 */
export type LegalBlock = string | { list: string[] };
export type LegalSection = { id: string; title: string; blocks: LegalBlock[] };
export type LegalDocument = { title: string; summary: string; sections: LegalSection[] };
