import { DownloadOutlined } from '@ant-design/icons';
import type { ExportFormat } from '@skytrace/contracts';
import { App, Button, Dropdown } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadExport } from './export-download';

/** "Export" with a choice of .xlsx or CSV; the list's current filters go with it. */
export function ExportButton(props: {
  path: string;
  filters: Record<string, string | number | undefined>;
  /** The button's text when a page has more than one export (default "Export"). */
  label?: string;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const run = async (format: ExportFormat) => {
    const key = `export-${props.path}`;
    setBusy(true);
    void message.open({ key, type: 'loading', content: t('bmsOps.export.starting'), duration: 0 });
    try {
      const rows = await downloadExport({
        path: props.path,
        filters: props.filters,
        format,
        onProgress: (progress) => {
          if (progress.done) return;
          void message.open({
            key,
            type: 'loading',
            content: t('bmsOps.export.progress', { rows: progress.rows, total: progress.total }),
            duration: 0,
          });
        },
      });
      void message.open({ key, type: 'success', content: t('bmsOps.export.finished', { rows }) });
    } catch (error) {
      void message.open({
        key,
        type: 'error',
        content: t('bmsOps.export.failed', {
          message: error instanceof Error ? error.message : String(error),
        }),
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'xlsx', label: t('bmsOps.export.xlsx') },
          { key: 'csv', label: t('bmsOps.export.csv') },
        ],
        onClick: ({ key }) => void run(key as ExportFormat),
      }}
    >
      <Button icon={<DownloadOutlined />} loading={busy} data-testid="export-button">
        {props.label ?? t('bmsOps.export.button')}
      </Button>
    </Dropdown>
  );
}
