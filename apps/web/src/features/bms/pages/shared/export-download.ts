// Downloads a back-office export: the list's filters go to its export call, the file streams in
// and is saved; meanwhile the export's progress (rows of total) is polled by its id.
import {
  ADSB_PATHS,
  ADSB_ROOT,
  fillPath,
  type ExportFormat,
  type ExportProgress,
} from '@skytrace/contracts';
import { currentLanguage } from '../../../../i18n/language';
import { currentToken } from '../../../../session/auth.store';

const POLL_MS = 600;

export interface ExportRequest {
  /** The export call, e.g. ADSB_PATHS.jobLogsExport. */
  path: string;
  filters: Record<string, string | number | undefined>;
  format: ExportFormat;
  onProgress(progress: ExportProgress): void;
}

async function readProgress(id: string, token: string): Promise<ExportProgress | undefined> {
  const response = await fetch(`${ADSB_ROOT}${fillPath(ADSB_PATHS.exportProgress, { id })}`, {
    headers: { Authorization: `Bearer ${token}` },
  }).catch(() => undefined);
  if (!response?.ok) return undefined;
  const envelope = (await response.json()) as { code: number; data: ExportProgress };
  return envelope.code === 200 ? envelope.data : undefined;
}

/** Runs the export and saves its file; answers the rows written, rejects with the server's message. */
export async function downloadExport(request: ExportRequest): Promise<number> {
  const token = currentToken() ?? '';
  const exportId = crypto.randomUUID();
  const params = new URLSearchParams({ format: request.format, exportId, lang: currentLanguage() });
  for (const [key, value] of Object.entries(request.filters)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  let last: ExportProgress = { rows: 0, total: 0, done: false };
  const timer = setInterval(() => {
    void readProgress(exportId, token).then((progress) => {
      if (!progress) return;
      last = progress;
      request.onProgress(progress);
    });
  }, POLL_MS);
  try {
    const response = await fetch(`${ADSB_ROOT}${request.path}?${params.toString()}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    if (!response.ok) {
      const envelope = (await response.json().catch(() => null)) as { msg?: string } | null;
      throw new Error(envelope?.msg ?? response.statusText);
    }
    const blob = await response.blob();
    const disposition = response.headers.get('content-disposition') ?? '';
    const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `export.${request.format}`;
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
    const total = Number(response.headers.get('x-export-total') ?? last.total);
    request.onProgress({ rows: total, total, done: true });
    return total;
  } finally {
    clearInterval(timer);
  }
}
