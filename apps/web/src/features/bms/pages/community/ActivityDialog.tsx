import {
  ACTIVITY_KINDS,
  activityAddSchema,
  type Activity,
  type ActivityKind,
} from '@skytrace/contracts';
import { DatePicker, Input, Modal, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminFormDialog } from '../shared/use-admin-form-dialog';
import { communityAdminApi } from './community-admin.api';

/** Adds an activity, or changes `activity`; the server checks every field again. */
export function ActivityDialog(props: {
  activity: Activity | null;
  onDone: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const start = props.activity ? dayjs(props.activity.startDate) : dayjs().startOf('day');
  const [kind, setKind] = useState<ActivityKind>(props.activity?.kind ?? 'event');
  const [title, setTitle] = useState(props.activity?.title ?? '');
  const [titleEn, setTitleEn] = useState(props.activity?.titleEn ?? '');
  const [days, setDays] = useState<[Dayjs, Dayjs]>([
    start,
    props.activity ? dayjs(props.activity.endDate) : start,
  ]);
  const [place, setPlace] = useState(props.activity?.place ?? '');
  const [description, setDescription] = useState(props.activity?.description ?? '');
  const [signUpUrl, setSignUpUrl] = useState(props.activity?.signUpUrl ?? '');
  const form = useAdminFormDialog({
    draft: () => ({
      kind,
      title: title.trim(),
      titleEn: titleEn.trim(),
      startDate: days[0].format('YYYY-MM-DD'),
      endDate: days[1].format('YYYY-MM-DD'),
      place: place.trim(),
      description: description.trim(),
      signUpUrl: signUpUrl.trim() === '' ? null : signUpUrl.trim(),
    }),
    // The shared schema refuses what the server would (a missing title, a non-http link).
    schema: activityAddSchema,
    send: (draft) =>
      props.activity
        ? communityAdminApi.updateActivity(props.activity.id, draft)
        : communityAdminApi.addActivity(draft),
    onDone: props.onDone,
    onClose: props.onClose,
  });
  return (
    <Modal
      {...form.modal}
      title={t(props.activity ? 'activities.bms.editTitle' : 'activities.bms.addTitle')}
      okText={t('activities.bms.save')}
    >
      <div className="bms-airport-form">
        <label htmlFor="activity-kind">{t('activities.bms.kind')}</label>
        <Select<ActivityKind>
          id="activity-kind"
          value={kind}
          onChange={setKind}
          options={ACTIVITY_KINDS.map((value) => ({
            value,
            label: t(`activities.kinds.${value}`),
          }))}
        />
        <label htmlFor="activity-title">{t('activities.bms.title')}</label>
        <Input
          id="activity-title"
          maxLength={120}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
        />
        <label htmlFor="activity-title-en">{t('activities.bms.titleEn')}</label>
        <Input
          id="activity-title-en"
          maxLength={120}
          value={titleEn}
          onChange={(event) => setTitleEn(event.target.value)}
        />
        <label htmlFor="activity-dates">{t('activities.bms.dates')}</label>
        <DatePicker.RangePicker
          id={{ start: 'activity-dates' }}
          allowClear={false}
          value={days}
          onChange={(value) => {
            if (value?.[0] && value[1]) setDays([value[0], value[1]]);
          }}
        />
        <label htmlFor="activity-place">{t('activities.bms.place')}</label>
        <Input
          id="activity-place"
          maxLength={200}
          value={place}
          onChange={(event) => setPlace(event.target.value)}
        />
        <label htmlFor="activity-url">{t('activities.bms.signUpUrl')}</label>
        <Input
          id="activity-url"
          maxLength={500}
          placeholder="https://"
          value={signUpUrl}
          onChange={(event) => setSignUpUrl(event.target.value)}
        />
        <label htmlFor="activity-description">{t('activities.bms.description')}</label>
        <Input.TextArea
          id="activity-description"
          rows={4}
          maxLength={4000}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
        />
      </div>
      {form.alert}
    </Modal>
  );
}
