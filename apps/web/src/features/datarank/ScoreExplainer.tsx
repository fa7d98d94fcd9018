import { Alert, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** How the score is computed (the same formula as the server's ranking job). */
export function ScoreExplainer() {
  const { t } = useTranslation();
  return (
    <Alert
      type="info"
      showIcon
      title={t('dataRank.formulaTitle')}
      description={
        <>
          <Typography.Paragraph>
            <code>{t('dataRank.formula')}</code>
          </Typography.Paragraph>
          <ul className="datarank__terms">
            <li>{t('dataRank.termUniquePositions')}</li>
            <li>{t('dataRank.termUniqueCells')}</li>
            <li>{t('dataRank.termUptime')}</li>
          </ul>
          <Typography.Paragraph type="secondary">{t('dataRank.why')}</Typography.Paragraph>
        </>
      }
    />
  );
}
