import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Form, Input, Select, Space, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { opsApi } from '../shared/ops.api';
import { failureText } from '../../../../api/failure';
import '../shared/ops.css';
import {
  emptyLeaf,
  fromDraft,
  toDraft,
  MAX_BUTTONS,
  MAX_SUB,
  type DraftButton,
  type DraftErrors,
  type DraftLeaf,
  type LeafType,
} from './menu-draft';

function LeafFields(props: {
  leaf: DraftLeaf;
  path: string;
  errors: DraftErrors;
  onChange(leaf: DraftLeaf): void;
}) {
  const { t } = useTranslation();
  const { leaf, path, errors } = props;
  const field = (name: keyof DraftLeaf, label: string) => {
    const problem = errors[`${path}.${name}`];
    return (
      <Form.Item
        label={label}
        validateStatus={problem ? 'error' : undefined}
        help={problem ? t(`bmsOps.wechat.${problem}`) : undefined}
      >
        <Input
          value={leaf[name]}
          maxLength={name === 'name' ? 60 : 1024}
          data-testid={`wx-${path}-${name}`}
          onChange={(event) => props.onChange({ ...leaf, [name]: event.target.value })}
        />
      </Form.Item>
    );
  };
  return (
    <>
      {field('name', t('bmsOps.wechat.buttonName'))}
      <Form.Item label={t('bmsOps.wechat.buttonType')}>
        <Select<LeafType>
          value={leaf.type}
          onChange={(type) => props.onChange({ ...leaf, type })}
          options={[
            { value: 'view', label: t('bmsOps.wechat.typeView') },
            { value: 'click', label: t('bmsOps.wechat.typeClick') },
            { value: 'miniprogram', label: t('bmsOps.wechat.typeMiniprogram') },
          ]}
        />
      </Form.Item>
      {leaf.type === 'click'
        ? field('key', t('bmsOps.wechat.key'))
        : field('url', t('bmsOps.wechat.url'))}
      {leaf.type === 'miniprogram' && field('appid', t('bmsOps.wechat.appid'))}
      {leaf.type === 'miniprogram' && field('pagepath', t('bmsOps.wechat.pagepath'))}
    </>
  );
}

/** The official account's custom menu: read from WeChat, edited here, published back. */
export default function WechatMenuPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [configured, setConfigured] = useState<boolean>();
  const [draft, setDraft] = useState<DraftButton[]>([]);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [error, setError] = useState<string>();
  const [publishing, setPublishing] = useState(false);

  useEffect(() => {
    opsApi
      .wechatMenu()
      .then((state) => {
        setConfigured(state.configured);
        setDraft(toDraft(state.buttons));
      })
      .catch((failure: unknown) => setError(failureText(failure)));
  }, []);

  const update = (index: number, button: DraftButton) =>
    setDraft((current) => current.map((item, at) => (at === index ? button : item)));
  const publish = async () => {
    const result = fromDraft(draft);
    if ('errors' in result) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    setPublishing(true);
    try {
      await opsApi.createWechatMenu(result.buttons);
      void message.success(t('bmsOps.wechat.published'));
    } catch (failure) {
      void message.error(failureText(failure));
    } finally {
      setPublishing(false);
    }
  };

  return (
    <>
      <h1 className="bms-ops-title">{t('bmsOps.wechat.menuTitle')}</h1>
      {error && (
        <Alert type="error" showIcon title={t('bmsOps.common.loadFailed', { message: error })} />
      )}
      {configured === undefined && !error && <Spin />}
      {configured === false && (
        <Alert
          type="warning"
          showIcon
          data-testid="wechat-unconfigured"
          title={t('bmsOps.wechat.unconfigured')}
        />
      )}
      {configured && (
        <>
          <Typography.Paragraph type="secondary">
            {t('bmsOps.wechat.maxButtons')}
          </Typography.Paragraph>
          {draft.length === 0 && (
            <Typography.Paragraph>{t('bmsOps.wechat.noMenu')}</Typography.Paragraph>
          )}
          <Space orientation="vertical" style={{ width: '100%' }}>
            {draft.map((button, index) => (
              <Card
                key={index}
                size="small"
                title={button.name || `#${index + 1}`}
                extra={
                  <Button
                    danger
                    type="text"
                    icon={<DeleteOutlined />}
                    onClick={() => setDraft((current) => current.filter((_, at) => at !== index))}
                  >
                    {t('bmsOps.wechat.removeButton')}
                  </Button>
                }
              >
                <Form layout="vertical">
                  <Form.Item label={t('bmsOps.wechat.buttonType')}>
                    <Select<'leaf' | 'parent'>
                      value={button.parent ? 'parent' : 'leaf'}
                      onChange={(kind) =>
                        update(index, {
                          ...button,
                          parent: kind === 'parent',
                          sub:
                            kind === 'parent' && button.sub.length === 0
                              ? [emptyLeaf()]
                              : button.sub,
                        })
                      }
                      options={[
                        { value: 'leaf', label: t('bmsOps.wechat.typeView') },
                        { value: 'parent', label: t('bmsOps.wechat.typeParent') },
                      ]}
                    />
                  </Form.Item>
                  {button.parent ? (
                    <>
                      <LeafFields
                        leaf={{ ...button, type: 'click', key: 'x' }}
                        path={String(index)}
                        errors={errors}
                        onChange={(leaf) => update(index, { ...button, name: leaf.name })}
                      />
                      {button.sub.map((leaf, subIndex) => (
                        <Card
                          key={subIndex}
                          size="small"
                          type="inner"
                          style={{ marginBottom: 8 }}
                          extra={
                            <Button
                              type="text"
                              danger
                              icon={<DeleteOutlined />}
                              aria-label={t('bmsOps.wechat.removeButton')}
                              onClick={() =>
                                update(index, {
                                  ...button,
                                  sub: button.sub.filter((_, at) => at !== subIndex),
                                })
                              }
                            />
                          }
                        >
                          <LeafFields
                            leaf={leaf}
                            path={`${index}.sub.${subIndex}`}
                            errors={errors}
                            onChange={(changed) =>
                              update(index, {
                                ...button,
                                sub: button.sub.map((item, at) =>
                                  at === subIndex ? changed : item,
                                ),
                              })
                            }
                          />
                        </Card>
                      ))}
                      <Button
                        icon={<PlusOutlined />}
                        disabled={button.sub.length >= MAX_SUB}
                        onClick={() =>
                          update(index, { ...button, sub: [...button.sub, emptyLeaf()] })
                        }
                      >
                        {t('bmsOps.wechat.addSubButton')}
                      </Button>
                    </>
                  ) : (
                    <LeafFields
                      leaf={button}
                      path={String(index)}
                      errors={errors}
                      onChange={(leaf) => update(index, { ...button, ...leaf })}
                    />
                  )}
                </Form>
              </Card>
            ))}
          </Space>
          <div className="bms-ops-toolbar" style={{ marginTop: 12 }}>
            <Button
              icon={<PlusOutlined />}
              disabled={draft.length >= MAX_BUTTONS}
              onClick={() =>
                setDraft((current) => [...current, { ...emptyLeaf(), parent: false, sub: [] }])
              }
            >
              {t('bmsOps.wechat.addButton')}
            </Button>
            <Button
              type="primary"
              loading={publishing}
              disabled={draft.length === 0}
              onClick={() => void publish()}
            >
              {t('bmsOps.wechat.publish')}
            </Button>
          </div>
        </>
      )}
    </>
  );
}
