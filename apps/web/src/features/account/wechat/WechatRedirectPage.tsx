import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { failureText } from '../../../api/failure';
import { fetchUserInfo } from '../../../session/user.api';
import { useUserStore } from '../../../session/user.store';
import '../../../ui/styles/card.css';
import { completeLogin } from '../auth/sign-in';
import { wechatBindCall, wechatLoginCall } from './wechat.api';
import { takeWechatState } from './wechat-start';

/**
 * /wechat-redirect and /bind-wechat-redirect (spec §2): WeChat sends the browser back here with
 * `code` and `state`; the state must be the one this tab started, then the server trades the
 * code. Sign-in goes home, binding back to the account page.
 */
export function WechatRedirectPage(props: { purpose: 'login' | 'bind' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  // The code works once: a second effect run (React's strict mode) must not send it again.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const code = params.get('code');
    const state = params.get('state') ?? '';
    let finish: Promise<unknown>;
    if (!code) {
      // WeChat leaves out the code when the person refused.
      finish = Promise.reject(new Error(t('wechat.refused')));
    } else if (!takeWechatState(props.purpose, state)) {
      finish = Promise.reject(new Error(t('wechat.stateMismatch')));
    } else if (props.purpose === 'login') {
      finish = wechatLoginCall(code, state)
        .then(completeLogin)
        .then(() => navigate('/', { replace: true }));
    } else {
      finish = wechatBindCall(code, state)
        .then(fetchUserInfo)
        .then((user) => useUserStore.getState().setUser(user))
        .then(() => navigate('/account', { replace: true }));
    }
    finish.catch((failure: unknown) => setError(failureText(failure)));
  }, [navigate, params, props.purpose, t]);

  return (
    <section className="card-page">
      <div className="card" data-testid="wechat-redirect">
        <h1 className="card__title">
          {t(props.purpose === 'login' ? 'wechat.signingIn' : 'wechat.binding')}
        </h1>
        {error === null ? (
          <p className="card__text card__text--muted">{t('wechat.wait')}</p>
        ) : (
          <>
            <p className="form-message form-message--error" role="alert">
              {error}
            </p>
            <Link
              className="button button--primary"
              to={props.purpose === 'login' ? '/login' : '/account'}
            >
              {t(props.purpose === 'login' ? 'wechat.backToLogin' : 'wechat.backToAccount')}
            </Link>
          </>
        )}
      </div>
    </section>
  );
}
