import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The back office's home: the extra-type tab that cannot be closed. */
export function HomePage() {
  const { t } = useTranslation();
  return (
    <Card>
      <Typography.Title level={3}>{t('bms.homeTitle')}</Typography.Title>
      <Typography.Paragraph>{t('bms.homeIntro')}</Typography.Paragraph>
    </Card>
  );
}
