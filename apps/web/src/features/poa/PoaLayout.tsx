import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useLocation, useNavigate, useSearchParams } from 'react-router';
import { failureText } from '../../api/failure';
import { useAuthStore } from '../../session/auth.store';
import { loginRedirect } from '../../session/login-redirect';
import {
  completeLogin,
  inWechatBrowser,
  startWechat,
  takeWechatState,
  useWechatConfigured,
} from '../account';
import { checkPhoneCall } from './poa.api';
import './poa.css';

const TABS = [
  { to: '/poa/rank', key: 'rank' },
  { to: '/poa/onlinetime', key: 'onlineTime' },
  { to: '/poa/liveflight', key: 'liveFlight' },
] as const;

/**
 * The /poa phone pages (spec §2 mini-program pages). Inside WeChat a signed-out visitor is sent
 * through WeChat's authorise page and comes back with a code: checkPhone signs the bound account
 * in, or leads an unbound WeChat to /poa/bindphone. Elsewhere the pages work for a signed-in
 * user, and a visitor may sign in either way.
 */
export function PoaLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const token = useAuthStore((state) => state.token);
  const configured = useWechatConfigured();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const handled = useRef(false);
  const code = params.get('code');
  const onBindPage = pathname === '/poa/bindphone';

  useEffect(() => {
    if (code === null || handled.current) return;
    handled.current = true;
    const checked = takeWechatState('poa', params.get('state'))
      ? checkPhoneCall(code)
      : Promise.reject(new Error(t('wechat.stateMismatch')));
    checked
      .then(async (answer) => {
        if (answer.login) {
          await completeLogin({ ...answer.login, java_token: answer.login.token });
          await navigate(pathname, { replace: true });
        } else {
          const next = onBindPage ? '/poa/rank' : pathname;
          await navigate(`/poa/bindphone?next=${encodeURIComponent(next)}`, { replace: true });
        }
      })
      .catch((failure: unknown) => setError(failureText(failure)));
  }, [code, navigate, onBindPage, params, pathname, t]);

  const openWechat = () => {
    setBusy(true);
    startWechat('poa', pathname).catch((failure: unknown) => {
      setBusy(false);
      setError(failureText(failure));
    });
  };
  // Inside WeChat nobody should have to tap: the authorise page opens by itself.
  const autoStart = token === null && code === null && !onBindPage && configured === true;
  useEffect(() => {
    if (autoStart && inWechatBrowser() && !handled.current) {
      handled.current = true;
      openWechat();
    }
  });

  let content = <Outlet />;
  if (error !== null) {
    content = (
      <p className="form-message form-message--error" role="alert">
        {error}
      </p>
    );
  } else if (code !== null || busy) {
    content = <p className="poa__muted">{t('wechat.wait')}</p>;
  } else if (token === null && !onBindPage) {
    content = (
      <div className="poa__gate" data-testid="poa-gate">
        <p>{t('poa.signInFirst')}</p>
        {configured === true && (
          <button type="button" className="button button--block wechat-button" onClick={openWechat}>
            {t('poa.openWithWechat')}
          </button>
        )}
        <Link className="button button--ghost-dark button--block" to={loginRedirect(pathname)}>
          {t('poa.signInWithAccount')}
        </Link>
      </div>
    );
  }
  return (
    <section className="poa">
      <header className="poa__header">
        <h1 className="poa__title">{t('poa.title')}</h1>
        {!onBindPage && (
          <nav className="poa__tabs" aria-label={t('poa.title')}>
            {TABS.map((tab) => (
              <NavLink
                key={tab.to}
                to={tab.to}
                className={({ isActive }) => (isActive ? 'poa__tab poa__tab--active' : 'poa__tab')}
              >
                {t(`poa.tabs.${tab.key}`)}
              </NavLink>
            ))}
          </nav>
        )}
      </header>
      <div className="poa__body">{content}</div>
    </section>
  );
}
