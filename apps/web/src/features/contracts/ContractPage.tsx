import { useCallback, useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { contractSignSchema, isMessageKey, type ContractDocument } from '@skytrace/contracts';
import { ApiError } from '../../api/http';
import { contractsApi, downloadPdf, signatureSource, uploadSignature } from './contracts.api';
import { formatDay } from '../../lib/day';
import { SignaturePad, type SignaturePadHandle } from './SignaturePad';
import './contracts.css';

function message(failure: unknown): string {
  if (failure instanceof ApiError) {
    const data = failure.body?.data as { issues?: { msg?: string }[] } | null | undefined;
    return data?.issues?.[0]?.msg ?? failure.message;
  }
  return failure instanceof Error ? failure.message : String(failure);
}

/**
 * /contract/{uuid}: the hosting agreement as a document in the reader's language; while pending,
 * signed with a name and a drawn signature (uploaded through `uploadContractImage`), then checked
 * and downloadable as a PDF.
 */
export function ContractPage() {
  const { t, i18n } = useTranslation();
  const { uuid = '' } = useParams();
  const [document, setDocument] = useState<ContractDocument>();
  const [loadError, setLoadError] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [agree, setAgree] = useState(false);
  const [drawn, setDrawn] = useState(false);
  const [errors, setErrors] = useState<{ name?: string; signature?: string; agree?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const pad = useRef<SignaturePadHandle>(null);

  const load = useCallback(() => {
    contractsApi.detail(uuid).then(setDocument, (error: unknown) => setLoadError(message(error)));
  }, [uuid]);
  // The text comes in the language asked for: load again when it changes.
  useEffect(load, [load, i18n.language]);

  const sign = async (event: SyntheticEvent) => {
    event.preventDefault();
    setFailure(null);
    const found: typeof errors = {};
    const checked = contractSignSchema.safeParse({
      uuid,
      name,
      signature: '0'.repeat(40) + '.png',
      agree,
    });
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const field = String(issue.path[0]) as 'name' | 'agree';
        found[field] ??= isMessageKey(issue.message)
          ? t(`shared.${issue.message}`)
          : t('shared.validation.invalidFormat');
      }
    }
    if (!drawn) found.signature = t('kit.contracts.signatureRequired');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const png = await pad.current?.toPng();
      if (!png) throw new Error(t('kit.contracts.signatureRequired'));
      const stored = await uploadSignature(png);
      await contractsApi.sign({ uuid, name: name.trim(), signature: stored.file, agree: true });
      const check = await contractsApi.check(uuid);
      if (check.inForce) setInfo(t('kit.contracts.signedDone'));
      load();
    } catch (error) {
      setFailure(message(error));
    } finally {
      setBusy(false);
    }
  };

  const download = () => {
    setFailure(null);
    downloadPdf(uuid).catch((error: unknown) => setFailure(message(error)));
  };

  return (
    <section className="contract-page">
      <article className="contract-card" data-testid="contract-document">
        <Link className="contract-back" to="/contract">
          ← {t('kit.contracts.back')}
        </Link>
        {loadError && (
          <p className="contract-error" role="alert">
            {t('kit.contracts.notFound')} {loadError}
          </p>
        )}
        {document && (
          <>
            <h1 className="contract-title">{document.title}</h1>
            <p className="contract-meta">
              {t('kit.contracts.number', { uuid: document.uuid })} ·{' '}
              <span
                className={`contract-status contract-status--${document.status}`}
                data-testid="contract-status"
              >
                {t(`kit.contracts.status.${document.status}`)}
              </span>
            </p>
            <div className="contract-document">
              <p>{document.preamble}</p>
              {document.clauses.map((clause) => (
                <section key={clause.title}>
                  <h2>{clause.title}</h2>
                  <p>{clause.text}</p>
                </section>
              ))}
            </div>
            <dl className="contract-host">
              <dt>{t('kit.contracts.location')}</dt>
              <dd>
                {document.address} ({document.lat.toFixed(4)}°, {document.lon.toFixed(4)}°)
              </dd>
              {document.signerName && (
                <>
                  <dt>{t('kit.contracts.host')}</dt>
                  <dd data-testid="contract-signer">{document.signerName}</dd>
                </>
              )}
              {document.signatureUrl && (
                <>
                  <dt>{t('kit.contracts.signature')}</dt>
                  <dd>
                    <img
                      src={signatureSource(document.signatureUrl)}
                      alt={t('kit.contracts.signatureAlt', { name: document.signerName ?? '' })}
                    />
                  </dd>
                </>
              )}
              {document.signedAt !== null && (
                <>
                  <dt>{t('kit.contracts.status.signed')}</dt>
                  <dd>
                    {t('kit.contracts.signedAt', { date: formatDay(document.signedAt) })} ·{' '}
                    {t('kit.contracts.validUntil', { date: formatDay(document.validUntil) })}
                    {document.renewals > 0 &&
                      ` · ${t('kit.contracts.renewals', { count: document.renewals })}`}
                  </dd>
                </>
              )}
              {document.endedAt !== null && (
                <>
                  <dt>{t('kit.contracts.status.ended')}</dt>
                  <dd>{t('kit.contracts.endedAt', { date: formatDay(document.endedAt) })}</dd>
                </>
              )}
            </dl>
            {info && (
              <p className="contract-info" role="status">
                {info}
              </p>
            )}
            {failure && (
              <p className="contract-error" role="alert">
                {failure}
              </p>
            )}
            {document.status === 'pending' ? (
              <form className="contract-sign" onSubmit={(event) => void sign(event)} noValidate>
                <h2>{t('kit.contracts.signTitle')}</h2>
                <div className="contract-field">
                  <label htmlFor="contract-signer-name">{t('kit.contracts.name')}</label>
                  <input
                    id="contract-signer-name"
                    type="text"
                    name="signerName"
                    autoComplete="name"
                    value={name}
                    aria-invalid={errors.name !== undefined}
                    aria-describedby={errors.name ? 'contract-signer-name-error' : undefined}
                    onChange={(event) => {
                      setName(event.target.value);
                      setErrors(({ name: _, ...others }) => others);
                    }}
                  />
                  {errors.name && (
                    <span className="contract-error" id="contract-signer-name-error">
                      {errors.name}
                    </span>
                  )}
                </div>
                <div className="contract-field">
                  <span>{t('kit.contracts.signature')}</span>
                  <SignaturePad
                    ref={pad}
                    onDrawn={(value) => {
                      setDrawn(value);
                      if (value) setErrors(({ signature: _, ...others }) => others);
                    }}
                    invalid={errors.signature !== undefined}
                  />
                  <div className="contract-row">
                    <span className="contract-meta contract-meta--inline">
                      {t('kit.contracts.signatureHint')}
                    </span>
                    <button
                      type="button"
                      className="button button--ghost-dark"
                      onClick={() => pad.current?.clear()}
                    >
                      {t('kit.contracts.clear')}
                    </button>
                  </div>
                  {errors.signature && <span className="contract-error">{errors.signature}</span>}
                </div>
                <label className="contract-agree">
                  <input
                    type="checkbox"
                    name="agree"
                    checked={agree}
                    onChange={(event) => {
                      setAgree(event.target.checked);
                      setErrors(({ agree: _, ...others }) => others);
                    }}
                  />
                  <span>{t('kit.contracts.agree')}</span>
                </label>
                {errors.agree && <span className="contract-error">{errors.agree}</span>}
                <div className="contract-row">
                  <button type="submit" className="button button--primary" disabled={busy}>
                    {busy ? t('kit.contracts.signing') : t('kit.contracts.sign')}
                  </button>
                </div>
              </form>
            ) : (
              <div className="contract-row contract-sign">
                <button type="button" className="button button--primary" onClick={download}>
                  {t('kit.contracts.download')}
                </button>
              </div>
            )}
          </>
        )}
      </article>
    </section>
  );
}
