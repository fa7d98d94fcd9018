import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoad } from '../../../api/use-load';
import { failureText } from '../../../api/failure';
import { wechatStatusCall } from './wechat.api';
import { startWechat } from './wechat-start';
import './wechat.css';

/** Whether WeChat sign-in is configured (undefined while asking; false on failure). */
export function useWechatConfigured(): boolean | undefined {
  const status = useLoad((signal) => wechatStatusCall(signal), 'wechat-status');
  if (status.error) return false;
  return status.data;
}

/** "Sign in with WeChat" (or "Bind WeChat"): shown only when the server has WeChat set up. */
export function WechatButton(props: {
  purpose: 'login' | 'bind';
  onError?: (text: string) => void;
}) {
  const { t } = useTranslation();
  const configured = useWechatConfigured();
  const [busy, setBusy] = useState(false);
  if (configured !== true) return null;
  const start = () => {
    setBusy(true);
    startWechat(props.purpose).catch((failure: unknown) => {
      setBusy(false);
      props.onError?.(failureText(failure));
    });
  };
  const button = (
    <button
      type="button"
      className="button button--block wechat-button"
      data-testid={`wechat-${props.purpose}`}
      disabled={busy}
      onClick={start}
    >
      <span className="wechat-button__mark" aria-hidden="true" />
      {t(props.purpose === 'login' ? 'wechat.signIn' : 'wechat.bind')}
    </button>
  );
  if (props.purpose === 'bind') return button;
  return (
    <>
      <div className="wechat-divider">{t('wechat.or')}</div>
      {button}
    </>
  );
}
