import { ADSB_FULL_PATHS, API_V2_FULL_PATHS, API_V2_PATHS, fillPath } from '@skytrace/contracts';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devices } from '../devices/devices.schema';
import { eq } from 'drizzle-orm';
import { menus, roles } from '../access/access.schema';
import { realNameAuthentications, users } from './accounts.schema';
import {
  call,
  loginToken,
  readOutboxCode,
  registerByEmail,
  skipCountdown,
  startAccountsApp,
  type AccountsHarness,
} from './accounts.testing';

let harness: AccountsHarness;
let token: string;

beforeAll(async () => {
  harness = await startAccountsApp();
  await registerByEmail(harness, 'grace', 'grace@example.com', 'copper meadow kettle');
  token = await loginToken(harness, 'grace', 'copper meadow kettle');
});
afterAll(() => harness.close());

async function ticket(password = 'copper meadow kettle'): Promise<string> {
  const answer = await call(harness, 'POST', API_V2_PATHS.checkPassword, {
    token,
    body: { password },
  });
  expect(answer.status).toBe(200);
  return answer.body.data.ticket as string;
}

describe('user info', () => {
  it('answers the back office call adsb/user/info for back-office users only', async () => {
    const ask = (bearer?: string) =>
      fetch(`${harness.base}${ADSB_FULL_PATHS.adminUserInfo}?lang=en`, {
        headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
      });
    expect((await ask()).status).toBe(401);
    // Issue 16: every /adsb call needs a permission; a user without any gets a 403.
    expect((await ask(token)).status).toBe(403);
    const [menu] = await harness.database.db
      .insert(menus)
      .values({ name: 'Users', menuType: 1, permission: 'bms:user', route: '/bms/users' })
      .returning();
    const [role] = await harness.database.db
      .insert(roles)
      .values({ name: 'Helpers', code: 'helpers', menuIds: [menu?.id ?? 0] })
      .returning();
    await harness.database.db
      .update(users)
      .set({ roleId: role?.id ?? null })
      .where(eq(users.username, 'grace'));
    const signedIn = await ask(token);
    expect(signedIn.status).toBe(200);
    const body = (await signedIn.json()) as { data: { username: string; permissions: string[] } };
    expect(body.data).toMatchObject({ username: 'grace', permissions: ['bms:user'] });
    await harness.database.db
      .update(users)
      .set({ roleId: null })
      .where(eq(users.username, 'grace'));
  });

  it('presents the §3 fields with owned devices and the internal-address flag', async () => {
    const info = await call(harness, 'GET', API_V2_PATHS.userInfo, { token });
    await harness.database.db
      .insert(devices)
      .values({ feederKey: 'abc', ownerUserId: info.body.data.id });
    const again = await call(harness, 'GET', API_V2_PATHS.userInfo, { token });
    expect(again.body.data).toMatchObject({
      username: 'grace',
      truename: null,
      avatar_url: null,
      permissions: [],
      isApplyFitting: false,
      unCompletedDev: false,
      filter_airiata: false,
      internalIp: 'Y',
      profile: { email: 'grace@example.com' },
    });
    expect(again.body.data.devIds).toHaveLength(1);
    const profile = await call(
      harness,
      'GET',
      fillPath(API_V2_PATHS.publicProfile, { id: info.body.data.id }),
    );
    expect(Object.keys(profile.body.data).sort()).toEqual(['avatar_url', 'bio', 'id', 'nickname']);
    expect(
      (await call(harness, 'GET', fillPath(API_V2_PATHS.publicProfile, { id: 9999 }))).status,
    ).toBe(404);
  });
});

describe('profile', () => {
  it('saves a valid profile and gives the §5 messages otherwise', async () => {
    const saved = await call(harness, 'POST', API_V2_PATHS.updateProfile, {
      token,
      form: true,
      body: {
        nickname: 'Grace',
        bio: 'hi',
        socialLink: 'https://example.com',
        gender: 'female',
        provinceId: '110000',
        cityId: '110100',
        address: 'Road 1',
      },
    });
    expect(saved.status).toBe(200);
    const bad = await call(harness, 'POST', API_V2_PATHS.updateProfile, {
      token,
      body: { nickname: '', socialLink: 'not a url', address: '' },
    });
    const messages = (bad.body.data.issues as { msg: string }[]).map((issue) => issue.msg);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Please enter your nickname',
        'Wrong URL',
        'Please enter the detailed address',
        'Please select a province or city',
      ]),
    );
    const nickname = await call(harness, 'GET', `${API_V2_PATHS.checkNickname}?nickname=grace`);
    expect(nickname.body.data).toEqual({ available: false });
  });

  it('refuses invisible and text-direction characters in names others see (issue 13 #15)', async () => {
    const profile = { gender: 'female', provinceId: '110000', cityId: '110100', address: 'Road 1' };
    for (const nickname of ['Grace\u202Egpj.exe', 'Gr\u200Bace', 'Gra\u2066ce\u2069', 'G\u0007']) {
      const refused = await call(harness, 'POST', API_V2_PATHS.updateProfile, {
        token,
        body: { ...profile, nickname },
      });
      expect(refused.status).toBe(400);
      expect(refused.body.data.issues[0].msg).toBe(
        'Please remove invisible or text-direction control characters',
      );
    }
    const bio = await call(harness, 'POST', API_V2_PATHS.updateProfile, {
      token,
      body: { ...profile, nickname: 'Grace', bio: 'line one\nline two \u202Dx' },
    });
    expect(bio.status).toBe(400);
    const zh = await fetch(
      `${harness.base}${API_V2_FULL_PATHS.checkNickname}?lang=zh&nickname=${encodeURIComponent('A\u202EB')}`,
    );
    expect(((await zh.json()) as { msg: string }).msg).toContain(
      '请删除不可见字符或文字方向控制字符',
    );
    const fine = await call(harness, 'POST', API_V2_PATHS.updateProfile, {
      token,
      body: { ...profile, nickname: 'Grace 🛩', bio: 'line one\nline two' },
    });
    expect(fine.status).toBe(200);
    const info = await call(harness, 'GET', API_V2_PATHS.userInfo, { token });
    expect(info.body.data.profile.nickname).toBe('Grace 🛩');
  });
});

describe('three-step password change', () => {
  it('checks the old password, refuses the same one and mismatches, then saves', async () => {
    const other = await loginToken(harness, 'grace', 'copper meadow kettle');
    const wrong = await call(harness, 'POST', API_V2_PATHS.checkPassword, {
      token,
      body: { password: 'nope' },
    });
    expect(wrong.body.msg).toBe('The password is incorrect.');
    const step1 = await ticket();
    const same = await call(harness, 'POST', API_V2_PATHS.resetPassword, {
      token,
      body: {
        ticket: step1,
        password: 'copper meadow kettle',
        confirmPassword: 'copper meadow kettle',
      },
    });
    expect(same.body.msg).toBe('The new password must differ from the old one');
    const mismatch = await call(harness, 'POST', API_V2_PATHS.resetPassword, {
      token,
      body: { ticket: step1, password: 'violet harbour signal', confirmPassword: 'other' },
    });
    expect(mismatch.body.data.issues[0].msg).toBe('The two passwords do not match');
    const forged = await call(harness, 'POST', API_V2_PATHS.resetPassword, {
      token,
      body: {
        ticket: 'forged',
        password: 'violet harbour signal',
        confirmPassword: 'violet harbour signal',
      },
    });
    expect(forged.body.msg).toBe('Please verify your current password again.');
    const saved = await call(harness, 'POST', API_V2_PATHS.resetPassword, {
      token,
      body: {
        ticket: await ticket(),
        password: 'violet harbour signal',
        confirmPassword: 'violet harbour signal',
      },
    });
    expect(saved.status).toBe(200);
    expect((await call(harness, 'GET', API_V2_PATHS.userInfo, { token })).status).toBe(200);
    expect((await call(harness, 'GET', API_V2_PATHS.userInfo, { token: other })).status).toBe(401);
    await expect(loginToken(harness, 'grace', 'copper meadow kettle')).rejects.toThrow();
  });
});

describe('email and phone change', () => {
  it('moves the email with a code sent to the new address', async () => {
    const step1 = await ticket('violet harbour signal');
    await call(harness, 'POST', API_V2_PATHS.sendEmailCode, {
      token,
      body: { email: 'g2@example.com', purpose: 'change' },
    });
    const code = readOutboxCode(harness, 'g2@example.com');
    const saved = await call(harness, 'POST', API_V2_PATHS.resetEmail, {
      token,
      body: { ticket: step1, email: 'g2@example.com', code },
    });
    expect(saved.status).toBe(200);
    const info = await call(harness, 'GET', API_V2_PATHS.userInfo, { token });
    expect(info.body.data.profile.email).toBe('g2@example.com');
    const anonymous = await call(harness, 'POST', API_V2_PATHS.sendEmailCode, {
      body: { email: 'g3@example.com', purpose: 'change' },
    });
    expect(anonymous.status).toBe(401);
  });

  it('sets a phone with an SMS code from the outbox', async () => {
    await skipCountdown(harness, '13800138000');
    await call(harness, 'POST', API_V2_PATHS.sendPhoneCode, {
      token,
      body: { phone: '13800138000', purpose: 'change' },
    });
    const file = fs
      .readdirSync(path.join(harness.dataDir, 'outbox'))
      .find((name) => name.includes('sms-13800138000'));
    const text = fs.readFileSync(path.join(harness.dataDir, 'outbox', file ?? ''), 'utf8');
    const code = /code is (\d{6})/.exec(text)?.[1] ?? '';
    const wrong = await call(harness, 'POST', API_V2_PATHS.resetPhone, {
      token,
      body: { ticket: await ticket('violet harbour signal'), phone: '13800138000', code: '000000' },
    });
    expect(wrong.body.msg).toBe('The verification code is incorrect or has expired.');
    const saved = await call(harness, 'POST', API_V2_PATHS.resetPhone, {
      token,
      body: { ticket: await ticket('violet harbour signal'), phone: '13800138000', code },
    });
    expect(saved.status).toBe(200);
    expect(await loginToken(harness, '13800138000', 'violet harbour signal')).toBeTruthy();
  });
});

describe('avatar', () => {
  async function upload(bytes: Buffer, type: string) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type }), 'a');
    const response = await fetch(`${harness.base}${API_V2_FULL_PATHS.updateAvatar}?lang=en`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    return { status: response.status, body: (await response.json()) as { msg: string; data: any } };
  }

  it('re-encodes images to 256×256 WebP without metadata and refuses the rest', async () => {
    const photo = await sharp({
      create: { width: 300, height: 200, channels: 3, background: '#08f' },
    })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret place' } } })
      .toBuffer();
    const saved = await upload(photo, 'image/jpeg');
    expect(saved.status).toBe(200);
    const served = await fetch(harness.base + (saved.body.data.avatar_url as string));
    expect(served.headers.get('content-type')).toBe('image/webp');
    const stored = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([stored.width, stored.height, stored.exif]).toEqual([256, 256, undefined]);
    const tiny = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect((await upload(tiny, 'image/png')).body.msg).toBe(
      'The image must be at least 64×64 pixels.',
    );
    expect((await upload(Buffer.from('hello'), 'text/plain')).body.msg).toBe(
      'Only image files can be used as an avatar.',
    );
    expect((await upload(Buffer.alloc(6 * 1024 * 1024), 'image/png')).status).toBe(413);
  });
});

describe('real-name authentication', () => {
  it('stores it encrypted and returns it masked', async () => {
    expect(
      (
        await call(harness, 'POST', API_V2_PATHS.updateAuthentication, {
          token,
          body: { realName: '张三丰', idNumber: '11010519491231002X' },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(harness, 'POST', API_V2_PATHS.addAuthentication, {
          token,
          body: { realName: '张三丰', idNumber: '11010519491231002X' },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call(harness, 'POST', API_V2_PATHS.addAuthentication, {
          token,
          body: { realName: '张三丰', idNumber: '11010519491231002X' },
        })
      ).status,
    ).toBe(409);
    const read = await call(harness, 'GET', API_V2_PATHS.getAuthentication, { token });
    expect(read.body.data).toMatchObject({ realName: '张**', idNumber: '110***********002X' });
    const rows = await harness.database.db.select().from(realNameAuthentications);
    expect(rows[0]?.sealed).not.toContain('1101');
    expect(fs.existsSync(path.join(harness.dataDir, 'auth-data.key'))).toBe(true);
  });
});
