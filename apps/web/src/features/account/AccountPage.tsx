import { useTranslation } from 'react-i18next';
import { displayName } from '../../session/user-info';
import { useUserStore } from '../../session/user.store';
import { Avatar } from '../../ui/Avatar';
import { useLogout } from '../../ui/use-logout';
import './account.css';

/** /account: the signed-in user's basic profile (the guard guarantees a session). */
export function AccountPage() {
  const { t } = useTranslation();
  const user = useUserStore((state) => state.user);
  const logout = useLogout();

  if (user === null) {
    // The guard lets a login route through only with a loaded profile; this covers a logout
    // racing the render.
    return (
      <section className="card-page">
        <p className="card__text">{t('account.loading')}</p>
      </section>
    );
  }
  const name = displayName(user);
  const permissions = user.permissions.length;
  return (
    <section className="card-page">
      <div className="card">
        <div className="profile">
          <Avatar name={name} url={user.avatarUrl} size="large" />
          <div>
            <h1 className="card__title">{name}</h1>
            <p className="card__text card__text--muted">{t('account.title')}</p>
          </div>
        </div>
        <dl className="facts">
          <dt>{t('account.username')}</dt>
          <dd>{user.username}</dd>
          <dt>{t('account.truename')}</dt>
          <dd>{user.truename ?? t('account.notSet')}</dd>
          <dt>{t('account.permissions')}</dt>
          <dd>
            {permissions > 0
              ? t('account.permissionCount', { count: permissions })
              : t('account.noPermissions')}
          </dd>
        </dl>
        <button type="button" className="button button--ghost-dark" onClick={logout}>
          {t('user.logout')}
        </button>
      </div>
    </section>
  );
}
