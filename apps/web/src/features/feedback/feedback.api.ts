// The signed-in user's feedback calls (issue 20): the screenshot upload, submit, mine, read.
import {
  API_V2_FULL_PATHS,
  API_V2_PATHS,
  type Feedback,
  type FeedbackSubmit,
  type MyFeedback,
  type UploadResult,
} from '@skytrace/contracts';
import { http } from '../../session/api-client';
import { ApiError } from '../../api/http';
import { currentLanguage } from '../../i18n/language';
import { currentToken } from '../../session/auth.store';

function data<T>(envelope: { code: number; msg: string; data: T }): T {
  if (envelope.code !== 200) throw new ApiError(envelope.code, envelope.msg, envelope);
  return envelope.data;
}

export const feedbackApi = {
  submit: async (input: FeedbackSubmit) =>
    data(await http.post<Feedback>(API_V2_PATHS.feedbackSubmit, input)),
  mine: async () => data(await http.get<MyFeedback>(API_V2_PATHS.feedbackMine)),
  read: async (id?: number) =>
    data(await http.post<{ changed: number }>(API_V2_PATHS.feedbackRead, id ? { id } : {})),
};

function authorization(): Record<string, string> {
  const token = currentToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/** Uploads a screenshot through `uploadFeedbackImage`; the server checks it by content. */
export async function uploadScreenshot(file: File): Promise<UploadResult> {
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await fetch(
    `${API_V2_FULL_PATHS.uploadFeedbackImage}?lang=${currentLanguage()}`,
    { method: 'POST', headers: authorization(), body: form },
  );
  const envelope = (await response.json().catch(() => null)) as {
    code: number;
    msg: string;
    data: UploadResult;
  } | null;
  if (!response.ok || !envelope || envelope.code !== 200) {
    throw new ApiError(
      envelope?.code ?? response.status,
      envelope?.msg ?? response.statusText,
      null,
    );
  }
  return envelope.data;
}

/** An owner-only stored file's address for an <img> (such files take the token, spec §7). */
export function screenshotSource(url: string): string {
  const token = currentToken();
  return token ? `${url}?token=${encodeURIComponent(token)}` : url;
}
