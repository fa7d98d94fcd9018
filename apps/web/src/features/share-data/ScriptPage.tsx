import type { FeederSetup } from '@skytrace/contracts';
import {
  App as AntApp,
  Alert,
  Button,
  Card,
  Input,
  Select,
  Space,
  Spin,
  Tag,
  Typography,
} from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { failureText } from '../../api/failure';
import { FeederMethods } from './FeederMethods';
import { addMyDeviceCall, feederSetupCall, newFeederUuidCall } from './share-data.api';

const { Title, Paragraph, Text } = Typography;

/** /share-data/script: the user's feeder UUIDs, claiming one already feeding, and set-up lines. */
export function ScriptPage() {
  const { t } = useTranslation();
  const { message } = AntApp.useApp();
  const [setup, setSetup] = useState<FeederSetup>();
  const [failure, setFailure] = useState<string>();
  const [chosen, setChosen] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [claimUuid, setClaimUuid] = useState('');

  const load = useCallback(() => {
    feederSetupCall().then(
      (answer) => {
        setFailure(undefined);
        setSetup(answer);
        setChosen((current) =>
          answer.identities.some((identity) => identity.uuid === current)
            ? current
            : answer.identities.at(-1)?.uuid,
        );
      },
      (error: unknown) => setFailure(failureText(error)),
    );
  }, []);
  useEffect(load, [load]);

  const run = (work: () => Promise<string>) => {
    setBusy(true);
    work()
      .then((done) => {
        void message.success(done);
        load();
      })
      .catch((error: unknown) => void message.error(failureText(error)))
      .finally(() => setBusy(false));
  };
  const newUuid = () =>
    run(async () => {
      const made = await newFeederUuidCall();
      setChosen(made.uuid);
      return t('myDevices.share.newUuidDone', { uuid: made.uuid });
    });
  const claim = (byAddress: boolean) =>
    run(async () => {
      await addMyDeviceCall(byAddress ? { byAddress: true } : { uuid: claimUuid.trim() });
      setClaimUuid('');
      return t('myDevices.share.claimed');
    });

  if (failure !== undefined) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('myDevices.common.loadFailed', { message: failure })}
        action={<Button onClick={load}>{t('myDevices.common.retry')}</Button>}
      />
    );
  }
  if (setup === undefined) return <Spin className="share-page__loading" />;
  const full = setup.identities.length >= setup.maxIdentities;
  return (
    <article className="share-script" data-testid="share-script">
      <header className="share-page__hero">
        <Text type="secondary">{t('myDevices.share.eyebrow')}</Text>
        <Title level={1}>{t('myDevices.share.title')}</Title>
        <Paragraph>{t('myDevices.share.lead')}</Paragraph>
      </header>

      <Card title={t('myDevices.share.identities')} className="share-card">
        {setup.identities.length === 0 ? (
          <Paragraph>{t('myDevices.share.noIdentity')}</Paragraph>
        ) : (
          <ul className="identity-list">
            {setup.identities.map((identity) => (
              <li key={identity.devId} className="identity-list__item">
                <Text code copyable={{ text: identity.uuid }} translate="no">
                  {identity.uuid}
                </Text>
                {identity.alias ? <Tag>{identity.alias}</Tag> : null}
                <Text type="secondary">
                  {identity.lastSeen === null
                    ? t('myDevices.share.neverSeen')
                    : t('myDevices.share.lastSeen', {
                        time: new Date(identity.lastSeen * 1000).toLocaleString(),
                      })}
                </Text>
              </li>
            ))}
          </ul>
        )}
        <Space wrap>
          <Button type="primary" onClick={newUuid} loading={busy} disabled={full}>
            {t('myDevices.share.newUuid')}
          </Button>
          <Text type="secondary">
            {t('myDevices.share.limit', {
              count: setup.identities.length,
              max: setup.maxIdentities,
            })}
          </Text>
        </Space>
      </Card>

      <Card title={t('myDevices.share.claimTitle')} className="share-card">
        <Paragraph>{t('myDevices.share.claimBody')}</Paragraph>
        <Space.Compact className="claim-row">
          <Input
            value={claimUuid}
            onChange={(event) => setClaimUuid(event.target.value)}
            placeholder="xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx"
            aria-label={t('myDevices.share.claimUuid')}
            translate="no"
          />
          <Button onClick={() => claim(false)} disabled={claimUuid.trim() === '' || busy}>
            {t('myDevices.share.claimByUuid')}
          </Button>
        </Space.Compact>
        <Button className="claim-address" onClick={() => claim(true)} disabled={busy}>
          {t('myDevices.share.claimByAddress', { address: setup.clientAddress })}
        </Button>
      </Card>

      {chosen === undefined ? null : (
        <>
          <Card title={t('myDevices.share.server')} className="share-card">
            <Space wrap align="center">
              <Text strong translate="no">
                {setup.host}
              </Text>
              <Text type="secondary">
                {t('myDevices.share.ports', {
                  beast: setup.beastPort,
                  avr: setup.avrPort,
                  sbs: setup.sbsPort,
                })}
              </Text>
            </Space>
            {setup.identities.length > 1 ? (
              <div className="share-choose">
                <Text>{t('myDevices.share.chooseUuid')}</Text>
                <Select
                  value={chosen}
                  onChange={setChosen}
                  options={setup.identities.map((identity) => ({
                    value: identity.uuid,
                    label: identity.alias ? `${identity.alias} · ${identity.uuid}` : identity.uuid,
                  }))}
                  className="share-choose__select"
                />
              </div>
            ) : null}
          </Card>
          <FeederMethods
            target={{
              host: setup.host,
              beastPort: setup.beastPort,
              sbsPort: setup.sbsPort,
              httpUrl: setup.httpUrl,
              uuid: chosen,
            }}
          />
          <Card title={t('myDevices.share.afterTitle')} className="share-card">
            <Paragraph>{t('myDevices.share.afterBody', { port: setup.beastPort })}</Paragraph>
            <Space wrap>
              <Link to="/device/index">{t('myDevices.share.toMyDevices')}</Link>
              <Link to="/share-data/buildreceiver">{t('myDevices.share.toGuide')}</Link>
            </Space>
          </Card>
        </>
      )}
      {chosen === undefined ? (
        <Paragraph>
          <Link to="/share-data/buildreceiver">{t('myDevices.share.toGuide')}</Link>
        </Paragraph>
      ) : null}
    </article>
  );
}
