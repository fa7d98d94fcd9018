/** One section of a legal document: a heading, paragraphs, then an optional bullet list. */
export interface DocumentSection {
  title: string;
  paragraphs: string[];
  items: string[];
}

/** A legal document (terms, privacy) as stored in the translation resources. */
export interface LegalDocument {
  title: string;
  updated: string;
  intro: string[];
  sections: DocumentSection[];
  contact: string;
}
