import { privacy } from './privacy';
import { terms } from './terms';
import { volunteer } from './volunteer';

// The long documents (legal pages, volunteer page): loaded with their pages, not with the shell
// (src/i18n/index.ts loadDocuments). Merged under the same keys as the rest of the resources.
export const documents = {
  volunteer,
  legal: {
    terms,
    privacy,
  },
};

export type Documents = typeof documents;
