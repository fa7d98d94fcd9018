import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuthStore } from '../../session/auth.store';
import { LoginButton } from '../../ui/LoginButton';
import { legalPath } from '../../ui/nav';
import { useLanguage } from '../../ui/use-language';
import { CodeBlock } from './CodeBlock';
import { READSB_INSTALL, RESTART_READSB, UUID_COMMAND, netConnector } from './feeder-commands';
import './document.css';
import './volunteer.css';

const HARDWARE = ['sdr', 'antenna', 'computer'] as const;

/** /ad/volunteerwanted: what a feeder needs, how to connect readsb, and how to get a kit. */
export function VolunteerPage() {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const signedIn = useAuthStore((state) => state.token !== null);
  // Receivers feed the host that serves this site.
  const feedHost = window.location.hostname;

  return (
    <article className="volunteer">
      <header className="volunteer__hero">
        <div className="volunteer__column">
          <p className="eyebrow">{t('volunteer.eyebrow')}</p>
          <h1 className="volunteer__title">{t('volunteer.title')}</h1>
          <p className="volunteer__lead">{t('volunteer.lead')}</p>
        </div>
      </header>
      <div className="volunteer__column">
        <section className="volunteer__section">
          <h2>{t('volunteer.hardware.title')}</h2>
          <ul className="hardware">
            {HARDWARE.map((part) => (
              <li key={part} className={`hardware__item hardware__item--${part}`}>
                <h3>{t(`volunteer.hardware.${part}.title`)}</h3>
                <p>{t(`volunteer.hardware.${part}.body`)}</p>
              </li>
            ))}
          </ul>
        </section>

        <section className="volunteer__section">
          <h2>{t('volunteer.setup.title')}</h2>
          <p>{t('volunteer.setup.intro')}</p>
          <ol className="setup-steps">
            <li>
              <h3>{t('volunteer.setup.install.title')}</h3>
              <p>{t('volunteer.setup.install.body')}</p>
              <CodeBlock code={READSB_INSTALL} />
            </li>
            <li>
              <h3>{t('volunteer.setup.uuid.title')}</h3>
              <p>{t('volunteer.setup.uuid.body')}</p>
              <CodeBlock code={UUID_COMMAND} />
            </li>
            <li>
              <h3>{t('volunteer.setup.connect.title')}</h3>
              <p>{t('volunteer.setup.connect.body')}</p>
              <CodeBlock code={netConnector(feedHost)} />
              <CodeBlock code={RESTART_READSB} />
            </li>
            <li>
              <h3>{t('volunteer.setup.register.title')}</h3>
              <p>{t('volunteer.setup.register.body')}</p>
            </li>
          </ol>
        </section>

        <section className="volunteer__section volunteer__kit">
          <h2>{t('volunteer.kit.title')}</h2>
          <p>{t('volunteer.kit.body')}</p>
          <p className="volunteer__statuses">{t('volunteer.kit.statuses')}</p>
          {!signedIn && (
            <LoginButton className="button button--primary" label={t('volunteer.kit.cta')} />
          )}
        </section>

        <section className="volunteer__section">
          <h2>{t('volunteer.privacy.title')}</h2>
          <p>{t('volunteer.privacy.body')}</p>
          <p className="volunteer__links">
            <Link to={legalPath('privacy', language)}>{t('volunteer.privacy.link')}</Link>
            <Link to={legalPath('terms', language)}>{t('volunteer.privacy.terms')}</Link>
          </p>
        </section>

        <p className="volunteer__thanks">{t('volunteer.thanks')}</p>
      </div>
    </article>
  );
}
