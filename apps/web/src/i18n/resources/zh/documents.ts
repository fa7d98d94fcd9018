import type { Documents } from '../en/documents';
import { privacy } from './privacy';
import { terms } from './terms';
import { volunteer } from './volunteer';

// The long documents in Chinese, typed against the English ones (see en/documents.ts).
export const documents: Documents = {
  volunteer,
  legal: {
    terms,
    privacy,
  },
};
