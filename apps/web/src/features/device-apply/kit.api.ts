// The volunteer's kit calls (spec §7): applications, fittings and the two uploads. JSON bodies
// (the server takes form-encoded too, but photos are a list); every answer but 200 throws.
import {
  API_V2_PATHS,
  type Application,
  type ApplicationInput,
  type FittingApplication,
  type FittingInput,
  type UploadResult,
} from '@skytrace/contracts';
import { http } from '../../session/api-client';
import { ApiError } from '../../api/http';
import { currentLanguage } from '../../i18n/language';
import { currentToken } from '../../session/auth.store';

async function get<T>(path: string): Promise<T> {
  const envelope = await http.get<T>(path);
  if (envelope.code !== 200) throw new ApiError(envelope.code, envelope.msg, envelope);
  return envelope.data;
}

async function post<T>(path: string, body: unknown): Promise<T> {
  const envelope = await http.post<T>(path, body);
  if (envelope.code !== 200) throw new ApiError(envelope.code, envelope.msg, envelope);
  return envelope.data;
}

export const kitApi = {
  applications: () => get<Application[]>(API_V2_PATHS.applyList),
  apply: (input: ApplicationInput) => post<Application>(API_V2_PATHS.apply, input),
  update: (id: number, input: ApplicationInput) =>
    post<Application>(API_V2_PATHS.applyUpdate, { id, ...input }),
  withdraw: (id: number) => post<null>(API_V2_PATHS.applyDelete, { id }),
  fittings: () => get<FittingApplication[]>(API_V2_PATHS.fittingApplyList),
  requestFittings: (input: FittingInput) =>
    post<FittingApplication>(API_V2_PATHS.fittingApply, input),
  withdrawFittings: (id: number) => post<null>(API_V2_PATHS.fittingApplyDelete, { id }),
};

/**
 * Uploads one image as multipart (the app's client sends JSON and form bodies only). `path` is
 * a full path of an upload call; the server checks the file by its content.
 */
export async function uploadImage(path: string, file: Blob, name: string): Promise<UploadResult> {
  const form = new FormData();
  form.append('file', file, name);
  const token = currentToken();
  const response = await fetch(`${path}?lang=${currentLanguage()}`, {
    method: 'POST',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    body: form,
  });
  const envelope = (await response.json().catch(() => null)) as {
    code: number;
    msg: string;
    data: UploadResult;
  } | null;
  if (!envelope || envelope.code !== 200) {
    throw new ApiError(
      envelope?.code ?? response.status,
      envelope?.msg ?? response.statusText,
      envelope,
    );
  }
  return envelope.data;
}

/** A stored file's address an <img> can load: owner files need the token (spec §7 query form). */
export function imageSource(url: string): string {
  const token = currentToken();
  return token ? `${url}?token=${encodeURIComponent(token)}` : url;
}
