// The provider interface of ID card recognition, and Baidu OCR's implementation of it: an OAuth
// client-credentials token (cached until shortly before it expires), then
// `rest/2.0/ocr/v1/idcard` with the photo base64-encoded in a form body. Nothing read from a
// card is logged: failures are reported by Baidu's error code only.
import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../http/errors';

/** What a card's front says; null when the photo is not a readable card front. */
export interface IdCardReader {
  read(image: Buffer): Promise<{ realName: string; idNumber: string } | null>;
}

export interface BaiduOcrSettings {
  apiKey: string;
  secretKey: string;
  /** `https://aip.baidubce.com`, or a test's server. */
  apiBase: string;
}

/** Baidu's codes for an access token that expired or is not valid: fetch a new one once. */
const TOKEN_ERRORS = new Set([110, 111]);
/** Card sides that are not a readable front (`image_status`). */
const READABLE = new Set(['normal']);
/** Renew the token this long before Baidu says it expires, ms. */
const TOKEN_MARGIN_MS = 3_600_000;
const TIMEOUT_MS = 15_000;

interface TokenAnswer {
  access_token?: string;
  expires_in?: number;
  error?: string;
}

interface IdCardAnswer {
  error_code?: number;
  image_status?: string;
  words_result?: Record<string, { words?: string } | undefined>;
}

export class BaiduOcrReader implements IdCardReader {
  private token: { value: string; until: number } | undefined;

  constructor(
    private readonly settings: BaiduOcrSettings,
    private readonly logger: FastifyBaseLogger,
    private readonly now: () => number = Date.now,
  ) {}

  async read(image: Buffer): Promise<{ realName: string; idNumber: string } | null> {
    let answer = await this.recognise(image, await this.accessToken());
    if (answer.error_code !== undefined && TOKEN_ERRORS.has(answer.error_code)) {
      this.token = undefined;
      answer = await this.recognise(image, await this.accessToken());
    }
    if (answer.error_code !== undefined) {
      this.logger.warn({ provider: 'baidu-ocr', code: answer.error_code }, 'ID card OCR failed');
      // 216xxx are Baidu's "this image" errors (size, format, not a card): the user's to fix.
      if (String(answer.error_code).startsWith('216')) return null;
      throw new HttpError(503, 'idCard.providerFailed');
    }
    if (!READABLE.has(answer.image_status ?? '')) return null;
    const words = answer.words_result ?? {};
    const realName = words['姓名']?.words?.trim() ?? '';
    const idNumber = words['公民身份号码']?.words?.trim() ?? '';
    return realName && idNumber ? { realName, idNumber } : null;
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.token.until > this.now()) return this.token.value;
    const query = new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: this.settings.apiKey,
      client_secret: this.settings.secretKey,
    });
    const answer = (await this.call(`/oauth/2.0/token?${query.toString()}`)) as TokenAnswer;
    if (!answer.access_token) {
      this.logger.warn({ provider: 'baidu-ocr', error: answer.error }, 'OCR token refused');
      throw new HttpError(503, 'idCard.providerFailed');
    }
    const lifetime = (answer.expires_in ?? 0) * 1000;
    this.token = {
      value: answer.access_token,
      until: this.now() + Math.max(lifetime - TOKEN_MARGIN_MS, 0),
    };
    return answer.access_token;
  }

  private async recognise(image: Buffer, token: string): Promise<IdCardAnswer> {
    const body = new URLSearchParams({ id_card_side: 'front', image: image.toString('base64') });
    const path = `/rest/2.0/ocr/v1/idcard?access_token=${encodeURIComponent(token)}`;
    return (await this.call(path, body)) as IdCardAnswer;
  }

  private async call(path: string, body?: URLSearchParams): Promise<unknown> {
    try {
      const response = await fetch(new URL(path, this.settings.apiBase), {
        method: 'POST',
        headers: body ? { 'content-type': 'application/x-www-form-urlencoded' } : {},
        body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return await response.json();
    } catch (error) {
      if (error instanceof HttpError) throw error;
      this.logger.warn(
        { provider: 'baidu-ocr', reason: error instanceof Error ? error.message : 'unknown' },
        'OCR call failed',
      );
      throw new HttpError(503, 'idCard.providerFailed');
    }
  }
}
