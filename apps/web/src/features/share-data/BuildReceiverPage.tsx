import { Card, Collapse, Steps, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CopyBlock } from './CopyBlock';
import { READSB_INSTALL, READSB_STATS } from './feeder-setup';

const { Title, Paragraph, Text } = Typography;

const PARTS = ['sdr', 'filter', 'computer', 'antenna', 'cable'] as const;
const STEPS = ['flash', 'install', 'gain', 'feed'] as const;
const TROUBLES = ['noDongle', 'fewMessages', 'notOnline', 'undervoltage'] as const;

/** /share-data/buildreceiver: parts, antenna and cable, placement, set-up, first checks. */
export function BuildReceiverPage() {
  const { t } = useTranslation();
  const list = (key: 'placement' | 'checks') =>
    t(`myDevices.build.${key}`, { returnObjects: true });
  return (
    <article className="build-guide" data-testid="build-guide">
      <header className="share-page__hero">
        <Text type="secondary">{t('myDevices.build.eyebrow')}</Text>
        <Title level={1}>{t('myDevices.build.title')}</Title>
        <Paragraph>{t('myDevices.build.lead')}</Paragraph>
      </header>

      <section className="build-guide__section">
        <Title level={2}>{t('myDevices.build.partsTitle')}</Title>
        <div className="parts-grid">
          {PARTS.map((part) => (
            <Card key={part} size="small" title={t(`myDevices.build.parts.${part}.title`)}>
              <Paragraph>{t(`myDevices.build.parts.${part}.body`)}</Paragraph>
            </Card>
          ))}
        </div>
      </section>

      <section className="build-guide__section">
        <Title level={2}>{t('myDevices.build.placementTitle')}</Title>
        <ul className="build-guide__list">
          {list('placement').map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <Title level={3}>{t('myDevices.build.cableTitle')}</Title>
        <Paragraph>{t('myDevices.build.cableBody')}</Paragraph>
      </section>

      <section className="build-guide__section">
        <Title level={2}>{t('myDevices.build.stepsTitle')}</Title>
        <Steps
          orientation="vertical"
          current={-1}
          items={STEPS.map((step) => ({
            // Every step is something to do, none is done or pending: all drawn alike.
            status: 'process',
            title: t(`myDevices.build.steps.${step}.title`),
            description: (
              <>
                <Paragraph>{t(`myDevices.build.steps.${step}.body`)}</Paragraph>
                {step === 'install' ? (
                  <CopyBlock code={READSB_INSTALL} label="readsb-install" />
                ) : null}
                {step === 'feed' ? (
                  <Link to="/share-data/script">{t('myDevices.build.toScript')}</Link>
                ) : null}
              </>
            ),
          }))}
        />
      </section>

      <section className="build-guide__section">
        <Title level={2}>{t('myDevices.build.checksTitle')}</Title>
        <ul className="build-guide__list">
          {list('checks').map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <Paragraph strong>{t('myDevices.build.statsCommand')}</Paragraph>
        <CopyBlock code={READSB_STATS} label="readsb stats" />
      </section>

      <section className="build-guide__section">
        <Title level={2}>{t('myDevices.build.troubleshootingTitle')}</Title>
        <Collapse
          items={TROUBLES.map((trouble) => ({
            key: trouble,
            label: t(`myDevices.build.troubles.${trouble}.title`),
            children: <Paragraph>{t(`myDevices.build.troubles.${trouble}.body`)}</Paragraph>,
          }))}
        />
      </section>
      <Paragraph>
        <Link to="/share-data/script">{t('myDevices.build.toScript')}</Link>
      </Paragraph>
    </article>
  );
}
