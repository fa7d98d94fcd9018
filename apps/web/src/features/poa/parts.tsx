import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A rank change: up (fewer places), down, or unchanged; nothing before there is a yesterday. */
export function Change(props: { value: number | null }) {
  const { t } = useTranslation();
  if (props.value === null) return null;
  if (props.value === 0) return <span className="poa__change">{t('poa.rank.same')}</span>;
  return (
    <span
      className={props.value > 0 ? 'poa__change poa__change--up' : 'poa__change poa__change--down'}
    >
      {t(props.value > 0 ? 'poa.rank.up' : 'poa.rank.down', { count: Math.abs(props.value) })}
    </span>
  );
}

/** The user has no receiver yet: where to get or register one. */
export function NoDevices() {
  const { t } = useTranslation();
  return (
    <div className="poa__gate" data-testid="poa-no-devices">
      <p>{t('poa.noDevices')}</p>
      <Link className="button button--primary button--block" to="/share-data">
        {t('poa.addDevice')}
      </Link>
    </div>
  );
}
