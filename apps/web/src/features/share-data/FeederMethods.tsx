import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CopyBlock } from './CopyBlock';
import {
  RESTART_READSB,
  httpFeeder,
  readsbConnector,
  readsbRelay,
  sbsFeed,
  socatForwarder,
  type FeederTarget,
} from './feeder-setup';

const { Paragraph } = Typography;

/** The four ways to feed, each with its lines filled in for `target`. */
export function FeederMethods({ target }: { target: FeederTarget }) {
  const { t } = useTranslation();
  return (
    <div className="feeder-methods">
      <Card title={t('myDevices.share.methods.readsb.title')} className="share-card">
        <Paragraph>{t('myDevices.share.methods.readsb.body')}</Paragraph>
        <CopyBlock code={readsbConnector(target)} label="readsb net-connector" />
        <CopyBlock code={RESTART_READSB} label="restart readsb" />
      </Card>
      <Card title={t('myDevices.share.methods.dump1090.title')} className="share-card">
        <Paragraph>{t('myDevices.share.methods.dump1090.body')}</Paragraph>
        <CopyBlock code={readsbRelay(target)} label="readsb relay" />
        <Paragraph>{t('myDevices.share.methods.dump1090.socat')}</Paragraph>
        <CopyBlock code={socatForwarder(target)} label="socat" />
      </Card>
      <Card title={t('myDevices.share.methods.sbs.title')} className="share-card">
        <Paragraph>{t('myDevices.share.methods.sbs.body')}</Paragraph>
        <CopyBlock code={sbsFeed(target)} label="SBS" />
      </Card>
      <Card title={t('myDevices.share.methods.http.title')} className="share-card">
        <Paragraph>{t('myDevices.share.methods.http.body')}</Paragraph>
        <CopyBlock code={httpFeeder(target)} label="skytrace-feeder.py" />
      </Card>
    </div>
  );
}
