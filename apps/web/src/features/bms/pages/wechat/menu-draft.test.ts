import { describe, expect, it } from 'vitest';
import { emptyLeaf, fromDraft, toDraft, type DraftButton } from './menu-draft';

describe('menu draft', () => {
  it('round-trips WeChat buttons', () => {
    const buttons = [
      { type: 'view' as const, name: 'Live', url: 'https://skytrace.example/' },
      { name: 'More', sub_button: [{ type: 'click' as const, name: 'Rank', key: 'RANK' }] },
    ];
    expect(fromDraft(toDraft(buttons))).toEqual({ buttons });
  });

  it('names the fields to fix', () => {
    const draft: DraftButton[] = [
      { ...emptyLeaf(), name: ' ', url: 'nope', parent: false, sub: [] },
      {
        ...emptyLeaf(),
        name: 'More',
        parent: true,
        sub: [{ ...emptyLeaf(), name: 'x', type: 'click' }],
      },
    ];
    expect(fromDraft(draft)).toEqual({
      errors: { '0.name': 'nameRequired', '0.url': 'urlRequired', '1.sub.0.key': 'keyRequired' },
    });
  });
});
