// The signed agreement as a PDF: Chinese and English text with the signer's name and drawn
// signature. pdf-lib with fontkit embeds only the glyphs used (subset) of Noto Sans SC, which
// comes from the npm registry with the server's dependencies; nothing is fetched at run time.
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { agreementText, type AgreementText } from './agreement.text';
import type { ContractRow } from './contracts.repo';

const require = createRequire(import.meta.url);
let fonts: Promise<{ regular: Buffer; bold: Buffer }> | undefined;

/** The two weights, read once per process (about 10 MB each). */
function loadFonts(): Promise<{ regular: Buffer; bold: Buffer }> {
  fonts ??= (async () => {
    const folder = '@expo-google-fonts/noto-sans-sc';
    const [regular, bold] = await Promise.all([
      fs.readFile(require.resolve(`${folder}/400Regular/NotoSansSC_400Regular.ttf`)),
      fs.readFile(require.resolve(`${folder}/700Bold/NotoSansSC_700Bold.ttf`)),
    ]);
    return { regular, bold };
  })();
  return fonts;
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;

/** A writer that flows lines down the pages, breaking CJK text per character, Latin per word. */
class Flow {
  page: PDFPage;
  y: number;
  constructor(private readonly doc: PDFDocument) {
    this.page = doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  private ensure(height: number): void {
    if (this.y - height >= MARGIN) return;
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  /** Splits `text` into lines no wider than the page's text width. */
  private lines(text: string, font: PDFFont, size: number): string[] {
    const width = A4[0] - 2 * MARGIN;
    // Tokens: a run of Latin letters/digits stays whole, every other character stands alone.
    const tokens = text.match(/[A-Za-z0-9'".,;:()\-/%]+\s*|\s+|./gu) ?? [];
    const lines: string[] = [];
    let line = '';
    for (const token of tokens) {
      const next = line + token;
      if (line !== '' && font.widthOfTextAtSize(next.trimEnd(), size) > width) {
        lines.push(line.trimEnd());
        line = token.trimStart();
      } else {
        line = next;
      }
    }
    if (line.trim() !== '') lines.push(line.trimEnd());
    return lines;
  }

  write(text: string, font: PDFFont, size: number, gapAfter = 4): void {
    for (const line of this.lines(text, font, size)) {
      this.ensure(size * 1.5);
      this.page.drawText(line, {
        x: MARGIN,
        y: this.y - size,
        size,
        font,
        color: rgb(0.1, 0.1, 0.1),
      });
      this.y -= size * 1.55;
    }
    this.y -= gapAfter;
  }

  space(height: number): void {
    this.y -= height;
  }

  image(draw: (page: PDFPage, y: number) => number, height: number): void {
    this.ensure(height);
    this.y -= draw(this.page, this.y);
  }
}

function writeAgreement(flow: Flow, text: AgreementText, regular: PDFFont, bold: PDFFont): void {
  flow.write(text.title, bold, 16, 10);
  flow.write(text.preamble, regular, 10, 8);
  for (const clause of text.clauses) {
    flow.write(clause.title, bold, 11, 2);
    flow.write(clause.text, regular, 10, 8);
  }
}

const day = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : '—');

/** The PDF of a signed agreement; `signature` is the stored PNG or JPEG of the drawn signature. */
export async function renderContractPdf(
  contract: ContractRow,
  signature: Buffer | null,
): Promise<Uint8Array> {
  const { regular: regularBytes, bold: boldBytes } = await loadFonts();
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(`${agreementText('zh').title} / ${agreementText('en').title}`);
  doc.setSubject(contract.uuid);
  doc.setProducer('Skytrace');
  const regular = await doc.embedFont(regularBytes, { subset: true });
  const bold = await doc.embedFont(boldBytes, { subset: true });
  const flow = new Flow(doc);
  flow.write(`编号 No. ${contract.uuid}`, regular, 9, 10);
  writeAgreement(flow, agreementText('zh', contract.textVersion), regular, bold);
  flow.space(12);
  writeAgreement(flow, agreementText('en', contract.textVersion), regular, bold);
  flow.space(16);
  flow.write('托管方 / The Host', bold, 12, 4);
  flow.write(`姓名 Name: ${contract.signerName ?? ''}`, regular, 11, 2);
  flow.write(`安装地址 Address: ${contract.address}`, regular, 10, 2);
  flow.write(
    `位置 Location: ${contract.lat.toFixed(4)}°, ${contract.lon.toFixed(4)}°`,
    regular,
    10,
    2,
  );
  flow.write(
    `签署日期 Signed: ${day(contract.signedAt)}    有效期至 Valid until: ${day(contract.validUntil)}`,
    regular,
    10,
    6,
  );
  if (signature) {
    const isPng = signature.subarray(1, 4).toString('latin1') === 'PNG';
    const image = isPng ? await doc.embedPng(signature) : await doc.embedJpg(signature);
    const scale = Math.min(200 / image.width, 80 / image.height, 1);
    const width = image.width * scale;
    const height = image.height * scale;
    flow.write('签名 Signature:', regular, 10, 2);
    flow.image((page, y) => {
      page.drawImage(image, { x: MARGIN, y: y - height, width, height });
      return height + 8;
    }, height + 8);
  }
  return doc.save();
}
