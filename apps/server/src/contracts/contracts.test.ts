// Hosting agreements (issue 17 item 5): made pending by an approval, shown with their text in
// the language asked for, signed once by their owner with a drawn signature the owner uploaded,
// then downloadable as a PDF whose text (parsed back with pdf.js) holds the signer's name and a
// Chinese clause; the back office renews, ends and exports them. Others get 403.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import {
  ADSB_FULL_PATHS,
  API_V2_FULL_PATHS,
  KIT_PERMISSIONS,
  type Application,
  type Contract,
  type ContractCheck,
  type ContractDocument,
  type UploadResult,
} from '@skytrace/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startKitApp, testImage, type KitHarness } from '../applications/kit.testing';

let kit: KitHarness;
let host: { id: number; token: string };
let admin: { id: number; token: string };
let uuid: string;
const P = API_V2_FULL_PATHS;
const A = ADSB_FULL_PATHS;

async function signature(token: string): Promise<string> {
  const answer = await kit.upload(P.uploadContractImage, token, {
    bytes: await testImage('png', 400, 150),
    name: 'signature.png',
    type: 'image/png',
  });
  return (answer.body.data as UploadResult).file;
}

async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocument({ data: bytes, useSystemFonts: false }).promise;
  const parts: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    parts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''));
  }
  return parts.join('\n');
}

beforeAll(async () => {
  kit = await startKitApp();
  host = await kit.user();
  admin = await kit.user([KIT_PERMISSIONS.applications, KIT_PERMISSIONS.contracts]);
  const photo = (
    await kit.upload(P.uploadDeviceImage, host.token, {
      bytes: await testImage('jpeg'),
      name: 'p.jpg',
      type: 'image/jpeg',
    })
  ).body.data as UploadResult;
  const application = (
    await kit.call('POST', P.apply, {
      token: host.token,
      body: {
        lon: 104.06,
        lat: 30.67,
        cableLength: 4,
        feederLength: 8,
        recipientName: '王芳',
        phone: '13700001111',
        address: '四川省成都市武侯区天府大道 100 号',
        postcode: '610041',
        photos: [photo.file],
      },
    })
  ).body.data as Application;
  await kit.call('POST', A.applicationAudit, {
    token: admin.token,
    body: { id: application.id, status: 1 },
  });
  const list = (await kit.call('GET', P.contractList, { token: host.token })).body
    .data as Contract[];
  uuid = list[0]?.uuid ?? '';
}, 60_000);
afterAll(() => kit.close());

describe('hosting agreements', () => {
  it('show their text in the language asked for, to their owner only', async () => {
    const zh = await kit.call('GET', `${P.contractDetail}?uuid=${uuid}`, {
      token: host.token,
      lang: 'zh',
    });
    const document = zh.body.data as ContractDocument;
    expect(document.title).toBe('天迹 ADS-B 接收设备托管协议');
    expect(document.clauses.length).toBeGreaterThanOrEqual(6);
    expect(document).toMatchObject({
      status: 'pending',
      address: '四川省成都市武侯区天府大道 100 号',
    });
    const en = await kit.call('GET', `${P.contractDetail}?uuid=${uuid}`, { token: host.token });
    expect((en.body.data as ContractDocument).clauses[1]?.title).toBe(
      '2. The Host keeps it running',
    );
    const stranger = await kit.user();
    expect(
      (await kit.call('GET', `${P.contractDetail}?uuid=${uuid}`, { token: stranger.token })).status,
    ).toBe(403);
    const check = (await kit.call('GET', `${P.contractCheck}?uuid=${uuid}`, { token: host.token }))
      .body.data as ContractCheck;
    expect(check).toEqual({ uuid, status: 'pending', signable: true, inForce: false });
  });

  it("refuse another user's signing, and a signature the signer did not upload", async () => {
    const stranger = await kit.user();
    const theirSignature = await signature(stranger.token);
    const byStranger = await kit.call('POST', P.contractSign, {
      token: stranger.token,
      body: { uuid, name: 'Mallory', signature: theirSignature, agree: true },
    });
    expect(byStranger.status).toBe(403);
    const borrowed = await kit.call('POST', P.contractSign, {
      token: host.token,
      body: { uuid, name: '王芳', signature: theirSignature, agree: true },
    });
    expect(borrowed.status).toBe(403);
    const unagreed = await kit.call('POST', P.contractSign, {
      token: host.token,
      body: { uuid, name: '王芳', signature: await signature(host.token), agree: false },
    });
    expect(unagreed.status).toBe(400);
    const pdf = await fetch(`${kit.base}${P.contractPdf}?uuid=${uuid}`, {
      headers: { authorization: `Bearer ${host.token}` },
    });
    expect(pdf.status).toBe(409);
    const check = (await kit.call('GET', `${P.contractCheck}?uuid=${uuid}`, { token: host.token }))
      .body.data as ContractCheck;
    expect(check.status).toBe('pending');
  });

  it('are signed once, then download as a PDF with the name and the Chinese text', async () => {
    const signed = await kit.call('POST', P.contractSign, {
      token: host.token,
      body: { uuid, name: '王芳', signature: await signature(host.token), agree: true },
    });
    expect(signed.status).toBe(200);
    const contract = signed.body.data as Contract;
    expect(contract).toMatchObject({ status: 'signed', signerName: '王芳' });
    expect(contract.validUntil! - contract.signedAt!).toBe(365 * 86_400);
    const again = await kit.call('POST', P.contractSign, {
      token: host.token,
      body: { uuid, name: 'Someone', signature: await signature(host.token), agree: true },
    });
    expect(again.status).toBe(409);
    const check = (await kit.call('GET', `${P.contractCheck}?uuid=${uuid}`, { token: host.token }))
      .body.data as ContractCheck;
    expect(check).toMatchObject({ signable: false, inForce: true });

    const response = await fetch(`${kit.base}${P.contractPdf}?uuid=${uuid}`, {
      headers: { authorization: `Bearer ${host.token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await response.arrayBuffer());
    // A subset of the CJK font: far smaller than the 10 MB font file.
    expect(bytes.length).toBeLessThan(1_500_000);
    const text = (await pdfText(bytes)).replace(/\s+/g, '');
    expect(text).toContain('王芳');
    expect(text).toContain('天迹ADS-B接收设备托管协议');
    expect(text).toContain('托管方应保持设备持续通电并接入互联网');
    expect(text).toContain('TheHostkeepsthereceiverpowered');
    const stranger = await kit.user();
    const theirs = await fetch(`${kit.base}${P.contractPdf}?uuid=${uuid}`, {
      headers: { authorization: `Bearer ${stranger.token}` },
    });
    expect(theirs.status).toBe(403);
  });

  it('are renewed, ended and exported by the back office', async () => {
    const list = await kit.call('GET', `${A.contractAdminList}?status=signed`, {
      token: admin.token,
    });
    const page = list.body.data as { list: (Contract & { id: number })[]; total: number };
    expect(page.total).toBe(1);
    const row = page.list[0]!;
    expect((await kit.call('GET', A.contractAdminList, { token: host.token })).status).toBe(403);
    const renewed = await kit.call('POST', A.contractRenew, {
      token: admin.token,
      body: { id: row.id },
    });
    expect(renewed.status).toBe(200);
    expect((renewed.body.data as Contract).validUntil).toBe(row.validUntil! + 365 * 86_400);
    expect((renewed.body.data as Contract).renewals).toBe(1);
    const csv = await fetch(`${kit.base}${A.contractExport}?format=csv&lang=en`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(await csv.text()).toContain('王芳');
    const ended = await kit.call('POST', A.contractEnd, {
      token: admin.token,
      body: { id: row.id },
    });
    expect(ended.status).toBe(200);
    expect((ended.body.data as Contract).status).toBe('ended');
    const mine = (await kit.call('GET', P.contractList, { token: host.token })).body
      .data as Contract[];
    expect(mine[0]).toMatchObject({ status: 'ended' });
    expect(
      (await kit.call('POST', A.contractRenew, { token: admin.token, body: { id: row.id } }))
        .status,
    ).toBe(409);
  });
});
