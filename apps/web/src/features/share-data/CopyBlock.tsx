import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import { App as AntApp, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Writes `text` to the clipboard; falls back to a hidden text area where the API is missing. */
async function copyText(text: string): Promise<void> {
  // The clipboard API exists only in secure contexts (HTTPS or localhost).
  if (window.isSecureContext) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  // The one way to copy on a plain-HTTP site; deprecated but kept by every browser.
  // eslint-disable-next-line @typescript-eslint/no-deprecated
  const copied = document.execCommand('copy');
  area.remove();
  if (!copied) throw new Error('copy refused');
}

/** A block of code to paste into a terminal or a file, with a copy button. */
export function CopyBlock({ code, label }: { code: string; label: string }) {
  const { t } = useTranslation();
  const { message } = AntApp.useApp();
  const [copied, setCopied] = useState(false);
  const copy = () => {
    copyText(code).then(
      () => {
        setCopied(true);
        void message.success(t('myDevices.common.copied'));
        window.setTimeout(() => setCopied(false), 2000);
      },
      () => void message.error(t('myDevices.common.copyFailed')),
    );
  };
  return (
    <div className="copy-block">
      <pre className="copy-block__code" translate="no" aria-label={label}>
        <code>{code}</code>
      </pre>
      <Button
        className="copy-block__button"
        size="small"
        icon={copied ? <CheckOutlined /> : <CopyOutlined />}
        onClick={copy}
        aria-label={`${copied ? t('myDevices.common.copied') : t('myDevices.common.copy')}: ${label}`}
      >
        {copied ? t('myDevices.common.copied') : t('myDevices.common.copy')}
      </Button>
    </div>
  );
}
