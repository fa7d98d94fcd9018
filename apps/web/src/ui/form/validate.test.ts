import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import {
  applicationInputSchema,
  messagesEn,
  messagesZh,
  recipientSchema,
} from '@skytrace/contracts';
import { fieldErrors } from './validate';

async function translator(language: 'en' | 'zh') {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: language,
    resources: {
      en: { translation: { shared: messagesEn } },
      zh: { translation: { shared: messagesZh } },
    },
  });
  return i18n.t.bind(i18n) as (key: string, options: Record<string, string | undefined>) => string;
}

const recipient = {
  recipientName: 'x'.repeat(51),
  phone: '13800138000',
  address: 'y'.repeat(201),
  postcode: '100000',
};

describe('fieldErrors', () => {
  it("shows each field's first failure with the issue's own limit, in both languages", async () => {
    const en = fieldErrors(await translator('en'), recipientSchema, recipient);
    expect(en).toEqual({
      recipientName: 'Must be at most 50 characters.',
      address: 'Must be at most 200 characters.',
    });
    const zh = fieldErrors(await translator('zh'), recipientSchema, recipient);
    expect(zh.recipientName).toBe('最多 50 个字符。');
    expect(zh.address).toBe('最多 200 个字符。');
  });

  it('answers nothing for valid values, the first check of a blank field, a generic text for a bare check', async () => {
    const t = await translator('en');
    const valid = { ...recipient, recipientName: 'Li Lei', address: 'Road 1' };
    expect(fieldErrors(t, recipientSchema, valid)).toEqual({});
    expect(fieldErrors(t, recipientSchema, { ...valid, phone: '  ' })).toEqual({
      phone: messagesEn.validation.phoneBlank,
    });
    // The recommender's length check carries zod's own message, not a catalogue key.
    const long = { ...valid, recommender: '1'.repeat(101) };
    const errors = fieldErrors(t, applicationInputSchema, long);
    expect(errors.recommender).toBe(messagesEn.validation.invalidFormat);
  });
});
