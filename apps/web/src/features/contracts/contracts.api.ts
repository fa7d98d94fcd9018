// The volunteer's agreement calls (spec §7 contract/list, detail, check, sign) and the PDF.
import {
  API_V2_FULL_PATHS,
  API_V2_PATHS,
  type Contract,
  type ContractCheck,
  type ContractDocument,
  type ContractSign,
  type UploadResult,
} from '@skytrace/contracts';
import { http } from '../../session/api-client';
import { ApiError } from '../../api/http';
import { currentLanguage } from '../../i18n/language';
import { currentToken } from '../../session/auth.store';

async function get<T>(path: string, query: Record<string, string> = {}): Promise<T> {
  const envelope = await http.get<T>(path, { query });
  if (envelope.code !== 200) throw new ApiError(envelope.code, envelope.msg, envelope);
  return envelope.data;
}

export const contractsApi = {
  list: () => get<Contract[]>(API_V2_PATHS.contractList),
  detail: (uuid: string) => get<ContractDocument>(API_V2_PATHS.contractDetail, { uuid }),
  check: (uuid: string) => get<ContractCheck>(API_V2_PATHS.contractCheck, { uuid }),
  sign: async (input: ContractSign) => {
    const envelope = await http.post<Contract>(API_V2_PATHS.contractSign, input);
    if (envelope.code !== 200) throw new ApiError(envelope.code, envelope.msg, envelope);
    return envelope.data;
  },
};

function authorization(): Record<string, string> {
  const token = currentToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

async function failure(response: Response): Promise<ApiError> {
  const envelope = (await response.json().catch(() => null)) as {
    code: number;
    msg: string;
  } | null;
  return new ApiError(
    envelope?.code ?? response.status,
    envelope?.msg ?? response.statusText,
    null,
  );
}

/** Uploads the drawn signature (a PNG) through `uploadContractImage`. */
export async function uploadSignature(png: Blob): Promise<UploadResult> {
  const form = new FormData();
  form.append('file', png, 'signature.png');
  const response = await fetch(
    `${API_V2_FULL_PATHS.uploadContractImage}?lang=${currentLanguage()}`,
    { method: 'POST', headers: authorization(), body: form },
  );
  if (!response.ok) throw await failure(response);
  const envelope = (await response.json()) as { data: UploadResult };
  return envelope.data;
}

/** Fetches the signed agreement's PDF and hands it to the browser as a download. */
export async function downloadPdf(uuid: string): Promise<void> {
  const query = new URLSearchParams({ uuid, lang: currentLanguage() });
  const response = await fetch(`${API_V2_FULL_PATHS.contractPdf}?${query.toString()}`, {
    headers: authorization(),
  });
  if (!response.ok) throw await failure(response);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `agreement-${uuid}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A stored signature's address for an <img> (owner files take the token, spec §7). */
export function signatureSource(url: string): string {
  const token = currentToken();
  return token ? `${url}?token=${encodeURIComponent(token)}` : url;
}
