import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../api/failure';
import { useLoad } from '../../../api/use-load';
import { formatDay } from '../../../lib/day';
import { FormMessage } from '../../../ui/form/Field';
import { ownWechatCall, wechatUnbindCall } from './wechat.api';
import { useWechatConfigured, WechatButton } from './WechatButton';
import './wechat.css';

/** The account page's WeChat row: the bound profile with "Unbind", or "Bind WeChat". */
export function WechatBindingPanel() {
  const { t } = useTranslation();
  const configured = useWechatConfigured();
  const binding = useLoad((signal) => ownWechatCall(signal), 'own-wechat');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Unconfigured, a binding made earlier is still shown (and can be undone): nothing calls out.
  if (configured !== true && !binding.data) return null;
  const unbind = () => {
    if (!window.confirm(t('wechat.unbindConfirm'))) return;
    setBusy(true);
    setError(null);
    wechatUnbindCall()
      .then(binding.reload)
      .catch((failure: unknown) => setError(failureText(failure)))
      .finally(() => setBusy(false));
  };
  const bound = binding.data;
  return (
    <section className="wechat-panel" data-testid="wechat-panel">
      <h2 className="wechat-panel__title">{t('wechat.title')}</h2>
      {bound ? (
        <div className="wechat-panel__row">
          {bound.avatarUrl && (
            <img
              className="wechat-panel__avatar"
              src={bound.avatarUrl}
              alt=""
              referrerPolicy="no-referrer"
            />
          )}
          <div className="wechat-panel__text">
            <strong data-testid="wechat-nickname">
              {bound.nickname || t('wechat.noNickname')}
            </strong>
            <span className="card__text--muted">
              {t('wechat.boundSince', { date: formatDay(bound.boundAt) })}
            </span>
          </div>
          <button
            type="button"
            className="button button--ghost-dark"
            data-testid="wechat-unbind"
            disabled={busy}
            onClick={unbind}
          >
            {t('wechat.unbind')}
          </button>
        </div>
      ) : binding.loading ? null : (
        <>
          <p className="card__text card__text--muted">{t('wechat.notBound')}</p>
          <WechatButton purpose="bind" onError={setError} />
        </>
      )}
      <FormMessage error={error} info={null} />
    </section>
  );
}
