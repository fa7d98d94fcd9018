import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Language } from '../../i18n/language';
import type { LegalDocument } from '../../i18n/document';
import { htmlLang } from '../../i18n/language';
import { CONTACT_EMAIL } from '../../lib/site';
import { legalPath } from '../../ui/nav';
import './document.css';

interface LegalDocumentPageProps {
  document: 'terms' | 'privacy';
  /** Spec §2: /terms and /privacy are the Chinese editions, the -en paths the English ones. */
  language: Language;
}

/** A legal document in a fixed language, whatever the interface language is. */
export function LegalDocumentPage({ document, language }: LegalDocumentPageProps) {
  const { t } = useTranslation(undefined, { lng: language });
  const doc: LegalDocument = t(`legal.${document}`, { returnObjects: true });
  const other: Language = language === 'zh' ? 'en' : 'zh';

  return (
    <article className="document" lang={htmlLang(language)}>
      <header className="document__header">
        <Link to={legalPath(document, other)} className="document__edition" lang={htmlLang(other)}>
          {t('legal.otherEdition')}
        </Link>
        <h1 className="document__title">{doc.title}</h1>
        <p className="document__updated">{doc.updated}</p>
      </header>
      {doc.intro.map((paragraph) => (
        <p key={paragraph} className="document__intro">
          {paragraph}
        </p>
      ))}
      {doc.sections.map((section) => (
        <section key={section.title} className="document__section">
          <h2>{section.title}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.items.length > 0 && (
            <ul>
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
      <p className="document__contact">
        {doc.contact} <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
      </p>
    </article>
  );
}
