/** The state names of spec's photo states 0, 1, 2 (the texts' keys). */
export const PICTURE_STATUS_NAMES = ['pending', 'approved', 'rejected'] as const;
