import {
  FEEDBACK_REPLY_MAX,
  FEEDBACK_STATUSES,
  type AdminFeedback,
  type FeedbackStatus,
} from '@skytrace/contracts';
import { App, Input, Modal, Select, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentToken } from '../../../../session/auth.store';
import { formatSeconds } from '../shared/format';
import { useAdminFormDialog } from '../shared/use-admin-form-dialog';
import { communityAdminApi } from './community-admin.api';

/** One piece of feedback in full, with its screenshot, and the reply and status to save. */
export function ReplyDialog(props: {
  feedback: AdminFeedback;
  onDone: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { feedback } = props;
  const [reply, setReply] = useState(feedback.reply ?? '');
  const [status, setStatus] = useState<FeedbackStatus>(feedback.status);
  const token = currentToken();
  const changedReply = reply.trim() !== '' && reply.trim() !== (feedback.reply ?? '');
  const form = useAdminFormDialog({
    draft: () => ({
      id: feedback.id,
      ...(changedReply ? { reply: reply.trim() } : {}),
      // A new reply answers it unless another status was chosen.
      ...(status !== feedback.status || !changedReply ? { status } : {}),
    }),
    send: communityAdminApi.reply,
    onDone: () => {
      void message.success(t('feedback.bms.saved'));
      props.onDone();
    },
    onClose: props.onClose,
  });
  return (
    <Modal
      {...form.modal}
      title={t('feedback.bms.replyTitle', { id: feedback.id })}
      okText={t('feedback.bms.save')}
    >
      <Typography.Paragraph type="secondary">
        {feedback.username} · {formatSeconds(feedback.createdAt)}
        {feedback.contact ? ` · ${feedback.contact}` : ''}
        {feedback.page ? ` · ${t('feedback.bms.page')}: ${feedback.page}` : ''}
      </Typography.Paragraph>
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>
        {feedback.text}
      </Typography.Paragraph>
      {feedback.screenshotUrl ? (
        <a
          href={`${feedback.screenshotUrl}?token=${encodeURIComponent(token ?? '')}`}
          target="_blank"
          rel="noreferrer"
        >
          <img
            src={`${feedback.screenshotUrl}?token=${encodeURIComponent(token ?? '')}`}
            alt={t('feedback.screenshot')}
            style={{ maxWidth: '100%', maxHeight: 240, borderRadius: 8 }}
          />
        </a>
      ) : (
        <Typography.Text type="secondary">{t('feedback.bms.noScreenshot')}</Typography.Text>
      )}
      {feedback.reply !== null && (
        <p>
          <Tag color={feedback.replyRead ? 'green' : 'orange'}>
            {feedback.replyRead ? t('feedback.bms.read') : t('feedback.bms.unread')}
          </Tag>
        </p>
      )}
      <div className="bms-airport-form">
        <label htmlFor="feedback-status">{t('feedback.bms.status')}</label>
        <Select<FeedbackStatus>
          id="feedback-status"
          value={status}
          onChange={setStatus}
          options={FEEDBACK_STATUSES.map((value) => ({
            value,
            label: t(`feedback.statuses.${value}`),
          }))}
        />
        <label htmlFor="feedback-reply">{t('feedback.reply')}</label>
        <Input.TextArea
          id="feedback-reply"
          rows={4}
          maxLength={FEEDBACK_REPLY_MAX}
          placeholder={t('feedback.bms.replyPlaceholder')}
          value={reply}
          onChange={(event) => setReply(event.target.value)}
        />
      </div>
      {form.alert}
    </Modal>
  );
}
