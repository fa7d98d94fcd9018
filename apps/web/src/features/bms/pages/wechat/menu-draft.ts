// The menu editor's draft: every button editable in one shape, turned into WeChat's buttons
// (and checked) when published.
import { wechatMenuSchema, type WechatButton, type WechatLeafButton } from '@skytrace/contracts';

export type LeafType = WechatLeafButton['type'];

export interface DraftLeaf {
  name: string;
  type: LeafType;
  url: string;
  key: string;
  appid: string;
  pagepath: string;
}

export interface DraftButton extends DraftLeaf {
  /** A submenu when it has entries. */
  parent: boolean;
  sub: DraftLeaf[];
}

export const MAX_BUTTONS = 3;
export const MAX_SUB = 5;

export function emptyLeaf(): DraftLeaf {
  return { name: '', type: 'view', url: 'https://', key: '', appid: '', pagepath: '' };
}

function toLeafDraft(button: WechatLeafButton): DraftLeaf {
  return {
    ...emptyLeaf(),
    ...button,
    url: 'url' in button ? button.url : '',
    key: 'key' in button ? button.key : '',
  };
}

export function toDraft(buttons: readonly WechatButton[]): DraftButton[] {
  return buttons.map((button) =>
    'sub_button' in button
      ? { ...emptyLeaf(), name: button.name, parent: true, sub: button.sub_button.map(toLeafDraft) }
      : { ...toLeafDraft(button), parent: false, sub: [] },
  );
}

function toLeaf(leaf: DraftLeaf): WechatLeafButton {
  const name = leaf.name.trim();
  if (leaf.type === 'click') return { type: 'click', name, key: leaf.key.trim() };
  if (leaf.type === 'miniprogram') {
    return {
      type: 'miniprogram',
      name,
      url: leaf.url.trim(),
      appid: leaf.appid.trim(),
      pagepath: leaf.pagepath.trim(),
    };
  }
  return { type: 'view', name, url: leaf.url.trim() };
}

/** What is wrong with a field, by its path (`0.name`, `1.sub.2.url`). */
export type DraftErrors = Record<string, 'nameRequired' | 'urlRequired' | 'keyRequired'>;

function leafErrors(leaf: DraftLeaf, path: string, errors: DraftErrors): void {
  if (leaf.name.trim() === '') errors[`${path}.name`] = 'nameRequired';
  if (leaf.type === 'click' && leaf.key.trim() === '') errors[`${path}.key`] = 'keyRequired';
  if (leaf.type !== 'click' && !/^https?:\/\/[^\s/]+\.[^\s]+$/.test(leaf.url.trim())) {
    errors[`${path}.url`] = 'urlRequired';
  }
  if (leaf.type === 'miniprogram' && leaf.appid.trim() === '')
    errors[`${path}.appid`] = 'keyRequired';
  if (leaf.type === 'miniprogram' && leaf.pagepath.trim() === '')
    errors[`${path}.pagepath`] = 'keyRequired';
}

/** The buttons to publish, or the fields to fix. */
export function fromDraft(
  draft: readonly DraftButton[],
): { buttons: WechatButton[] } | { errors: DraftErrors } {
  const errors: DraftErrors = {};
  draft.forEach((button, index) => {
    if (button.parent) {
      if (button.name.trim() === '') errors[`${index}.name`] = 'nameRequired';
      button.sub.forEach((leaf, subIndex) => leafErrors(leaf, `${index}.sub.${subIndex}`, errors));
    } else {
      leafErrors(button, String(index), errors);
    }
  });
  if (Object.keys(errors).length > 0) return { errors };
  const buttons: WechatButton[] = draft.map((button) =>
    button.parent
      ? { name: button.name.trim(), sub_button: button.sub.map(toLeaf) }
      : toLeaf(button),
  );
  const checked = wechatMenuSchema.safeParse({ buttons });
  return checked.success ? { buttons: checked.data.buttons } : { errors: { menu: 'nameRequired' } };
}
