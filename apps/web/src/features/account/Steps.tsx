import { useTranslation } from 'react-i18next';

/** The three steps of spec §4 password, email and phone changes, with the current one marked. */
export function Steps({ current }: { current: 0 | 1 | 2 }) {
  const { t } = useTranslation();
  const names = [t('accounts.steps.verify'), t('accounts.steps.enter'), t('accounts.steps.save')];
  return (
    <ol className="steps">
      {names.map((name, index) => (
        <li key={name} aria-current={index === current ? 'step' : undefined}>
          {index + 1}. {name}
        </li>
      ))}
    </ol>
  );
}
