import { App as AntApp } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../api/failure';

/** Shows a failed load's message (the server's translated one when it sent one) once. */
export function useFailureMessage(error: unknown): void {
  const { message } = AntApp.useApp();
  const { t } = useTranslation();
  useEffect(() => {
    if (error !== undefined) void message.error(failureText(error, t('bms.loadFailed')));
  }, [error, message, t]);
}
