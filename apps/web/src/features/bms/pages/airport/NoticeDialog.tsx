import { NOTICE_KINDS, type AirportNotice, type NoticeKind } from '@skytrace/contracts';
import { DatePicker, Input, Modal, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminFormDialog } from '../shared/use-admin-form-dialog';
import { airportAdminApi } from './airport-admin.api';

/** Adds a notice to `airport`, or changes `notice`; the server checks the fields again. */
export function NoticeDialog(props: {
  airport: string;
  notice: AirportNotice | null;
  onDone: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<NoticeKind>(props.notice?.kind ?? 'closure');
  const [text, setText] = useState(props.notice?.text ?? '');
  const [range, setRange] = useState<[Dayjs, Dayjs | null]>([
    props.notice ? dayjs(props.notice.startsAt * 1000) : dayjs().startOf('minute'),
    props.notice?.endsAt ? dayjs(props.notice.endsAt * 1000) : null,
  ]);
  const form = useAdminFormDialog({
    draft: () => ({
      kind,
      text: text.trim(),
      startsAt: range[0].unix(),
      endsAt: range[1] ? range[1].unix() : null,
    }),
    check: (draft) => (draft.text === '' ? t('shared.airport.noticeTextRequired') : undefined),
    send: (draft) =>
      props.notice
        ? airportAdminApi.update(props.notice.id, draft)
        : airportAdminApi.add(props.airport, draft),
    onDone: props.onDone,
    onClose: props.onClose,
  });
  return (
    <Modal
      {...form.modal}
      title={t(props.notice ? 'airport.bms.editTitle' : 'airport.bms.addTitle', {
        airport: props.airport,
      })}
      okText={t('airport.bms.save')}
    >
      <div className="bms-airport-form">
        <label htmlFor="notice-kind">{t('airport.bms.kind')}</label>
        <Select<NoticeKind>
          id="notice-kind"
          value={kind}
          onChange={setKind}
          options={NOTICE_KINDS.map((value) => ({
            value,
            label: t(`airport.notices.kinds.${value}`),
          }))}
        />
        <label htmlFor="notice-start">{t('airport.bms.start')}</label>
        <DatePicker
          id="notice-start"
          showTime={{ format: 'HH:mm' }}
          format="YYYY-MM-DD HH:mm"
          allowClear={false}
          value={range[0]}
          onChange={(value: Dayjs | null) => value && setRange([value, range[1]])}
        />
        <label htmlFor="notice-end">{t('airport.bms.end')}</label>
        <DatePicker
          id="notice-end"
          showTime={{ format: 'HH:mm' }}
          format="YYYY-MM-DD HH:mm"
          placeholder={t('airport.bms.openEnded')}
          value={range[1]}
          onChange={(value: Dayjs | null) => setRange([range[0], value])}
        />
        <label htmlFor="notice-text">{t('airport.bms.text')}</label>
        <Input.TextArea
          id="notice-text"
          maxLength={500}
          rows={3}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      {form.alert}
    </Modal>
  );
}
