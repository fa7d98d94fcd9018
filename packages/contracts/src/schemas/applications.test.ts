import { describe, expect, it } from 'vitest';
import { applicationInputSchema, fittingInputSchema, isInChina } from './applications';

describe('kit application rules', () => {
  it('knows China from its neighbours by the coarse outline', () => {
    const inside = {
      Beijing: [116.4, 39.9],
      Shanghai: [121.47, 31.23],
      Guangzhou: [113.26, 23.13],
      Chengdu: [104.07, 30.67],
      Urumqi: [87.62, 43.83],
      Lhasa: [91.13, 29.65],
      Harbin: [126.63, 45.75],
      Haikou: [110.35, 20.02],
    };
    const outside = {
      Tokyo: [139.69, 35.69],
      Seoul: [126.98, 37.57],
      Hanoi: [105.85, 21.03],
      Ulaanbaatar: [106.92, 47.92],
      Delhi: [77.21, 28.61],
      Kathmandu: [85.32, 27.72],
      Vladivostok: [131.89, 43.12],
    };
    for (const [name, [lon, lat]] of Object.entries(inside)) {
      expect(isInChina(lon!, lat!), name).toBe(true);
    }
    for (const [name, [lon, lat]] of Object.entries(outside)) {
      expect(isInChina(lon!, lat!), name).toBe(false);
    }
  });

  it('gives spec §5 message keys', () => {
    const base = {
      lon: 121.47,
      lat: 31.23,
      cableLength: 5,
      feederLength: 10,
      recipientName: 'Li',
      phone: '13800138000',
      address: 'Somewhere 1',
      postcode: '200003',
      photos: ['a'.repeat(40) + '.jpg'],
    };
    expect(applicationInputSchema.safeParse(base).success).toBe(true);
    const messages = (value: unknown) => {
      const parsed = applicationInputSchema.safeParse(value);
      return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
    };
    expect(messages({ ...base, recipientName: ' ' })).toEqual(['validation.nameBlank']);
    expect(messages({ ...base, phone: '123' })).toEqual(['validation.phoneInvalid']);
    expect(messages({ ...base, postcode: '' })).toContain('kit.postcodeBlank');
    expect(messages({ ...base, lon: 139.69, lat: 35.69 })).toEqual(['kit.locationOutsideChina']);
    const fittings = fittingInputSchema.safeParse({
      fittings: [],
      reason: 'broken',
      recipientName: 'Li',
      phone: '13800138000',
      address: 'Somewhere 1',
      postcode: '200003',
    });
    expect(fittings.success ? [] : fittings.error.issues.map((issue) => issue.message)).toEqual([
      'kit.fittingRequired',
    ]);
  });
});
