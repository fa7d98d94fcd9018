import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface AvatarProps {
  name: string;
  url: string | null;
  size?: 'small' | 'large';
}

/** The user's picture, or a default disc with the first letter of the name. */
export function Avatar({ name, url, size = 'small' }: AvatarProps) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const className = `avatar avatar--${size}`;
  if (url !== null && !failed) {
    return (
      <img
        className={className}
        src={url}
        alt={t('user.avatarAlt', { name })}
        onError={() => setFailed(true)}
      />
    );
  }
  const initial = Array.from(name.trim())[0]?.toUpperCase() ?? '';
  return (
    <span
      className={`${className} avatar--default`}
      role="img"
      aria-label={t('user.avatarAlt', { name })}
    >
      {initial}
    </span>
  );
}
